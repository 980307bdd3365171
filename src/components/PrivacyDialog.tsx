import { usePageEnv } from './site-context.tsx';
import { NativeDialog } from './ui/NativeDialog.tsx';
import { Prose } from './ui/Prose.tsx';

/** The privacy policy, opened from the footer. */
export function PrivacyDialog({ html, title }: { html: string; title: string }) {
  const { ui } = usePageEnv();
  return (
    <NativeDialog id="privacy-policy" title={title} closeLabel={ui.common.close} width={800}>
      <Prose html={html} />
    </NativeDialog>
  );
}
