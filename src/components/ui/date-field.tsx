import { useId } from 'react';
import { DatePicker } from './date-picker.tsx';
import { format, formatLongDate } from '../../lib/format.ts';
import type { Lang } from '../../lib/paths.ts';

/** A labelled calendar with the chosen date spelled out under it and its error in red. */
export function DateField({
  label,
  lang,
  selected,
  onSelect,
  error,
  weekdaysOnly,
  chosenText,
  noneText,
}: {
  label: string;
  lang: Lang;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  error?: string;
  weekdaysOnly?: boolean;
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
