import { ZAllJobsQuery, ZJobSearchFilter, ZSalaryJobsFilter, type AllJobsQueryInput, type JobSearchFilterInput, type SalaryJobsFilterInput } from '@phjobs/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import type { ListKind } from '../src/data/list-kinds.ts';
import { startOfManilaDay } from '../src/domain/manila-day.ts';
import { plainLookups, type SearchLookups } from '../src/domain/lookups.ts';
import { buildSearchJobAdsQuery } from '../src/data/search-job-ads.ts';
import { filterTerms, likePattern, prefixTsQuery, salaryBoundaries, salaryRangesToken, SqlParams } from '../src/data/search-terms.ts';

const catalog = createCatalogLookups();

function build(filter: JobSearchFilterInput = {}, query: AllJobsQueryInput = {}, lookups: SearchLookups = plainLookups, kind?: ListKind) {
  return buildSearchJobAdsQuery({ filter: ZJobSearchFilter.parse(filter), query: ZAllJobsQuery.parse(query), ...(kind ? { kind } : {}) }, lookups);
}

/** The filter's tokens as one tsquery text, and its other conditions. */
function termsOf(filter: JobSearchFilterInput | SalaryJobsFilterInput, query: AllJobsQueryInput = {}, lookups: SearchLookups = plainLookups) {
  const p = new SqlParams();
  const terms = filterTerms(ZSalaryJobsFilter.parse(filter), ZAllJobsQuery.parse(query), lookups, p);
  return { tokens: terms.tokens.join(' & '), onAd: terms.onAd, onKeys: terms.onKeys.map((condition) => condition('s')), text: terms.text, values: p.values };
}

describe('buildSearchJobAdsQuery: shapes', () => {
  it('with no filter lists ongoing ads only, newest first, id breaking ties, page 1 of 10, its count read from job_ad_list_count', () => {
    const { text, values } = build();
    expect(text).toContain('FROM (SELECT coalesce((SELECT c.ads FROM job_ad_list_count c WHERE c.list = $3), 0) AS n) total');
    expect(text).toContain('ORDER BY j.created_at DESC, j.id DESC\n  LIMIT $1::int OFFSET $2::bigint');
    expect(text).toMatch(/ORDER BY card\.created_at DESC, card\.id DESC$/);
    expect(text).not.toContain('MATERIALIZED');
    expect(values).toEqual([10, 0, '*']);
  });

  it('counts a list without a kept count (Today jobs) from its index', () => {
    const { text } = build({}, {}, plainLookups, { type: 'today', since: new Date('2026-11-21T00:00:00+08:00') });
    expect(text).toContain("FROM (SELECT count(*)::int AS n FROM job_ad j\n  WHERE j.status_code = '012C'\n    AND j.created_at >= $1::timestamptz\n) total");
  });

  it('with a filter finds the matches once in the search table by one tsquery, then counts them and takes the page from them', () => {
    const { text, values } = build({ region: ['1300000000'], salary: { salaryType: '010D', salaryMoreThan: 15000 } });
    expect(text).toMatch(/^WITH matches AS MATERIALIZED \(\n {2}SELECT s\.created_at, s\.id FROM job_ad_search s\n {2}WHERE s\.filter_vector @@ \(\$1::tsquery\)\n\)/);
    expect(values[0]).toBe("('#p#1300000000' | '#c#1300000000') & '#u#010D#15000'");
    expect(text).toContain('FROM (SELECT count(*)::int AS n FROM matches) total');
    expect(text).toContain('FROM (SELECT m.id FROM matches m ORDER BY m.created_at DESC, m.id DESC LIMIT $2::int OFFSET $3::bigint) top');
    expect(text).not.toContain('JOIN job_ad j ON j.id = s.id');
  });

  it('joins job_ad only for conditions no token expresses', () => {
    const { text } = build({ workingHour: { workingHourFrom: '08:00', workingHourTo: '17:00' }, region: ['1300000000'] });
    expect(text).toContain('FROM job_ad_search s\n  JOIN job_ad j ON j.id = s.id');
    expect(text).toContain('j.working_hour_from >= $');
  });

  it('keeps the status a literal so that the partial indexes on 012C apply', () => {
    expect(build().text.match(/j\.status_code = '012C'/g)).toHaveLength(1);
  });

  it('sorts by salary with ads without an amount last and id breaking ties; a keyword ranks by tier first', () => {
    expect(build({}, { orderKey: 'salary' }).text).toContain('ORDER BY j.salary DESC NULLS LAST, j.id DESC');
    const filtered = build({ keyword: 'cook' }, { orderKey: 'salary' }).text;
    expect(filtered).toContain('SELECT s.salary, s.id, CASE WHEN s.filter_vector @@ $');
    expect(filtered).toContain('ORDER BY m.tier, m.salary DESC NULLS LAST, m.id DESC');
    expect(filtered).toMatch(/ORDER BY card\.tier, card\.salary DESC NULLS LAST, card\.id DESC$/);
    const unranked = build({ region: ['1300000000'] }, { orderKey: 'salary' }).text;
    expect(unranked).toContain('ORDER BY m.salary DESC NULLS LAST, m.id DESC');
    expect(unranked).not.toContain('tier');
  });

  it('pages by offset: page 50 of 10 skips 490 ads', () => {
    expect(build({}, { pageNo: '50', pageUnit: '10' }).values.slice(0, 2)).toEqual([10, 490]);
  });

  it('never splices values into the SQL', () => {
    const { text, values } = build({ keyword: "x'; DROP TABLE job_ad; --" });
    expect(text).not.toContain('DROP TABLE');
    expect(text).not.toContain('drop');
    expect(values[0]).toBe("('x':*ABC & 'drop':*ABC & 'table':*ABC & 'job':*ABC & 'ad':*ABC)");
  });

  it('answers the same for every viewer (isScrapped is looked up afterwards), so that it can be cached', () => {
    expect(build().text).not.toContain('ad_scrap');
  });

  it('a keyword: every word begins a word of title, company name or description (or is a synonym), ranked by tier; words inside title and company words only when none matches (one statement)', () => {
    const { text, values } = build({ keyword: 'Barista Makati' });
    expect(text).toMatch(/^WITH words AS MATERIALIZED \(\n {2}SELECT s\.created_at, s\.id, CASE WHEN s\.filter_vector @@ \$4::tsquery THEN 0 WHEN s\.filter_vector @@ \$5::tsquery THEN 1 WHEN s\.filter_vector @@ \$6::tsquery THEN 2 ELSE 3 END AS tier FROM job_ad_search s\n {2}WHERE s\.filter_vector @@ \(\$1::tsquery\)\n\),/);
    expect(values.slice(0, 6)).toEqual([
      "('barista':*ABC & 'makati':*ABC)",
      '%barista%',
      '%makati%',
      "'barista':AB & 'makati':AB",
      "'barista':*AB & 'makati':*AB",
      "('barista':*AB | 'barista':C) & ('makati':*AB | 'makati':C)",
    ]);
    expect(text).toContain('UNION ALL');
    expect(text).toContain('SELECT s.created_at, s.id, 3 AS tier FROM job_ad_search s\n  WHERE (s.words LIKE $2 AND s.words LIKE $3)\n    AND NOT EXISTS (SELECT 1 FROM words)');
    expect(text).toMatch(/ORDER BY card\.tier, card\.created_at DESC, card\.id DESC$/);
  });

  it('a keyword word with Tagalog or English synonyms (packages/contracts search-synonyms) matches them as whole words', () => {
    const { values } = build({ keyword: 'kasambahay' });
    expect(values[0]).toBe("(('kasambahay':*ABC | 'housekeeper':ABC | 'housemaid':ABC | 'maid':ABC))");
    expect(values[2]).toBe("('kasambahay':AB | 'housekeeper':AB | 'housemaid':AB | 'maid':AB)");
  });

  it('a keyword under 3 characters, or with a word under 3, searches word prefixes only', () => {
    for (const keyword of ['it', 'it staff']) {
      const { text } = build({ keyword });
      expect(text).not.toContain('LIKE');
      expect(text).not.toContain('UNION ALL');
    }
  });

  it('a keyword without letters or digits matches nothing', () => {
    const { text, values } = build({ keyword: '%%%' });
    expect(text).not.toContain('LIKE');
    expect(values).toContain("'##none'");
  });
});

describe('buildSearchJobAdsQuery: list calls', () => {
  it('a flag list with no filter reads its partial index in order', () => {
    const { text } = build({}, {}, plainLookups, { type: 'beginner' });
    expect(text).toContain("WHERE j.status_code = '012C'\n    AND j.is_beginner_possible\n  ORDER BY j.created_at DESC");
    expect(build({}, {}, plainLookups, { type: 'safe', safeType: 'all' }).text).toContain('AND (j.is_employment_contract OR j.is_three_major OR j.is_permit)');
    expect(build({}, {}, plainLookups, { type: 'regular' }).text).toContain("AND j.employee_types @> '{011A}'::text[]");
  });

  it('a flag list with a filter adds the flag as a token', () => {
    const { values } = build({ region: ['1300000000'] }, {}, plainLookups, { type: 'withFriend' });
    expect(values[0]).toBe("'#friend' & ('#p#1300000000' | '#c#1300000000')");
  });

  it("today: ads created since the start of the day in Manila", () => {
    const since = startOfManilaDay(new Date('2026-03-01T17:30:00Z'));
    expect(since.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(startOfManilaDay(new Date('2026-03-01T15:59:59Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    const plain = build({}, {}, plainLookups, { type: 'today', since });
    expect(plain.text).toContain('AND j.created_at >= $1::timestamptz');
    expect(plain.values[0]).toBe('2026-03-01T16:00:00.000Z');
    expect(build({ keyword: 'cook' }, {}, plainLookups, { type: 'today', since }).text).toContain('AND s.created_at >= $1::timestamptz');
  });

  it('the map: a bounding box on the (lat, lng) of the search table, with the filter in the same table', () => {
    const box = { north: 14.618, south: 14.582, west: 120.964, east: 120.996 };
    const plain = build({}, {}, plainLookups, { type: 'map', box });
    expect(plain.text).toContain('FROM job_ad_search s\n  WHERE s.lat BETWEEN $1::float8 AND $2::float8\n    AND s.lng BETWEEN $3::float8 AND $4::float8');
    expect(plain.values.slice(0, 4)).toEqual([14.582, 14.618, 120.964, 120.996]);
    const filtered = build({ region: ['1300000000'] }, {}, plainLookups, { type: 'map', box }).text;
    expect(filtered).toContain('WHERE s.filter_vector @@ ($5::tsquery)\n    AND s.lat BETWEEN');
    expect(filtered).not.toContain('JOIN job_ad j ON j.id = s.id');
    expect(build({}, {}, plainLookups, { type: 'map', box: { ...box, west: 179.5, east: -179.5 } }).text).toContain('(s.lng >= $3::float8 OR s.lng <= $4::float8)');
  });
});

describe('filterTerms: every filter is a token', () => {
  it('specialization: a parent id stands for itself and its children', () => {
    expect(termsOf({ specialization: ['SP06', 'SP0201'] }, {}, catalog).tokens).toBe(
      "('#sp#SP06' | '#sp#SP0601' | '#sp#SP0602' | '#sp#SP0603' | '#sp#SP0604' | '#sp#SP0605' | '#sp#SP0606' | '#sp#SP0607' | '#sp#SP0608' | '#sp#SP0201')",
    );
  });

  it("the search index's sets: one group per chosen value (a parent's children, a region's two tokens), each kept as one union between searches", () => {
    const sets = (filter: JobSearchFilterInput) => filterTerms(ZSalaryJobsFilter.parse(filter), ZAllJobsQuery.parse({}), catalog, new SqlParams(false)).sets;
    const sp06 = ['SP06', 'SP0601', 'SP0602', 'SP0603', 'SP0604', 'SP0605', 'SP0606', 'SP0607', 'SP0608'].map((id) => `sp#${id}`);
    // The same parent in another mix is the same group: its union is derived once a version (search-index.ts #anyOf).
    expect(sets({ specialization: ['SP06', 'SP0201'] })).toEqual([[sp06, ['sp#SP0201']]]);
    expect(sets({ specialization: ['SP0201', 'SP06', 'SP06'] })).toEqual([[['sp#SP0201'], sp06]]);
    expect(sets({ region: ['1300000000', '0730600000'], employeeType: ['011A', '011C'] })).toEqual([
      [['p#1300000000', 'c#1300000000'], ['p#0730600000', 'c#0730600000']],
      [['et#011A'], ['et#011C']],
    ]);
  });

  it('region: any of the chosen provinces or cities', () => {
    expect(termsOf({ region: ['1300000000', '0730600000'] }).tokens).toBe("('#p#1300000000' | '#c#1300000000' | '#p#0730600000' | '#c#0730600000')");
  });

  it('education: ads asking at most the chosen level; Irrelevant (004A) filters nothing', () => {
    expect(termsOf({ education: '004D' }).tokens).toBe("'#e#004D'");
    expect(termsOf({ education: '004A' }).tokens).toBe('');
  });

  it("employeeType: any of the chosen; 'all' or more than 3 filters nothing", () => {
    expect(termsOf({ employeeType: ['011A', '011C'] }).tokens).toBe("('#et#011A' | '#et#011C')");
    expect(termsOf({ employeeType: ['all', '011A'] }).tokens).toBe('');
    expect(termsOf({ employeeType: ['011A', '011B', '011C', '011D'] }).tokens).toBe('');
  });

  it('workingPeriod: the chosen periods, or a negotiable one', () => {
    expect(termsOf({ workingPeriod: ['008A'], workingPeriodNegotiable: true }).tokens).toBe("('#wp#008A' | '#wpn')");
    expect(termsOf({ workingPeriodNegotiable: true }).tokens).toBe("'#wpn'");
  });

  it('workingDay: All filters nothing, a code filters that code, selected days compare the days worked', () => {
    expect(termsOf({ workingDay: '007A', selectedDay: ['MON'] }).tokens).toBe('');
    expect(termsOf({ workingDay: '007C' }).tokens).toBe("'#wd#007C'");
    expect(termsOf({ workingDay: '007G' }).tokens).toBe("'#wd#007G'");
    expect(termsOf({ workingDay: '007G', selectedDay: ['SAT', 'SUN'] }).tokens).toBe("('#d#SAT' | '#d#SUN')");
    const only = termsOf({ workingDay: '007G', selectedDay: ['SAT'], onlySelectedDay: true, workingDayNegotiable: true });
    expect(only.tokens).toBe("('#d#SAT' | '#wdn')");
    expect(only.onAd).toEqual(["((j.work_days <@ $1::text[] AND j.work_days <> '{}') OR j.working_day_negotiable)"]);
  });

  it('workingHour: list mode by code, range mode by hours, or negotiable hours', () => {
    expect(termsOf({ workingHour: { isListSelect: true, workingHour: ['009Z'] } }).tokens).toBe("'#wh#009Z'");
    const range = termsOf({ workingHour: { isListSelect: false, workingHourFrom: '08:00', workingHourTo: '17:00', isNegotiable: true } });
    expect(range.onAd).toEqual(['((j.working_hour_from >= $1 AND j.working_hour_to <= $2 AND j.working_hour_from <= j.working_hour_to) OR j.working_hour_negotiable)']);
    expect(range.values).toEqual(['08:00', '17:00']);
    expect(termsOf({ workingHour: { workingHourFrom: '22:00', workingHourTo: '06:00' } }).onAd[0]).toContain('j.working_hour_from > j.working_hour_to');
    expect(termsOf({ workingHour: { isNegotiable: true } }).tokens).toBe("'#whn'");
  });

  it('salary: the same unit and at least the amount, a boundary token and the exact amount between boundaries', () => {
    expect(termsOf({ salary: { salaryType: '010D', salaryMoreThan: 15000 } })).toMatchObject({ tokens: "'#u#010D#15000'", onKeys: [] });
    expect(termsOf({ salary: { salaryType: '010D', salaryMoreThan: 16500 } })).toMatchObject({ tokens: "'#u#010D#15000'", onKeys: ['s.salary >= $1::numeric'], values: [16500] });
    expect(termsOf({ salary: { salaryType: '010D', salaryMoreThan: 100 } })).toMatchObject({ tokens: "'#u#010D'", onKeys: ['s.salary >= $1::numeric'] });
    expect(termsOf({ salary: { salaryType: '010D', salaryMoreThan: '' } })).toMatchObject({ tokens: "'#u#010D'", onKeys: [] });
    expect(termsOf({ salary: { salaryType: '010F', salaryMoreThan: 100 } })).toMatchObject({ tokens: "'#u#010F'", onKeys: [] });
    expect(termsOf({ salary: { salaryMoreThan: 100 } }).tokens).toBe('');
  });

  it('salary ranges: inside any chosen range of its unit, min inclusive, max exclusive', () => {
    expect(termsOf({ salaryRanges: [{ salaryType: '010D', min: 15000, max: 20000 }] }).tokens).toBe("'#r#010D#15000'");
    expect(salaryRangesToken([{ salaryType: '010B', min: null, max: 500 }, { salaryType: '010D', min: 80000, max: null }])).toBe("('#r#010B#below' | '#r#010D#80000')");
  });

  it('welfarebenefits and preference: any of the chosen, parents standing for their children', () => {
    expect(termsOf({ welfarebenefits: ['WF04'], preference: ['PF0101'] }, {}, catalog).tokens).toBe(
      "('#wf#WF04' | '#wf#WF0401' | '#wf#WF0402' | '#wf#WF0403' | '#wf#WF0404' | '#wf#WF0405' | '#wf#WF0406' | '#wf#WF0407') & '#pf#PF0101'",
    );
  });

  it('searchKey: the title and company tabs search the words of that field, the specialization and region tabs match names', () => {
    expect(termsOf({}, { searchKey: 'cook', searchType: 'title' })).toMatchObject({ text: [{ ts: '$1::tsquery', substring: null, rank: ["('cook':A | 'kusinero':A | 'kusinera':A | 'tagaluto':A)", "('cook':*A | 'kusinero':A | 'kusinera':A | 'tagaluto':A)"] }], values: ["(('cook':*A | 'kusinero':A | 'kusinera':A | 'tagaluto':A))"] });
    expect(termsOf({}, { searchKey: 'jollibee', searchType: 'companyName' }).values).toEqual(["('jollibee':*B)"]);
    expect(termsOf({}, { searchKey: 'barista', searchType: 'specialization' }, catalog)).toMatchObject({ text: [{ ts: '$1::tsquery', substring: null, rank: null }], values: ["'#sp#SP0601'"] });
    expect(termsOf({}, { searchKey: 'cebu city', searchType: 'region' }, catalog).values).toEqual(["('#p#0730600000' | '#c#0730600000')"]);
    expect(termsOf({}, { searchKey: 'nowhere at all', searchType: 'region' }, catalog).values).toEqual(["'##none'"]);
    const all = termsOf({}, { searchKey: 'cebu' }, catalog);
    expect(all.values[0]).toMatch(/^\('cebu':\*ABC\) \| \('#p#0702200000' \| /);
    expect(all.text[0]!.substring).toBe('(s.words LIKE $2)');
  });

  it("language and workType: any of the chosen, an ad's 'all' matching every choice; 'all' chosen filters nothing", () => {
    expect(termsOf({ language: ['korean'], workType: ['remote', 'hybrid'] }).tokens).toBe("('#lang#korean' | '#lang#all') & ('#wt#remote' | '#wt#hybrid' | '#wt#all')");
    expect(termsOf({ language: ['all'], workType: ['all'] }).tokens).toBe('');
  });

  it('isMulti asks for the multi token (ads wanting Korean or English and Korean)', () => {
    expect(termsOf({}, { isMulti: 'true' }).tokens).toBe("'#multi'");
  });
});

describe('helpers', () => {
  it('escapes the LIKE wildcards of a keyword', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('keeps letters and digits of any script and drops tsquery syntax', () => {
    expect(prefixTsQuery('Las Piñas & C++ (dev)!')).toBe('las:* & piñas:* & c:* & dev:*');
    expect(prefixTsQuery('!!! ???')).toBeNull();
  });

  it('lists the salary boundaries of a unit in order, none for negotiable', () => {
    expect(salaryBoundaries('010D')).toEqual([13000, 15000, 20000, 30000, 40000, 80000]);
    expect(salaryBoundaries('010F')).toEqual([]);
  });
});
