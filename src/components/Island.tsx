import { createContext, useContext, type ReactElement } from 'react';
import { jsonForScript } from '../../shared/escape.ts';
import type { HydrateOn, IslandName, IslandProps } from '../islands/registry.ts';

/**
 * The islands met while rendering one page, filled in by `<Island>` and rendered on their own by
 * `renderRoute` (build/render/render.tsx).
 */
export interface IslandCollector {
  islands: { id: number; name: IslandName; props: unknown }[];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The comment that `renderRoute` replaces with the island's server HTML. */
export const islandSlot = (id: number) => `<!--island:${id}-->`;

/**
 * Marks an interactive part of a page. The page renders it on the server like everything else;
 * the browser hydrates only this element, `on` idle, when it becomes `visible`, or at the first
 * sign of `interaction` (pointer, focus, touch).
 */
export function Island<N extends IslandName>({
  name,
  props,
  on = 'interaction',
}: {
  name: N;
  props: IslandProps<N>;
  on?: HydrateOn;
}): ReactElement {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error('<Island> must be rendered by renderRoute');
  const id = collector.islands.length;
  collector.islands.push({ id, name, props });
  return (
    <>
      <div
        data-island={name}
        data-hydrate={on}
        data-island-id={id}
        className="island"
        dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
      />
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
    </>
  );
}
