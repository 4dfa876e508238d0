/**
 * What the search needs to know about the code trees and places: which ids a chosen id stands for
 * (a parent stands for its children), which ids a keyword names, and the names shown on cards.
 * Built from the contracts' taxonomy and region tables (./catalog.ts); tests pass small ones.
 */
import type { CodeItem } from '@phjobs/contracts/taxonomy';

export type CodeTree = 'specialization' | 'welfare' | 'preference';

export type SearchLookups = {
  /** The chosen id and, for a parent, its children. Unknown ids give []. */
  specializationIds(id: string): readonly string[];
  welfareIds(id: string): readonly string[];
  preferenceIds(id: string): readonly string[];
  /** Specialization ids whose name contains the keyword (case-insensitive), parents expanded. */
  specializationsNamed(keyword: string): readonly string[];
  /** Province and city ids whose name contains the keyword (case-insensitive). */
  regionsNamed(keyword: string): readonly string[];
  /** The code item of an id of a tree, for the detail's lists; null when unknown. */
  codeItem(tree: CodeTree, id: string): CodeItem | null;
  cityName(id: string | null): string | null;
  provinceName(id: string | null): string | null;
};

/** No trees, no places: every id stands for itself. For unit tests of the SQL builder. */
export const plainLookups: SearchLookups = {
  specializationIds: (id) => [id],
  welfareIds: (id) => [id],
  preferenceIds: (id) => [id],
  specializationsNamed: () => [],
  regionsNamed: () => [],
  codeItem: (tree, id) => ({ codegroup_id: tree, id, name: id, depth: 2, parent_id: null }),
  cityName: (id) => id,
  provinceName: (id) => id,
};
