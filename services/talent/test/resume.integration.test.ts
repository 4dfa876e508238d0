import { ZIndividualInfo, ZMyResumesResponse, ZResumeAudienceResponse, ZResumeDetail } from '@phjobs/contracts/talent';
import { SELF_INTRODUCTION_LENGTH } from '@phjobs/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manilaMonth } from '../src/domain/career-months.ts';
import { ANA, call, JUAN, JUAN_PROFILE, MABUHAY, resumeBody, SAMPAGUITA, startTalent, type Harness } from './harness.ts';

let h: Harness;
let juan = '';
let ana = '';
let company = '';
beforeAll(async () => {
  h = await startTalent('talent_resume');
  juan = h.token(JUAN);
  ana = h.token(ANA);
  company = h.token(SAMPAGUITA);
  h.upstreams.profiles.set(101, JUAN_PROFILE);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.offer.deleteMany();
  await h.db.resume.deleteMany();
});

const create = (body: Record<string, unknown> = resumeBody(), token = juan) => call(h.base, 'POST', '/api/resume/setResume', { token, body });

describe('POST /api/resume/setResume', () => {
  it('registers a resume with every field and answers its id and status', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ resumeId: expect.any(Number), statusCode: '020A' });
    expect(res.body.resumeId).toBeGreaterThan(100_000);
    const stored = await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(res.body.resumeId) } });
    expect(stored).toMatchObject({
      userId: 101n,
      fullName: 'Juan Dela Cruz',
      genderCode: '003A',
      email: 'juan@example.ph',
      phoneNumber: '+63 917 555 0101',
      specializationIds: ['SP0601'],
      provinceIds: ['1300000000'],
      cityIds: ['1381300000'],
      employeeTypes: ['011A'],
      salaryType: '010D',
    });
  });

  it('keeps a private resume private (isPublish false -> 020B)', async () => {
    const res = await create(resumeBody({ isPublish: false }));
    expect(res.body.statusCode).toBe('020B');
  });

  it("refuses a title over 70 characters with 'Title can be up to 70 characters.'", async () => {
    const res = await create(resumeBody({ title: 'x'.repeat(71) }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation/invalid');
    expect(res.body.fields.title).toBe('Title can be up to 70 characters.');
    expect((await create(resumeBody({ title: 'x'.repeat(70) }))).status).toBe(201);
  });

  it('requires a title, the education, specialization, region, employment type and selection', async () => {
    const body = resumeBody({ title: '   ', education: '', selection: undefined });
    body.workingConditions = { specialization: [], region: [], employeeType: [] };
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: 'Please enter a title.',
      education: 'Please select your education.',
      'workingConditions.specialization': 'Please select a specialization.',
      'workingConditions.region': 'Please select a region.',
      'workingConditions.employeeType': 'Please select an employment type.',
      selection: "Please choose 'direct' or 'sample'.",
    });
  });

  it('requires companyName, periodFrom, periodTo and position in each career entry', async () => {
    const res = await create(resumeBody({ career: [{ companyName: '', periodFrom: '2022', position: ' ', isInOffice: false }] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'career.0.companyName': 'Please enter the company name.',
      'career.0.periodFrom': 'Please enter the start month (YYYY-MM).',
      'career.0.position': 'Please enter the position.',
    });
    const noEnd = await create(resumeBody({ career: [{ companyName: 'Jollibee', periodFrom: '2022-01', position: 'Crew', isInOffice: false }] }));
    expect(noEnd.body.fields['career.0.periodTo']).toBe('Please enter the end month (YYYY-MM).');
    const backwards = await create(resumeBody({ career: [{ companyName: 'Jollibee', periodFrom: '2022-05', periodTo: '2022-01', position: 'Crew' }] }));
    expect(backwards.body.fields['career.0.periodTo']).toBe('The end month cannot be before the start month.');
  });

  it(`wants a self introduction between ${SELF_INTRODUCTION_LENGTH.min} and ${SELF_INTRODUCTION_LENGTH.max} characters, spaces included`, async () => {
    const message = 'Please fill self introduction with length between 50 and 2000 include spaces.';
    for (const text of ['', 'Too short.', 'x'.repeat(2001)]) {
      const res = await create(resumeBody({ selfIntroduction: text }));
      expect(res.status, `${text.length} characters`).toBe(400);
      expect(res.body.fields.selfIntroduction).toBe(message);
    }
    expect((await create(resumeBody({ selfIntroduction: 'x'.repeat(50) }))).status).toBe(201);
    expect((await create(resumeBody({ selfIntroduction: 'x'.repeat(2000) }))).status).toBe(201);
  });

  it('refuses unknown codes and places with a message per field', async () => {
    const body = resumeBody();
    body.workingConditions = { specialization: ['SP9999'], region: [{ province: '1300000000', city: '0730600000' }], employeeType: ['011Z'] };
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'workingConditions.specialization.0': "Unknown specialization 'SP9999'.",
      'workingConditions.region.0.city': "'0730600000' is not a city of this province.",
      'workingConditions.employeeType.0': 'Unknown employment type.',
    });
  });

  it('registers up to six resumes per member and refuses the seventh with a 409', async () => {
    for (let i = 1; i <= 6; i++) expect((await create(resumeBody({ title: `Resume ${i}` }))).status).toBe(201);
    const seventh = await create(resumeBody({ title: 'Resume 7' }));
    expect(seventh.status).toBe(409);
    expect(seventh.body).toEqual({ code: 'resume/limit-reached', message: 'You can register up to 6 resumes. Delete one to register a new one.' });
    expect(await h.db.resume.count({ where: { userId: 101n } })).toBe(6);
    // Another member is not affected.
    expect((await create(resumeBody(), ana)).status).toBe(201);
  });

  it('lets only six of several simultaneous registrations through', async () => {
    for (let i = 1; i <= 4; i++) await create(resumeBody({ title: `Resume ${i}` }));
    const answers = await Promise.all([1, 2, 3, 4].map((i) => create(resumeBody({ title: `At once ${i}` }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await h.db.resume.count({ where: { userId: 101n } })).toBe(6);
  });

  it('is for individual members: 401 for visitors, 403 for companies and for another e-mail', async () => {
    expect((await call(h.base, 'POST', '/api/resume/setResume', { body: resumeBody() })).status).toBe(401);
    expect((await create(resumeBody(), company)).status).toBe(403);
    const other = await call(h.base, 'POST', '/api/resume/setResume?email=ana@example.ph', { token: juan, body: resumeBody() });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('auth/forbidden');
  });

  it('ignores the career of a newcomer and infers isNewcomer when left out', async () => {
    const newcomer = await create(resumeBody({ isNewcomer: true }));
    const detail = await call(h.base, 'GET', `/api/resume/${newcomer.body.resumeId}`, { token: juan });
    expect(detail.body).toMatchObject({ isNewcomer: true, career: [], totalNumberOfMonthsInCareer: 0 });
    const inferred = await create(resumeBody({ isNewcomer: undefined, career: [] }));
    expect((await call(h.base, 'GET', `/api/resume/${inferred.body.resumeId}`, { token: juan })).body.isNewcomer).toBe(true);
  });
});

describe('GET /api/resume/myResumes', () => {
  it('lists the member’s resumes, newest update first, with total, publishedCount and privateCount', async () => {
    const first = await create(resumeBody({ title: 'Barista', isPublish: true }));
    await create(resumeBody({ title: 'Cashier', isPublish: false }));
    await create(resumeBody({ title: 'Cook', isPublish: true }));
    await create(resumeBody({ title: 'Other member' }), ana);
    await call(h.base, 'PUT', `/api/resume/${first.body.resumeId}`, { token: juan, body: resumeBody({ title: 'Barista (updated)' }) });
    const res = await call(h.base, 'GET', '/api/resume/myResumes?pageUnit=10&pageNo=1&email=juan@example.ph', { token: juan });
    expect(res.status).toBe(200);
    const body = ZMyResumesResponse.parse(res.body);
    expect(body).toMatchObject({ total: 3, publishedCount: 2, privateCount: 1 });
    expect(body.list.map((r) => r.title)).toEqual(['Barista (updated)', 'Cook', 'Cashier']);
    expect(body.list[0]).toMatchObject({
      resumeId: first.body.resumeId,
      statusCode: '020A',
      regionList: [{ province: '1300000000', provinceName: 'Metro Manila', city: '1381300000', cityName: 'Quezon City' }],
      specializationList: [{ codegroup_id: 'specialization', id: 'SP0601', depth: 2, parent_id: 'SP06' }],
    });
  });

  it('pages by pageUnit and pageNo while the counts stay over all resumes', async () => {
    for (let i = 1; i <= 3; i++) await create(resumeBody({ title: `Resume ${i}` }));
    const second = await call(h.base, 'GET', '/api/resume/myResumes?pageUnit=2&pageNo=2', { token: juan });
    expect(second.body.list.map((r: { title: string }) => r.title)).toEqual(['Resume 1']);
    expect(second.body.total).toBe(3);
    expect((await call(h.base, 'GET', '/api/resume/myResumes?pageUnit=abc', { token: juan })).status).toBe(400);
  });

  it("refuses another member's e-mail (403) and companies (403)", async () => {
    expect((await call(h.base, 'GET', '/api/resume/myResumes?email=ana@example.ph', { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/resume/myResumes', { token: company })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/resume/myResumes')).status).toBe(401);
  });
});

describe('GET /api/resume/{id}', () => {
  it('answers every field of the spec’s Resume, with the career months computed', async () => {
    const { body: created } = await create();
    const res = await call(h.base, 'GET', `/api/resume/${created.resumeId}?email=juan@example.ph`, { token: juan });
    expect(res.status).toBe(200);
    const detail = ZResumeDetail.parse(res.body);
    const month = manilaMonth();
    const [year, m] = month.split('-').map(Number) as [number, number];
    // 2022-01..2022-12 (12) + 2023-03..this month (isInOffice).
    const inOffice = (year - 2023) * 12 + (m - 3) + 1;
    expect(detail).toMatchObject({
      resumeId: created.resumeId,
      statusCode: '020A',
      isPublish: true,
      title: 'Barista with 2 years of experience',
      resumeProfileImageKey: 'individual/profile-1.png',
      photoKey: 'individual/juan.png',
      resumePhoto: [{ key: 'individual/photo-1.jpg', fileName: 'me.jpg' }],
      education: '004D',
      isNewcomer: false,
      totalNumberOfMonthsInCareer: 12 + inOffice,
      selection: 'direct',
      portfolio: [{ key: 'individual/latte-art.pdf', fileName: 'latte-art.pdf' }],
      ability: [
        { skill: '005A', field: 'English', level: 'Fluent' },
        { skill: '005B', field: 'MS Excel', level: 'Intermediate' },
      ],
    });
    expect(detail.career[1]).toEqual({ companyName: 'Mabuhay Cafe', periodFrom: '2023-03', periodTo: month, position: 'Senior Barista', isInOffice: true });
    expect(detail.workingConditions).toEqual({
      specialization: ['SP0601'],
      region: [{ province: '1300000000', city: '1381300000' }],
      employeeType: ['011A'],
      workingDay: { workingDay: '007C', selectedDay: [], isNegotiable: true, detailCondition: null },
      workPeriod: { workPeriod: '008G', isNegotiable: false },
      workingHour: { isListSelect: true, workingHour: '009G', workingHourFrom: null, workingHourTo: null, isNegotiable: false },
      salary: { salaryType: '010D', salaryMoreThan: 18000 },
    });
  });

  it("is the owner's only: another member's token gets 404, another e-mail 403, a company 403", async () => {
    const { body: created } = await create();
    expect((await call(h.base, 'GET', `/api/resume/${created.resumeId}`, { token: ana })).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/resume/${created.resumeId}?email=ana@example.ph`, { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', `/api/resume/${created.resumeId}`, { token: company })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/resume/0', { token: juan })).status).toBe(400);
    expect((await call(h.base, 'GET', '/api/resume/999999', { token: juan })).status).toBe(404);
  });
});

describe('PUT /api/resume/{id}', () => {
  it('replaces the resume and moves updatedAt', async () => {
    const { body: created } = await create();
    const before = await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(created.resumeId) } });
    const body = resumeBody({ title: 'Head Barista', isPublish: false, selfIntroduction: 'Short is fine on edit.', isNewcomer: true });
    const res = await call(h.base, 'PUT', `/api/resume/${created.resumeId}`, { token: juan, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resumeId: created.resumeId, statusCode: '020B' });
    const detail = await call(h.base, 'GET', `/api/resume/${created.resumeId}`, { token: juan });
    expect(detail.body).toMatchObject({ title: 'Head Barista', statusCode: '020B', selfIntroduction: 'Short is fine on edit.', isNewcomer: true, career: [] });
    expect(new Date(detail.body.updatedAt).getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('requires the self introduction on edit, at most 2000 characters', async () => {
    const { body: created } = await create();
    const empty = await call(h.base, 'PUT', `/api/resume/${created.resumeId}`, { token: juan, body: resumeBody({ selfIntroduction: ' ' }) });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.selfIntroduction).toBe('Please fill self introduction.');
    const long = await call(h.base, 'PUT', `/api/resume/${created.resumeId}`, { token: juan, body: resumeBody({ selfIntroduction: 'x'.repeat(2001) }) });
    expect(long.body.fields.selfIntroduction).toBe('Please fill self introduction with length between 50 and 2000 include spaces.');
  });

  it("refuses another member's resume (404) and another e-mail (403)", async () => {
    const { body: created } = await create();
    expect((await call(h.base, 'PUT', `/api/resume/${created.resumeId}`, { token: ana, body: resumeBody() })).status).toBe(404);
    expect((await call(h.base, 'PUT', `/api/resume/${created.resumeId}?email=ana@example.ph`, { token: juan, body: resumeBody() })).status).toBe(403);
    expect((await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(created.resumeId) } })).title).toBe('Barista with 2 years of experience');
  });
});

describe('PUT /api/resume/changeStatus/{id}', () => {
  it('publishes and hides the resume', async () => {
    const { body: created } = await create(resumeBody({ isPublish: false }));
    const published = await call(h.base, 'PUT', `/api/resume/changeStatus/${created.resumeId}`, { token: juan, body: { statusCode: '020A' } });
    expect(published.body).toEqual({ resumeId: created.resumeId, statusCode: '020A' });
    const hidden = await call(h.base, 'PUT', `/api/resume/changeStatus/${created.resumeId}`, { token: juan, body: { statusCode: '020B' } });
    expect(hidden.body.statusCode).toBe('020B');
    expect((await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(created.resumeId) } })).statusCode).toBe('020B');
  });

  it("refuses other codes (400) and another member's resume (404)", async () => {
    const { body: created } = await create();
    const bad = await call(h.base, 'PUT', `/api/resume/changeStatus/${created.resumeId}`, { token: juan, body: { statusCode: '020C' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.statusCode).toBe("statusCode must be '020A' (published) or '020B' (private).");
    expect((await call(h.base, 'PUT', `/api/resume/changeStatus/${created.resumeId}`, { token: ana, body: { statusCode: '020B' } })).status).toBe(404);
  });
});

describe('DELETE /api/resume/{id}', () => {
  it('deletes the resume, and a deleted resume frees a place under the limit', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) ids.push((await create(resumeBody({ title: `Resume ${i}` }))).body.resumeId);
    const res = await call(h.base, 'DELETE', `/api/resume/${ids[0]}`, { token: juan });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resumeId: ids[0] });
    expect((await call(h.base, 'GET', `/api/resume/${ids[0]}`, { token: juan })).status).toBe(404);
    expect((await create(resumeBody({ title: 'Resume 7' }))).status).toBe(201);
  });

  it("refuses another member's resume (404) and leaves it", async () => {
    const { body: created } = await create();
    expect((await call(h.base, 'DELETE', `/api/resume/${created.resumeId}`, { token: ana })).status).toBe(404);
    expect((await call(h.base, 'DELETE', `/api/resume/${created.resumeId}?email=ana@example.ph`, { token: juan })).status).toBe(403);
    expect(await h.db.resume.count()).toBe(1);
  });
});

describe('GET /api/resume/individualInfo', () => {
  it("answers the member's profile from the account service", async () => {
    const res = await call(h.base, 'GET', '/api/resume/individualInfo?email=juan@example.ph', { token: juan });
    expect(res.status).toBe(200);
    expect(ZIndividualInfo.parse(res.body)).toEqual(JUAN_PROFILE);
  });

  it('falls back to the copies of the latest resume when the account knows nothing more', async () => {
    await create(resumeBody(), juan);
    h.upstreams.profiles.delete(101);
    try {
      const res = await call(h.base, 'GET', '/api/resume/individualInfo', { token: juan });
      expect(res.body).toMatchObject({ userId: 101, fullName: 'Juan Dela Cruz', phoneNumber: '+63 917 555 0101', birthDate: '1998-06-12' });
      expect((await call(h.base, 'GET', '/api/resume/individualInfo', { token: ana })).status).toBe(404);
    } finally {
      h.upstreams.profiles.set(101, JUAN_PROFILE);
    }
  });

  it("refuses another member's e-mail and companies", async () => {
    expect((await call(h.base, 'GET', '/api/resume/individualInfo?email=ana@example.ph', { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/resume/individualInfo', { token: company })).status).toBe(403);
  });
});

describe('GET /api/resume/viewed and /api/resume/scrapped', () => {
  it("list the companies that viewed or scrapped the member's resumes, newest first", async () => {
    h.upstreams.cards.set(2, { companyName: 'Sampaguita Coffee Company Inc.', phoneNumber: '+63 918 555 0202', provinceId: '1300000000', cityId: '1380300000', specializationCode: 'SP0601' });
    const { body: created } = await create();
    await create(resumeBody({ title: 'Not viewed' }));
    await call(h.base, 'GET', `/api/talent/${created.resumeId}`, { token: company });
    await call(h.base, 'GET', `/api/talent/${created.resumeId}`, { token: h.token(MABUHAY) });
    await h.db.talentScrap.create({ data: { resumeId: BigInt(created.resumeId), companyUserId: 2n, companyName: 'Sampaguita Coffee Company Inc.', phoneNumber: '+63 918 555 0202', provinceId: '1300000000', cityId: '1380300000', specializationCode: 'SP0601' } });

    const viewed = await call(h.base, 'GET', '/api/resume/viewed?pageUnit=10&pageNo=1&email=juan@example.ph', { token: juan });
    expect(viewed.status).toBe(200);
    const list = ZResumeAudienceResponse.parse(viewed.body);
    expect(list.count).toBe(2);
    // Mabuhay viewed last; the account did not know it, so its card is empty.
    expect(list.list.map((item) => item.companyName)).toEqual(['', 'Sampaguita Coffee Company Inc.']);
    expect(list.list[1]).toEqual({
      resumeId: created.resumeId,
      title: 'Barista with 2 years of experience',
      city: 'Makati City',
      province: 'Metro Manila',
      specializationCode: 'SP0601',
      companyName: 'Sampaguita Coffee Company Inc.',
      phoneNumber: '+63 918 555 0202',
      createdAt: expect.any(String),
    });

    const scrapped = await call(h.base, 'GET', '/api/resume/scrapped?pageUnit=10&pageNo=1', { token: juan });
    expect(ZResumeAudienceResponse.parse(scrapped.body)).toMatchObject({ count: 1, list: [{ resumeId: created.resumeId, companyName: 'Sampaguita Coffee Company Inc.', city: 'Makati City' }] });

    // Another member sees none of it.
    expect((await call(h.base, 'GET', '/api/resume/viewed', { token: ana })).body).toEqual({ list: [], count: 0 });
    expect((await call(h.base, 'GET', '/api/resume/viewed?email=juan@example.ph', { token: ana })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/resume/scrapped', { token: company })).status).toBe(403);
  });
});
