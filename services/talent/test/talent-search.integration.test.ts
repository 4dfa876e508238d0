import { citiesOf } from '@phjobs/contracts/regions';
import { ZTalentListResponse, ZTalentScrapListResponse, ZTalentSectionResponse, TALENT_MESSAGES } from '@phjobs/contracts/talent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manilaDay, yearsBefore } from '../src/data/search-talents.ts';
import type { Prisma } from '../src/generated/prisma/client.ts';
import { ANA, call, JUAN, MABUHAY, MASTER, SAMPAGUITA, startTalent, type Harness } from './harness.ts';

const METRO_MANILA = '1300000000';
const CAVITE = '0402100000';
const [MANILA_CITY, QUEZON_CITY] = citiesOf(METRO_MANILA).map((c) => c.id) as [string, string];
const CAVITE_CITY = citiesOf(CAVITE)[0]!.id;

// Every test twice: the SQL answering (TALENT_SEARCH_INDEX=0), and the in-memory talent index
// (the default), synced after the writes as it follows them within a moment in use.
describe.each(['sql', 'index'] as const)('talent search from %s', (mode) => {
  let h: Harness;
  let company = '';
  let nextId = 1;
  const today = manilaDay(new Date());

  beforeAll(async () => {
    h = await startTalent(`talent_search_${mode}`, { index: mode === 'index' });
    company = h.token(SAMPAGUITA);
    h.upstreams.cards.set(2, { companyName: 'Sampaguita Coffee Company Inc.', phoneNumber: '+63 918 555 0202', provinceId: METRO_MANILA, cityId: MANILA_CITY, specializationCode: 'SP0601' });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h.db.offer.deleteMany();
    await h.db.resume.deleteMany();
  });

  type Seed = {
    title?: string;
    userId?: number;
    statusCode?: '020A' | '020B';
    age?: number;
    specialization?: string[];
    region?: { province: string; city: string | null }[];
    employeeType?: string[];
    education?: string;
    workingDay?: { workingDay: string; selectedDay: string[]; isNegotiable: boolean; detailCondition: null } | null;
    workPeriod?: { workPeriod: string; isNegotiable: boolean } | null;
    workingHour?: { isListSelect: boolean; workingHour: string | null; workingHourFrom: string | null; workingHourTo: string | null; isNegotiable: boolean } | null;
    salary?: { salaryType: string; salaryMoreThan: number | null } | null;
    ability?: { skill: string; field: string; level: string }[];
    careerMonths?: number;
    viewCount?: number;
    updatedAt?: Date;
    selfIntroduction?: string;
  };

  /** A resume written straight into the table (the trigger fills the search terms, as for every writer). */
  async function resume(seed: Seed = {}): Promise<number> {
    const id = nextId++;
    const specialization = seed.specialization ?? ['SP0601'];
    const region = seed.region ?? [{ province: METRO_MANILA, city: MANILA_CITY }];
    const employeeType = seed.employeeType ?? ['011A'];
    const salary = seed.salary === undefined ? { salaryType: '010D', salaryMoreThan: 20000 } : seed.salary;
    const months = seed.careerMonths ?? 0;
    const career = months ? [{ companyName: 'Jollibee Foods Corporation', periodFrom: '2015-01', periodTo: ym(months), position: 'Crew', isInOffice: false }] : [];
    const data: Prisma.ResumeCreateInput = {
      id: BigInt(id),
      userId: BigInt(seed.userId ?? 5000 + id),
      statusCode: seed.statusCode ?? '020A',
      title: seed.title ?? `Talent ${id}`,
      fullName: `Member ${id}`,
      genderCode: '003B',
      birthDate: new Date(`${yearsBefore(today, seed.age ?? 30)}T00:00:00Z`),
      email: `member${id}@example.ph`,
      phoneNumber: '+63 917 000 0000',
      address: 'Somewhere 1',
      photoKey: 'individual/photo.png',
      education: seed.education ?? '004F',
      isNewcomer: months === 0,
      totalCareerMonths: months,
      career,
      specializationIds: specialization,
      provinceIds: [...new Set(region.map((r) => r.province))],
      cityIds: region.flatMap((r) => (r.city ? [r.city] : [])),
      employeeTypes: employeeType,
      workingConditions: {
        specialization,
        region,
        employeeType,
        workingDay: seed.workingDay === undefined ? { workingDay: '007B', selectedDay: [], isNegotiable: false, detailCondition: null } : seed.workingDay,
        workPeriod: seed.workPeriod === undefined ? { workPeriod: '008G', isNegotiable: false } : seed.workPeriod,
        workingHour: seed.workingHour === undefined ? { isListSelect: true, workingHour: '009G', workingHourFrom: null, workingHourTo: null, isNegotiable: false } : seed.workingHour,
        salary,
      } as Prisma.InputJsonValue,
      salaryType: salary?.salaryType ?? null,
      salaryMoreThan: salary?.salaryMoreThan ?? null,
      selfIntroduction: seed.selfIntroduction ?? 'I am a hardworking person.',
      ability: seed.ability ?? [{ skill: '005A', field: 'English', level: 'Fluent' }],
      viewCount: seed.viewCount ?? 0,
      updatedAt: seed.updatedAt ?? new Date(Date.now() - id * 60_000),
    };
    await h.db.resume.create({ data });
    await h.sync();
    return id;
  }

  /** periodTo `months` months after 2015-01 (periodFrom). */
  function ym(months: number): string {
    const d = new Date(Date.UTC(2015, months - 1, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  }

  const search = async (body: unknown, query = '', token = company, path = '/api/talent/allTalents') => {
    await h.sync();
    const res = await call(h.base, 'POST', `${path}${query}`, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZTalentListResponse.parse(res.body);
  };
  const ids = async (body: unknown, query = '') => (await search(body, query)).list.map((item) => item.resumeId).sort((a, b) => a - b);

  describe('who may browse talents', () => {
    it('refuses visitors (401) and individuals without a published resume (403, clear message)', async () => {
      await resume();
      expect((await call(h.base, 'POST', '/api/talent/allTalents', { body: {} })).status).toBe(401);
      expect((await call(h.base, 'GET', '/api/talent/special')).status).toBe(401);
      await resume({ userId: 101, statusCode: '020B' });
      for (const [method, path] of [['POST', '/api/talent/allTalents'], ['POST', '/api/talent/todayTalents'], ['GET', '/api/talent/plus'], ['GET', '/api/talent/recent']] as const) {
        const res = await call(h.base, method, path, { token: h.token(JUAN), ...(method === 'POST' ? { body: {} } : {}) });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(TALENT_MESSAGES.publishToBrowse);
      }
    });

    it('lets an individual whose resume is published browse, without photos or scraps, and never lists private resumes', async () => {
      const own = await resume({ userId: 101 });
      const other = await resume();
      await resume({ statusCode: '020B' });
      const answer = await search({}, '', h.token(JUAN));
      expect(answer.count).toBe(2);
      expect(answer.list.map((item) => item.resumeId).sort()).toEqual([own, other].sort());
      expect(answer.list.every((item) => item.photoKey === null && item.isScrapped === false)).toBe(true);
    });

    it('gives company and master users list items with the photo and no contact detail', async () => {
      await resume();
      for (const who of [SAMPAGUITA, MASTER]) {
        const res = await call(h.base, 'POST', '/api/talent/allTalents?pageUnit=10&pageNo=1&authType=company&email=' + encodeURIComponent(who.email), { token: h.token(who), body: {} });
        expect(res.status).toBe(200);
        const [item] = res.body.list;
        expect(item).toMatchObject({ fullName: expect.stringMatching(/^Member \d+$/), genderCode: '003B', province: 'Metro Manila', photoKey: 'individual/photo.png', isNewcomer: true, career: 0 });
        expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['email']));
        expect(JSON.stringify(item)).not.toMatch(/\+63|example\.ph|Somewhere/);
      }
    });

    it("refuses an `email` that is not the token's", async () => {
      const res = await call(h.base, 'POST', '/api/talent/allTalents?email=someone@else.ph', { token: company, body: {} });
      expect(res.status).toBe(403);
    });
  });

  describe("the 'Talent search filter'", () => {
    it('ageFrom and ageTo: age in full years today, both inclusive', async () => {
      const [a24, a25, a30, a31] = [await resume({ age: 24 }), await resume({ age: 25 }), await resume({ age: 30 }), await resume({ age: 31 })];
      expect(await ids({ ageFrom: 25, ageTo: 30 })).toEqual([a25, a30]);
      expect(await ids({ ageFrom: '31', ageTo: '' })).toEqual([a31]);
      expect(await ids({ ageTo: 24 })).toEqual([a24]);
    });

    it('specialization: any of up to 5; a parent picks its children', async () => {
      const barista = await resume({ specialization: ['SP0601'] });
      const cook = await resume({ specialization: ['SP0602'] });
      const web = await resume({ specialization: ['SP0201'] });
      expect(await ids({ specialization: ['SP0601'] })).toEqual([barista]);
      expect(await ids({ specialization: ['SP06'] })).toEqual([barista, cook]);
      expect(await ids({ specialization: [{ id: 'SP0201' }, 'SP0602'] })).toEqual([cook, web]);
    });

    it('region: any of up to 5; a city also matches a talent who chose its whole province', async () => {
      const manila = await resume({ region: [{ province: METRO_MANILA, city: MANILA_CITY }] });
      const wholeMetro = await resume({ region: [{ province: METRO_MANILA, city: null }] });
      const cavite = await resume({ region: [{ province: CAVITE, city: CAVITE_CITY }] });
      expect(await ids({ region: [MANILA_CITY] })).toEqual([manila, wholeMetro]);
      expect(await ids({ region: [QUEZON_CITY] })).toEqual([wholeMetro]);
      expect(await ids({ region: [METRO_MANILA] })).toEqual([manila, wholeMetro]);
      expect(await ids({ region: [CAVITE, QUEZON_CITY] })).toEqual([wholeMetro, cavite]);
    });

    it('salary: a unit and at most the amount; 010F (negotiable) ignores the amount', async () => {
      const monthly18 = await resume({ salary: { salaryType: '010D', salaryMoreThan: 18000 } });
      const monthly30 = await resume({ salary: { salaryType: '010D', salaryMoreThan: 30000 } });
      const daily = await resume({ salary: { salaryType: '010B', salaryMoreThan: 600 } });
      const negotiable = await resume({ salary: { salaryType: '010F', salaryMoreThan: null } });
      expect(await ids({ salary: { salaryType: '010D', salaryMoreThan: 20000 } })).toEqual([monthly18]);
      expect(await ids({ salary: { salaryType: '010D', salaryMoreThan: '' } })).toEqual([monthly18, monthly30]);
      expect(await ids({ salary: { salaryType: '010B', salaryMoreThan: 600 } })).toEqual([daily]);
      expect(await ids({ salary: { salaryType: '010F', salaryMoreThan: 1 } })).toEqual([negotiable]);
    });

    it('ability: every complete entry must be on the resume (skill, field and level, any case)', async () => {
      const both = await resume({ ability: [{ skill: '005A', field: 'English', level: 'Fluent' }, { skill: '005B', field: 'MS Excel', level: 'Advanced' }] });
      const english = await resume({ ability: [{ skill: '005A', field: 'English', level: 'Fluent' }] });
      await resume({ ability: [{ skill: '005A', field: 'English', level: 'Beginner' }] });
      expect(await ids({ ability: [{ skill: '005A', field: 'english', level: 'FLUENT' }] })).toEqual([both, english]);
      expect(await ids({ ability: [{ skill: 'language', field: 'English', level: 'Fluent' }, { skill: 'computer', field: 'MS Excel', level: 'Advanced' }] })).toEqual([both]);
    });

    it('career: newcomer, experienced and at least N years', async () => {
      const newcomer = await resume({ careerMonths: 0 });
      const months8 = await resume({ careerMonths: 8 });
      const years4 = await resume({ careerMonths: 48 });
      expect(await ids({ career: 'newcomer' })).toEqual([newcomer]);
      expect(await ids({ career: 'experienced' })).toEqual([months8, years4]);
      expect(await ids({ career: '3y' })).toEqual([years4]);
    });

    it("employment type: any of them; 'all' or more than 3 is any", async () => {
      const regular = await resume({ employeeType: ['011A'] });
      const partTime = await resume({ employeeType: ['011C', '011D'] });
      expect(await ids({ employeeType: ['011C'] })).toEqual([partTime]);
      expect(await ids({ employeeType: ['011A', '011D'] })).toEqual([regular, partTime]);
      expect(await ids({ employeeType: ['all'] })).toEqual([regular, partTime]);
      expect(await ids({ employeeType: ['011B', '011C', '011E', '011F'] })).toEqual([regular, partTime]);
    });

    it('working day: the code, selected days (only those with onlySelectedDay) and negotiable', async () => {
      const monFri = await resume({ workingDay: { workingDay: '007B', selectedDay: [], isNegotiable: false, detailCondition: null } });
      const weekends = await resume({ workingDay: { workingDay: '007E', selectedDay: [], isNegotiable: false, detailCondition: null } });
      const monWed = await resume({ workingDay: { workingDay: '007G', selectedDay: ['MON', 'WED'], isNegotiable: true, detailCondition: null } });
      expect(await ids({ workingDay: '007B' })).toEqual([monFri]);
      expect(await ids({ workingDay: '007B', workingDayNegotiable: true })).toEqual([monFri, monWed]);
      expect(await ids({ workingDay: '007G', selectedDay: ['MON'] })).toEqual([monFri, monWed]);
      expect(await ids({ workingDay: '007G', selectedDay: ['MON', 'WED'], onlySelectedDay: true })).toEqual([monWed]);
      expect(await ids({ workingDay: '007G', selectedDay: ['sat'] })).toEqual([weekends]);
      expect(await ids({ workingDay: '007A' })).toEqual([monFri, weekends, monWed]);
    });

    it('working period (and negotiable) and working hour (list, range, negotiable)', async () => {
      const long = await resume({ workPeriod: { workPeriod: '008G', isNegotiable: false }, workingHour: { isListSelect: true, workingHour: '009A', workingHourFrom: null, workingHourTo: null, isNegotiable: false } });
      const short = await resume({ workPeriod: { workPeriod: '008D', isNegotiable: true }, workingHour: { isListSelect: false, workingHour: null, workingHourFrom: '08:00', workingHourTo: '17:00', isNegotiable: true } });
      expect(await ids({ workingPeriod: ['008D'] })).toEqual([short]);
      expect(await ids({ workingPeriod: ['008A'], workingPeriodNegotiable: true })).toEqual([short]);
      expect(await ids({ workingHour: { isListSelect: true, workingHour: ['009A', '009B'] } })).toEqual([long]);
      expect(await ids({ workingHour: { isListSelect: false, workingHourFrom: '07:00', workingHourTo: '18:00' } })).toEqual([short]);
      expect(await ids({ workingHour: { isListSelect: false, workingHourFrom: '09:00', workingHourTo: '18:00' } })).toEqual([]);
      expect(await ids({ workingHour: { isListSelect: true, workingHour: ['009C'], isNegotiable: true } })).toEqual([short]);
    });

    it('education at least the level, and keyword in the title or a career position', async () => {
      const college = await resume({ education: '004F', title: 'Senior Barista' });
      const highSchool = await resume({ education: '004D', title: 'Cook', careerMonths: 12 });
      expect(await ids({ education: '004E' })).toEqual([college]);
      expect(await ids({ education: '004A' })).toEqual([college, highSchool]);
      expect(await ids({ keyword: 'barista' })).toEqual([college]);
      expect(await ids({ keyword: 'CREW' })).toEqual([highSchool]);
      expect(await ids({ keyword: '100%' })).toEqual([]);
    });

    it('combines filters (all must hold)', async () => {
      const match = await resume({ age: 28, specialization: ['SP0601'], region: [{ province: METRO_MANILA, city: MANILA_CITY }] });
      await resume({ age: 40, specialization: ['SP0601'], region: [{ province: METRO_MANILA, city: MANILA_CITY }] });
      await resume({ age: 28, specialization: ['SP0201'], region: [{ province: METRO_MANILA, city: MANILA_CITY }] });
      await resume({ age: 28, specialization: ['SP0601'], region: [{ province: CAVITE, city: CAVITE_CITY }] });
      expect(await ids({ ageFrom: 25, ageTo: 30, specialization: ['SP06'], region: [METRO_MANILA] })).toEqual([match]);
    });

    it('answers 400 with field messages for a wrong filter or query, never 500', async () => {
      const bad = async (body: unknown, query = '', path = '/api/talent/allTalents') => {
        const res = await call(h.base, 'POST', `${path}${query}`, { token: company, body });
        expect(res.status).toBe(400);
        return res.body.fields as Record<string, string>;
      };
      expect(await bad({ ageFrom: 'abc' })).toEqual({ ageFrom: TALENT_MESSAGES.agePattern });
      expect(await bad({ ageFrom: -1 })).toEqual({ ageFrom: TALENT_MESSAGES.agePattern });
      expect(await bad({ ageFrom: 40, ageTo: 30 })).toEqual({ ageTo: TALENT_MESSAGES.ageOrder });
      expect(await bad({ specialization: ['SP01', 'SP02', 'SP03', 'SP04', 'SP05', 'SP06'] })).toEqual({ specialization: 'At most 5 choices.' });
      expect(await bad({ region: ['nowhere'] })).toHaveProperty(['region.0']);
      expect(await bad({ salary: { salaryType: '010D', salaryMoreThan: -5 } })).toHaveProperty(['salary.salaryMoreThan']);
      expect(await bad({ ability: [{ skill: '005A', field: '', level: 'Fluent' }] })).toEqual({ 'ability.0.field': TALENT_MESSAGES.abilityField });
      expect(await bad({ career: 'forever' })).toHaveProperty('career');
      expect(await bad({}, '?orderKey=salary')).toEqual({ orderKey: "Must be 'updatedAt' or 'viewCount'." });
      expect(await bad({}, '', '/api/talent/specialistTalents')).toHaveProperty('specialization');
      expect(await bad({}, '?freelancer=music', '/api/talent/freelancerTalents')).toHaveProperty('freelancer');
    });
  });

  describe('sorting, paging and the list calls', () => {
    it('sorts by the latest update (default) or by view count; the count is exact on every page', async () => {
      const now = Date.now();
      const a = await resume({ viewCount: 5, updatedAt: new Date(now - 1000) });
      const b = await resume({ viewCount: 50, updatedAt: new Date(now - 2000) });
      const c = await resume({ viewCount: 500, updatedAt: new Date(now - 3000) });
      await resume({ statusCode: '020B', viewCount: 900 });
      expect((await search({})).list.map((i) => i.resumeId)).toEqual([a, b, c]);
      const byViews = await search({}, '?orderKey=viewCount');
      expect(byViews.list.map((i) => i.resumeId)).toEqual([c, b, a]);
      expect(byViews.list.map((i) => i.isHot)).toEqual([true, false, false]);
      const page1 = await search({}, '?pageUnit=2&pageNo=1');
      const page2 = await search({}, '?pageUnit=2&pageNo=2');
      const page3 = await search({}, '?pageUnit=2&pageNo=3');
      expect([page1.count, page2.count, page3.count]).toEqual([3, 3, 3]);
      expect([...page1.list, ...page2.list].map((i) => i.resumeId)).toEqual([a, b, c]);
      expect(page3.list).toEqual([]);
    });

    it('today: published or updated since midnight in Manila; specialist: the key; freelancer: 011D in the branch', async () => {
      const fresh = await resume({ updatedAt: new Date() });
      await resume({ updatedAt: new Date(Date.now() - 3 * 86_400_000) });
      const designFreelancer = await resume({ specialization: ['SP1501'], employeeType: ['011D'], updatedAt: new Date(Date.now() - 5 * 86_400_000) });
      const designRegular = await resume({ specialization: ['SP1502'], employeeType: ['011A'], updatedAt: new Date(Date.now() - 5 * 86_400_000) });
      expect((await search({}, '', company, '/api/talent/todayTalents')).list.map((i) => i.resumeId)).toEqual([fresh]);
      const design = await search({}, '?specialization=Design', company, '/api/talent/specialistTalents');
      expect(design.list.map((i) => i.resumeId).sort()).toEqual([designFreelancer, designRegular].sort());
      const arts = await search({}, '?freelancer=artsMedia', company, '/api/talent/freelancerTalents');
      expect(arts.list.map((i) => i.resumeId)).toEqual([designFreelancer]);
      expect((await search({}, '?freelancer=computer', company, '/api/talent/freelancerTalents')).count).toBe(0);
      // the list calls take the filter too
      expect((await search({ ageTo: 20 }, '?specialization=Design', company, '/api/talent/specialistTalents')).count).toBe(0);
    });

    it('talent home: special (most viewed of the last 30 days), plus (fully filled in), recent (latest)', async () => {
      const now = Date.now();
      const viewedOld = await resume({ viewCount: 900, updatedAt: new Date(now - 60 * 86_400_000) });
      const viewedRecent = await resume({ viewCount: 300, updatedAt: new Date(now - 10 * 86_400_000) });
      const latest = await resume({ viewCount: 1, updatedAt: new Date(now - 1000) });
      const rich = await resume({
        updatedAt: new Date(now - 5000),
        selfIntroduction: 'x'.repeat(160),
        ability: [1, 2, 3, 4, 5].map((n) => ({ skill: '005B', field: `Skill ${n}`, level: 'Advanced' })),
      });
      const section = async (name: string) => ZTalentSectionResponse.parse((await call(h.base, 'GET', `/api/talent/${name}?authType=company`, { token: company })).body).list.map((i) => i.resumeId);
      expect(await section('special')).toEqual([viewedRecent, latest, rich]);
      expect(await section('plus')).toEqual([rich]);
      expect((await section('recent'))[0]).toBe(latest);
      expect(await section('recent')).toContain(viewedOld);
    });
  });

  describe('talent scraps', () => {
    it("scraps and unscraps from cards; the company's list and the member's 'scrapped' tab reflect it", async () => {
      const barista = await resume({ userId: 101, title: 'Senior Barista', specialization: ['SP0601'], careerMonths: 24 });
      const cook = await resume({ title: 'Line Cook' });
      const scrap = await call(h.base, 'POST', `/api/talent/scrap/${barista}`, { token: company });
      expect(scrap.status).toBe(200);
      expect(scrap.body).toEqual({ resumeId: barista, isScrapped: true });
      expect((await call(h.base, 'POST', `/api/talent/scrap/${barista}`, { token: company })).status).toBe(200); // idempotent
      await call(h.base, 'POST', `/api/talent/scrap/${cook}`, { token: company });

      const cards = await search({});
      expect(cards.list.find((i) => i.resumeId === barista)?.isScrapped).toBe(true);
      const other = await search({}, '', h.token(MABUHAY));
      expect(other.list.every((i) => !i.isScrapped)).toBe(true);

      const list = ZTalentScrapListResponse.parse((await call(h.base, 'GET', '/api/employer/myPage/talent/scrap?pageUnit=10&pageNo=1', { token: company })).body);
      expect(list.count).toBe(2);
      expect(list.list[1]).toMatchObject({ resumeId: barista, title: 'Senior Barista', province: 'Metro Manila', specializationCode: 'SP0601', companyName: 'Jollibee Foods Corporation', phoneNumber: null, isPublished: true });
      const keyword = ZTalentScrapListResponse.parse((await call(h.base, 'GET', '/api/employer/myPage/talent/scrap?keyword=barista&from=1w', { token: company })).body);
      expect(keyword.list.map((i) => i.resumeId)).toEqual([barista]);

      const seeker = await call(h.base, 'GET', '/api/resume/scrapped', { token: h.token(JUAN) });
      expect(seeker.body.list).toEqual([expect.objectContaining({ resumeId: barista, companyName: 'Sampaguita Coffee Company Inc.' })]);

      expect((await call(h.base, 'DELETE', `/api/talent/scrap/${barista}`, { token: company })).body).toEqual({ resumeId: barista, isScrapped: false });
      expect((await call(h.base, 'GET', '/api/resume/scrapped', { token: h.token(JUAN) })).body.count).toBe(0);
      expect((await call(h.base, 'GET', '/api/employer/myPage/talent/scrap', { token: company })).body.count).toBe(1);
    });

    it('filters the scrapped list by period', async () => {
      const old = await resume();
      const fresh = await resume();
      await call(h.base, 'POST', `/api/talent/scrap/${old}`, { token: company });
      await call(h.base, 'POST', `/api/talent/scrap/${fresh}`, { token: company });
      await h.db.talentScrap.update({ where: { resumeId_companyUserId: { resumeId: BigInt(old), companyUserId: 2n } }, data: { scrappedAt: new Date(Date.now() - 45 * 86_400_000) } });
      const within = async (from: string) => (await call(h.base, 'GET', `/api/employer/myPage/talent/scrap?from=${from}`, { token: company })).body.list.map((i: { resumeId: number }) => i.resumeId);
      expect(await within('1w')).toEqual([fresh]);
      expect(await within('1m')).toEqual([fresh]);
      expect(await within('3m')).toEqual([fresh, old]);
      expect((await call(h.base, 'GET', '/api/employer/myPage/talent/scrap?from=yesterday', { token: company })).status).toBe(400);
    });

    it('refuses a private or unknown resume (404) and individuals (403); visitors 401', async () => {
      const hidden = await resume({ statusCode: '020B' });
      expect((await call(h.base, 'POST', `/api/talent/scrap/${hidden}`, { token: company })).status).toBe(404);
      expect((await call(h.base, 'POST', '/api/talent/scrap/99999', { token: company })).status).toBe(404);
      expect((await call(h.base, 'POST', '/api/talent/scrap/abc', { token: company })).status).toBe(400);
      const shown = await resume();
      expect((await call(h.base, 'POST', `/api/talent/scrap/${shown}`, { token: h.token(ANA) })).status).toBe(403);
      expect((await call(h.base, 'POST', `/api/talent/scrap/${shown}`)).status).toBe(401);
      expect((await call(h.base, 'GET', '/api/employer/myPage/talent/scrap', { token: h.token(ANA) })).status).toBe(403);
    });

    it("shows the talent's phone in the company's list once the talent accepted its offer", async () => {
      const id = await resume({ userId: 101 });
      await call(h.base, 'POST', `/api/talent/scrap/${id}`, { token: company });
      await h.db.offer.create({
        data: { resumeId: BigInt(id), talentUserId: 101n, employerUserId: 2n, jobId: 7n, jobTitle: 'Barista', companyName: 'Sampaguita', offerIndex: 'Join us', statusCode: '032B', resumeTitle: 'T', talentFullName: 'Member', talentPhone: '+63 917 555 0101', answeredAt: new Date() },
      });
      expect((await call(h.base, 'GET', '/api/employer/myPage/talent/scrap', { token: company })).body.list[0].phoneNumber).toBe('+63 917 555 0101');
    });
  });

  it.runIf(mode === 'index')('answered the list calls above from the talent index', () => {
    expect(h.indexAnswers()).toBeGreaterThan(20);
  });
});
