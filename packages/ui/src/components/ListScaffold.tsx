import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatJobCount } from '@phjobs/ui/format';
import { ChevronDownIcon, FilterIcon } from './Icons';
import { deferred } from '../deferred';
import type { ListboxProps } from './Listbox';
import { Modal } from './Modal';

/** The sort menu's list: Radix's roving focus (about 8 KB gzip) comes when a menu first opens. */
const Listbox = deferred<ListboxProps>(() => import('./Listbox').then((m) => m.Listbox));

export type SortOption<K extends string = string> = { key: K; label: string };

/** The spec's sort options of job lists: 'Register date' (createdAt, default) and 'Salary'. */
export const JOB_SORT_OPTIONS: readonly SortOption<'createdAt' | 'salary'>[] = [
  { key: 'createdAt', label: 'Register date' },
  { key: 'salary', label: 'Salary' },
];

/** 'N jobs' with en-US grouping. */
export function CountLine({ count, unit = 'jobs' }: { count: number | null; unit?: string }) {
  return (
    <p className="ph-count-line" aria-live="polite">
      {count === null ? '\u00a0' : formatJobCount(count, unit)}
    </p>
  );
}

/**
 * A button with the current sort label that opens the options as a listbox (the focus on the
 * chosen one; arrows, typeahead, Enter or a click chooses and closes; Escape, Tab or a press
 * elsewhere closes; the focus comes back to the button).
 */
export function SortMenu<K extends string>({ options, value, onChange }: { options: readonly SortOption<K>[]; value: K; onChange: (key: K) => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (root.current && e.target instanceof Node && !root.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const current = options.find((o) => o.key === value) ?? options[0];
  return (
    <div
      className="ph-sort"
      ref={root}
      onKeyDown={(e) => {
        if (open && e.key === 'Escape') {
          e.stopPropagation();
          close(true);
        }
      }}
      onBlur={(e) => {
        // the focus left the menu (Tab): close it
        if (open && !(e.relatedTarget instanceof Node && root.current?.contains(e.relatedTarget))) setOpen(false);
      }}
    >
      <button type="button" ref={button} className="ph-sort__button" aria-haspopup="listbox" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen((o) => !o)}>
        {current?.label}
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open ? (
        <div className="ph-sort__menu" id={listId}>
          <Listbox
            autoFocus
            label="Sort"
            optionClassName="ph-sort__option"
            options={options.map((o) => ({ id: o.key, label: o.label, selected: o.key === value, className: o.key === value ? 'ph-sort__option--active' : undefined }))}
            onChoose={(key) => {
              close(true);
              const chosen = options.find((o) => o.key === key);
              if (chosen) onChange(chosen.key);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The toggle on the search bar that opens the 'Detail search' form. */
export function DetailSearchToggle({ onOpen, active }: { onOpen: () => void; active?: boolean }) {
  return (
    <button type="button" className={`ph-detail-toggle${active ? ' ph-detail-toggle--active' : ''}`} onClick={onOpen} aria-haspopup="dialog">
      <FilterIcon width={18} height={18} />
      Detail search
      {active ? <span className="ph-dot" role="img" aria-label="filters applied" /> : null}
    </button>
  );
}

/** Title, count line, sort menu and the 'Detail search' toggle of a list screen. */
export function ListToolbar<K extends string>({
  title,
  count,
  sortOptions,
  sort,
  onSortChange,
  onOpenDetailSearch,
  filtersActive,
  extra,
  countUnit,
}: {
  title?: ReactNode;
  count: number | null;
  /** What the count line counts ('jobs' by default; 'talents' on the talent lists). */
  countUnit?: string;
  sortOptions: readonly SortOption<K>[];
  sort: K;
  onSortChange: (key: K) => void;
  onOpenDetailSearch?: () => void;
  filtersActive?: boolean;
  extra?: ReactNode;
}) {
  return (
    <div className="ph-list-toolbar">
      {title ? <h1 className="ph-screen-title">{title}</h1> : null}
      {onOpenDetailSearch ? (
        <div className="ph-search-bar">
          <DetailSearchToggle onOpen={onOpenDetailSearch} active={filtersActive ?? false} />
          {extra}
        </div>
      ) : null}
      <div className="ph-list-toolbar__row">
        <CountLine count={count} {...(countUnit ? { unit: countUnit } : {})} />
        <SortMenu options={sortOptions} value={sort} onChange={onSortChange} />
      </div>
    </div>
  );
}

/**
 * The 'Detail search' form: close icon left, 'Reset' right, fixed bottom 'Search'. A full-screen
 * sheet (`variant` 'modal', on phones), or the same form as a sidebar of the desktop list
 * (`variant` 'sidebar': always open, title and 'Reset' on top, 'Search' at its foot).
 */
export function DetailSearchForm({
  open,
  title = 'Detail search',
  onClose,
  onReset,
  onSubmit,
  children,
  submitLabel = 'Search',
  variant = 'modal',
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onReset: () => void;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: string;
  variant?: 'modal' | 'sidebar';
}) {
  const titleId = useId();
  if (!open) return null;
  const reset = (
    <button type="button" className="ph-text-btn" onClick={onReset}>
      Reset
    </button>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const submitButton = (
    <button type="submit" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
      {submitLabel}
    </button>
  );
  if (variant === 'sidebar') {
    return (
      <div className="ph-detail-side">
        <div className="ph-detail-side__header">
          <h2 className="ph-detail-side__title" id={titleId}>
            {title}
          </h2>
          {reset}
        </div>
        <form className="ph-detail-form" aria-labelledby={titleId} onSubmit={submit}>
          <div className="ph-detail-form__fields">{children}</div>
          <div className="ph-detail-side__footer">{submitButton}</div>
        </form>
      </div>
    );
  }
  return (
    <FullScreen title={title} onClose={onClose} action={reset}>
      <form className="ph-detail-form" onSubmit={submit}>
        <div className="ph-detail-form__fields">{children}</div>
        <div className="ph-bottom-bar ph-bottom-bar--in-sheet">
          <div className="ph-bottom-bar__inner">{submitButton}</div>
        </div>
      </form>
    </FullScreen>
  );
}

function FullScreen({ title, onClose, action, children }: { title: string; onClose: () => void; action: ReactNode; children: ReactNode }) {
  return (
    <Modal open fullScreen title={title} onClose={onClose} headerAction={action}>
      {children}
    </Modal>
  );
}
