import Phone from 'lucide-react/icons/phone';
import { Glyph } from './Glyph.tsx';
import { LinkCard } from './ui/Cards.tsx';
import { usePageEnv, useHref } from './site-context.tsx';
import { format } from '../lib/format.ts';
import { paths } from '../../shared/paths.ts';
import type { ServiceSummary } from '../pages/types.ts';

/**
 * A service as a card linking to its page; a service whose call to action is a phone call
 * (Sprintpartner) also carries the phone link on the card itself (spec section 7).
 */
export function ServiceCard({
  service,
  subtitle = service.subtitle,
  headingLevel,
}: {
  service: ServiceSummary;
  subtitle?: string;
  headingLevel?: 2 | 3;
}) {
  const { ui, site } = usePageEnv();
  const href = useHref();
  const phone = service.phone ? (
    <a className="card__phone" href={`tel:${site.phone}`}>
      <Glyph icon={Phone} size={16} /> {format(ui.common.callPhone, { phone: site.phoneDisplay })}
    </a>
  ) : undefined;
  return (
    <LinkCard
      href={href(paths.service(service.slug))}
      icon={service.icon}
      title={service.title}
      subtitle={subtitle || undefined}
      text={service.summary}
      action={ui.common.moreInfo}
      extra={phone}
      headingLevel={headingLevel}
    />
  );
}
