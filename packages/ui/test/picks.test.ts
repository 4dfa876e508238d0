import { describe, expect, it } from 'vitest';
import { filterByName, indexTree, summarizePicks, togglePick } from '../src/picks';

const items = [
  { codegroup_id: 'spec', id: 'A', name: 'Food', depth: 1, parent_id: null },
  { codegroup_id: 'spec', id: 'A1', name: 'Cook', depth: 2, parent_id: 'A' },
  { codegroup_id: 'spec', id: 'A2', name: 'Barista', depth: 2, parent_id: 'A' },
  { codegroup_id: 'spec', id: 'B', name: 'Office', depth: 1, parent_id: null },
  { codegroup_id: 'spec', id: 'B1', name: 'Clerk', depth: 2, parent_id: 'B' },
];

describe('two-level picks', () => {
  it('indexes parents and their children', () => {
    const tree = indexTree(items);
    expect(tree.parents.map((p) => p.id)).toEqual(['A', 'B']);
    expect(tree.childrenOf('A').map((c) => c.id)).toEqual(['A1', 'A2']);
  });

  it('removes an already chosen item when chosen again', () => {
    const cook = items[1]!;
    expect(togglePick([cook], cook, 5)).toEqual([]);
  });

  it('ignores picks beyond the limit', () => {
    const [, a1, a2, , b1] = items;
    const two = togglePick(togglePick([], a1!, 2), a2!, 2);
    expect(togglePick(two, b1!, 2)).toEqual(two);
  });

  it('filters by name, ignoring case', () => {
    expect(filterByName(items, 'bar').map((i) => i.id)).toEqual(['A2']);
  });

  it("summarises picks as the first one plus '+N'", () => {
    expect(summarizePicks([])).toBe('All');
    expect(summarizePicks([{ name: 'Cook' }, { name: 'Clerk' }, { name: 'Barista' }])).toBe('Cook +2');
  });
});
