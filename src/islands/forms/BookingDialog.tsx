import { useRef, useState } from 'react';
import { DateField } from '../../components/ui/date-field.tsx';
import { useCalendarStyles } from '../../components/ui/date-picker.tsx';
import { validateBooking } from '../../lib/forms/booking.ts';
import { openSlots } from '../../lib/forms/rules.ts';
import { format, formatLongDate } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { EmailField, NameField, PhoneField, TimeSlotField, WebsiteField } from './fields.tsx';
import { formText } from './form-text.ts';
import { RequestDialog, RequestForm } from './RequestDialog.tsx';

const empty = { name: '', phone: '', email: '', website: '', preferredTime: '' };

/** Books an appointment for a service (De KuhR, Los gaan!, In het zadel, De Grote Parade) through a mail draft. */
export default function BookingDialog({
  label,
  variant = 'primary',
  serviceType,
}: {
  label: string;
  variant?: string;
  serviceType: string;
}) {
  const text = formText();
  useCalendarStyles(text.calendarCss);
  const dialog = useRef<HTMLDialogElement>(null);
  const [date, setDate] = useState<Date | undefined>();
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateBooking({ ...form.values, date }, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    const sent = form.sendDraft({
      subject: format(f.bookingSubject, { service: serviceType, name: v.name }),
      lines: [
        [f.mailService, serviceType],
        [f.name, v.name],
        [f.phone, v.phone],
        [f.email, v.email],
        [f.website, v.website],
        [f.date, formatLongDate(v.date, text.lang)],
        [f.preferredTime, v.preferredTime],
      ],
      signature: v.name,
      success: { title: m.bookingOpeningTitle, description: m.bookingOpening },
      clear: () => setDate(undefined),
    });
    if (sent) dialog.current?.close();
  });

  return (
    <RequestDialog
      label={label}
      variant={variant}
      title={f.bookingTitle}
      description={format(f.bookingDescription, { service: serviceType })}
      closeLabel={f.close}
      dialogRef={dialog}
    >
      <RequestForm
        formRef={form.formRef}
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={f.bookingSubmit}
        busyLabel={m.submitting}
      >
        <NameField label={f.name} required {...form.bind('name')} />
        <div className="form__row">
          <PhoneField label={f.phone} required {...form.bind('phone')} />
          <EmailField label={f.email} required {...form.bind('email')} />
        </div>
        <WebsiteField label={f.website} note={f.optional} {...form.bind('website')} />
        <DateField
          label={f.date}
          lang={text.lang}
          selected={date}
          onSelect={(d) => {
            setDate(d);
            form.clearError('date');
            if (!openSlots(d).includes(form.values.preferredTime)) form.setValues((v) => ({ ...v, preferredTime: '' }));
          }}
          unavailable={(day) => openSlots(day).length === 0}
          error={form.errors.date}
          chosenText={f.selectedDate}
          noneText={f.noDate}
        />
        <TimeSlotField
          label={f.preferredTime}
          placeholder={f.selectTime}
          required
          options={openSlots(date)}
          {...form.bind('preferredTime')}
        />
      </RequestForm>
    </RequestDialog>
  );
}
