import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../lib/icon-names.ts';
import { Glyph } from './Glyph.tsx';
import * as iconSet from './icon-set.ts';

/** Every name content may give has its icon in the set, and every icon in the set has such a name. */
const icons = iconSet satisfies Record<IconName, LucideIcon> & {
  [name in Exclude<keyof typeof iconSet, IconName>]: never;
};

/** A decorative icon by its content name; hidden from screen readers, the text beside it says it all. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return <Glyph icon={icons[name]} size={size} className={className} />;
}
