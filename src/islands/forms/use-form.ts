import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast, successDuration, type ToastAction, type ToastMessage } from '../toast.tsx';
import { format } from '../../lib/format.ts';
import { buildMailto, mailBody, openMailDraft } from '../../lib/mailto.ts';
import type { FormResult, Notice } from '../../lib/forms/result.ts';
import type { FormText } from './form-text.ts';

/**
 * The state of one request form: its values, an error per field that clears as soon as the field
 * is edited, and the submitting flag. Nothing the visitor typed is lost until a request succeeds.
 */
export function useForm<V extends Record<string, string>>(initial: V, text: FormText) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The values as they are now, for a confirmation that closes later (see sendDraft).
  const latest = useRef(values);
  latest.current = values;

  // The form is on screen before its code arrives, so a visitor may have typed already: take over
  // what the fields hold when the form wakes up.
  const typedInFields = (known: V): Partial<V> => {
    const typed: Record<string, string> = {};
    for (const name of Object.keys(initial)) {
      const field = formRef.current?.elements.namedItem(name);
      if (field && 'value' in field && typeof field.value === 'string' && field.value !== known[name])
        typed[name] = field.value;
    }
    return typed as Partial<V>;
  };
  useEffect(() => {
    const typed = typedInFields(initial);
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    // Only once, on waking up: afterwards every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clearError = (name: string) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      clearError(name);
    },
    error: errors[name],
  });

  const toast = (
    notice: Notice & Pick<ToastMessage, 'actions' | 'message' | 'onClose'>,
    variant: 'success' | 'error',
    duration?: number,
  ) =>
    showToast(
      { ...notice, variant, duration: duration ?? (variant === 'success' ? successDuration : undefined) },
      text.toastLabels,
    );

  /**
   * Another way to send a request than the mail draft, for a visitor whose browser opens no mail
   * program: the message to copy, and a link to the address (or, with `link` as its label, to a
   * draft that carries the request).
   */
  const sendInstead = ({ subject, body, link }: { subject: string; body: string; link?: string }): ToastAction[] => [
    link
      ? { kind: 'link', label: link, href: buildMailto(text.to, { subject, body }) }
      : { kind: 'link', label: text.to, href: `mailto:${text.to}` },
    {
      kind: 'copy',
      label: text.messages.copyMessage,
      copiedLabel: text.messages.copied,
      text: `${text.messages.copySubject}: ${subject}\n\n${body}`,
    },
  ];

  /** Shows a validation result: field errors, focus on the first wrong field, and the toast. */
  const reject = <T>(result: FormResult<T> & { ok: false }, withToast = true) => {
    setErrors(result.errors as Record<string, string>);
    if (withToast) toast(result.notice, 'error');
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const genericFailure = () =>
    toast(
      { title: text.messages.genericErrorTitle, description: format(text.messages.genericError, { email: text.to }) },
      'error',
    );

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /**
   * Opens the mail draft of a valid request: the confirmation toast when the draft opens, the
   * spec's generic failure otherwise. Says whether it worked. A browser without a mail program
   * opens nothing and cannot tell the page so: the toast therefore shows the message, offers it
   * to copy with the address, and stays until the visitor closes it; until then the form keeps
   * what they typed, so reopening it shows their words again. Closing the toast clears the form
   * (and, through `clear`, what the form keeps beside its fields, such as a chosen date), unless
   * the visitor has changed it since.
   */
  const sendDraft = ({
    subject,
    lines,
    signature,
    success,
    clear,
  }: {
    subject: string;
    lines: [string, string | undefined][];
    signature: string;
    success: Notice;
    clear?: () => void;
  }): boolean => {
    const body = mailBody({ greeting: text.forms.mailGreeting, lines, closing: text.forms.mailClosing, signature });
    try {
      openMailDraft(buildMailto(text.to, { subject, body }));
    } catch {
      genericFailure();
      return false;
    }
    const sent = values;
    toast(
      {
        title: success.title,
        description: `${success.description} ${format(text.messages.noMailProgram, { email: text.to })}`,
        message: `${text.messages.copySubject}: ${subject}\n\n${body}`,
        actions: sendInstead({ subject, body }),
        onClose: () => {
          if (latest.current !== sent) return;
          reset();
          clear?.();
        },
      },
      'success',
    );
    return true;
  };

  const onSubmit = (handler: () => void | Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // A submit made before the form woke up is replayed at once: let the typed values reach the
    // state first, then submit again.
    const typed = typedInFields(values);
    if (Object.keys(typed).length) {
      setValues((v) => ({ ...v, ...typed }));
      requestAnimationFrame(() => formRef.current?.requestSubmit());
      return;
    }
    setSubmitting(true);
    try {
      await handler();
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    clearError,
    bind,
    submitting,
    formRef,
    toast,
    reject,
    genericFailure,
    reset,
    sendDraft,
    sendInstead,
    onSubmit,
  };
}
