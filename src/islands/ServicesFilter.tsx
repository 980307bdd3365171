import Search from 'lucide-react/icons/search';
import { useEffect, useRef, useState } from 'react';
import { announce } from '../lib/announce.ts';
import { format } from '../lib/format.ts';

export interface ServicesFilterProps {
  /** The tab values in order; `all` first. */
  categories: { value: string; label: string }[];
  labels: { search: string; placeholder: string; tabs: string; empty: string; count: string; countOne: string };
  /** The id of the grid whose cards (`[data-category]`, with a `.card__title` and `.card__text`) this filters. */
  gridId: string;
}

/**
 * Which cards match: the category of the tab, and the search text in title or description,
 * ignoring case and the soft hyphens of the titles. A search of up to three letters ("AI", "MT")
 * matches at the start of a word only, or "AI" would find "trainingen" and "IKIGAI"; a longer one
 * anywhere, so that "strategie" finds "Marketingstrategie".
 */
export function matches(card: { category: string; text: string }, category: string, query: string): boolean {
  if (category !== 'all' && card.category !== category) return false;
  const text = card.text.replace(/\u00ad/g, '').toLowerCase();
  const wanted = query.trim().toLowerCase();
  if (wanted.length > 3) return text.includes(wanted);
  return !wanted || new RegExp(`(^|[^\\p{L}\\d])${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);
}

/**
 * The search box and category tabs of the services overview. The cards themselves are in the
 * page's HTML; this hides the ones that do not match and says how many remain.
 */
export default function ServicesFilter({ categories, labels, gridId }: ServicesFilterProps) {
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Whatever was typed before the script arrived counts.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  useEffect(() => {
    const cards = document.querySelectorAll<HTMLElement>(`#${gridId} [data-category]`);
    let shown = 0;
    for (const card of cards) {
      const textOf = (selector: string) => card.querySelector(selector)?.textContent ?? '';
      const text = `${textOf('.card__title')} ${textOf('.card__text')}`;
      const visible = matches({ category: card.dataset.category!, text }, category, query);
      card.hidden = !visible;
      if (visible) shown++;
    }
    setCount((previous) => {
      if (previous !== null || shown !== cards.length)
        announce(shown === 0 ? labels.empty : shown === 1 ? labels.countOne : format(labels.count, { count: shown }));
      return shown;
    });
  }, [category, query, gridId, labels]);

  return (
    <div className="services-filter">
      <div className="services-filter__search">
        <label htmlFor="services-search" className="services-filter__label">
          {labels.search}
        </label>
        <div className="services-filter__field">
          <Search aria-hidden="true" width={18} height={18} />
          <input
            ref={input}
            id="services-search"
            type="search"
            className="field__control"
            placeholder={labels.placeholder}
            defaultValue=""
            onInput={(event) => setQuery(event.currentTarget.value)}
            aria-controls={gridId}
          />
        </div>
      </div>
      <div className="services-filter__tabs" role="group" aria-label={labels.tabs}>
        {categories.map((c) => (
          <button
            key={c.value}
            type="button"
            className="chip"
            aria-pressed={category === c.value}
            aria-controls={gridId}
            onClick={() => setCategory(c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {count === 0 && <p className="services-filter__empty">{labels.empty}</p>}
    </div>
  );
}
