/**
 * The paid ad service's calls against a real PostgreSQL (contract tests: every answer is checked
 * against its schema by the kit), with a stand-in for services/jobs' GET /api/jobAds/:id (which
 * shows a company its own ads in any status and others only ongoing ones) and, for the PayMongo
 * adapter, a local fake of api.paymongo.com.
 */
import type { AddressInfo } from 'node:net';
import { generateKeys, signAccessToken, verifyAccessToken, type Principal } from '@phjobs/service-kit/auth';
import { createLogger } from '@phjobs/service-kit/logger';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmployerApp } from '../src/app.ts';
import { httpAccountClient } from '../src/clients/account.ts';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { paymongoProvider } from '../src/clients/payments/paymongo.ts';
import { sandboxProvider } from '../src/clients/payments/sandbox.ts';
import { signNotice } from '../src/clients/payments/signature.ts';
import { openDatabase, type EmployerDb } from '../src/data/db.ts';
import { seedPromotionCredits } from '../src/seed/seed.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const SECRET = 'test-service-secret';
const WEBHOOK_SECRET = 'whsk_test_secret';
const keys = generateKeys();
const token = (principal: Principal) => signAccessToken(keys.privateKey, principal);

const employer: Principal = { userId: '2', userType: 'company', email: 'employer@demo.ph' };
const other: Principal = { userId: '1001', userType: 'company', email: 'hr@other.ph' };
const seeker: Principal = { userId: '1', userType: 'individual', email: 'seeker@demo.ph' };

/** services/jobs' ads: 10 and 11 the demo employer's (11 under review), 20 another company's ongoing ad, 21 its ended one. */
const ADS = new Map([
  [10, { companyId: 2, statusCode: '012C', title: 'Barista' }],
  [11, { companyId: 2, statusCode: '012A', title: 'Cook' }],
  [20, { companyId: 1001, statusCode: '012C', title: 'Cashier' }],
  [21, { companyId: 1001, statusCode: '012D', title: 'Driver' }],
]);

let database: TestDatabase;
let db: EmployerDb;
let base = '';
let paymongoBase = '';
let jobsBase = '';
const servers: { close(): void; closeAllConnections(): void }[] = [];

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the fake PayMongo received, and what it answers next. */
const paymongo = { requests: [] as { authorization: string | undefined; body: unknown }[], fail: false };

beforeAll(async () => {
  const jobs = express();
  jobs.get('/api/jobAds/:id', (req, res) => {
    const bearer = req.get('authorization')?.replace(/^Bearer /, '');
    const viewer = bearer ? verifyAccessToken(keys.publicKey, bearer).userId : null;
    const id = Number(req.params.id);
    const ad = ADS.get(id);
    if (!ad || (ad.statusCode !== '012C' && String(ad.companyId) !== viewer)) return void res.status(404).json({ code: 'not-found', message: 'No such job ad.' });
    res.json({ jobId: id, companyId: ad.companyId, title: ad.title, statusCode: ad.statusCode, comapnyName: 'x' });
  });
  jobsBase = await serve(jobs);

  const fake = express();
  fake.use(express.json());
  fake.post('/v1/checkout_sessions', (req, res) => {
    paymongo.requests.push({ authorization: req.get('authorization'), body: req.body });
    if (paymongo.fail) return void res.status(500).json({ errors: [{ code: 'internal', detail: 'down' }] });
    const id = `cs_${paymongo.requests.length}abc`;
    res.json({ data: { id, type: 'checkout_session', attributes: { checkout_url: `https://checkout.paymongo.test/${id}`, status: 'active' } } });
  });
  paymongoBase = await serve(fake);

  database = await startTestDatabase('employer_payments', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
  base = await serve(app('sandbox'));
});

function app(provider: 'sandbox' | 'paymongo') {
  return createEmployerApp({
    db,
    publicKey: keys.publicKey,
    serviceSecret: SECRET,
    account: httpAccountClient({ accountUrl: 'http://127.0.0.1:9', serviceSecret: SECRET }),
    jobs: httpJobsClient({ jobsUrl: jobsBase, serviceSecret: SECRET }),
    logger: createLogger('employer', 'silent'),
    payments: {
      provider: provider === 'sandbox' ? sandboxProvider({ publicBaseUrl: '' }) : paymongoProvider({ apiUrl: paymongoBase, secretKey: 'sk_test_abc' }),
      webhookSecret: WEBHOOK_SECRET,
      publicBaseUrl: provider === 'sandbox' ? '' : 'https://phjobs.test',
    },
  });
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await db?.$disconnect();
  await database?.drop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe('TRUNCATE payment_order, promotion_credit, outbox_event RESTART IDENTITY');
  paymongo.requests.length = 0;
  paymongo.fail = false;
});

async function send(method: string, path: string, { as, body, at = base }: { as?: Principal; body?: unknown; at?: string } = {}) {
  const headers: Record<string, string> = {};
  if (as) headers.authorization = `Bearer ${token(as)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${at}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json as Record<string, unknown> & { actions: { mobileWebCheckoutUrl: string } }, location: res.headers.get('location') };
}

const order = (body: unknown, as: Principal = employer, at = base) => send('POST', '/api/payment/jobStyle/order', { as, body, at });
const orders = () => db.$queryRawUnsafe<{ id: string; status: string; paid_at: Date | null }[]>('SELECT id::text, status, paid_at FROM payment_order ORDER BY id');
const paidEvents = () => db.$queryRawUnsafe<{ payload: Record<string, unknown> }[]>("SELECT payload FROM outbox_event WHERE subject = 'employer.order.paid'");

async function webhook(notice: unknown, { secret = WEBHOOK_SECRET, livemode = false, at = base }: { secret?: string; livemode?: boolean; at?: string } = {}) {
  const raw = JSON.stringify(notice);
  const res = await fetch(`${at}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'paymongo-signature': signNotice(secret, raw, { livemode }) }, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const paidNotice = (checkoutId: string, livemode = false) => ({
  data: { id: `evt_${Math.random().toString(16).slice(2)}`, type: 'event', attributes: { type: 'checkout_session.payment.paid', livemode, data: { id: checkoutId, type: 'checkout_session', attributes: {} } } },
});
const checkoutIdOf = (url: string) => url.split('/').pop() ?? '';

async function pressSandbox(checkoutUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const res = await fetch(`${base}${checkoutUrl}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

describe('POST /api/payment/jobStyle/order', () => {
  it("answers the checkout of a pending order for the company's own ad, priced from the catalogue", async () => {
    const res = await order({ jobId: 10, serviceIds: [2, 1], days: 7 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobId: 10, serviceIds: [1, 2], days: 7, amount: 299 + 199, currency: 'PHP', statusCode: 'pending' });
    expect(res.body.actions.mobileWebCheckoutUrl).toMatch(/^\/api\/payment\/sandbox\/cs_sandbox_[0-9a-f]{24}$/);
    expect(await orders()).toEqual([expect.objectContaining({ status: 'pending', paid_at: null })]);
  });

  it('takes an ad still under review (the register wizard sends the employer here right after creating it)', async () => {
    expect((await order({ jobId: 11, serviceIds: [3], days: 30 })).body).toMatchObject({ amount: 499, statusCode: 'pending' });
  });

  it("refuses another company's ad, an ended one it cannot see, and an unknown ad with 'invalid ad id', writing nothing", async () => {
    for (const jobId of [20, 21, 999]) {
      const res = await order({ jobId, serviceIds: [1], days: 7 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not-found', message: 'invalid ad id' });
    }
    expect(await orders()).toEqual([]);
  });

  it('answers 401 to visitors and 403 to individuals', async () => {
    expect((await send('POST', '/api/payment/jobStyle/order', { body: { jobId: 10, serviceIds: [1], days: 7 } })).status).toBe(401);
    expect((await order({ jobId: 10, serviceIds: [1], days: 7 }, seeker)).status).toBe(403);
    expect(await orders()).toEqual([]);
  });

  it('refuses unknown services, periods and an empty choice with field messages', async () => {
    const res = await order({ jobId: 'x', serviceIds: [4], days: 10 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['days', 'jobId', 'serviceIds.0']);
    expect((await order({ jobId: 10, serviceIds: [], days: 7 })).body.fields).toEqual({ serviceIds: 'Choose at least one service.' });
  });
});

describe('the sandbox checkout and the signed webhook', () => {
  it('pays through the same signed webhook a provider uses, once, and returns the browser to the paid page', async () => {
    const placed = await order({ jobId: 10, serviceIds: [1], days: 15 });
    const page = await fetch(`${base}${placed.body.actions.mobileWebCheckoutUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay ₱549');
    const pressed = await pressSandbox(placed.body.actions.mobileWebCheckoutUrl, 'pay');
    expect(pressed).toEqual({ status: 303, location: `/myPage/ad/10/paid?orderId=${placed.body.orderId}&result=success` });
    const status = await send('GET', `/api/payment/jobStyle/order/${placed.body.orderId}`, { as: employer });
    expect(status.body).toMatchObject({ orderId: placed.body.orderId, statusCode: 'paid', failureReason: null });
    const paidAt = new Date(status.body.paidAt as string).getTime();
    expect(new Date(status.body.activeUntil as string).getTime() - paidAt).toBe(15 * 86_400_000);
    expect(await paidEvents()).toEqual([{ payload: { orderId: String(placed.body.orderId), jobId: '10', companyUserId: '2', serviceIds: [1], activeUntil: status.body.activeUntil } }]);
  });

  it('pays an order exactly once when the notice comes twice, before the browser is back, or at the same time', async () => {
    const placed = await order({ jobId: 10, serviceIds: [1, 3], days: 7 });
    const checkoutId = checkoutIdOf(placed.body.actions.mobileWebCheckoutUrl);
    const answers = await Promise.all([webhook(paidNotice(checkoutId)), webhook(paidNotice(checkoutId))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.result).sort()).toEqual(['already-paid', 'paid']);
    expect((await webhook(paidNotice(checkoutId))).body.result).toBe('already-paid');
    expect((await pressSandbox(placed.body.actions.mobileWebCheckoutUrl, 'pay')).status).toBe(303);
    expect((await orders()).map((o) => o.status)).toEqual(['paid']);
    expect(await paidEvents()).toHaveLength(1);
  });

  it('refuses a notice with a bad, missing, stale or wrong-mode signature with 401 and changes nothing', async () => {
    const placed = await order({ jobId: 10, serviceIds: [1], days: 7 });
    const checkoutId = checkoutIdOf(placed.body.actions.mobileWebCheckoutUrl);
    expect((await webhook(paidNotice(checkoutId), { secret: 'not-the-secret' })).status).toBe(401);
    expect((await webhook(paidNotice(checkoutId), { livemode: true })).status).toBe(401);
    const raw = JSON.stringify(paidNotice(checkoutId));
    const unsigned = await fetch(`${base}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(unsigned.status).toBe(401);
    const stale = signNotice(WEBHOOK_SECRET, raw, { now: new Date(Date.now() - 3_600_000) });
    expect((await fetch(`${base}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'paymongo-signature': stale }, body: raw })).status).toBe(401);
    const tampered = await fetch(`${base}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paymongo-signature': signNotice(WEBHOOK_SECRET, raw) },
      body: raw.replace(checkoutId, `${checkoutId} `),
    });
    expect(tampered.status).toBe(401);
    expect((await orders()).map((o) => o.status)).toEqual(['pending']);
    expect(await paidEvents()).toEqual([]);
  });

  it('fails the order on Fail (the reason is the error data the failed step shows), and a later payment of the same checkout still pays it', async () => {
    const placed = await order({ jobId: 10, serviceIds: [2], days: 7 });
    expect((await pressSandbox(placed.body.actions.mobileWebCheckoutUrl, 'fail')).location).toBe(`/myPage/ad/10/paid?orderId=${placed.body.orderId}&result=cancel`);
    const failed = await send('GET', `/api/payment/jobStyle/order/${placed.body.orderId}`, { as: employer });
    expect(failed.body).toMatchObject({ statusCode: 'failed', failureReason: 'The card was declined (sandbox).', paidAt: null, activeUntil: null });
    expect(await paidEvents()).toEqual([]);
    await pressSandbox(placed.body.actions.mobileWebCheckoutUrl, 'pay');
    expect((await send('GET', `/api/payment/jobStyle/order/${placed.body.orderId}`, { as: employer })).body.statusCode).toBe('paid');
  });

  it('leaves the order pending on Cancel (an unpaid order never styles an ad)', async () => {
    const placed = await order({ jobId: 10, serviceIds: [2], days: 7 });
    expect((await pressSandbox(placed.body.actions.mobileWebCheckoutUrl, 'cancel')).location).toBe(`/myPage/ad/10/paid?orderId=${placed.body.orderId}&result=cancel`);
    expect((await orders()).map((o) => o.status)).toEqual(['pending']);
    expect(await paidEvents()).toEqual([]);
  });

  it("answers an order's state only to its company: 404 to another company, 403 to individuals, 401 to visitors", async () => {
    const placed = await order({ jobId: 10, serviceIds: [2], days: 7 });
    const path = `/api/payment/jobStyle/order/${placed.body.orderId}`;
    expect((await send('GET', path, { as: other })).status).toBe(404);
    expect((await send('GET', path, { as: seeker })).status).toBe(403);
    expect((await send('GET', path)).status).toBe(401);
    expect((await fetch(`${base}/api/payment/sandbox/cs_sandbox_000000000000000000000000`)).status).toBe(404);
  });
});

describe('promotion: GET /api/employer/has-promotion and POST /api/employer/order-with-promotion', () => {
  it('spends the seeded credit once: paid at once, then 409 and hasPromotion false', async () => {
    await seedPromotionCredits(db);
    expect(await seedPromotionCredits(db)).toBe(false);
    expect((await send('GET', '/api/employer/has-promotion?uid=2', { as: employer })).body).toEqual({ hasPromotion: true });
    const spent = await send('POST', '/api/employer/order-with-promotion', { as: employer, body: { uid: 2, jobId: 10, serviceIds: [1], days: 30 } });
    expect(spent.body).toMatchObject({ statusCode: 'paid' });
    expect(spent.status).toBe(201);
    expect(spent.body).toMatchObject({ jobId: 10, serviceIds: [1], days: 30, statusCode: 'paid' });
    const again = await send('POST', '/api/employer/order-with-promotion', { as: employer, body: { uid: 2, jobId: 10, serviceIds: [1], days: 30 } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payment/no-promotion');
    expect((await send('GET', '/api/employer/has-promotion?uid=2', { as: employer })).body).toEqual({ hasPromotion: false });
    expect(await paidEvents()).toHaveLength(1);
  });

  it('spends a credit once when two orders race for it', async () => {
    await seedPromotionCredits(db);
    const body = { uid: 2, jobId: 10, serviceIds: [2], days: 7 };
    const answers = await Promise.all([send('POST', '/api/employer/order-with-promotion', { as: employer, body }), send('POST', '/api/employer/order-with-promotion', { as: employer, body })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await paidEvents()).toHaveLength(1);
  });

  it("checks uid against the signed-in member (403), the ad against the company (404), and spends nothing then", async () => {
    await seedPromotionCredits(db);
    expect((await send('GET', '/api/employer/has-promotion?uid=1001', { as: employer })).status).toBe(403);
    expect((await send('GET', '/api/employer/has-promotion?uid=abc', { as: employer })).status).toBe(400);
    expect((await send('POST', '/api/employer/order-with-promotion', { as: employer, body: { uid: 1001, jobId: 10, serviceIds: [1], days: 7 } })).status).toBe(403);
    const foreign = await send('POST', '/api/employer/order-with-promotion', { as: employer, body: { uid: 2, jobId: 20, serviceIds: [1], days: 7 } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('invalid ad id');
    expect((await send('GET', '/api/employer/has-promotion?uid=1', { as: seeker })).status).toBe(403);
    expect((await send('GET', '/api/employer/has-promotion?uid=2')).status).toBe(401);
    expect((await send('GET', '/api/employer/has-promotion?uid=2', { as: employer })).body).toEqual({ hasPromotion: true });
    expect((await send('GET', '/api/employer/has-promotion?uid=1001', { as: other })).body).toEqual({ hasPromotion: false });
    expect(await orders()).toEqual([]);
  });
});

describe('PayMongo adapter (a local fake of api.paymongo.com)', () => {
  let live = '';
  beforeAll(async () => {
    live = await serve(app('paymongo'));
  });

  it('opens a Checkout Session in centavos with GCash, Maya, card and QR Ph, and answers its checkout_url', async () => {
    const placed = await order({ jobId: 10, serviceIds: [1, 2], days: 7 }, employer, live);
    expect(placed.status).toBe(201);
    expect(placed.body.actions).toEqual({ mobileWebCheckoutUrl: 'https://checkout.paymongo.test/cs_1abc', deeplinkUrl: null });
    expect(paymongo.requests).toHaveLength(1);
    const [request] = paymongo.requests;
    expect(request?.authorization).toBe(`Basic ${Buffer.from('sk_test_abc:').toString('base64')}`);
    expect(request?.body).toMatchObject({
      data: {
        attributes: {
          line_items: [
            { name: 'Title highlight (7 days)', amount: 29_900, currency: 'PHP', quantity: 1 },
            { name: 'Title colour (7 days)', amount: 19_900, currency: 'PHP', quantity: 1 },
          ],
          payment_method_types: ['gcash', 'paymaya', 'card', 'qrph'],
          reference_number: String(placed.body.orderId),
          success_url: `https://phjobs.test/myPage/ad/10/paid?orderId=${placed.body.orderId}&result=success`,
          cancel_url: `https://phjobs.test/myPage/ad/10/paid?orderId=${placed.body.orderId}&result=cancel`,
          metadata: { order_id: String(placed.body.orderId) },
        },
      },
    });
    expect((await webhook(paidNotice('cs_1abc', true), { livemode: true, at: live })).body.result).toBe('paid');
    expect(await paidEvents()).toHaveLength(1);
    // The sandbox page is not served with the real provider.
    expect((await fetch(`${live}/api/payment/sandbox/cs_sandbox_000000000000000000000000`)).status).toBe(404);
  });

  it('answers 503 when PayMongo refuses, and leaves the order failed', async () => {
    paymongo.fail = true;
    const placed = await order({ jobId: 10, serviceIds: [1], days: 7 }, employer, live);
    expect(placed.status).toBe(503);
    expect(placed.body.code).toBe('payment/provider-unavailable');
    expect((await orders()).map((o) => o.status)).toEqual(['failed']);
  });
});
