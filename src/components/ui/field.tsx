import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: string;
  error?: string;
  /** Shown after the label: "(optioneel)" for optional fields. */
  note?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, a control and its error in red under it, tied together for screen readers. */
export function Field({ label, error, note, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
        {note && <span className="field__note"> ({note})</span>}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type Base = { label: string; error?: string; note?: string };

export function TextField({ label, error, note, ...input }: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} note={note}>
      {(control) => <input className="field__control" {...input} {...control} />}
    </Field>
  );
}

export function TextAreaField({ label, error, note, ...input }: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} note={note}>
      {(control) => <textarea className="field__control" rows={4} {...input} {...control} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  note,
  placeholder,
  options,
  ...select
}: Base & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: string[] }) {
  return (
    <Field label={label} error={error} note={note}>
      {(control) => (
        <select className="field__control" {...select} {...control}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
