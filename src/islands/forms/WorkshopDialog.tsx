import { useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { useCalendarStyles } from '../../components/ui/date-picker.tsx';
import { minimumParticipants, validateWorkshop } from '../../lib/forms/workshop.ts';
import { format, formatLongDate } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import { EmailField, NameField, OrganizationField, PhoneField, TimeSlotField } from './fields.tsx';
import { formText } from './form-text.ts';
import { RequestDialog, RequestForm } from './RequestDialog.tsx';

const empty = {
  contactName: '',
  companyName: '',
  phone: '',
  email: '',
  participants: '',
  location: '',
  preferredTime: '',
  additionalInfo: '',
};

/** Requests an IKIGAI Journey workshop (4 hours on location, at least 6 participants) through a mail draft. */
export default function WorkshopDialog({ label, variant = 'primary' }: { label: string; variant?: string }) {
  const text = formText();
  useCalendarStyles(text.calendarCss);
  const dialog = useRef<HTMLDialogElement>(null);
  const [date, setDate] = useState<Date | undefined>();
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;

  const submit = form.onSubmit(() => {
    const result = validateWorkshop({ ...form.values, date }, m);
    if (!result.ok) return form.reject(result);
    const v = result.data;
    const sent = form.sendDraft({
      subject: format(f.workshopSubject, { organisation: v.companyName || v.contactName }),
      lines: [
        [f.contactName, v.contactName],
        [f.companyName, v.companyName],
        [f.phone, v.phone],
        [f.email, v.email],
        [f.participants, v.participants],
        [f.location, v.location],
        [f.date, formatLongDate(v.date, text.lang)],
        [f.preferredTime, v.preferredTime],
        [f.additionalInfo, v.additionalInfo],
      ],
      signature: v.contactName,
      success: { title: m.workshopOpeningTitle, description: m.workshopOpening },
      clear: () => setDate(undefined),
    });
    if (sent) dialog.current?.close();
  });

  return (
    <RequestDialog
      label={label}
      variant={variant}
      width={600}
      title={f.workshopTitle}
      description={f.workshopDescription}
      closeLabel={f.close}
      dialogRef={dialog}
    >
      <RequestForm
        formRef={form.formRef}
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={f.workshopSubmit}
        busyLabel={m.submitting}
      >
        <div className="form__row">
          <NameField label={f.contactName} required {...form.bind('contactName')} />
          <OrganizationField label={f.companyName} note={f.optional} {...form.bind('companyName')} />
        </div>
        <div className="form__row">
          <PhoneField label={f.phone} required {...form.bind('phone')} />
          <EmailField label={f.email} required {...form.bind('email')} />
        </div>
        <div className="form__row">
          <TextField
            label={f.participants}
            type="number"
            inputMode="numeric"
            min={minimumParticipants}
            step={1}
            required
            {...form.bind('participants')}
          />
          <TextField label={f.location} autoComplete="address-level2" required {...form.bind('location')} />
        </div>
        <DateField
          label={f.date}
          lang={text.lang}
          selected={date}
          onSelect={(d) => {
            setDate(d);
            form.clearError('date');
          }}
          error={form.errors.date}
          chosenText={f.selectedDate}
          noneText={f.noDate}
        />
        <TimeSlotField label={f.preferredTime} placeholder={f.selectTime} required {...form.bind('preferredTime')} />
        <TextAreaField label={f.additionalInfo} note={f.optional} {...form.bind('additionalInfo')} />
      </RequestForm>
    </RequestDialog>
  );
}
