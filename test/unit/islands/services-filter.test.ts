import { describe, expect, it } from 'vitest';
import { matches } from '../../../src/islands/ServicesFilter.tsx';

const card = (text: string, category = 'Training') => ({ category, text });

describe('the services search', () => {
  it('finds a short search such as "AI" only at the start of a word', () => {
    expect(matches(card('Klaar voor AI? Een MT-pitch over AI-readiness'), 'all', 'AI')).toBe(true);
    expect(matches(card('Praktische trainingen voor je team'), 'all', 'AI')).toBe(false);
    expect(matches(card('De IKIGAI Journey'), 'all', 'ai')).toBe(false);
  });

  it('finds a longer search inside a compound, across the soft hyphens of a title', () => {
    expect(matches(card('Mar\u00adke\u00adting\u00adstra\u00adte\u00adgie voor start-ups'), 'all', 'strategie')).toBe(
      true,
    );
    expect(matches(card('Mar\u00adke\u00adting\u00adstra\u00adte\u00adgie'), 'all', 'Marketingstrategie')).toBe(true);
  });

  it('keeps to the chosen category, and shows every card of it for an empty search', () => {
    expect(matches(card('Werkpaard', 'Strategie'), 'Training', '')).toBe(false);
    expect(matches(card('Werkpaard', 'Strategie'), 'Strategie', '  ')).toBe(true);
  });
});
