/**
 * The search lookups over the contracts' code trees (taxonomy.ts) and PSGC places (regions.ts),
 * indexed once at start.
 */
import { CITIES, PROVINCES } from '@phjobs/contracts/regions';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE, type CodeItem, type CodeTree } from '@phjobs/contracts/taxonomy';
import type { CodeTree as TreeName, SearchLookups } from './lookups.ts';

type TreeIndex = { items: Map<string, CodeItem>; expand: Map<string, string[]> };

function indexTree(tree: CodeTree): TreeIndex {
  const items = new Map(tree.map((item) => [item.id, item]));
  const expand = new Map<string, string[]>(tree.map((item) => [item.id, [item.id]]));
  for (const item of tree) if (item.parent_id) expand.get(item.parent_id)?.push(item.id);
  return { items, expand };
}

/** Names matched without regard to case or accents ('Las Piñas' is found by 'pinas'). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export function createCatalogLookups(): SearchLookups {
  const trees: Record<TreeName, TreeIndex> = {
    specialization: indexTree(SPECIALIZATION_TREE),
    welfare: indexTree(WELFARE_TREE),
    preference: indexTree(PREFERENCE_TREE),
  };
  const cities = new Map(CITIES.map((city) => [city.id, city.name]));
  const provinces = new Map(PROVINCES.map((province) => [province.id, province.name]));
  const places = [...PROVINCES, ...CITIES].map((place) => ({ id: place.id, name: fold(place.name) }));
  const specializationNames = SPECIALIZATION_TREE.map((item) => ({ id: item.id, name: fold(item.name) }));
  const expand = (tree: TreeName) => (id: string) => trees[tree].expand.get(id) ?? [];

  return {
    specializationIds: expand('specialization'),
    welfareIds: expand('welfare'),
    preferenceIds: expand('preference'),
    specializationsNamed: (keyword) => {
      const wanted = fold(keyword.trim());
      if (!wanted) return [];
      const ids = specializationNames.filter((item) => item.name.includes(wanted)).flatMap((item) => trees.specialization.expand.get(item.id) ?? []);
      return [...new Set(ids)];
    },
    regionsNamed: (keyword) => {
      const wanted = fold(keyword.trim());
      return wanted ? places.filter((place) => place.name.includes(wanted)).map((place) => place.id) : [];
    },
    codeItem: (tree, id) => trees[tree].items.get(id) ?? null,
    cityName: (id) => (id ? (cities.get(id) ?? null) : null),
    provinceName: (id) => (id ? (provinces.get(id) ?? null) : null),
  };
}
