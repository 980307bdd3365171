import { Phone } from 'lucide-react';
import type { ServiceData } from '../../build/schema/index.ts';
import { usePageEnv, useHref } from './site-context.tsx';
import { paths } from '../lib/paths.ts';

/** The main call to action of a service: a phone link for Sprintpartner, otherwise the request that fits. */
export function ServiceAction({ cta, variant = 'primary' }: { cta: ServiceData['cta']; variant?: 'primary' | 'light' }) {
  const { site } = usePageEnv();
  const href = useHref();
  const className = `button button--${variant}`;
  if (cta.type === 'phone') {
    return <a className={className} href={`tel:${site.phone}`}><Phone aria-hidden="true" width={18} height={18} /> {cta.text}</a>;
  }
  return <a className={className} href={href(paths.contact)} data-cta={cta.type}>{cta.text}</a>;
}
