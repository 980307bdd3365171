import { TextAreaField } from '../../components/ui/field.tsx';
import { validateContact } from '../../lib/forms/contact.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { EmailField, NameField, OrganizationField, PhoneField } from './fields.tsx';
import { formText, type FormText } from './form-text.ts';
import { RequestForm } from './RequestDialog.tsx';

const empty = { name: '', email: '', company: '', phone: '', message: '' };

/**
 * The contact form: validates, then opens the visitor's mail program with a draft to the
 * consultancy. `onSent` lets a dialog close itself afterwards.
 */
export function ContactForm({
  text,
  onSent,
  subjectPrefix,
}: {
  text: FormText;
  onSent?: () => void;
  subjectPrefix?: string;
}) {
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;
  const submit = form.onSubmit(() => {
    const result = validateContact(form.values, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    const subject = format(f.contactSubject, { name: v.name });
    const sent = form.sendDraft({
      subject: subjectPrefix ? `${subjectPrefix}: ${subject}` : subject,
      lines: [
        [f.name, v.name],
        [f.email, v.email],
        [f.company, v.company],
        [f.phone, v.phone],
        [f.message, v.message],
      ],
      signature: v.name,
      success: { title: m.mailOpeningTitle, description: m.mailOpening },
    });
    if (sent) onSent?.();
  });
  return (
    <RequestForm
      formRef={form.formRef}
      onSubmit={submit}
      submitting={form.submitting}
      submitLabel={f.contactSubmit}
      busyLabel={m.submitting}
    >
      <div className="form__row">
        <NameField label={f.name} required {...form.bind('name')} />
        <EmailField label={f.email} required {...form.bind('email')} />
      </div>
      <div className="form__row">
        <OrganizationField label={f.company} note={f.optional} {...form.bind('company')} />
        <PhoneField label={f.phone} note={f.optional} {...form.bind('phone')} />
      </div>
      <TextAreaField label={f.message} required rows={5} {...form.bind('message')} />
    </RequestForm>
  );
}

/** The contact form on its own, as the home page's contact section shows it. */
export default function ContactFormIsland(_props: Record<string, never>) {
  const text = formText();
  return <ContactForm text={text} />;
}
