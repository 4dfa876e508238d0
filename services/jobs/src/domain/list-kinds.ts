/**
 * The list calls of jobs-seeker.md section 7 share one search; each narrows it in its own way.
 * A kind says how, twice: as conditions on job_ad (`ordered`: served by a partial index in
 * register-date order, used when the body holds no filter) and as search terms (used with a filter).
 */
import type { SafeType } from '@phjobs/contracts/jobs';
import { emptyTerms, token, type SearchTerms, type SqlParams } from './search-terms.ts';

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
  /** Conditions on job_ad j for the filter-less shape, or null when this kind needs the search terms. */
  ordered: string[] | null;
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
      return { ordered: [], terms };
    case 'beginner':
    case 'regular':
    case 'withFriend': {
      const flag = FLAG[kind.type];
      terms.tokens.push(token(flag.token));
      return { ordered: [flag.sql], terms };
    }
    case 'safe': {
      const flag = FLAG[kind.safeType];
      terms.tokens.push(token(flag.token));
      return { ordered: [flag.sql], terms };
    }
    case 'today': {
      const since = p.add(kind.since.toISOString(), 'timestamptz');
      terms.onKeys.push((alias) => `${alias}.created_at >= ${since}`);
      return { ordered: [`j.created_at >= ${since}`], terms };
    }
    case 'region': {
      if (kind.province) terms.tokens.push(token(`p#${kind.province}`));
      if (kind.city) terms.tokens.push(token(`c#${kind.city}`));
      return { ordered: terms.tokens.length ? null : [], terms };
    }
    case 'map': {
      const { north, south, west, east } = kind.box;
      // A box on the indexed (lat, lng); a box across the antimeridian (west > east) wraps.
      const lat = `j.lat BETWEEN ${p.add(south, 'float8')} AND ${p.add(north, 'float8')}`;
      const lng = west <= east ? `j.lng BETWEEN ${p.add(west, 'float8')} AND ${p.add(east, 'float8')}` : `(j.lng >= ${p.add(west, 'float8')} OR j.lng <= ${p.add(east, 'float8')})`;
      terms.onAd.push(lat, lng);
      return { ordered: null, terms };
    }
  }
}

/** The start of the day in Manila (UTC+8 all year, no daylight saving) of an instant. */
export function startOfManilaDay(now: Date): Date {
  const offset = 8 * 3_600_000;
  return new Date(Math.floor((now.getTime() + offset) / 86_400_000) * 86_400_000 - offset);
}
