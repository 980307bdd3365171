import { useState } from 'react';
import { ContactForm } from './ContactForm.tsx';
import { formText } from './form-text.ts';
import { RequestDialog } from './RequestDialog.tsx';

/** A button that opens the contact form in a dialog; `service` names the service the visitor asks about. */
export default function ContactDialog({ label, variant = 'primary', service }: { label: string; variant?: string; service?: string }) {
  const text = formText();
  const [open, setOpen] = useState(false);
  return (
    <RequestDialog label={label} variant={variant} title={text.forms.contactTitle} description={text.forms.contactDescription} closeLabel={text.forms.close} open={open} onOpenChange={setOpen}>
      <ContactForm text={text} onSent={() => setOpen(false)} subjectPrefix={service} />
    </RequestDialog>
  );
}
