/**
 * The authorization matrix (authorization-matrix.ts) on the seeded product: every declared route
 * asked by a visitor, the owners, another individual, another company and the master, about the
 * owners' things. Each answer's status is the one the matrix names; no body carries a marker of a
 * member the caller may not see; and whoever may not see a thing gets for it the very answer of a
 * thing that never existed (hidden ads, private resumes, others' applications, offers, inquiries,
 * rooms, orders, branches). The routes come from the contracts: a new route without an entry fails.
 */
import { randomBytes } from 'node:crypto';
import { ALL_API_ROUTES } from '@phjobs/contracts/api/all';
import { fillPath } from '@phjobs/contracts/route';
import type { ApiRoute } from '@phjobs/contracts/route-schemas';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_ID, DEMO_SEEKER_ID, seedCompanyId, seedSeekerId } from '@phjobs/seed-data/ids';
import { DEMO_EMPLOYER_EMAIL, DEMO_MASTER_EMAIL, DEMO_SEEKER_EMAIL } from '@phjobs/seed-data/users';
import { seedSeekers, seedUsers } from '@phjobs/seed-data/dataset';
import type { Principal } from '@phjobs/service-kit/auth';
import type { ServiceName } from '@phjobs/service-kit/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBodyOf, CALLERS, jobReviewBodyOf, type Call, type Caller, type Expected, type Fixture, keyOf, MATRIX, resumeBodyOf } from './authorization-matrix.ts';
import { startSeededProduct, type SeededProduct } from './harness/seeded-product.ts';

const emailOf = (id: number) => {
  const user = [...seedUsers(), ...seedSeekers()].find((u) => u.id === id);
  if (!user) throw new Error(`no seed user ${id}`);
  return user.email;
};

const OTHER_INDIVIDUAL = seedSeekerId(1);
/** A seed company that is no branch of the demo master. */
const OTHER_COMPANY = seedCompanyId(10);

const PRINCIPALS: Record<Exclude<Caller, 'visitor'>, Principal> = {
  individual: { userId: String(DEMO_SEEKER_ID), userType: 'individual', email: DEMO_SEEKER_EMAIL },
  otherIndividual: { userId: String(OTHER_INDIVIDUAL), userType: 'individual', email: emailOf(OTHER_INDIVIDUAL) },
  company: { userId: String(DEMO_EMPLOYER_ID), userType: 'company', email: DEMO_EMPLOYER_EMAIL },
  otherCompany: { userId: String(OTHER_COMPANY), userType: 'company', email: emailOf(OTHER_COMPANY) },
  master: { userId: String(DEMO_MASTER_ID), userType: 'master.company', email: DEMO_MASTER_EMAIL },
};

/** The owners' calls last, so that what they change (delete, cancel, answer) comes after the others tried. */
const ORDER: readonly Caller[] = ['visitor', 'otherIndividual', 'otherCompany', 'master', 'individual', 'company'];

let product: SeededProduct;
let fixture: Fixture;
/** Text that only some callers may ever read, and who. */
const markers: { text: string; readers: readonly Caller[]; what: string }[] = [];

type Answer = { status: number; text: string };

async function send(route: ApiRoute, call: Call, caller: Caller): Promise<Answer> {
  const principal = caller === 'visitor' ? null : PRINCIPALS[caller];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (principal) headers.authorization = `Bearer ${product.tokenOf(principal)}`;
  const query = new URLSearchParams(call.query ?? {});
  if (route.email === true && principal) query.set('email', principal.email);
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.body !== undefined || (route.method !== 'GET' && route.schemas.body)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }
  // Internal routes are not routed by the gateway: asked at the service itself, without its token.
  const base = route.access === 'internal' ? product.serviceUrl(route.service as ServiceName) : product.gateway;
  const path = fillPath(route.path, call.params ?? {});
  const res = await fetch(`${base}${path}${query.size ? `?${query}` : ''}`, { method: route.method, headers, body, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

/** The ids a call names (its params and the id fields of its query and body): an answer may echo them. */
function idsOf(call: Call): Set<string> {
  const ids = new Set<string>(Object.values(call.params ?? {}).map(String));
  for (const part of [call.query, call.body]) {
    if (part && typeof part === 'object') for (const [name, value] of Object.entries(part)) if (/id$/i.test(name) && (typeof value === 'number' || typeof value === 'string')) ids.add(String(value));
  }
  return ids;
}

/** Two answers alike, but for the ids each call named (`{ resumeId: 7, isScrapped: false }` echoes the id asked about). */
function sameAnswer(a: Answer, b: Answer, callA: Call, callB: Call): boolean {
  if (a.status !== b.status) return false;
  if (a.text === b.text) return true;
  const masked = (text: string, ids: Set<string>) => {
    try {
      return JSON.stringify(JSON.parse(text, (_key, value: unknown) => ((typeof value === 'number' || typeof value === 'string') && ids.has(String(value)) ? '<id>' : value)));
    } catch {
      return text;
    }
  };
  return masked(a.text, idsOf(callA)) === masked(b.text, idsOf(callB));
}

/** One answer per (probe, caller). */
function memoized<K, C, V>(fn: (key: K, caller: C) => Promise<V>): (key: K, caller: C) => Promise<V> {
  const seen = new Map<K, Map<C, Promise<V>>>();
  return (key, caller) => {
    let byCaller = seen.get(key);
    if (!byCaller) seen.set(key, (byCaller = new Map()));
    let value = byCaller.get(caller);
    if (!value) byCaller.set(caller, (value = fn(key, caller)));
    return value;
  };
}

const matches = (expected: Expected, status: number) => (expected === 'ok' ? status >= 200 && status < 300 : status === expected);

async function asOwner<T>(method: string, path: string, who: Exclude<Caller, 'visitor'>, body?: unknown, query: Record<string, string> = {}): Promise<T> {
  const params = new URLSearchParams({ email: PRINCIPALS[who].email, ...query });
  const res = await fetch(`${product.gateway}${path}?${params}`, {
    method,
    headers: { authorization: `Bearer ${product.tokenOf(PRINCIPALS[who])}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`fixture: ${method} ${path} as ${who}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function sql(service: ServiceName, text: string, values: unknown[] = []): Promise<pg.QueryResultRow[]> {
  const client = new pg.Client({ connectionString: product.databaseUrl(service) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The owners' things: seeded ones found, the rest made through the API (a few hidden-ad titles set in SQL to be markers). */
async function prepare(): Promise<Fixture> {
  const tag = randomBytes(4).toString('hex');
  const mark = (what: string, readers: readonly Caller[]) => {
    const text = `Matrix ${what} ${tag}`;
    markers.push({ text, readers, what });
    return text;
  };
  const privateTitle = mark('private resume', ['individual']);
  const resumeBody = resumeBodyOf(privateTitle);
  const privateResume = (await asOwner<{ resumeId: number }>('POST', '/api/resume/setResume', 'individual', resumeBody)).resumeId;
  const toDelete = (await asOwner<{ resumeId: number }>('POST', '/api/resume/setResume', 'individual', resumeBodyOf(`Spare ${tag}`))).resumeId;

  // Seeded ads of the demo employer: 1 under review, 5 and 6 ended, 7 ended, 12 and 16 ongoing.
  await sql('jobs', 'UPDATE job_ad SET title = $1 WHERE id = 1', [mark('ad under review', ['company', 'master'])]);
  await sql('jobs', 'UPDATE job_ad SET title = $1 WHERE id = 5', [mark('ended ad', ['company', 'master'])]);
  await sql('jobs', 'UPDATE job_ad SET title = $1 WHERE id = 6', [mark('deleted ad', ['company', 'master'])]);
  await asOwner('DELETE', '/api/jobAds/6', 'company');
  const created = async (title: string) => (await asOwner<{ data: { jobId: number } }>('POST', '/api/jobAds', 'company', adBodyOf(title))).data.jobId;
  const toUpdate = await created(`To update ${tag}`);
  const toDeleteAd = await created(`To delete ${tag}`);

  const inquiryText = mark('inquiry', ['individual']);
  const qna = (await asOwner<{ qnaId: number }>('POST', '/api/qna', 'individual', { majorCategoryCode: '023A', detailCategoryCode: '023A01', index: inquiryText, email: DEMO_SEEKER_EMAIL })).qnaId;
  const individualNews = (await asOwner<{ list: { newsId: number }[] }>('GET', '/api/individual/myNews', 'individual')).list[0]?.newsId;
  const companyNews = (await asOwner<{ list: { newsId: number }[] }>('GET', '/api/employer/myNews', 'company')).list[0]?.newsId;
  if (!individualNews || !companyNews) throw new Error('fixture: no seeded news');
  const messages = await asOwner<{ messages: { id: number; senderRole: string }[] }>('GET', '/chats/rooms/apply_12_1/messages', 'individual');
  const messageOfCompany = messages.messages.find((m) => m.senderRole === 'company')?.id;
  if (!messageOfCompany) throw new Error(`fixture: no company message in apply_12_1: ${JSON.stringify(messages)}`);
  const order = (await asOwner<{ orderId: number }>('POST', '/api/payment/jobStyle/order', 'company', { jobId: 12, serviceIds: [2], days: 7 })).orderId;
  const event = (await asOwner<{ list: { eventId: number }[] }>('GET', '/api/event', 'individual')).list[0]?.eventId;
  if (!event) throw new Error('fixture: no event');

  // The seeker's posts and comments (made here), its seeded interview review under review, a released one, its job reviews.
  const posted = async (path: string) => (await asOwner<{ articleId: number }>('POST', path, 'individual', { title: `Matrix ${tag}`, index: 'Is a 13th-month pay owed after six months?', articleAttachment: [] })).articleId;
  const jobTalk = await posted('/api/community/jobTalk');
  const commented = async () => (await asOwner<{ commentId: number }>('POST', '/api/community/reply', 'individual', { articleId: jobTalk, index: 'Yes, prorated.' })).commentId;
  const reviewed = async (company: string) => (await asOwner<{ jobReviewId: number }>('POST', '/api/community/jobReview', 'individual', jobReviewBodyOf(company))).jobReviewId;
  const [underReview] = await sql('community', "SELECT id FROM post WHERE kind = 'interviewTip' AND review_status = 'underReview' AND user_id = 1 ORDER BY id LIMIT 1");
  const [released] = await sql('community', "SELECT id FROM post WHERE kind = 'interviewTip' AND review_status = 'released' ORDER BY id LIMIT 1");
  if (!underReview || !released) throw new Error('fixture: no seeded interview reviews');
  const post = {
    jobTalk,
    jobTalkToDelete: await posted('/api/community/jobTalk'),
    counseling: await posted('/api/community/jobCounseling'),
    counselingToDelete: await posted('/api/community/jobCounseling'),
    comment: await commented(),
    commentToDelete: await commented(),
    interviewUnderReview: Number(underReview.id),
    interviewReleased: Number(released.id),
    jobReview: await reviewed(`Matrix Kept ${tag}`),
    jobReviewToDelete: await reviewed(`Matrix Gone ${tag}`),
  };
  const articleOf = async (table: string, kind?: string) => Number((await sql('community', `SELECT id FROM ${table} ${kind ? 'WHERE kind = $1' : ''} ORDER BY id LIMIT 1`, kind ? [kind] : []))[0]?.id);
  const article = { jobStory: await articleOf('article', 'jobStory'), hrMagazine: await articleOf('article', 'hrMagazine'), employmentNews: await articleOf('article', 'employmentNews'), seniorInterview: await articleOf('senior_interview') };

  const invitation = await asOwner<{ companyCode: string }>('GET', '/api/master/invitationCode', 'master');
  markers.push({ text: invitation.companyCode, readers: ['master', 'company'], what: "the master's invitation code (its branch joined with it)" });
  const branch = await asOwner<{ branchInfo: Record<string, unknown> }>('GET', `/api/master/branch/${DEMO_EMPLOYER_ID}`, 'master');
  const branchBody = Object.fromEntries(['managerName', 'phoneNumber', 'province', 'city', 'detailAddress', 'specializationCode', 'mainBusiness'].map((key) => [key, branch.branchInfo[key]]));
  markers.push({ text: DEMO_SEEKER_EMAIL, readers: ['individual', 'company', 'master'], what: "the seeker's e-mail (its applications' companies see it)" });

  return {
    loginEmail: emailOf(seedSeekerId(2)),
    branchBody,
    ad: { ongoing: 12, underReview: 1, ended: 5, deleted: 6, toEnd: 16, toReRegister: 7, toUpdate, toDelete: toDeleteAd, forOffer: 15 },
    resume: { published: 1, private: privateResume, toDelete },
    application: { live: 1, toCancel: 2 },
    offer: { answered: 1, pending: 2 },
    qna,
    news: { individual: individualNews, company: companyNews },
    chat: { room: 'apply_12_1', toFreezeJobId: 11, messageOfCompany },
    order,
    branch: DEMO_EMPLOYER_ID,
    otherCompanyId: OTHER_COMPANY,
    otherIndividualId: OTHER_INDIVIDUAL,
    event,
    post,
    article,
    resumeBody,
    adBody: adBodyOf(`Updated ${tag}`),
    inquiryText,
  };
}

beforeAll(async () => {
  product = await startSeededProduct('matrix');
  fixture = await prepare();
}, 300_000);

afterAll(async () => {
  await product?.close();
});

describe('the authorization matrix', () => {
  it('has an entry for every declared route, and none for a route that is gone', () => {
    const declared = ALL_API_ROUTES.map(keyOf);
    expect(declared.filter((key) => !MATRIX[key]), 'routes without a matrix entry: say what each caller must get').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !declared.includes(key))).toEqual([]);
  });

  it('answers each caller as the matrix says, never with another member\'s data, and hides what is hidden exactly like what is missing', async () => {
    const failures: string[] = [];
    let calls = 0;
    const ask = async (route: ApiRoute, call: Call, caller: Caller, exempt: boolean) => {
      const answer = await send(route, call, caller);
      calls++;
      if (!exempt) for (const marker of markers) if (!marker.readers.includes(caller) && answer.text.includes(marker.text)) failures.push(`${route.method} ${route.path} as ${caller}: the body holds ${marker.what}`);
      return answer;
    };
    for (const route of ALL_API_ROUTES) {
      const entry = MATRIX[keyOf(route)];
      if (!entry) continue;
      const where = `${route.method} ${route.path}`;
      const exempt = entry.markersExempt !== undefined;
      const call = entry.call?.(fixture) ?? {};
      const answers = new Map<Caller, Answer>();
      for (const caller of ORDER) {
        const answer = await ask(route, call, caller, exempt);
        answers.set(caller, answer);
        if (!matches(entry.expect[caller], answer.status)) failures.push(`${where} as ${caller}: ${answer.status}, expected ${entry.expect[caller]} (${answer.text.slice(0, 160)})`);
      }
      const refused = [...new Set([...CALLERS.filter((caller) => entry.expect[caller] === 404), ...(entry.likeMissing ?? [])])];
      if (refused.length && !entry.missing) failures.push(`${where}: callers are refused but the entry has no 'missing' call to compare with`);
      const missingOf = memoized(async (probe: (f: Fixture) => Call, caller: Caller) => ask(route, probe(fixture), caller, exempt));
      if (entry.missing) {
        for (const caller of refused) {
          const [own, none] = [answers.get(caller), await missingOf(entry.missing, caller)];
          if (own && !sameAnswer(own, none, call, entry.missing(fixture))) failures.push(`${where} as ${caller}: the owners' thing answers ${own.status} ${own.text.slice(0, 120)}, a missing one ${none.status} ${none.text.slice(0, 120)}`);
        }
      }
      for (const probe of entry.hidden ?? []) {
        const missingCall = probe.missing ?? entry.missing;
        if (!missingCall) {
          failures.push(`${where}: a hidden probe without a 'missing' call`);
          continue;
        }
        for (const hiddenCall of probe.calls(fixture)) {
          for (const caller of CALLERS.filter((c) => !probe.seenBy.includes(c))) {
            const [answer, none] = [await ask(route, hiddenCall, caller, exempt), await missingOf(missingCall, caller)];
            if (!sameAnswer(answer, none, hiddenCall, missingCall(fixture)))
              failures.push(`${where} as ${caller} about a hidden ${JSON.stringify(hiddenCall).slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 120)}; a missing one: ${none.status} ${none.text.slice(0, 120)}`);
          }
        }
      }
    }
    console.info(`authorization matrix: ${calls} calls over ${ALL_API_ROUTES.length} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 300_000);
});
