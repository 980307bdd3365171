import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { buildMailto, mailBody, openMailDraft } from '../../lib/mailto.ts';
import { validateBusinessCase } from '../../lib/forms/business-case.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { formText, type FormText } from './form-text.ts';

const empty = { name: '', email: '', company: '', phone: '', description: '', currentSituation: '', goals: '', timeline: '' };

/** De Wedstrijd: submit a business case; it goes out as a mail draft, then the form clears. */
export default function BusinessCaseDialog({ label, variant = 'ghost' }: { label: string; variant?: string }) {
  const text = formText();
  const [open, setOpen] = useState(false);
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateBusinessCase(form.values, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    try {
      openMailDraft(buildMailto(text.to, {
        subject: format(f.businessCaseSubject, { name: v.company || v.name }),
        body: mailBody({
          greeting: f.mailGreeting,
          lines: [
            [f.name, v.name], [f.email, v.email], [f.company, v.company], [f.phone, v.phone],
            [f.description, v.description], [f.currentSituation, v.currentSituation], [f.goals, v.goals], [f.timeline, v.timeline],
          ],
          closing: f.mailClosing,
          signature: v.name,
        }),
      }));
    } catch {
      return form.genericFailure();
    }
    form.toast({ title: m.businessCaseSentTitle, description: m.businessCaseSent }, 'success');
    form.reset();
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={`button button--${variant}`}>{label}</DialogTrigger>
      <DialogContent width={600} closeLabel={f.close} title={f.businessCaseTitle} description={f.businessCaseDescription}>
        <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
          <div className="form__row">
            <TextField label={f.name} autoComplete="name" required {...form.bind('name')} />
            <TextField label={f.email} type="email" autoComplete="email" required {...form.bind('email')} />
          </div>
          <div className="form__row">
            <TextField label={f.company} note={f.optional} autoComplete="organization" {...form.bind('company')} />
            <TextField label={f.phone} note={f.optional} type="tel" autoComplete="tel" {...form.bind('phone')} />
          </div>
          <TextAreaField label={f.description} required {...form.bind('description')} />
          <TextAreaField label={f.currentSituation} note={f.optional} rows={3} {...form.bind('currentSituation')} />
          <TextAreaField label={f.goals} note={f.optional} rows={3} {...form.bind('goals')} />
          <TextField label={f.timeline} note={f.optional} {...form.bind('timeline')} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={form.submitting}>{form.submitting ? m.submitting : f.businessCaseSubmit}</button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
