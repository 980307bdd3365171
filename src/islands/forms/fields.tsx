import type { ComponentProps, InputHTMLAttributes } from 'react';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { timeSlots } from '../../lib/forms/rules.ts';

/**
 * A text field for one kind of answer the requests ask for, with the input type and autocomplete
 * hint of that kind; the form gives the label, whether it is required, and the binding to its state.
 * The attributes come out in the order they had when each form wrote them itself.
 */
const fieldFor = (kind: InputHTMLAttributes<HTMLInputElement>) =>
  function KindField(props: ComponentProps<typeof TextField>) {
    return <TextField {...kind} {...props} />;
  };

export const NameField = fieldFor({ autoComplete: 'name' });
export const EmailField = fieldFor({ type: 'email', autoComplete: 'email' });
export const PhoneField = fieldFor({ type: 'tel', autoComplete: 'tel' });
export const OrganizationField = fieldFor({ autoComplete: 'organization' });
export const RoleField = fieldFor({ autoComplete: 'organization-title' });
export const WebsiteField = fieldFor({ type: 'url', autoComplete: 'url' });

/** A choice of the time slots a meeting or a workshop may start at (all of them unless `options` narrows them). */
export function TimeSlotField({
  options = timeSlots,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'options'> & { options?: string[] }) {
  return <SelectField options={options} {...props} />;
}
