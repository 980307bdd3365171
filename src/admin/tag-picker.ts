/**
 * An article's tags chosen from the tags the articles already use, with a new one allowed: the
 * chosen tags as chips with a button to take each away (Backspace in the empty field takes the
 * last), and a field whose list offers the used tags that match what is typed, the most used
 * first, and the typed word as a new tag. A tag
 * typed as an existing one but for capitals or accents becomes that one, so the overview does not
 * list "Strategie" and "strategie" apart. The value is the list of tags, as the file holds it.
 */
import { List } from 'immutable';
import { matching, tagToAdd, usedTags, type Hit } from './choices.ts';
import { component, h } from './react.ts';
import { SuggestionBox, type Suggestion } from './suggestion-box.ts';
import { hitsOf, type WidgetProps } from './widget-props.ts';

/** The field's option naming where the used tags are in an article (`tags`, `en.tags`). */
export const tagsFromOption = 'tags_from';

export const TagPickerControl = component<WidgetProps<List<string> | string[] | undefined>>()({
  getInitialState() {
    return { text: '', used: [] as string[] };
  },
  async componentDidMount() {
    const { query, forID, field } = this.props;
    const path = String(field.get(tagsFromOption) ?? 'tags').split('.');
    const hits: Hit[] = await hitsOf(query, forID, 'articles');
    this.setState({ used: usedTags(hits, path) });
  },
  tags(): string[] {
    const { value } = this.props;
    if (!value) return [];
    return (List.isList(value) ? (value as List<string>).toArray() : [...(value as string[])]).map(String);
  },
  save(tags: string[]) {
    this.props.onChange(List(tags));
  },
  add(typed: string) {
    const tag = tagToAdd(typed, this.state.used as string[]);
    const tags = this.tags();
    if (tag && !tags.some((t) => t === tag)) this.save([...tags, tag]);
    this.setState({ text: '' });
  },
  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const tags = this.tags();
    const text = this.state.text as string;
    const used = this.state.used as string[];
    const offered: Suggestion[] = matching(used, text, (t) => t, tags).map((t) => ({ key: t, label: t }));
    const typed = tagToAdd(text, used);
    if (typed && !used.includes(typed) && !tags.includes(typed))
      offered.push({ key: typed, label: typed, note: 'nieuw onderwerp' });
    return h(
      'div',
      { className: classNameWrapper },
      tags.length
        ? h(
            'ul',
            {
              'aria-label': 'Gekozen',
              style: {
                display: 'flex',
                flexWrap: 'wrap',
                gap: '8px',
                listStyle: 'none',
                margin: '0 0 10px',
                padding: 0,
              },
            },
            ...tags.map((tag) =>
              h(
                'li',
                {
                  key: tag,
                  style: {
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '4px',
                    padding: '4px 4px 4px 12px',
                    borderRadius: '16px',
                    background: '#e8f5fe',
                    color: '#1f3d5c',
                    fontSize: '14px',
                  },
                },
                tag,
                h(
                  'button',
                  {
                    type: 'button',
                    'aria-label': `${tag} weghalen`,
                    title: `${tag} weghalen`,
                    onClick: () => this.save(tags.filter((t) => t !== tag)),
                    style: {
                      border: 0,
                      background: 'transparent',
                      cursor: 'pointer',
                      fontSize: '16px',
                      lineHeight: 1,
                      padding: '2px 6px',
                      color: '#1f3d5c',
                    },
                  },
                  '×',
                ),
              ),
            ),
          )
        : null,
      h(SuggestionBox(), {
        id: forID,
        text,
        placeholder: tags.length ? 'Nog een onderwerp kiezen of typen' : 'Kies een onderwerp of typ een nieuw',
        listLabel: 'Onderwerpen die al gebruikt worden',
        suggestions: offered,
        onText: (t: string) => this.setState({ text: t }),
        onPick: (key: string) => this.add(key),
        onBackspaceEmpty: () => tags.length && this.save(tags.slice(0, -1)),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      }),
    );
  },
});

export const tagPicker = () => ({ name: 'tag-picker', controlComponent: TagPickerControl() });
