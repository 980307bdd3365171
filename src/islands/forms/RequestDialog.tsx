import type { FormEvent, ReactNode, RefObject } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';

/** A button that opens a request form in a dialog. */
export function RequestDialog({ label, variant, width, title, description, closeLabel, open, onOpenChange, children }: {
  label: string;
  variant: string;
  width?: 500 | 600 | 800;
  title: string;
  description?: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={`button button--${variant}`}>{label}</DialogTrigger>
      <DialogContent width={width} closeLabel={closeLabel} title={title} description={description}>{children}</DialogContent>
    </Dialog>
  );
}

/** The form element of a request with its submit button, which reads `busyLabel` while sending. */
export function RequestForm({ formRef, onSubmit, submitting, submitLabel, busyLabel, children }: {
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
        <button type="submit" className="button button--primary" disabled={submitting}>{submitting ? busyLabel : submitLabel}</button>
      </div>
    </form>
  );
}
