import { describe, expect, it } from 'vitest';
import {
  FREELANCER_SPECIALIZATION,
  PREFERENCE_TREE,
  PREFERENCES,
  SPECIALIZATION_TREE,
  TALENT_SPECIALIST,
  TALENT_SPECIALIST_KEYS,
  WELFARE_TREE,
  childrenOf,
  codeName,
  isCode,
  rootOf,
  type CodeTree,
} from '../src/taxonomy.ts';

const trees: [string, CodeTree][] = [
  ['specialization', SPECIALIZATION_TREE],
  ['welfare', WELFARE_TREE],
  ['preference', PREFERENCE_TREE],
];

describe.each(trees)('the %s tree', (group, tree) => {
  it('is a two-level tree of code items with unique ids of its code group', () => {
    expect(new Set(tree.map((i) => i.id)).size).toBe(tree.length);
    for (const item of tree) {
      expect(item.codegroup_id).toBe(group);
      if (item.depth === 1) expect(item.parent_id).toBeNull();
      else {
        expect(item.parent_id && item.id.startsWith(item.parent_id)).toBe(true);
        expect(codeName(tree, item.parent_id ?? '')).toBeDefined();
      }
    }
  });

  it('gives every parent 4 to 8 children', () => {
    for (const parent of childrenOf(tree, null)) {
      const n = childrenOf(tree, parent.id).length;
      expect(n, parent.name).toBeGreaterThanOrEqual(4);
      expect(n, parent.name).toBeLessThanOrEqual(8);
    }
  });
});

describe('code trees', () => {
  it('offers at least 12 specialization fields, from BPO to domestic work', () => {
    const parents = childrenOf(SPECIALIZATION_TREE, null).map((p) => p.name);
    expect(parents.length).toBeGreaterThanOrEqual(12);
    expect(parents).toEqual(expect.arrayContaining(['Customer Service / BPO', 'IT / Software', 'Healthcare', 'Domestic / Cleaning']));
  });

  it('has the mandatory benefits of Philippine employment among the welfare benefits', () => {
    expect(codeName(WELFARE_TREE, 'WF0101')).toBe('SSS, PhilHealth, Pag-IBIG');
    expect(codeName(WELFARE_TREE, 'WF0401')).toBe('13th month pay');
  });

  it('lists preferences as depth-2 items, among them the usual Philippine ones', () => {
    expect(PREFERENCES.every((p) => p.depth === 2)).toBe(true);
    expect(PREFERENCES.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Fresh graduates welcome', 'Can speak Korean', 'With own motorcycle', 'Near the workplace', 'PWD friendly', 'Senior citizens welcome']),
    );
  });

  it('maps the ten talent specialist keys of the employer spec to specialization codes', () => {
    expect(TALENT_SPECIALIST_KEYS).toEqual(['CS', 'Design', 'Barista', 'Cook', 'Beauty', 'Sales', 'Office', 'Medical', 'Delivery', 'Cleaning']);
    for (const key of TALENT_SPECIALIST_KEYS) expect(isCode(SPECIALIZATION_TREE, TALENT_SPECIALIST[key]), key).toBe(true);
    for (const id of Object.values(FREELANCER_SPECIALIZATION)) expect(isCode(SPECIALIZATION_TREE, id)).toBe(true);
  });

  it('answers lookups: children, names, roots, unknown ids', () => {
    expect(childrenOf(SPECIALIZATION_TREE, 'SP06').map((c) => c.id)).toContain('SP0601');
    expect(codeName(SPECIALIZATION_TREE, 'SP0601')).toBe('Barista');
    expect(rootOf(SPECIALIZATION_TREE, 'SP0601')?.id).toBe('SP06');
    expect(rootOf(SPECIALIZATION_TREE, 'SP06')?.id).toBe('SP06');
    expect(codeName(SPECIALIZATION_TREE, 'XX99')).toBeUndefined();
    expect(childrenOf(WELFARE_TREE, 'XX99')).toEqual([]);
  });
});
