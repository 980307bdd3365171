import type * as z from 'zod/mini';
import type { UiStrings } from '../../../kinds/ui/ui.schema.ts';

export type Messages = UiStrings['messages'];

/** A destructive toast: what went wrong, and what to do. */
export interface Notice {
  title: string;
  description: string;
}

/** What a form's validation says: the clean values, or an error per field and one toast. */
export type FormResult<T> =
  { ok: true; data: T } | { ok: false; errors: Partial<Record<keyof T & string, string>>; notice: Notice };

/**
 * Runs a form schema and turns its issues into the first error of each field and one toast: a
 * missing required field first, otherwise the first rule broken, with its title from the spec.
 */
export function runForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  messages: Messages,
  requiredMessage?: string,
): FormResult<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data as z.infer<S> };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    // Under a field, "fill in this field" says more than the form-wide list of required fields.
    errors[field] ??= issue.message === requiredMessage ? messages.fieldRequired : issue.message;
  }
  const messagesInOrder = result.error.issues.map((i) => i.message);
  const first = requiredMessage && messagesInOrder.includes(requiredMessage) ? requiredMessage : messagesInOrder[0]!;
  return { ok: false, errors: errors as never, notice: { title: titleFor(first, messages), description: first } };
}

/** The toast title that goes with a message (spec section 5). */
export function titleFor(message: string, m: Messages): string {
  if (message === m.invalidEmail) return m.invalidEmailTitle;
  if (message === m.invalidPhone) return m.invalidPhoneTitle;
  if (message === m.participants) return m.participantsTitle;
  if (message === m.participantsWhole) return m.participantsWholeTitle;
  return m.requiredTitle;
}
