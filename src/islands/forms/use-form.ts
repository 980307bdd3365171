import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast, successDuration } from '../toast.tsx';
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

  const toast = (notice: Notice, variant: 'success' | 'error', duration?: number) =>
    showToast(
      { ...notice, variant, duration: duration ?? (variant === 'success' ? successDuration : undefined) },
      text.toastLabels,
    );

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
   * Opens the mail draft of a valid request: the success toast and a cleared form when the draft
   * opens, the spec's generic failure otherwise. Says whether it worked.
   */
  const sendDraft = ({
    subject,
    lines,
    signature,
    success,
  }: {
    subject: string;
    lines: [string, string | undefined][];
    signature: string;
    success: Notice;
  }): boolean => {
    try {
      openMailDraft(
        buildMailto(text.to, {
          subject,
          body: mailBody({ greeting: text.forms.mailGreeting, lines, closing: text.forms.mailClosing, signature }),
        }),
      );
    } catch {
      genericFailure();
      return false;
    }
    toast(success, 'success');
    reset();
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
    onSubmit,
  };
}
