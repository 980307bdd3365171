import { useRef } from 'react';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { validateBusinessCase } from '../../lib/forms/business-case.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { EmailField, NameField, OrganizationField, PhoneField } from './fields.tsx';
import { formText } from './form-text.ts';
import { RequestDialog, RequestForm } from './RequestDialog.tsx';

const empty = {
  name: '',
  email: '',
  company: '',
  phone: '',
  description: '',
  currentSituation: '',
  goals: '',
  timeline: '',
};

/** De Wedstrijd: submit a business case; it goes out as a mail draft, then the form clears. */
export default function BusinessCaseDialog({ label, variant = 'ghost' }: { label: string; variant?: string }) {
  const text = formText();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateBusinessCase(form.values, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    const sent = form.sendDraft({
      subject: format(f.businessCaseSubject, { name: v.company || v.name }),
      lines: [
        [f.name, v.name],
        [f.email, v.email],
        [f.company, v.company],
        [f.phone, v.phone],
        [f.description, v.description],
        [f.currentSituation, v.currentSituation],
        [f.goals, v.goals],
        [f.timeline, v.timeline],
      ],
      signature: v.name,
      success: { title: m.businessCaseSentTitle, description: m.businessCaseSent },
    });
    if (sent) dialog.current?.close();
  });

  return (
    <RequestDialog
      label={label}
      variant={variant}
      width={600}
      title={f.businessCaseTitle}
      description={f.businessCaseDescription}
      closeLabel={f.close}
      dialogRef={dialog}
    >
      <RequestForm
        formRef={form.formRef}
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={f.businessCaseSubmit}
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
        <TextAreaField label={f.description} required {...form.bind('description')} />
        <TextAreaField label={f.currentSituation} note={f.optional} rows={3} {...form.bind('currentSituation')} />
        <TextAreaField label={f.goals} note={f.optional} rows={3} {...form.bind('goals')} />
        <TextField label={f.timeline} note={f.optional} {...form.bind('timeline')} />
      </RequestForm>
    </RequestDialog>
  );
}
