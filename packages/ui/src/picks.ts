/**
 * Two-level code trees (specialization, region, welfare, preference) and the pick rules of the
 * spec's picker modals: choosing an already chosen item removes it; adding beyond the limit is
 * ignored; Reset clears; Apply commits; closing discards unapplied picks.
 */

/** The spec's code item: `{ codegroup_id, id, name, depth: 1|2, parent_id }`. */
export type CodeItemLike = {
  codegroup_id?: string | null;
  id: string;
  name: string;
  depth: number;
  parent_id?: string | null;
};

export type TreeIndex<T extends CodeItemLike> = {
  parents: T[];
  childrenOf: (parentId: string) => T[];
  byId: Map<string, T>;
};

export function indexTree<T extends CodeItemLike>(items: readonly T[]): TreeIndex<T> {
  const parents = items.filter((i) => i.depth === 1);
  const children = new Map<string, T[]>();
  for (const item of items) {
    if (item.depth !== 2 || !item.parent_id) continue;
    const list = children.get(item.parent_id) ?? [];
    list.push(item);
    children.set(item.parent_id, list);
  }
  return { parents, childrenOf: (id) => children.get(id) ?? [], byId: new Map(items.map((i) => [i.id, i])) };
}

/** Toggles `item` in `picked`: removes it when present, adds it when under `max`, else unchanged. */
export function togglePick<T extends CodeItemLike>(picked: readonly T[], item: T, max: number): T[] {
  if (picked.some((p) => p.id === item.id)) return picked.filter((p) => p.id !== item.id);
  if (picked.length >= max) return [...picked];
  return [...picked, item];
}

/** Case-insensitive name filter. */
export function filterByName<T extends CodeItemLike>(items: readonly T[], text: string): T[] {
  const q = text.trim().toLowerCase();
  return q ? items.filter((i) => i.name.toLowerCase().includes(q)) : [...items];
}

/** 'Manila +2': the first pick and the count of the others. */
export function summarizePicks(picked: readonly { name: string }[], empty = 'All'): string {
  const first = picked[0];
  if (!first) return empty;
  return picked.length > 1 ? `${first.name} +${picked.length - 1}` : first.name;
}
