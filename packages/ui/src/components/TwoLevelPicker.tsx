import { useMemo, useState } from 'react';
import { filterByName, indexTree, togglePick, type CodeItemLike } from '@phjobs/ui/picks';
import { Button } from './Button';
import { Chip } from './Chip';
import { Listbox } from './Listbox';
import { Modal } from './Modal';

export type TwoLevelPickerProps<T extends CodeItemLike> = {
  open: boolean;
  title: string;
  items: readonly T[];
  /** The applied picks (restored when the modal closes without Apply). */
  value: readonly T[];
  max: number;
  onApply: (picked: T[]) => void;
  onClose: () => void;
  parentPlaceholder?: string;
  childPlaceholder?: string;
  /** Text filters over both lists (default true; short lists such as salary ranges turn them off). */
  searchable?: boolean;
  /** The label of a picked chip (default: the item's name), e.g. 'Monthly Wage 13,000-15,000'. */
  chipLabel?: (item: T) => string;
};

/** Pick a parent, then children (up to `max`); Reset clears, Apply commits, closing discards. */
export function TwoLevelPicker<T extends CodeItemLike>(props: TwoLevelPickerProps<T>) {
  if (!props.open) return null;
  return <PickerBody {...props} />;
}

function PickerBody<T extends CodeItemLike>({ title, items, value, max, onApply, onClose, parentPlaceholder, childPlaceholder, searchable = true, chipLabel }: TwoLevelPickerProps<T>) {
  const tree = useMemo(() => indexTree(items), [items]);
  const [picked, setPicked] = useState<T[]>(() => [...value]);
  const firstParent = value[0]?.parent_id ?? tree.parents[0]?.id ?? null;
  const [parentId, setParentId] = useState<string | null>(firstParent);
  const [parentText, setParentText] = useState('');
  const [childText, setChildText] = useState('');

  const parents = filterByName(tree.parents, parentText);
  const activeParent = parentId ? tree.byId.get(parentId) : undefined;
  const rawChildren = parentId ? tree.childrenOf(parentId) : [];
  // a parent without children can be picked itself
  const children = filterByName(rawChildren.length || !activeParent ? rawChildren : [activeParent], childText);
  const full = picked.length >= max;

  return (
    <Modal
      open
      fullScreen
      title={title}
      onClose={onClose}
      headerAction={
        <button type="button" className="ph-text-btn" onClick={() => setPicked([])}>
          Reset
        </button>
      }
      footer={
        <Button block size="lg" onClick={() => onApply(picked)}>
          Apply
        </Button>
      }
    >
      <div className="ph-picker">
        <div className="ph-picker__picked" aria-live="polite">
          <span className="ph-picker__count">
            {picked.length}/{max}
          </span>
          {picked.map((p) => (
            <Chip key={p.id} tone="accent" onRemove={() => setPicked((cur) => togglePick(cur, p, max))}>
              {chipLabel ? chipLabel(p) : p.name}
            </Chip>
          ))}
        </div>
        {searchable ? (
          // Above the columns, not inside them: a narrow first column cut its placeholder off.
          // Stacked on a phone, each above its column on wider screens.
          <div className="ph-picker__filters">
            <input className="ph-input ph-input--sm" placeholder={parentPlaceholder ?? 'Search'} value={parentText} onChange={(e) => setParentText(e.target.value)} aria-label={`${title}: filter first level`} />
            <input className="ph-input ph-input--sm" placeholder={childPlaceholder ?? 'Search'} value={childText} onChange={(e) => setChildText(e.target.value)} aria-label={`${title}: filter second level`} />
          </div>
        ) : null}
        <div className="ph-picker__columns">
          <div className="ph-picker__col">
            {/* listboxes (one Tab stop each, arrows, typeahead): the first level's selection follows
                the focus and shows its children; a second-level option is chosen with Enter, Space or a click */}
            <Listbox
              label={`${title}: first level`}
              className="ph-picker__list"
              optionClassName="ph-picker__item"
              selectOnFocus
              onChoose={setParentId}
              options={parents.map((p) => ({
                id: p.id,
                label: p.name,
                selected: p.id === parentId,
                className: p.id === parentId ? 'ph-picker__item--active' : undefined,
                marker: picked.some((x) => x.parent_id === p.id || x.id === p.id) ? <span className="ph-dot" /> : undefined,
              }))}
            />
          </div>
          <div className="ph-picker__col ph-picker__col--wide">
            <Listbox
              label={`${title}: second level`}
              className="ph-picker__list"
              optionClassName="ph-picker__item"
              multiple
              onChoose={(id) => {
                const child = children.find((c) => c.id === id);
                if (child) setPicked((cur) => togglePick(cur, child, max));
              }}
              options={children.map((c) => {
                const on = picked.some((x) => x.id === c.id);
                return { id: c.id, label: c.name, selected: on, disabled: !on && full, className: on ? 'ph-picker__item--picked' : undefined, marker: on ? '✓' : undefined };
              })}
            />
          </div>
        </div>
      </div>
    </Modal>
  );
}
