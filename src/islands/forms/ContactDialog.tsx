import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { ContactForm } from './ContactForm.tsx';
import { format } from '../../lib/format.ts';
import { formText, type FormText } from './form-text.ts';

/** A button that opens the contact form in a dialog; `service` names the service the visitor asks about. */
export default function ContactDialog({ label, variant = 'primary', service }: { label: string; variant?: string; service?: string }) {
  const text = formText();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={`button button--${variant}`}>{label}</DialogTrigger>
      <DialogContent closeLabel={text.forms.close} title={text.forms.contactTitle} description={format(text.forms.contactDescription, {})}>
        <ContactForm text={text} onSent={() => setOpen(false)} subjectPrefix={service} />
      </DialogContent>
    </Dialog>
  );
}
