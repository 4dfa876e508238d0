import type { AddressInfo } from 'node:net';
import { JOBS_API } from '@phjobs/contracts/api/jobs';
import { ZJobAdPage, ZSitemapIndex, ZSitemapPage } from '@phjobs/contracts/job-pages';
import { serviceToken } from '@phjobs/service-kit/auth';
import { pgDb } from '@phjobs/service-kit/events/pg';
import { createService } from '@phjobs/service-kit/http';
import { createLogger } from '@phjobs/service-kit/logger';
import { mountRoutes } from '@phjobs/service-kit/routes';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogLookups } from '../src/domain/catalog.ts';
import { internalHandlers } from '../src/routes/internal.ts';
import { MIGRATIONS_DIR } from '../src/start.ts';

const SECRET = 'test-service-secret';
let database: TestDatabase;
let pool: pg.Pool;
let base = '';
let close: () => void;
const ids: Record<string, number> = {};

type Ad = { key: string; status: string; spec?: string[]; province?: string; deleted?: boolean; updatedAt?: string; createdAt?: string };
const ADS: Ad[] = [
  { key: 'barista', status: '012C', spec: ['SP0601'], province: '1339', updatedAt: '2026-11-20T01:00:00Z', createdAt: '2026-11-01T00:00:00Z' },
  { key: 'ended', status: '012D', spec: ['SP0601'], province: '1339', updatedAt: '2026-11-21T01:00:00Z' },
  { key: 'deleted', status: '012D', spec: ['SP0601'], deleted: true, updatedAt: '2026-11-21T02:00:00Z' },
  { key: 'review', status: '012A', spec: ['SP0601'], updatedAt: '2026-11-21T03:00:00Z' },
  { key: 'cook', status: '012C', spec: ['SP0602'], province: '1339', updatedAt: '2026-11-22T01:00:00Z', createdAt: '2026-11-02T00:00:00Z' },
  { key: 'driver', status: '012C', spec: ['SP0901'], province: '0722', updatedAt: '2026-11-23T01:00:00Z', createdAt: '2026-11-03T00:00:00Z' },
];

beforeAll(async () => {
  database = await startTestDatabase('jobs_pages', MIGRATIONS_DIR);
  pool = new pg.Pool({ connectionString: database.databaseUrl });
  for (const ad of ADS) {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO job_ad (company_id, company_name, title, status_code, working_day_code, salary_code, salary, specialization_ids, province_id, detail_address, deleted_at, updated_at, created_at)
       VALUES (7, 'Acme Coffee', $1, $2, '007B', '010D', 18000, $3, $4, '12 Rizal Ave.', $5, $6, $7) RETURNING id::text`,
      [`${ad.key} job`, ad.status, ad.spec ?? [], ad.province ?? null, ad.deleted ? '2026-11-21T02:00:00Z' : null, ad.updatedAt ?? '2026-11-01T00:00:00Z', ad.createdAt ?? '2026-10-01T00:00:00Z'],
    );
    ids[ad.key] = Number(rows[0]?.id);
  }
  const db = pgDb(pool);
  const app = createService({
    name: 'jobs',
    logger: createLogger('jobs', 'silent'),
    routes: (app) => {
      const router = express.Router();
      const { jobAdPage, sitemapIndex, sitemapPage } = JOBS_API;
      mountRoutes(router, { jobAdPage, sitemapIndex, sitemapPage }, internalHandlers({ db, lookups: createCatalogLookups() }), { serviceSecret: SECRET });
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

const get = (path: string, caller = serviceToken(SECRET, 'gateway')) => fetch(base + path, { headers: { 'x-service-token': caller } });

describe('GET /internal/jobAds/:id/page', () => {
  it("gives an ongoing ad's visitor detail, its last update and its street address", async () => {
    const res = await get(`/internal/jobAds/${ids.barista}/page`);
    expect(res.status).toBe(200);
    const page = ZJobAdPage.parse(await res.json());
    if (page.state !== 'ongoing') throw new Error(`expected ongoing, got ${page.state}`);
    expect(page.ad).toMatchObject({ jobId: ids.barista, title: 'barista job', comapnyName: 'Acme Coffee', salary: 18000, salaryCode: '010D', isScrapped: false });
    expect(page.updatedAt).toBe('2026-11-20T01:00:00.000Z');
    expect(page.streetAddress).toBe('12 Rizal Ave.');
  });

  it('answers an ended ad as gone, with ongoing ads of its specialization first and then of its province', async () => {
    const page = ZJobAdPage.parse(await (await get(`/internal/jobAds/${ids.ended}/page`)).json());
    expect(page).toMatchObject({ state: 'gone', jobId: ids.ended, title: 'ended job', companyName: 'Acme Coffee' });
    if (page.state !== 'gone') throw new Error('expected gone');
    expect(page.similar.map((s) => s.jobId)).toEqual([ids.barista, ids.cook]);
  });

  it('answers a deleted ad as gone too', async () => {
    const page = ZJobAdPage.parse(await (await get(`/internal/jobAds/${ids.deleted}/page`)).json());
    expect(page.state).toBe('gone');
  });

  it('keeps ads under review and unknown ids out (404), and refuses calls without a service token (403)', async () => {
    expect((await get(`/internal/jobAds/${ids.review}/page`)).status).toBe(404);
    expect((await get('/internal/jobAds/999999/page')).status).toBe(404);
    expect((await fetch(`${base}/internal/jobAds/${ids.barista}/page`)).status).toBe(403);
    expect((await get('/internal/jobAds/abc/page')).status).toBe(400);
  });
});

describe('GET /internal/jobAds/sitemap', () => {
  it('lists only ongoing ads, in files of pageSize with the latest update of each', async () => {
    const index = ZSitemapIndex.parse(await (await get('/internal/jobAds/sitemap?pageSize=2')).json());
    expect(index).toEqual({
      total: 3,
      pageSize: 2,
      pages: [
        { page: 1, count: 2, lastmod: '2026-11-22T01:00:00.000Z' },
        { page: 2, count: 1, lastmod: '2026-11-23T01:00:00.000Z' },
      ],
    });
    const first = ZSitemapPage.parse(await (await get('/internal/jobAds/sitemap/1?pageSize=2')).json());
    const second = ZSitemapPage.parse(await (await get('/internal/jobAds/sitemap/2?pageSize=2')).json());
    expect([...first.ads, ...second.ads]).toEqual([
      { jobId: ids.barista, updatedAt: '2026-11-20T01:00:00.000Z' },
      { jobId: ids.cook, updatedAt: '2026-11-22T01:00:00.000Z' },
      { jobId: ids.driver, updatedAt: '2026-11-23T01:00:00.000Z' },
    ]);
  });

  it('refuses a page size over 50,000 URLs (400)', async () => {
    expect((await get('/internal/jobAds/sitemap?pageSize=50001')).status).toBe(400);
  });
});
