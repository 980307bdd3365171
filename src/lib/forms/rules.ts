import { isWeekend } from 'date-fns/isWeekend';
import { startOfDay } from 'date-fns/startOfDay';
import * as z from 'zod/mini';

/** A Dutch phone number once spaces are removed: +31 or 0, a digit 1-9, then 8 more digits. */
export const dutchPhone = /^(?:\+31|0)[1-9]\d{8}$/;
export const isDutchPhone = (value: string) => typeof value === 'string' && dutchPhone.test(value.replace(/\s+/g, ''));

/** Whether a rule about a value's form applies: only once something was typed (a missing value has its own message). */
export const filledIn = (payload: { value: unknown }) =>
  typeof payload.value === 'string' && payload.value.trim() !== '';

/** Time slots every 30 minutes from 09:00 to 17:00 inclusive. */
export const timeSlots: string[] = Array.from(
  { length: 17 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** The slots still open on `day` (today's without those already past), all of them on a later day. */
export function openSlots(day: Date | undefined, now: Date = new Date()): string[] {
  if (!day || startOfDay(day).getTime() !== startOfDay(now).getTime()) return timeSlots;
  return timeSlots.filter((slot) => atTime(day, slot) > now);
}

/** Days a date picker offers: not in the past (and never before 1900); `weekdaysOnly` also leaves out weekends. */
export function isSelectableDay(day: Date, today: Date, { weekdaysOnly = false } = {}): boolean {
  if (day < startOfDay(today) || day.getFullYear() < 1900) return false;
  return !(weekdaysOnly && isWeekend(day));
}

/** The date with the time of a slot (`14:30`) set, in the visitor's time zone. */
export function atTime(day: Date, slot: string): Date {
  const [hours, minutes] = slot.split(':').map(Number);
  const result = new Date(day);
  result.setHours(hours!, minutes!, 0, 0);
  return result;
}

/** A trimmed text field: required with a message, or optional. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message }));
export const optionalText = () => z.optional(z.string().check(z.trim()));
export const emailAddress = (missing: string, invalid: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: missing }), z.email({ error: invalid }));
