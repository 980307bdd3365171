import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { buildMailto, mailBody, openMailDraft } from '../../lib/mailto.ts';
import { validateBooking } from '../../lib/forms/booking.ts';
import { timeSlots } from '../../lib/forms/rules.ts';
import { format, formatLongDate } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { formText, type FormText } from './form-text.ts';

const empty = { name: '', phone: '', email: '', website: '', preferredTime: '' };

/** Books an appointment for a service (De KuhR, Los gaan!, In het zadel, De Grote Parade) through a mail draft. */
export default function BookingDialog({ label, variant = 'primary', serviceType }: { label: string; variant?: string; serviceType: string }) {
  const text = formText();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<Date | undefined>();
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateBooking({ ...form.values, date }, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    try {
      openMailDraft(buildMailto(text.to, {
        subject: format(f.bookingSubject, { service: serviceType, name: v.name }),
        body: mailBody({
          greeting: f.mailGreeting,
          lines: [[f.mailService, serviceType], [f.name, v.name], [f.phone, v.phone], [f.email, v.email], [f.website, v.website], [f.date, formatLongDate(v.date, text.lang)], [f.preferredTime, v.preferredTime]],
          closing: f.mailClosing,
          signature: v.name,
        }),
      }));
    } catch {
      return form.genericFailure();
    }
    form.toast({ title: m.bookingOpeningTitle, description: m.bookingOpening }, 'success');
    form.reset();
    setDate(undefined);
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={`button button--${variant}`}>{label}</DialogTrigger>
      <DialogContent closeLabel={f.close} title={f.bookingTitle} description={format(f.bookingDescription, { service: serviceType })}>
        <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
          <TextField label={f.name} autoComplete="name" required {...form.bind('name')} />
          <div className="form__row">
            <TextField label={f.phone} type="tel" autoComplete="tel" required {...form.bind('phone')} />
            <TextField label={f.email} type="email" autoComplete="email" required {...form.bind('email')} />
          </div>
          <TextField label={f.website} note={f.optional} type="url" autoComplete="url" {...form.bind('website')} />
          <DateField label={f.date} lang={text.lang} selected={date} onSelect={(d) => { setDate(d); form.clearError('date'); }} error={form.errors.date} chosenText={f.selectedDate} noneText={f.noDate} />
          <SelectField label={f.preferredTime} placeholder={f.selectTime} options={timeSlots} required {...form.bind('preferredTime')} />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={form.submitting}>{form.submitting ? m.submitting : f.bookingSubmit}</button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
