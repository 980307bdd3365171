/**
 * An article's five related links, picked from the site's pages instead of typed as addresses.
 *
 * `related` (Dutch): per link, a field whose list offers the articles, services, landing pages and
 * categories by title (typing narrows it down), or any other address of the site typed with its leading `/`;
 * picking a page fills in its title, which the editor may shorten, and the description is the
 * editor's own sentence. `en.related` (English): per link, the Dutch link it belongs to, and its
 * English words; the English title of a page picked in Dutch is filled in from that page (its
 * English title), so no title is typed twice. The file keeps its shape (`title`, `url`,
 * `description`, and `title`, `description` under `en`), which the build reads as before.
 */
import { fromJS } from 'immutable';
import {
  dutchTitle,
  englishTitles,
  linkableCollections,
  matching,
  pagesOf,
  type DutchLink,
  type EnglishLink,
  type LinkablePage,
} from './choices.ts';
import { component, h, type Node } from './react.ts';
import { inputStyle, SuggestionBox, type Suggestion } from './suggestion-box.ts';
import { hitsOf, type WidgetProps } from './widget-props.ts';

type Rows<T> = { toJS(): T[] } | T[] | undefined;
const rowsOf = <T>(value: Rows<T>): T[] =>
  !value ? [] : Array.isArray(value) ? value : ((value as { toJS(): T[] }).toJS?.() ?? []);

/** The Dutch links and the pages on offer, shared with the English links of the same form. */
let shared: { dutch: DutchLink[]; pages: LinkablePage[] } = { dutch: [], pages: [] };
const listeners = new Set<() => void>();
function share(update: Partial<typeof shared>) {
  shared = { ...shared, ...update };
  for (const listener of listeners) listener();
}

const count = (field: WidgetProps<unknown>['field']) => Number(field.get('max') ?? 5);

const labelStyle = { display: 'block', margin: '10px 0 4px', fontSize: '13px', fontWeight: 600, color: '#313d3e' };
const noteStyle = { margin: '4px 0 0', fontSize: '13px', color: '#4b5563' };
const rowStyle = { border: '1px solid #dfdfe3', borderRadius: '5px', padding: '8px 14px 14px', margin: '0 0 12px' };
const legendStyle = { padding: '0 6px', fontSize: '14px', fontWeight: 700, color: '#313d3e' };

/** A labelled line of text in a link's row, or two lines for a sentence. */
function textField(
  id: string,
  label: string,
  value: string | undefined,
  onText: (text: string) => void,
  sentence = false,
): Node[] {
  return [
    h('label', { htmlFor: id, style: labelStyle }, label),
    h(sentence ? 'textarea' : 'input', {
      id,
      ...(sentence ? { rows: 2 } : { type: 'text' }),
      value: value ?? '',
      style: sentence ? { ...inputStyle, resize: 'vertical' } : inputStyle,
      onChange: (event: { target: HTMLInputElement }) => onText(event.target.value),
    }),
  ];
}

/** What is missing from the links, in Dutch, or nothing. */
function missing(
  rows: (DutchLink | EnglishLink)[],
  wanted: number,
  fields: Record<string, string>,
): string | undefined {
  const gaps: string[] = [];
  for (let i = 0; i < wanted; i++) {
    const row = (rows[i] ?? {}) as Record<string, string | undefined>;
    const empty = Object.keys(fields).filter((key) => !row[key]?.trim());
    if (empty.length) gaps.push(`link ${i + 1}: ${empty.map((key) => fields[key]).join(', ')}`);
  }
  return gaps.length ? `Vul nog in bij ${gaps.join('; ')}.` : undefined;
}

const refusal = (message: string | undefined) => (message ? { error: { type: 'CUSTOM', message } } : { error: false });

export const RelatedLinksControl = component<WidgetProps<Rows<DutchLink>>>()({
  getInitialState() {
    return { pages: [] as LinkablePage[], typing: {} as Record<number, string> };
  },
  async componentDidMount() {
    const { query, forID, entry } = this.props;
    share({ dutch: this.rows(), pages: [] });
    const slug = String(entry?.get('slug') ?? '');
    const lists = await Promise.all(
      linkableCollections.map(async (source) =>
        pagesOf(await hitsOf(query, forID, source.collection), source, source.collection === 'articles' ? [slug] : []),
      ),
    );
    const pages = lists.flat();
    this.setState({ pages });
    share({ pages });
  },
  rows(): DutchLink[] {
    return rowsOf(this.props.value);
  },
  save(rows: DutchLink[]) {
    this.props.onChange(fromJS(rows));
    share({ dutch: rows });
  },
  change(i: number, change: DutchLink) {
    const rows = this.rows();
    while (rows.length <= i) rows.push({});
    rows[i] = { ...rows[i], ...change };
    this.save(rows);
  },
  pick(i: number, url: string) {
    const pages = this.state.pages as LinkablePage[];
    const row = this.rows()[i] ?? {};
    const page = pages.find((p) => p.url === url);
    this.change(i, { title: page ? dutchTitle(row.title, row.url, page) : row.title, url });
    this.setState({ typing: { ...(this.state.typing as object), [i]: undefined } });
  },
  isValid() {
    return refusal(
      missing(this.rows(), count(this.props.field), { url: 'pagina', title: 'titel', description: 'beschrijving' }),
    );
  },
  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const pages = this.state.pages as LinkablePage[];
    const typing = this.state.typing as Record<number, string | undefined>;
    const rows = this.rows();
    const fieldsets = Array.from({ length: count(field) }, (_, i) => {
      const row = rows[i] ?? {};
      const page = pages.find((p) => p.url === row.url);
      const text = typing[i] ?? page?.title ?? row.url ?? '';
      const offered: Suggestion[] = matching(pages, typing[i] ?? '', (p) => p.title).map((p) => ({
        key: p.url,
        label: p.title,
        note: p.kind,
      }));
      const typed = typing[i]?.trim();
      if (typed?.startsWith('/')) offered.unshift({ key: typed, label: typed, note: 'ander adres van de site' });
      const id = i === 0 ? forID : `${forID}-${i}`;
      return h(
        'fieldset',
        { key: i, style: rowStyle },
        h('legend', { style: legendStyle }, `Link ${i + 1}`),
        h('label', { htmlFor: id, style: labelStyle }, 'Pagina'),
        h(SuggestionBox(), {
          id,
          text,
          placeholder: 'Kies een artikel of dienst, of typ een adres dat met / begint',
          listLabel: 'Pagina’s van de site',
          suggestions: offered,
          onText: (t: string) => this.setState({ typing: { ...typing, [i]: t } }),
          onPick: (url: string) => this.pick(i, url),
          onFocus: setActiveStyle,
          onBlur: () => {
            setInactiveStyle();
            this.setState({ typing: { ...typing, [i]: undefined } });
          },
        }),
        row.url ? h('p', { style: noteStyle }, `Gaat naar ${row.url}`) : null,
        ...textField(`${forID}-${i}-title`, 'Titel', row.title, (title) => this.change(i, { title })),
        ...textField(
          `${forID}-${i}-description`,
          'Beschrijving',
          row.description,
          (description) => this.change(i, { description }),
          true,
        ),
      );
    });
    return h('div', { className: classNameWrapper }, ...fieldsets);
  },
});

export const EnglishLinksControl = component<WidgetProps<Rows<EnglishLink>>>()({
  componentDidMount() {
    const own = rowsOf(this.props.entry?.getIn(['data', 'related']) as Rows<DutchLink>);
    if (!shared.dutch.length && own.length) shared = { ...shared, dutch: own };
    // The Dutch links last seen: a link pointed at another page since takes that page's English title.
    let seen: DutchLink[] | undefined = shared.pages.length ? shared.dutch : undefined;
    this.listener = () => {
      this.fill(seen);
      seen = shared.pages.length ? shared.dutch : undefined;
      this.forceUpdate();
    };
    listeners.add(this.listener);
    this.fill();
  },
  componentWillUnmount() {
    listeners.delete(this.listener);
  },
  listener: (() => {}) as () => void,
  rows(): EnglishLink[] {
    return rowsOf(this.props.value);
  },
  /** The English titles of the pages the Dutch links lead to, where the editor has not written one. */
  fill(before?: DutchLink[]) {
    const filled = englishTitles(shared.dutch, this.rows(), shared.pages, before);
    if (filled) this.props.onChange(fromJS(filled));
  },
  change(i: number, change: EnglishLink) {
    const rows = this.rows();
    while (rows.length <= i) rows.push({});
    rows[i] = { ...rows[i], ...change };
    this.props.onChange(fromJS(rows));
  },
  isValid() {
    return refusal(missing(this.rows(), count(this.props.field), { title: 'titel', description: 'beschrijving' }));
  },
  render() {
    const { forID, classNameWrapper, field } = this.props;
    const rows = this.rows();
    const fieldsets = Array.from({ length: count(field) }, (_, i) => {
      const row = rows[i] ?? {};
      const dutch = shared.dutch[i];
      const page = shared.pages.find((p) => p.url === dutch?.url);
      const id = i === 0 ? forID : `${forID}-${i}-title`;
      return h(
        'fieldset',
        { key: i, style: rowStyle },
        h('legend', { style: legendStyle }, `Link ${i + 1}`),
        h(
          'p',
          { style: noteStyle },
          dutch?.url
            ? `Bij de Nederlandse link “${dutch.title || page?.title || dutch.url}” (${dutch.url}).` +
                (page?.enTitle && row.title !== page.enTitle ? ` In het Engels heet die pagina “${page.enTitle}”.` : '')
            : 'Kies eerst de pagina bij de Nederlandse link.',
        ),
        ...textField(id, 'Titel', row.title, (title) => this.change(i, { title })),
        ...textField(
          `${forID}-${i}-description`,
          'Beschrijving',
          row.description,
          (description) => this.change(i, { description }),
          true,
        ),
      );
    });
    return h('div', { className: classNameWrapper }, ...fieldsets);
  },
});

export const relatedLinks = () => ({ name: 'related-links', controlComponent: RelatedLinksControl() });
export const englishLinks = () => ({ name: 'related-links-en', controlComponent: EnglishLinksControl() });
