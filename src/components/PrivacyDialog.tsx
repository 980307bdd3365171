import { X } from 'lucide-react';
import { usePageEnv } from './site-context.tsx';

/**
 * The privacy policy, opened from the footer. A popover: it opens, closes on Escape or a click
 * outside, and sits above the page without any script.
 */
export function PrivacyDialog({ html, title }: { html: string; title: string }) {
  const { ui } = usePageEnv();
  return (
    <div id="privacy-policy" popover="auto" role="dialog" aria-labelledby="privacy-policy-title" className="dialog dialog--wide">
      <div className="dialog__header">
        <h2 id="privacy-policy-title" className="dialog__title">{title}</h2>
        <button type="button" className="dialog__close" popoverTarget="privacy-policy" popoverTargetAction="hide" aria-label={ui.common.close}>
          <X aria-hidden="true" width={20} height={20} />
        </button>
      </div>
      <div className="dialog__body prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
