/**
 * The list calls of jobs-seeker.md section 7 share one search; each narrows it in its own way.
 * A kind says how, twice: as conditions on job_ad (`ordered`: served by a partial index in
 * register-date order, used when the body holds no filter) and as search terms (used with a filter).
 */
import type { SafeType } from '@phjobs/contracts/jobs';
import { addAnyOf, emptyTerms, type SearchTerms, type SqlParams } from './search-terms.ts';

export type MapBox = { north: number; south: number; west: number; east: number };

export type ListKind =
  | { type: 'all' }
  | { type: 'beginner' }
  | { type: 'regular' }
  | { type: 'withFriend' }
  /** Created since this instant (the start of today in Manila). */
  | { type: 'today'; since: Date }
  | { type: 'safe'; safeType: SafeType }
  /** Home regional sections: a province and/or a city (PSGC ids). */
  | { type: 'region'; province?: string | undefined; city?: string | undefined }
  /** The map's visible area. */
  | { type: 'map'; box: MapBox };

export type KindTerms = {
  /**
   * Conditions for the filter-less shape, on job_ad j (or, with `orderedOnSearch`, on job_ad_search
   * s), served by an index in register-date order; null when this kind needs the search terms.
   */
  ordered: string[] | null;
  orderedOnSearch?: boolean;
  /**
   * The key of job_ad_list_count holding how many ads `ordered` selects (migration list_counts),
   * when one does: the count is then read, not counted.
   */
  counted?: string;
  terms: SearchTerms;
};

/** Flags each list call adds: the SQL on job_ad (matching a partial index of the lists migration) and the token. */
const FLAG: Record<'beginner' | 'regular' | 'withFriend' | SafeType, { sql: string; token: string }> = {
  beginner: { sql: 'j.is_beginner_possible', token: 'beginner' },
  withFriend: { sql: 'j.is_with_friend', token: 'friend' },
  // Regular employment: employee type 011A.
  regular: { sql: "j.employee_types @> '{011A}'::text[]", token: 'et#011A' },
  contract: { sql: 'j.is_employment_contract', token: 'contract' },
  insurance: { sql: 'j.is_three_major', token: 'insurance' },
  permit: { sql: 'j.is_permit', token: 'permit' },
  // 'ALL' of Verified jobs: any of the three badges.
  all: { sql: '(j.is_employment_contract OR j.is_three_major OR j.is_permit)', token: 'safe' },
};

export function kindTerms(kind: ListKind, p: SqlParams): KindTerms {
  const terms = emptyTerms();
  switch (kind.type) {
    case 'all':
      return { ordered: [], terms, counted: '*' };
    case 'beginner':
    case 'regular':
    case 'withFriend': {
      const flag = FLAG[kind.type];
      addAnyOf(terms, [flag.token], p.sql);
      return { ordered: [flag.sql], terms, counted: flag.token };
    }
    case 'safe': {
      const flag = FLAG[kind.safeType];
      addAnyOf(terms, [flag.token], p.sql);
      return { ordered: [flag.sql], terms, counted: flag.token };
    }
    case 'today': {
      const since = p.add(kind.since.toISOString(), 'timestamptz');
      terms.onKeys.push((alias) => `${alias}.created_at >= ${since}`);
      terms.conditions.push({ type: 'since', ms: kind.since.getTime() });
      return { ordered: [`j.created_at >= ${since}`], terms };
    }
    case 'region': {
      // Without a filter: the region's index of job_ad_search in register-date order (a city's, when given).
      const ordered: string[] = [];
      if (kind.city) ordered.push(`s.city_id = ${p.add(kind.city)}`);
      else if (kind.province) ordered.push(`s.province_id = ${p.add(kind.province)}`);
      if (kind.province) addAnyOf(terms, [`p#${kind.province}`], p.sql);
      if (kind.city) addAnyOf(terms, [`c#${kind.city}`], p.sql);
      if (kind.city && kind.province) ordered.push(`s.province_id = ${p.add(kind.province)}`);
      const counted = kind.city && kind.province ? undefined : kind.city ? `c#${kind.city}` : kind.province ? `p#${kind.province}` : undefined;
      return { ordered, orderedOnSearch: ordered.length > 0, terms, ...(counted === undefined ? {} : { counted }) };
    }
    case 'map': {
      const { north, south, west, east } = kind.box;
      // A box on (lat, lng) of job_ad_search (index-only); a box across the antimeridian (west > east) wraps.
      const [s, n, w, e] = [p.add(south, 'float8'), p.add(north, 'float8'), p.add(west, 'float8'), p.add(east, 'float8')];
      terms.onKeys.push((alias) => `${alias}.lat BETWEEN ${s} AND ${n}`);
      terms.onKeys.push((alias) => (west <= east ? `${alias}.lng BETWEEN ${w} AND ${e}` : `(${alias}.lng >= ${w} OR ${alias}.lng <= ${e})`));
      terms.conditions.push({ type: 'box', south, north, west, east });
      return { ordered: null, terms };
    }
  }
}
