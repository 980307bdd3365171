import { useRef } from 'react';
import { SelectField, TextAreaField } from '../../components/ui/field.tsx';
import { validateAssessment } from '../../lib/forms/assessment.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { EmailField, NameField, OrganizationField, RoleField } from './fields.tsx';
import { formText } from './form-text.ts';
import { RequestDialog, RequestForm } from './RequestDialog.tsx';

const empty = { name: '', email: '', company: '', role: '', teamSize: '', question: '' };
const teamSizes = ['1-10', '11-50', '51-250', '250+'];

/** The AI-readiness assessment request at the end of the AI article: a short intake that opens a mail draft. */
export default function AssessmentDialog({ label, variant = 'light' }: { label: string; variant?: string }) {
  const text = formText();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateAssessment(form.values, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    const sent = form.sendDraft({
      subject: format(f.assessmentSubject, { organisation: v.company }),
      lines: [
        [f.name, v.name],
        [f.email, v.email],
        [f.companyName, v.company],
        [f.role, v.role],
        [f.teamSize, v.teamSize],
        [f.question, v.question],
      ],
      signature: v.name,
      success: { title: m.mailOpeningTitle, description: m.mailOpening },
    });
    if (sent) dialog.current?.close();
  });

  return (
    <RequestDialog
      label={label}
      variant={variant}
      title={f.assessmentTitle}
      description={f.assessmentDescription}
      closeLabel={f.close}
      dialogRef={dialog}
    >
      <RequestForm
        formRef={form.formRef}
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={f.assessmentSubmit}
        busyLabel={m.submitting}
      >
        <div className="form__row">
          <NameField label={f.name} required {...form.bind('name')} />
          <EmailField label={f.email} required {...form.bind('email')} />
        </div>
        <div className="form__row">
          <OrganizationField label={f.companyName} required {...form.bind('company')} />
          <RoleField label={f.role} note={f.optional} {...form.bind('role')} />
        </div>
        <SelectField
          label={f.teamSize}
          note={f.optional}
          placeholder="–"
          options={teamSizes}
          {...form.bind('teamSize')}
        />
        <TextAreaField label={f.question} note={f.optional} {...form.bind('question')} />
      </RequestForm>
    </RequestDialog>
  );
}
