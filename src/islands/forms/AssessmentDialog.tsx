import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { buildMailto, mailBody, openMailDraft } from '../../lib/mailto.ts';
import { validateAssessment } from '../../lib/forms/assessment.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { formText, type FormText } from './form-text.ts';

const empty = { name: '', email: '', company: '', role: '', teamSize: '', question: '' };
const teamSizes = ['1-10', '11-50', '51-250', '250+'];

/** The AI-readiness assessment request at the end of the AI article: a short intake that opens a mail draft. */
export default function AssessmentDialog({ label, variant = 'light' }: { label: string; variant?: string }) {
  const text = formText();
  const [open, setOpen] = useState(false);
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateAssessment(form.values, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    try {
      openMailDraft(buildMailto(text.to, {
        subject: format(f.assessmentSubject, { organisation: v.company }),
        body: mailBody({
          greeting: f.mailGreeting,
          lines: [[f.name, v.name], [f.email, v.email], [f.companyName, v.company], [f.role, v.role], [f.teamSize, v.teamSize], [f.question, v.question]],
          closing: f.mailClosing,
          signature: v.name,
        }),
      }));
    } catch {
      return form.genericFailure();
    }
    form.toast({ title: m.mailOpeningTitle, description: m.mailOpening }, 'success');
    form.reset();
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={`button button--${variant}`}>{label}</DialogTrigger>
      <DialogContent closeLabel={f.close} title={f.assessmentTitle} description={f.assessmentDescription}>
        <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
          <div className="form__row">
            <TextField label={f.name} autoComplete="name" required {...form.bind('name')} />
            <TextField label={f.email} type="email" autoComplete="email" required {...form.bind('email')} />
          </div>
          <div className="form__row">
            <TextField label={f.companyName} autoComplete="organization" required {...form.bind('company')} />
            <TextField label={f.role} note={f.optional} autoComplete="organization-title" {...form.bind('role')} />
          </div>
          <SelectField label={f.teamSize} note={f.optional} placeholder="–" options={teamSizes} {...form.bind('teamSize')} />
          <TextAreaField label={f.question} note={f.optional} {...form.bind('question')} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={form.submitting}>{form.submitting ? m.submitting : f.assessmentSubmit}</button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
