/**
 * A text field with a list of suggestions under it (an ARIA combobox): the list opens when the
 * field is clicked or typed in, the arrow keys move through it, Enter or a click picks. What the
 * list offers and what picking does are the caller's (tag-picker.ts, related-links.ts).
 */
import { component, h } from './react.ts';

export interface Suggestion {
  key: string;
  label: string;
  /** A second, lighter word beside the label (what kind of page, "nieuw"). */
  note?: string;
}

export interface SuggestionBoxProps {
  id: string;
  text: string;
  placeholder: string;
  /** The name of the list, for screen readers. */
  listLabel: string;
  suggestions: Suggestion[];
  onText(text: string): void;
  onPick(key: string): void;
  onFocus?(): void;
  onBlur?(): void;
  /** Backspace in the empty field (the tag picker takes its last tag away). */
  onBackspaceEmpty?(): void;
}

export const inputStyle = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  padding: '10px 12px',
  border: '2px solid #dfdfe3',
  borderRadius: '5px',
  font: 'inherit',
  fontSize: '15px',
  background: '#fff',
  color: '#313d3e',
} as const;

export const SuggestionBox = component<SuggestionBoxProps>()({
  getInitialState() {
    return { open: false, active: 0 };
  },
  move(step: number) {
    const count = this.props.suggestions.length;
    if (!count) return;
    const active = ((this.state.active as number) + step + count) % count;
    this.setState({ open: true, active });
  },
  pick(key: string) {
    this.props.onPick(key);
    this.setState({ open: false, active: 0 });
  },
  onKeyDown(event: KeyboardEvent) {
    const { suggestions } = this.props;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!this.state.open) this.setState({ open: true, active: 0 });
      else this.move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      this.move(-1);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits anything around the field.
      event.preventDefault();
      const chosen = suggestions[Math.min(this.state.active as number, suggestions.length - 1)];
      if (this.state.open && chosen) this.pick(chosen.key);
    } else if (event.key === 'Backspace' && !this.props.text) {
      this.props.onBackspaceEmpty?.();
    } else if (event.key === 'Escape') {
      this.setState({ open: false });
    }
  },
  render() {
    const { id, text, placeholder, listLabel, suggestions } = this.props;
    const open = Boolean(this.state.open) && suggestions.length > 0;
    const active = Math.min(this.state.active as number, suggestions.length - 1);
    const listId = `${id}-suggestions`;
    return h(
      'div',
      { style: { position: 'relative' } },
      h('input', {
        id,
        type: 'text',
        role: 'combobox',
        autoComplete: 'off',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': open ? `${listId}-${active}` : undefined,
        placeholder,
        value: text,
        style: inputStyle,
        onChange: (event: { target: HTMLInputElement }) => {
          this.props.onText(event.target.value);
          this.setState({ open: true, active: 0 });
        },
        onClick: () => this.setState({ open: true }),
        onFocus: () => {
          this.setState({ open: true });
          this.props.onFocus?.();
        },
        onBlur: () => {
          this.setState({ open: false });
          this.props.onBlur?.();
        },
        onKeyDown: (event: KeyboardEvent) => this.onKeyDown(event),
      }),
      h(
        'ul',
        {
          id: listId,
          role: 'listbox',
          'aria-label': listLabel,
          hidden: !open,
          style: {
            position: 'absolute',
            zIndex: 300,
            left: 0,
            right: 0,
            top: '100%',
            margin: '4px 0 0',
            padding: '4px 0',
            listStyle: 'none',
            maxHeight: '264px',
            overflowY: 'auto',
            background: '#fff',
            border: '1px solid #dfdfe3',
            borderRadius: '5px',
            boxShadow: '0 4px 12px rgba(68, 74, 87, 0.15)',
          },
        },
        ...suggestions.map((s, i) =>
          h(
            'li',
            {
              key: s.key,
              id: `${listId}-${i}`,
              role: 'option',
              'aria-selected': i === active,
              // Picked on mousedown, before the field loses focus and closes the list.
              onMouseDown: (event: MouseEvent) => {
                event.preventDefault();
                this.pick(s.key);
              },
              onMouseEnter: () => this.setState({ active: i }),
              style: {
                padding: '8px 12px',
                cursor: 'pointer',
                fontSize: '14px',
                color: '#313d3e',
                background: i === active ? '#e8f5fe' : 'transparent',
              },
            },
            s.label,
            // A space between them, so that the option reads as two words.
            s.note ? ' ' : null,
            s.note ? h('span', { style: { color: '#6b7280', marginLeft: '8px', fontSize: '13px' } }, s.note) : null,
          ),
        ),
      ),
    );
  },
});
