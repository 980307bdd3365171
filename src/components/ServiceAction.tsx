import Phone from 'lucide-react/icons/phone';
import { Glyph } from './Glyph.tsx';
import type { ServiceData } from '../../kinds/schemas.ts';
import { usePageEnv } from './site-context.tsx';
import { Island } from './Island.tsx';

/**
 * The main call to action of a service: a phone link for Sprintpartner, otherwise the request
 * dialog that fits (contact, booking, workshop or MT pitch). Its code loads on the first sign
 * that the visitor reaches for it.
 */
export function ServiceAction({
  cta,
  service,
  variant = 'primary',
}: {
  cta: ServiceData['cta'];
  service: string;
  variant?: 'primary' | 'light';
}) {
  const { site } = usePageEnv();
  switch (cta.type) {
    case 'phone':
      return (
        <a className={`button button--${variant}`} href={`tel:${site.phone}`}>
          <Glyph icon={Phone} size={18} /> <span className="button__label">{cta.text}</span>{' '}
          <span className="button__extra">{site.phoneDisplay}</span>
        </a>
      );
    case 'contact':
      return <Island name="ContactDialog" props={{ label: cta.text, variant, service }} />;
    case 'booking':
      return <Island name="BookingDialog" props={{ label: cta.text, variant, serviceType: cta.serviceType }} />;
    case 'ikigai':
      return <Island name="WorkshopDialog" props={{ label: cta.text, variant }} />;
    case 'mtpitch':
      return <Island name="MtPitchDialog" props={{ label: cta.text, variant, emailService: site.emailjs }} />;
  }
}
