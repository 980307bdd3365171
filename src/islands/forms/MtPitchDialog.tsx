import { useEffect, useRef, useState } from 'react';
import { TextAreaField } from '../../components/ui/field.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { useCalendarStyles } from '../../components/ui/date-picker.tsx';
import { buildMailto, openMailDraft } from '../../lib/mailto.ts';
import { mtMailBody, mtSubject, mtTemplateParams, validateMtPitch } from '../../lib/forms/mt-pitch.ts';
import { atTime, openSlots } from '../../lib/forms/rules.ts';
import { format } from '../../lib/format.ts';
import { useForm } from './use-form.ts';
import {
  EmailField,
  NameField,
  OrganizationField,
  PhoneField,
  RoleField,
  TimeSlotField,
  WebsiteField,
} from './fields.tsx';
import { formText, type FormText } from './form-text.ts';
import { RequestDialog, RequestForm } from './RequestDialog.tsx';

export interface EmailService {
  serviceId: string;
  templateId: string;
  publicKey: string;
  blockList: string[];
  throttleSeconds: number;
}

/**
 * EmailJS, fetched once the dialog's island runs in the browser and before the visitor sends: the
 * module reaches for localStorage when it loads, which the build (rendering the dialog in Node)
 * must not do. A failed download rejects, and is shown as a request that never left the browser.
 */
let emailJs: Promise<typeof import('@emailjs/browser')> | undefined;
const loadEmailJs = () => (emailJs ??= import('@emailjs/browser'));

/** EmailJS rejects with a response object (`{ status, text }`), not an Error. */
interface ServiceResponse {
  status: number;
  text: string;
}
const isServiceResponse = (error: unknown): error is ServiceResponse =>
  typeof error === 'object' && error !== null && typeof (error as ServiceResponse).status === 'number';

/** The key under which the time of the last request that went out is kept. */
const throttleKey = 'mt-pitch';

/**
 * Where the e-mail service's throttle reads when the last request went out. The service's own
 * store notes the time before it posts, so a request that failed (the network down, say) would
 * block the visitor's retry; this one is written only once a request has been sent.
 */
const sentRequests = {
  get: async (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async () => {},
  remove: async (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Without storage there is nothing to remove.
    }
  },
  record: () => {
    try {
      localStorage.setItem(throttleKey, String(Date.now()));
    } catch {
      // Without storage every request may go out; the service has a limit of its own.
    }
  },
};

const empty = {
  organizationName: '',
  website: '',
  contactPerson: '',
  role: '',
  email: '',
  phone: '',
  time: '',
  additionalInfo: '',
};

/**
 * Which message explains a failure of the e-mail service to the visitor (spec section 8): only a
 * request that never reached the service asks them to check their connection.
 */
export function sendFailureMessage(error: unknown, m: FormText['messages']): string {
  const status = isServiceResponse(error) ? error.status : typeof error === 'string' ? 400 : 0;
  switch (status) {
    case 451:
      return m.sendHeadless;
    case 403:
      return m.sendBlocked;
    case 429:
      return m.sendRateLimited;
    case 0:
      return m.sendNetwork;
    case 400:
    case 401:
    case 404:
    case 412:
    case 422:
      return m.sendMisconfigured;
    default:
      return m.sendServerError;
  }
}

/**
 * Klaar voor AI's MT pitch request: validated field by field, sent through the e-mail service,
 * then opened as a Dutch mail draft. On any failure the dialog stays open with everything the
 * visitor typed, and the message says how else to reach us.
 */
export default function MtPitchDialog({
  label,
  variant = 'primary',
  emailService,
}: {
  label: string;
  variant?: string;
  emailService: EmailService;
}) {
  const text = formText();
  useCalendarStyles(text.calendarCss);
  const dialog = useRef<HTMLDialogElement>(null);
  const [date, setDate] = useState<Date | undefined>();
  const form = useForm(empty, text);
  const { forms: f, messages: m } = text;
  useEffect(() => {
    loadEmailJs().catch(() => undefined);
  }, []);

  const submit = form.onSubmit(async () => {
    form.setErrors({});
    const { time, ...fields } = form.values;
    const meetingDateTime = date && time ? atTime(date, time) : undefined;
    const result = validateMtPitch({ ...fields, meetingDateTime }, m);
    if (!result.ok) return form.reject(result, false);
    const v = result.data;
    const submittedAt = new Date();
    const request = {
      subject: mtSubject(v.organizationName),
      body: mtMailBody(v, { company: text.company, submittedAt }),
    };
    const { serviceId, templateId, publicKey, blockList, throttleSeconds } = emailService;
    try {
      const { send } = await loadEmailJs();
      await send(serviceId, templateId, mtTemplateParams(v, { to: text.to, submittedAt }), {
        publicKey,
        blockHeadless: true,
        blockList: { list: blockList, watchVariable: 'email' },
        limitRate: { id: throttleKey, throttle: throttleSeconds * 1000 },
        storageProvider: sentRequests,
      });
      sentRequests.record();
    } catch (error) {
      const detail = isServiceResponse(error)
        ? `status ${error.status}: ${error.text}`
        : error instanceof Error
          ? error.message
          : String(error);
      console.error(`MT pitch request failed (${detail})`);
      // The same request as a mail draft and as text to copy: the visitor loses nothing.
      return form.toast(
        {
          title: m.sendFailedTitle,
          description: format(sendFailureMessage(error, m), { email: text.to, seconds: throttleSeconds }),
          actions: form.sendInstead({ ...request, link: m.mailRequest }),
        },
        'error',
      );
    }
    try {
      openMailDraft(buildMailto(text.to, request));
    } catch {
      return form.genericFailure();
    }
    form.toast({ title: m.mtSentTitle, description: `${m.mtSent} ${m.mtMailOpening}` }, 'success');
    form.reset();
    setDate(undefined);
    dialog.current?.close();
  });

  const dateTimeError = form.errors.meetingDateTime;
  return (
    <RequestDialog
      label={label}
      variant={variant}
      width={600}
      title={f.mtTitle}
      description={f.mtDescription}
      closeLabel={f.close}
      dialogRef={dialog}
    >
      <RequestForm
        formRef={form.formRef}
        onSubmit={submit}
        submitting={form.submitting}
        submitLabel={f.mtSubmit}
        busyLabel={m.submitting}
      >
        <div className="form__row">
          <OrganizationField label={f.organizationName} required {...form.bind('organizationName')} />
          <WebsiteField label={f.website} placeholder="https://" required {...form.bind('website')} />
        </div>
        <div className="form__row">
          <NameField label={f.contactPerson} required {...form.bind('contactPerson')} />
          <RoleField label={f.role} required {...form.bind('role')} />
        </div>
        <div className="form__row">
          <EmailField label={f.email} required {...form.bind('email')} />
          <PhoneField label={f.phone} required {...form.bind('phone')} />
        </div>
        <div className="form__datetime">
          <DateField
            label={f.meetingDate}
            lang={text.lang}
            weekdaysOnly
            unavailable={(day) => openSlots(day).length === 0}
            selected={date}
            onSelect={(d) => {
              setDate(d);
              // A slot already past on the new day is no choice.
              if (!openSlots(d).includes(form.values.time)) form.setValues((v) => ({ ...v, time: '' }));
              form.clearError('meetingDateTime');
            }}
            chosenText={f.selectedDate}
            noneText={f.noDate}
          />
          <TimeSlotField
            label={f.meetingTime}
            options={openSlots(date)}
            placeholder={f.selectTime}
            required
            {...form.bind('time')}
            onChange={(event) => {
              form.setValues((v) => ({ ...v, time: event.target.value }));
              form.clearError('meetingDateTime');
            }}
          />
        </div>
        {dateTimeError && (
          <p className="field__error field__error--block" role="alert">
            {dateTimeError}
          </p>
        )}
        <TextAreaField label={f.additionalInfo} note={f.optional} {...form.bind('additionalInfo')} />
      </RequestForm>
    </RequestDialog>
  );
}
