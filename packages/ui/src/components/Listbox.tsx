import * as RovingFocus from '@radix-ui/react-roving-focus';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type ListboxOption = {
  id: string;
  /** The option's text: its accessible name and what typeahead matches. */
  label: string;
  selected: boolean;
  /** Shown but not choosable (e.g. the list is full); still reachable with the arrows. */
  disabled?: boolean;
  /** Drawn after the label, hidden from assistive technology (a ✓, a dot). */
  marker?: ReactNode;
  className?: string;
};

export type ListboxProps = {
  /** The accessible name ('Select region: first level'). */
  label: string;
  options: readonly ListboxOption[];
  /** Several options may be selected (aria-multiselectable). */
  multiple?: boolean;
  /** Choosing an option (click, Enter, Space): the screen decides what it means. */
  onChoose: (id: string) => void;
  /** A single-select list whose selection follows the focus (the arrows choose as they move). */
  selectOnFocus?: boolean;
  className?: string;
  optionClassName?: string;
  /** Focus the selected option (else the first) when the list appears: a menu that opens as a list. */
  autoFocus?: boolean;
};

/** Typeahead: keys typed within this time of each other make one prefix. */
const TYPEAHEAD_MS = 600;

/**
 * A listbox: one Tab stop for the whole list (roving tabindex, by Radix's RovingFocusGroup,
 * @radix-ui/react-roving-focus, the one under Radix's Tabs), Up/Down/Home/End/PageUp/PageDown
 * move, Enter or Space (or a click) chooses, and typing the first letters of an option moves to
 * it (typeahead). Options are plain text with an optional marker, never controls of their own.
 */
export function Listbox({ label, options, multiple = false, onChoose, selectOnFocus = false, className, optionClassName, autoFocus = false }: ListboxProps) {
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const all = list.current?.querySelectorAll<HTMLElement>('[role="option"]');
    (list.current?.querySelector<HTMLElement>('[role="option"][aria-selected="true"]') ?? all?.[0])?.focus();
    // on appearing only: later choices move the focus themselves
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list is drawn
  }, []);

  // times are the key events' own (e.timeStamp)
  const typing = (now: number) => typed.current.text !== '' && now - typed.current.at <= TYPEAHEAD_MS;

  const typeahead = (e: KeyboardEvent<HTMLUListElement>) => {
    const now = e.timeStamp;
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || (e.key === ' ' && !typing(now))) return;
    const text = (typing(now) ? typed.current.text : '') + e.key.toLowerCase();
    typed.current = { text, at: now };
    const nodes = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const current = nodes.findIndex((n) => n === document.activeElement);
    // one letter (or the same letter again and again) moves on to the next option starting with
    // it; a longer prefix stays on the focused option while that still matches
    const cycling = [...text].every((c) => c === text[0]);
    const prefix = cycling ? text[0] ?? '' : text;
    const start = cycling ? current + 1 : Math.max(current, 0);
    const ordered = [...nodes.slice(start), ...nodes.slice(0, start)];
    const match = ordered.find((n) => (n.dataset.label ?? '').toLowerCase().startsWith(prefix));
    if (match) {
      e.preventDefault();
      match.focus();
    }
  };

  const onOptionKey = (e: KeyboardEvent<HTMLLIElement>, option: ListboxOption) => {
    // Space chooses, unless it is part of a name being typed ('metro m...')
    if (e.key === 'Enter' || (e.key === ' ' && !typing(e.timeStamp))) {
      e.preventDefault();
      if (!option.disabled) onChoose(option.id);
    }
  };

  return (
    <RovingFocus.Root asChild orientation="vertical" loop={false}>
      <ul ref={list} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className={className} onKeyDown={typeahead}>
        {options.map((o) => (
          <RovingFocus.Item key={o.id} asChild focusable active={o.selected}>
            <li
              role="option"
              aria-selected={o.selected}
              aria-disabled={o.disabled || undefined}
              data-label={o.label}
              className={[optionClassName, o.className].filter(Boolean).join(' ') || undefined}
              onClick={() => (o.disabled ? undefined : onChoose(o.id))}
              onKeyDown={(e) => onOptionKey(e, o)}
              onFocus={selectOnFocus && !o.selected && !o.disabled ? () => onChoose(o.id) : undefined}
            >
              <span className="ph-listbox__label">{o.label}</span>
              {o.marker ? <span aria-hidden="true">{o.marker}</span> : null}
            </li>
          </RovingFocus.Item>
        ))}
      </ul>
    </RovingFocus.Root>
  );
}
