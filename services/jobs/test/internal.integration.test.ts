import type { AddressInfo } from 'node:net';
import { JOBS_API } from '@phjobs/contracts/api/jobs';
import { ZCompanyAdCounts } from '@phjobs/contracts/employer';
import { serviceToken } from '@phjobs/service-kit/auth';
import { pgDb } from '@phjobs/service-kit/events/pg';
import { createService } from '@phjobs/service-kit/http';
import { createLogger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCompanyAds } from '../src/data/count-company-ads.ts';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { internalHandlers } from '../src/routes/internal.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const SECRET = 'test-service-secret';
let database: TestDatabase;
let pool: pg.Pool;
let base = '';
let close: () => void;

beforeAll(async () => {
  database = await startTestDatabase('jobs_internal', MIGRATIONS_DIR);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
  const ads: [number, string][] = [[7, '012C'], [7, '012C'], [7, '012A'], [7, '012D'], [7, '012D'], [7, '012D'], [8, '012C']];
  for (const [companyId, status] of ads)
    await pool.query(
      `INSERT INTO job_ad (company_id, company_name, title, status_code, working_day_code, salary_code) VALUES ($1, 'Acme', 'Cashier', $2, '007B', '010D')`,
      [companyId, status],
    );
  const db = pgDb(pool);
  const app = createService({
    name: 'jobs',
    logger: createLogger('jobs', 'silent'),
    routes: (app) => {
      const router = express.Router();
      const { companyAdCounts, seekerCounts, internalApplication, chatAd, jobAdSummary } = JOBS_API;
      mountRoutes(router, { companyAdCounts, seekerCounts, internalApplication, chatAd, jobAdSummary }, internalHandlers({ db, lookups: createCatalogLookups() }), { serviceSecret: SECRET });
      app.use(router);
    },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterAll(async () => {
  close?.();
  await pool?.end();
  await database?.drop();
});

const get = (path: string, caller = serviceToken(SECRET, 'employer')) => fetch(base + path, { headers: { 'x-service-token': caller } });

describe('GET /internal/companies/:id/ad-counts', () => {
  it("counts one company's ads by status: ongoing 012C, under review 012A, end 012D", async () => {
    const res = await get('/internal/companies/7/ad-counts');
    expect(res.status).toBe(200);
    expect(ZCompanyAdCounts.parse(await res.json())).toEqual({ ongoingCount: 2, underReviewCount: 1, endCount: 3 });
  });

  it('answers zeros for a company without ads', async () => {
    expect(await countCompanyAds(pgDb(pool), 9)).toEqual({ ongoingCount: 0, underReviewCount: 0, endCount: 0 });
  });

  it('refuses calls without a valid service token (403)', async () => {
    expect((await fetch(`${base}/internal/companies/7/ad-counts`)).status).toBe(403);
    expect((await get('/internal/companies/7/ad-counts', serviceToken('another-secret', 'employer'))).status).toBe(403);
  });

  it('answers a bad id with 400', async () => {
    expect((await get('/internal/companies/abc/ad-counts')).status).toBe(400);
    expect((await get('/internal/companies/0/ad-counts')).status).toBe(400);
  });
});

describe('GET /internal/job-ads/:id/chat (services/chat)', () => {
  it("answers an ad's title, status, company and master, its end time once ended, deleted ads too, and 404 for none", async () => {
    const ids = (await pool.query<{ id: string; status_code: string }>(`SELECT id::text, status_code FROM job_ad WHERE company_id = 7 ORDER BY id`)).rows;
    const ongoing = ids.find((row) => row.status_code === '012C')?.id;
    const ended = ids.find((row) => row.status_code === '012D')?.id;
    await pool.query(`INSERT INTO company_master (company_id, master_id, changed_at) VALUES (7, 70, now()) ON CONFLICT (company_id) DO UPDATE SET master_id = 70`);
    const answer = await get(`/internal/job-ads/${ongoing}/chat`, serviceToken(SECRET, 'chat'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ jobId: Number(ongoing), title: 'Cashier', statusCode: '012C', deleted: false, endedAt: null, companyUserId: 7, masterUserId: 70, companyName: 'Acme', logoKey: null });
    const end = await (await get(`/internal/job-ads/${ended}/chat`, serviceToken(SECRET, 'chat'))).json();
    expect(end).toMatchObject({ statusCode: '012D', endedAt: expect.any(String) });
    await pool.query(`UPDATE job_ad SET deleted_at = now() WHERE id = $1`, [ongoing]);
    expect(await (await get(`/internal/job-ads/${ongoing}/chat`, serviceToken(SECRET, 'chat'))).json()).toMatchObject({ deleted: true });
    expect((await get('/internal/job-ads/999999/chat', serviceToken(SECRET, 'chat'))).status).toBe(404);
    expect((await fetch(`${base}/internal/job-ads/${ended}/chat`)).status).toBe(403);
  });
});

describe('GET /internal/jobAds/:id/summary', () => {
  it("answers an ad's title, company and status in any state (community keeps it with a report)", async () => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO job_ad (company_id, company_name, title, status_code, working_day_code, salary_code, deleted_at) VALUES (8, 'Mabuhay Retail Corp.', 'Sales Associate', '012D', '007B', '010D', now()) RETURNING id::text`,
    );
    const res = await get(`/internal/jobAds/${rows[0]!.id}/summary`, serviceToken(SECRET, 'community'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jobId: Number(rows[0]!.id), title: 'Sales Associate', companyName: 'Mabuhay Retail Corp.', companyUserId: 8, statusCode: '012D' });
  });

  it('answers 404 for an unknown ad, 400 for a bad id and 403 without the service token', async () => {
    expect((await get('/internal/jobAds/999999/summary')).status).toBe(404);
    expect((await get('/internal/jobAds/abc/summary')).status).toBe(400);
    expect((await fetch(`${base}/internal/jobAds/1/summary`)).status).toBe(403);
  });
});
