import { useRef } from 'react';
import { ContactForm } from './ContactForm.tsx';
import { formText } from './form-text.ts';
import { RequestDialog } from './RequestDialog.tsx';

/** A button that opens the contact form in a dialog; `service` names the service the visitor asks about. */
export default function ContactDialog({
  label,
  variant = 'primary',
  service,
}: {
  label: string;
  variant?: string;
  service?: string;
}) {
  const text = formText();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <RequestDialog
      label={label}
      variant={variant}
      title={text.forms.contactTitle}
      description={text.forms.contactDescription}
      closeLabel={text.forms.close}
      dialogRef={dialog}
    >
      <ContactForm text={text} onSent={() => dialog.current?.close()} subjectPrefix={service} />
    </RequestDialog>
  );
}
