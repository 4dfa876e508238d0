import { randomBytes, randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { seedSeekers } from '@phjobs/seed-data/dataset';
import { servicePort } from '../ports.ts';

/**
 * Calls of the account, talent and jobs services that the account journeys make as the test itself
 * (setting the scene, reading codes from the dev outbox). Pass a request context of its own (the
 * `request` fixture), not `page.request`: a login answers the refresh cookie, and the browser should
 * only be signed in by what the journey does on screen.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The product's own mail domain: an individual may log in with the part before '@'. */
export const PRODUCT_MAIL_DOMAIN = 'phjobs.ph';

export type NewMember = {
  /** `e2e.<random>`: the login id without '@'. */
  id: string;
  /** `e2e.<random>@phjobs.ph` */
  email: string;
  password: string;
  fullName: string;
  /** The national part after +63, as a person types it: '9xx xxx xxxx'. */
  phone: string;
  /** '+639xxxxxxxxx', as the SMS is sent. */
  phoneE164: string;
};

/** A member nobody has used yet: unique e-mail at the product's domain and a unique mobile number. */
export function newMember(): NewMember {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const digits = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return {
    id: `e2e.${tag}`,
    email: `e2e.${tag}@${PRODUCT_MAIL_DOMAIN}`,
    password: `Pass${randomInt(1000, 9999)}word`,
    fullName: `Maria Santos ${tag.slice(-4).toUpperCase()}`,
    phone: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    phoneE164: `+63${digits}`,
  };
}

/**
 * services/account itself, on the port playwright.config.ts gives it. Scene-setting sign-ups and
 * logins go here rather than through the gateway: the gateway limits the auth endpoints per client
 * IP (10 verification calls a minute), every call of a run comes from 127.0.0.1, and the in-process
 * start does not pass RATE_LIMIT=off on to the gateway. The journeys' own screens still go through
 * the gateway.
 */
const ACCOUNT_SERVICE = `http://127.0.0.1:${servicePort('account')}`;

export async function withAccountService<T>(use: (account: APIRequestContext) => Promise<T>): Promise<T> {
  const account = await playwrightRequest.newContext({ baseURL: ACCOUNT_SERVICE });
  try {
    return await use(account);
  } finally {
    await account.dispose();
  }
}

/**
 * A seed job seeker (infra's generator, the same the services seed: user 50000 + index + 1, the demo
 * password), for journeys that need a member whose e-mail got no code in the last minute (one code
 * a minute per address: a member signed up a moment ago cannot ask for a password reset yet).
 */
export function seedSeeker(index: number): { email: string; password: string; fullName: string } {
  const seeker = seedSeekers()[index];
  if (!seeker) throw new Error(`no seed seeker #${index}`);
  return { email: seeker.email, password: seeker.password, fullName: seeker.fullName };
}

// dev outbox -----------------------------------------------------------------------------------

type OutboxMessage = { id: number; channel: 'sms' | 'email'; to: string; subject: string | null; text: string; code: string | null; sentAt: string };

/** GET /api/dev/outbox?to=: what the embedded stack "sent" to one address or number, newest first. */
export async function outboxOf(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status(), 'GET /api/dev/outbox').toBe(200);
  return ((await res.json()) as { list: OutboxMessage[] }).list;
}

/** The id of the newest message to `to` (0 when none): codes sent after it are new. */
export async function outboxMark(request: APIRequestContext, to: string): Promise<number> {
  return (await outboxOf(request, to))[0]?.id ?? 0;
}

/** The code of the first message to `to` newer than `after`, once it has been sent. */
export async function codeSentTo(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        code = (await outboxOf(request, to)).find((m) => m.id > after && m.code)?.code ?? '';
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

// captcha --------------------------------------------------------------------------------------

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * The answer to the built-in captcha's question (services/account/src/clients/captcha.ts):
 * 'What is seven plus 3?' or 'What is 7 minus three?', numbers in digits or words up to ten.
 */
export function captchaAnswer(question: string): string {
  const match = /^What is (\w+) (plus|minus) (\w+)\?$/.exec(question.trim());
  if (!match) throw new Error(`not a built-in captcha question: ${question}`);
  const value = (word: string) => (/^\d+$/.test(word) ? Number(word) : WORDS.indexOf(word.toLowerCase()));
  const [a, b] = [value(match[1]!), value(match[3]!)];
  if (a < 0 || b < 0) throw new Error(`unknown number in: ${question}`);
  return String(match[2] === 'plus' ? a + b : a - b);
}

/** A captcha pass token: GET /api/auth/captcha, answered with POST /api/auth/captcha/verify. */
export async function captchaPass(request: APIRequestContext): Promise<string> {
  const challenge = await request.get('/api/auth/captcha');
  expect(challenge.status(), 'GET /api/auth/captcha').toBe(200);
  const { provider, challengeId, question } = (await challenge.json()) as { provider: string; challengeId: string; question: string };
  expect(provider, 'the embedded stack has the built-in captcha').toBe('builtin');
  const pass = await request.post('/api/auth/captcha/verify', { data: { challengeId, answer: captchaAnswer(question) } });
  expect(pass.status(), 'POST /api/auth/captcha/verify').toBe(200);
  return ((await pass.json()) as { token: string }).token;
}

// members --------------------------------------------------------------------------------------

export async function emailProof(request: APIRequestContext, email: string): Promise<string> {
  const after = await outboxMark(request, email);
  const sent = await request.post('/api/auth/email/sendCode', { data: { email, purpose: 'signup' } });
  expect(sent.status(), 'POST /api/auth/email/sendCode').toBe(201);
  const { verificationId } = (await sent.json()) as { verificationId: string };
  const code = await codeSentTo(request, email, after);
  const verified = await request.post('/api/auth/email/verifyCode', { data: { verificationId, code } });
  expect(verified.status(), 'POST /api/auth/email/verifyCode').toBe(200);
  return ((await verified.json()) as { verificationToken: string }).verificationToken;
}

async function phoneProof(request: APIRequestContext, phoneE164: string): Promise<string> {
  const token = await captchaPass(request);
  const after = await outboxMark(request, phoneE164);
  const sent = await request.post('/api/employer/sendVerifySms', { data: { phoneNumber: phoneE164, deviceId: `e2e-${randomBytes(6).toString('hex')}`, reqHost: '127.0.0.1', token } });
  expect(sent.status(), 'POST /api/employer/sendVerifySms').toBe(201);
  const { verificationId } = (await sent.json()) as { verificationId: string };
  const code = await codeSentTo(request, phoneE164, after);
  const verified = await request.get(`/api/individual/verifySms?${new URLSearchParams({ code, phoneNumber: phoneE164, verificationId })}`);
  expect(verified.status(), 'GET /api/individual/verifySms').toBe(200);
  return ((await verified.json()) as { verificationToken: string }).verificationToken;
}

export type SignedUp = NewMember & { accessToken: string };

/**
 * A new individual member signed up through the calls the sign-up screens make (e-mail code and
 * SMS code from the dev outbox, built-in captcha), straight to services/account. Returns the member
 * and an access token.
 */
export function signUpByApi(member: NewMember = newMember()): Promise<SignedUp> {
  return withAccountService(async (account) => {
    const emailVerificationToken = await emailProof(account, member.email);
    const phoneVerificationToken = await phoneProof(account, member.phoneE164);
    const res = await account.post('/api/individual/signup', {
      data: {
        email: member.email,
        password: member.password,
        fullName: member.fullName,
        phoneNumber: member.phoneE164,
        alarmEmail: false,
        isNewcomer: true,
        industry: 'SP01',
        position: 'Customer Service Representative',
        region: { province: '1300000000', city: '1381300000' },
        education: '004F',
        skills: ['MS Excel'],
        empType: ['011A'],
        salary: { salaryType: '010D', salary: 25000 },
        inflowPathCode: 'A',
        genderCode: '003A',
        signInProvider: 'password',
        emailVerificationToken,
        phoneVerificationToken,
      },
    });
    expect(res.status(), `sign-up of ${member.email}`).toBe(201);
    return { ...member, accessToken: ((await res.json()) as { accessToken: string }).accessToken };
  });
}

/** POST /api/auth/login (straight to services/account): the access token. */
export function tokenOf(email: string, password: string, userType: 'individual' | 'company' | 'master'): Promise<string> {
  return withAccountService(async (account) => {
    const res = await account.post('/api/auth/login', { data: { email, password, userType } });
    expect(res.status(), `login of ${email} as ${userType}`).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  });
}

// resumes, ads, applications, offers ---------------------------------------------------------

/** A complete self introduction: more than the minimum of 50 characters. */
export const SELF_INTRODUCTION =
  'I have three years of experience in customer service for an international BPO account. ' +
  'I handle calls and chats calmly, keep my metrics on target and enjoy helping people.';

/** POST /api/resume/setResume: a published resume of a newcomer; the new resume's id. */
export async function createResumeByApi(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post('/api/resume/setResume', {
    headers: auth(token),
    data: {
      title,
      education: '004F',
      isNewcomer: true,
      career: [],
      workingConditions: { specialization: ['SP0101'], region: [{ province: '1300000000', city: '1381300000' }], employeeType: ['011A'] },
      selection: 'direct',
      selfIntroduction: SELF_INTRODUCTION,
      isPublish: true,
    },
  });
  expect(res.status(), 'POST /api/resume/setResume').toBe(201);
  return ((await res.json()) as { resumeId: number }).resumeId;
}

/** The demo employer's company id (= its member id, @phjobs/seed-data/ids) and the demo seeker's published resume. */
export const DEMO_COMPANY_ID = 2;
export const DEMO_SEEKER_RESUME_ID = 1;

export type CompanyAd = { id: number; title: string };

/**
 * Ongoing ads of one company that still take applications (deadline not past) and offer the apply
 * method `method` when given: the first ones found among the first ad ids (the demo company's
 * seeded ads come first), looked at 20 at a time.
 */
export async function ongoingAdsOf(
  request: APIRequestContext,
  companyId: number,
  { method, exclude = new Set<number>(), firstIds = 120 }: { method?: string; exclude?: Set<number>; firstIds?: number } = {},
): Promise<CompanyAd[]> {
  const found: CompanyAd[] = [];
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  for (let from = 1; from <= firstIds; from += 20) {
    const ids = Array.from({ length: 20 }, (_, i) => from + i).filter((id) => !exclude.has(id));
    const ads = await Promise.all(
      ids.map(async (id) => {
        const res = await request.get(`/api/jobAds/${id}`);
        if (res.status() === 404) return null;
        expect(res.status(), `GET /api/jobAds/${id}`).toBe(200);
        return { id, ...((await res.json()) as { companyId: number; title: string; statusCode: string; applyList: string[]; jobDeadlineDate: string | null }) };
      }),
    );
    for (const ad of ads) {
      if (!ad || ad.companyId !== companyId || ad.statusCode !== '012C') continue;
      // an ongoing ad past its deadline no longer takes applications (409)
      if (ad.jobDeadlineDate !== null && ad.jobDeadlineDate < today) continue;
      if (method && !ad.applyList.includes(method)) continue;
      found.push({ id: ad.id, title: ad.title });
    }
    if (found.length) return found;
  }
  return found;
}

/** POST /api/application/{jobId} with a resume: the application's id. */
export async function applyOnlineByApi(request: APIRequestContext, token: string, jobId: number, resumeId: number): Promise<number> {
  const res = await request.post(`/api/application/${jobId}`, { headers: auth(token), data: { resumeId } });
  expect(res.status(), `POST /api/application/${jobId}`).toBe(201);
  return ((await res.json()) as { applicationId: number }).applicationId;
}

/** The company's applicant row of an application (GET /api/application/applicants), or undefined. */
export async function applicantRow(request: APIRequestContext, companyToken: string, applicationId: number) {
  const res = await request.get('/api/application/applicants?pageUnit=100&pageNo=1', { headers: auth(companyToken) });
  expect(res.status(), 'GET /api/application/applicants').toBe(200);
  const { list } = (await res.json()) as { list: { applicationId: number; statusCode: string; fullName: string; jobId: number; jobTitle: string }[] };
  return list.find((row) => row.applicationId === applicationId);
}

/** PUT /api/employer/myPage/applicant/changeStatus/{id}: the answer. */
export async function changeApplicationStatus(request: APIRequestContext, companyToken: string, applicationId: number, statusCode: '021A' | '021B' | '021C') {
  const res = await request.put(`/api/employer/myPage/applicant/changeStatus/${applicationId}`, { headers: auth(companyToken), data: { howToApply: '018A', statusCode } });
  expect(res.status(), `PUT /api/employer/myPage/applicant/changeStatus/${applicationId}`).toBe(200);
  return (await res.json()) as { applicationId: number; statusCode: string; previousStatusCode: string };
}

export type NewsItem = { newsId: number; newsType: string; title: string; content: string; link: string | null; readAt: string | null };

/** GET /api/individual/myNews (all, newest first). */
export async function myNews(request: APIRequestContext, token: string): Promise<NewsItem[]> {
  const res = await request.get('/api/individual/myNews?pageUnit=10&pageNo=1&searchType=all', { headers: auth(token) });
  expect(res.status(), 'GET /api/individual/myNews').toBe(200);
  return ((await res.json()) as { list: NewsItem[] }).list;
}

export type ReceivedOffer = { offerId: number; jobId: number; jobTitle: string; companyName: string; statusCode: string; resumeId: number | null };

/** GET /api/offer/applicationOffers: the offers a member received. */
export async function receivedOffers(request: APIRequestContext, token: string): Promise<ReceivedOffer[]> {
  const res = await request.get('/api/offer/applicationOffers?pageUnit=100&pageNo=1', { headers: auth(token) });
  expect(res.status(), 'GET /api/offer/applicationOffers').toBe(200);
  return ((await res.json()) as { list: ReceivedOffer[] }).list;
}

/** POST /api/offer as a company: the new offer's id. */
export async function sendOfferByApi(request: APIRequestContext, companyToken: string, resumeId: number, jobId: number, offerIndex: string): Promise<number> {
  const res = await request.post('/api/offer', { headers: auth(companyToken), data: { resumeId, jobId, offerIndex } });
  expect(res.status(), 'POST /api/offer').toBe(201);
  return ((await res.json()) as { offerId: number }).offerId;
}

/** GET /api/offer/{offerId} as the talent: the company's card (contact included once accepted). */
export async function offerCompany(request: APIRequestContext, token: string, offerId: number) {
  const res = await request.get(`/api/offer/${offerId}`, { headers: auth(token) });
  expect(res.status(), `GET /api/offer/${offerId}`).toBe(200);
  return ((await res.json()) as { company: { companyName: string; phoneNumber: string | null; email: string | null } }).company;
}
