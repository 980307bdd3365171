import { describe, expect, it } from 'vitest';
import { ReadLog } from '../../build/render/read-log.ts';

/** Runs `read` on a recorded view of `input`, and returns whether `next` would read the same. */
function same<T extends object>(input: T, read: (view: T) => unknown, next: T): boolean {
  const log = new ReadLog();
  read(log.track('input', input));
  return log.sameFor({ input: next });
}

describe('a read log', () => {
  const article = () => ({ title: 'Titel', body: '<p>Tekst</p>', tags: ['a', 'b'], meta: { date: '2025-01-01' } });

  it('holds while no value that was read changed', () => {
    expect(same(article(), (a) => a.title, { ...article(), body: '<p>Anders</p>' })).toBe(true);
    expect(same(article(), (a) => a.meta.date, article())).toBe(true);
  });

  it('breaks when a value that was read changed, however deep', () => {
    expect(same(article(), (a) => a.title, { ...article(), title: 'Nieuw' })).toBe(false);
    expect(same(article(), (a) => a.meta.date, { ...article(), meta: { date: '2025-02-01' } })).toBe(false);
  });

  it('follows lists through their length and items, and objects through their keys', () => {
    expect(same(article(), (a) => a.tags.map((t) => t), { ...article(), tags: ['a', 'b', 'c'] })).toBe(false);
    expect(same(article(), (a) => a.tags[0], { ...article(), tags: ['a', 'c'] })).toBe(true);
    expect(
      same(article(), (a) => Object.keys(a.meta), { ...article(), meta: { date: '2025-01-01', extra: 1 } as never }),
    ).toBe(false);
    expect(same(article(), (a) => JSON.stringify(a.meta), { ...article(), meta: { date: '2025-01-02' } })).toBe(false);
  });

  it('follows maps by the keys looked up in them', () => {
    const input = () => ({
      images: new Map([
        ['home.nl', { url: '/a.png' }],
        ['home.en', { url: '/b.png' }],
      ]),
    });
    const changed = {
      images: new Map([
        ['home.nl', { url: '/a.png' }],
        ['home.en', { url: '/c.png' }],
      ]),
    };
    expect(same(input(), (i) => i.images.get('home.nl')?.url, changed)).toBe(true);
    expect(same(input(), (i) => i.images.get('home.en')?.url, changed)).toBe(false);
    expect(same(input(), (i) => [...i.images.keys()], changed)).toBe(false);
  });

  it('compares other objects by identity, and leaves untracked keys alone', () => {
    const shared = new Date(0);
    expect(same({ when: shared }, (i) => i.when, { when: shared })).toBe(true);
    expect(same({ when: shared }, (i) => i.when, { when: new Date(0) })).toBe(false);
    const log = new ReadLog();
    const view = log.track('input', { element: { a: 1 }, title: 'x' }, ['element']);
    expect(view.element).toEqual({ a: 1 });
    expect(log.sameFor({ input: { element: { a: 2 }, title: 'x' } })).toBe(true);
  });

  it('can view a frozen input', () => {
    const log = new ReadLog();
    const view = log.track('input', Object.freeze({ nested: { value: 1 } }));
    expect(view.nested.value).toBe(1);
    expect(log.sameFor({ input: { nested: { value: 2 } } })).toBe(false);
  });
});
