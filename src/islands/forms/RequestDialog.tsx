import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { NativeDialog, NativeDialogTrigger, type DialogWidth } from '../../components/ui/NativeDialog.tsx';

/**
 * A button that opens a request form in a native dialog. Both are in the page's HTML, so the
 * first tap opens the dialog with its form before any script has arrived; the island hydrates
 * while the visitor starts typing. `dialogRef` lets the form close it once a request has gone out.
 */
export function RequestDialog({
  label,
  variant,
  width = 500,
  title,
  description,
  closeLabel,
  dialogRef,
  children,
}: {
  label: string;
  variant: string;
  width?: DialogWidth;
  title: string;
  description?: string;
  closeLabel: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}) {
  // The same id on server and browser: islands render with a shared identifierPrefix.
  const id = `dialog-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <>
      <NativeDialogTrigger dialogId={id} className={`button button--${variant}`}>
        {label}
      </NativeDialogTrigger>
      <NativeDialog
        id={id}
        dialogRef={dialogRef}
        width={width}
        title={title}
        description={description}
        closeLabel={closeLabel}
      >
        {children}
      </NativeDialog>
    </>
  );
}

/** The form element of a request with its submit button, which reads `busyLabel` while sending. */
export function RequestForm({
  formRef,
  onSubmit,
  submitting,
  submitLabel,
  busyLabel,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {children}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
