import { useEffect, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { nl } from 'react-day-picker/locale/nl';
import { isSelectableDay } from '../../lib/forms/rules.ts';
import type { Lang } from '../../../shared/paths.ts';

/**
 * A month calendar to pick one day. Past days (and days before 1900) are disabled, weekends too
 * when `weekdaysOnly`, and any day `unavailable` names; the week starts on Monday in both
 * languages, as it does in the Netherlands. A chosen day stays chosen until another is picked.
 */
export function DatePicker({
  lang,
  selected,
  onSelect,
  weekdaysOnly = false,
  unavailable,
  labelledBy,
  invalid,
}: {
  lang: Lang;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  weekdaysOnly?: boolean;
  unavailable?: (day: Date) => boolean;
  labelledBy: string;
  invalid?: boolean;
}) {
  // Which days can be chosen depends on today, so the calendar is drawn in the browser only: the
  // page's HTML, built days earlier, keeps its place until the form's code has woken up.
  const [today, setToday] = useState<Date>();
  useEffect(() => setToday(new Date()), []);
  if (!today)
    return (
      <div className="date-picker date-picker--pending" role="group" aria-labelledby={labelledBy} aria-busy="true" />
    );
  return (
    <div className="date-picker" role="group" aria-labelledby={labelledBy} data-invalid={invalid ? '' : undefined}>
      <DayPicker
        mode="single"
        // Every form's date is required: a second click on the chosen day keeps it chosen, rather
        // than taking the choice away with only the line under the calendar to say so.
        required
        locale={lang === 'nl' ? nl : enGB}
        weekStartsOn={1}
        selected={selected}
        onSelect={onSelect}
        disabled={(day) => !isSelectableDay(day, today, { weekdaysOnly }) || Boolean(unavailable?.(day))}
        startMonth={today}
      />
    </div>
  );
}

/** Loads the calendar's stylesheet once, when a form with a date wakes up (before it is opened). */
export function useCalendarStyles(href: string): void {
  useEffect(() => {
    if (document.querySelector(`link[href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [href]);
}
