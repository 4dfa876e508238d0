import { ZAllJobsQuery, ZJobSearchFilter, type JobSearchFilterInput, type AllJobsQueryInput } from '@phjobs/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { createCatalogLookups } from './catalog.ts';
import { plainLookups } from './lookups.ts';
import { buildSearchJobAdsQuery, likePattern, prefixTsQuery } from './search-job-ads.ts';

const catalog = createCatalogLookups();

function build(filter: JobSearchFilterInput = {}, query: AllJobsQueryInput = {}, viewerId: string | null = null, lookups = plainLookups) {
  return buildSearchJobAdsQuery({ filter: ZJobSearchFilter.parse(filter), query: ZAllJobsQuery.parse(query), viewerId }, lookups);
}

/** The conditions of the (first) WHERE, one a line. */
const whereOf = (text: string) => text.split('WHERE ')[1]!.split('\n)')[0]!.split('\n    AND ').map((line) => line.trim());

describe('buildSearchJobAdsQuery', () => {
  it('with no filter lists ongoing ads only, newest first, id breaking ties, page 1 of 10', () => {
    const { text, values } = build();
    expect(whereOf(text)).toEqual(["j.status_code = '012C'"]);
    expect(text).toContain('ORDER BY j.created_at DESC, j.id DESC\n  LIMIT $1::int OFFSET $2::bigint');
    expect(text).toMatch(/ORDER BY card\.created_at DESC, card\.id DESC$/);
    expect(values).toEqual([10, 0]);
  });

  it('with no filter counts and pages separately: an index-only count beside an ordered index read', () => {
    const { text } = build();
    expect(text).not.toContain('MATERIALIZED');
    expect(text).toContain("FROM (SELECT count(*)::int AS n FROM job_ad j\n  WHERE j.status_code = '012C'\n) total");
  });

  it('with a filter finds the matches once, then counts them and takes the page from them', () => {
    const { text } = build({ keyword: 'cook' });
    expect(text).toMatch(/^WITH matches AS MATERIALIZED \(\n {2}SELECT j\.created_at, j\.id FROM job_ad j\n/);
    expect(text).toContain('FROM (SELECT count(*)::int AS n FROM matches) total');
    expect(text).toContain('FROM (SELECT m.id FROM matches m ORDER BY m.created_at DESC, m.id DESC LIMIT $3::int OFFSET $4::bigint) top');
  });

  it('keeps the status a literal so that the partial indexes on 012C apply', () => {
    expect(build().text.match(/j\.status_code = '012C'/g)).toHaveLength(2);
    expect(build({ keyword: 'cook' }).text.match(/j\.status_code = '012C'/g)).toHaveLength(1);
  });

  it('sorts by salary with ads without an amount last and id breaking ties', () => {
    expect(build({}, { orderKey: 'salary' }).text).toContain('ORDER BY j.salary DESC NULLS LAST, j.id DESC');
    const filtered = build({ keyword: 'cook' }, { orderKey: 'salary' }).text;
    expect(filtered).toContain('SELECT j.salary, j.id FROM job_ad j');
    expect(filtered).toContain('ORDER BY m.salary DESC NULLS LAST, m.id DESC');
    expect(filtered).toMatch(/ORDER BY card\.salary DESC NULLS LAST, card\.id DESC$/);
  });

  it('pages by offset: page 50 of 10 skips 490 ads', () => {
    expect(build({}, { pageNo: '50', pageUnit: '10' }).values).toEqual([10, 490]);
  });

  it('never splices values into the SQL', () => {
    const { text, values } = build({ keyword: "x'; DROP TABLE job_ad; --" });
    expect(text).not.toContain('DROP TABLE');
    expect(values).toContain("%x'; DROP TABLE job\\_ad; --%");
  });

  it('computes isScrapped for a signed-in user only', () => {
    expect(build().text).toContain('false AS is_scrapped');
    const { text, values } = build({}, {}, '42');
    expect(text).toContain('EXISTS (SELECT 1 FROM ad_scrap s WHERE s.user_id = $3::bigint AND s.job_id = card.id) AS is_scrapped');
    expect(values[2]).toBe('42');
  });

  it('specialization: a parent id stands for itself and its children', () => {
    const { text, values } = build({ specialization: ['SP06', 'SP0201'] }, {}, null, catalog);
    expect(whereOf(text)).toContain('j.specialization_ids && $1::text[]');
    expect(values[0]).toEqual(['SP06', 'SP0601', 'SP0602', 'SP0603', 'SP0604', 'SP0605', 'SP0606', 'SP0607', 'SP0608', 'SP0201']);
  });

  it('region: any of the chosen provinces or cities', () => {
    const { text, values } = build({ region: ['1300000000', '0730600000'] });
    expect(whereOf(text)).toContain('(j.province_id = ANY($1::text[]) OR j.city_id = ANY($1::text[]))');
    expect(values[0]).toEqual(['1300000000', '0730600000']);
  });

  it('education: ads asking at most the chosen level; Irrelevant (004A) filters nothing', () => {
    expect(whereOf(build({ education: '004D' }).text)).toContain('j.education_code <= $1');
    expect(whereOf(build({ education: '004A' }).text)).toHaveLength(1);
  });

  it("employeeType: any of the chosen; 'all' or more than 3 filters nothing", () => {
    expect(whereOf(build({ employeeType: ['011A', '011C'] }).text)).toContain('j.employee_types && $1::text[]');
    expect(whereOf(build({ employeeType: ['all', '011A'] }).text)).toHaveLength(1);
    expect(whereOf(build({ employeeType: ['011A', '011B', '011C', '011D'] }).text)).toHaveLength(1);
  });

  it('workingPeriod: the chosen periods, or a negotiable one', () => {
    expect(whereOf(build({ workingPeriod: ['008A'], workingPeriodNegotiable: true }).text)).toContain(
      '(j.working_period_code = ANY($1::text[]) OR j.working_period_negotiable)',
    );
    expect(whereOf(build({ workingPeriodNegotiable: true }).text)).toContain('j.working_period_negotiable');
  });

  it('workingDay: All filters nothing, a code filters that code, selected days compare the days worked', () => {
    expect(whereOf(build({ workingDay: '007A', selectedDay: ['MON'] }).text)).toHaveLength(1);
    expect(whereOf(build({ workingDay: '007C' }).text)).toContain('j.working_day_code = $1');
    expect(whereOf(build({ workingDay: '007G' }).text)).toContain('j.working_day_code = $1');
    expect(whereOf(build({ workingDay: '007G', selectedDay: ['SAT', 'SUN'] }).text)).toContain('j.work_days && $1::text[]');
    expect(whereOf(build({ workingDay: '007G', selectedDay: ['SAT'], onlySelectedDay: true, workingDayNegotiable: true }).text)).toContain(
      "((j.work_days <@ $1::text[] AND j.work_days <> '{}') OR j.working_day_negotiable)",
    );
  });

  it('workingHour: list mode by code, range mode by hours, or negotiable hours', () => {
    expect(whereOf(build({ workingHour: { isListSelect: true, workingHour: ['009Z'] } }).text)).toContain('j.working_hour_code = ANY($1::text[])');
    const range = build({ workingHour: { isListSelect: false, workingHourFrom: '08:00', workingHourTo: '17:00', isNegotiable: true } });
    expect(whereOf(range.text)).toContain('((j.working_hour_from >= $1 AND j.working_hour_to <= $2 AND j.working_hour_from <= j.working_hour_to) OR j.working_hour_negotiable)');
    expect(range.values.slice(0, 2)).toEqual(['08:00', '17:00']);
    expect(build({ workingHour: { workingHourFrom: '22:00', workingHourTo: '06:00' } }).text).toContain('j.working_hour_from > j.working_hour_to');
  });

  it('salary: the same unit and at least the amount; negotiable (010F) takes no amount; no unit, no filter', () => {
    const monthly = build({ salary: { salaryType: '010D', salaryMoreThan: 20000 } });
    expect(whereOf(monthly.text)).toEqual(["j.status_code = '012C'", 'j.salary_code = $1', 'j.salary >= $2::numeric']);
    expect(whereOf(build({ salary: { salaryType: '010F', salaryMoreThan: 100 } }).text)).toEqual(["j.status_code = '012C'", 'j.salary_code = $1']);
    expect(whereOf(build({ salary: { salaryMoreThan: 100 } }).text)).toHaveLength(1);
  });

  it('welfarebenefits and preference: any of the chosen, parents standing for their children', () => {
    const { text, values } = build({ welfarebenefits: ['WF04'], preference: ['PF0101'] }, {}, null, catalog);
    expect(whereOf(text)).toEqual(["j.status_code = '012C'", 'j.welfare_ids && $1::text[]', 'j.preference_ids && $2::text[]']);
    expect(values[0]).toEqual(['WF04', 'WF0401', 'WF0402', 'WF0403', 'WF0404', 'WF0405', 'WF0406', 'WF0407']);
    expect(values[1]).toEqual(['PF0101']);
  });

  it('keyword: word prefixes by full text or the substring by trigrams, on title and company name', () => {
    const { text, values } = build({ keyword: 'Barista Makati' });
    expect(whereOf(text)).toContain(
      "(j.search_vector @@ to_tsquery('simple', $1) OR j.title ILIKE $2 OR j.company_name ILIKE $2)",
    );
    expect(values.slice(0, 2)).toEqual(['barista:* & makati:*', '%Barista Makati%']);
  });

  it('keyword: a keyword under 3 characters searches word prefixes only', () => {
    const { text, values } = build({ keyword: 'it' });
    expect(whereOf(text)).toContain("j.search_vector @@ to_tsquery('simple', $1)");
    expect(values[0]).toBe('it:*');
  });

  it('searchKey: the title tab searches titles, the specialization and region tabs match names', () => {
    expect(whereOf(build({}, { searchKey: 'cook', searchType: 'title' }).text)).toContain('j.title ILIKE $1');
    const specialization = build({}, { searchKey: 'barista', searchType: 'specialization' }, null, catalog);
    expect(whereOf(specialization.text)).toContain('j.specialization_ids && $1::text[]');
    expect(specialization.values[0]).toEqual(['SP0601']);
    const region = build({}, { searchKey: 'cebu city', searchType: 'region' }, null, catalog);
    expect(whereOf(region.text)).toContain('(j.province_id = ANY($1::text[]) OR j.city_id = ANY($1::text[]))');
    expect(region.values[0]).toEqual(['0730600000']);
    expect(whereOf(build({}, { searchKey: 'nowhere at all', searchType: 'region' }, null, catalog).text)).toContain('false');
  });

  it("language and workType: any of the chosen, an ad's 'all' matching every choice; 'all' chosen filters nothing", () => {
    const { text, values } = build({ language: ['korean'], workType: ['remote', 'hybrid'] });
    expect(whereOf(text)).toEqual(["j.status_code = '012C'", 'j.languages && $1::text[]', 'j.work_types && $2::text[]']);
    expect(values.slice(0, 2)).toEqual([
      ['korean', 'all'],
      ['remote', 'hybrid', 'all'],
    ]);
    expect(whereOf(build({ language: ['all'], workType: ['all'] }).text)).toHaveLength(1);
  });

  it('isMulti lists ads that name a language', () => {
    expect(whereOf(build({}, { isMulti: 'true' }).text)).toContain("j.languages <> '{}'");
  });
});

describe('likePattern and prefixTsQuery', () => {
  it('escapes the LIKE wildcards of a keyword', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('keeps letters and digits of any script and drops tsquery syntax', () => {
    expect(prefixTsQuery("Las Piñas & C++ (dev)!")).toBe('las:* & piñas:* & c:* & dev:*');
    expect(prefixTsQuery('!!! ???')).toBeNull();
  });
});
