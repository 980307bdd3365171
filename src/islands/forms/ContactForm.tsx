import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { buildMailto, mailBody, openMailDraft } from '../../lib/mailto.ts';
import { validateContact } from '../../lib/forms/contact.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { formText, type FormText } from './form-text.ts';

const empty = { name: '', email: '', company: '', phone: '', message: '' };

/**
 * The contact form: validates, then opens the visitor's mail program with a draft to the
 * consultancy. `onSent` lets a dialog close itself afterwards.
 */
export function ContactForm({ text, onSent, subjectPrefix }: { text: FormText; onSent?: () => void; subjectPrefix?: string }) {
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;
  const submit = form.onSubmit(() => {
    const result = validateContact(form.values, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    try {
      const subject = format(f.contactSubject, { name: v.name });
      openMailDraft(buildMailto(text.to, {
        subject: subjectPrefix ? `${subjectPrefix}: ${subject}` : subject,
        body: mailBody({
          greeting: f.mailGreeting,
          lines: [[f.name, v.name], [f.email, v.email], [f.company, v.company], [f.phone, v.phone], [f.message, v.message]],
          closing: f.mailClosing,
          signature: v.name,
        }),
      }));
    } catch {
      return form.genericFailure();
    }
    form.toast({ title: m.mailOpeningTitle, description: m.mailOpening }, 'success');
    form.reset();
    onSent?.();
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
      <div className="form__row">
        <TextField label={f.name} autoComplete="name" required {...form.bind('name')} />
        <TextField label={f.email} type="email" autoComplete="email" required {...form.bind('email')} />
      </div>
      <div className="form__row">
        <TextField label={f.company} note={f.optional} autoComplete="organization" {...form.bind('company')} />
        <TextField label={f.phone} note={f.optional} type="tel" autoComplete="tel" {...form.bind('phone')} />
      </div>
      <TextAreaField label={f.message} required rows={5} {...form.bind('message')} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>{form.submitting ? m.submitting : f.contactSubmit}</button>
      </div>
    </form>
  );
}

/** The contact form on its own, as the home page's contact section shows it. */
export default function ContactFormIsland(_props: Record<string, never>) {
  const text = formText();
  return <ContactForm text={text} />;
}
