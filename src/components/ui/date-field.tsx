import { useId } from 'react';
import { DatePicker } from './date-picker.tsx';
import { format, formatLongDate } from '../../lib/format.ts';
import type { Lang } from '../../../shared/paths.ts';

/** A labelled calendar with the chosen date spelled out under it and its error in red. */
export function DateField({
  label,
  lang,
  selected,
  onSelect,
  error,
  weekdaysOnly,
  unavailable,
  chosenText,
  noneText,
}: {
  label: string;
  lang: Lang;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  error?: string;
  weekdaysOnly?: boolean;
  /** Days that cannot be chosen besides past days and weekends (today once its last slot has passed). */
  unavailable?: (day: Date) => boolean;
  /** "Gekozen datum: {date}" */
  chosenText: string;
  noneText: string;
}) {
  const labelId = useId();
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <p className="field__label" id={labelId}>
        {label}
      </p>
      <DatePicker
        lang={lang}
        selected={selected}
        onSelect={onSelect}
        weekdaysOnly={weekdaysOnly}
        unavailable={unavailable}
        labelledBy={labelId}
        invalid={Boolean(error)}
      />
      <p className="field__hint" aria-live="polite">
        {selected ? format(chosenText, { date: formatLongDate(selected, lang) }) : noneText}
      </p>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
