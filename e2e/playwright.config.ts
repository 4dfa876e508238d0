import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { GATEWAY_PORT, PG_PORT, SERVICE_PORT_ENV } from './ports.ts';

/**
 * Journeys through the gateway against the whole product, started by the same command as `npm start`
 * on its own ports and a fresh data folder (so a running `npm start` is left alone), in Debian's Chromium.
 */
export const baseURL = `http://127.0.0.1:${GATEWAY_PORT}`;
// One fresh data folder per run: made here once (workers load this file again and inherit the env)
// and removed by global-teardown.ts unless E2E_DATA_DIR was given.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'phjobs-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
  // As root, embedded PostgreSQL runs as the user 'postgres', who must be able to enter the folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The journeys that sign in as the seeded demo members (helpers/session.ts DEMO_*, the demo
 * company's ids): one at a time, so that none sees another's changes half made.
 */
const DEMO_JOURNEYS = [
  'account-application-cancel', 'account-memo', 'account-news', 'account-offer', 'account-seeded-news', 'chat',
  'community-posts', 'community-support', 'employer-ad-management', 'employer-ad-register', 'employer-applicants',
  'employer-paid-ad', 'employer-to-hire', 'home', 'jobs-apply', 'jobs-split', 'keyboard-only', 'master-branches',
  'remote-failure', 'seeker-signs-in', 'session-and-header', 'talent-offer', 'talent-search',
].map((name) => `**/${name}.e2e.ts`);
const MOBILE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The home's mobile popup (a seeded notice) is hidden for a day by this cookie, as after 'Do not
    // show for a day': journeys that pass the home are not about it. home.e2e.ts starts without it.
    storageState: { cookies: [{ name: 'phjobs_popup_hidden', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    // Recording a trace costs every journey CPU (~12% of the suite here); in CI (retries 1) a failing
    // journey is run again with its trace on, locally (no retries) a failure keeps the trace it made.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Two workers: the journeys of fresh members and visitors run side by side, while those that sign in
  // with the seeded demo accounts (and read or change what those accounts own: their applications,
  // offers, news, ads, the company's promotion credit) take turns on one worker, each viewport's in a
  // project of its own, mobile's before desktop's, as they did when everything ran on one worker.
  projects: [
    { name: 'mobile', testIgnore: DEMO_JOURNEYS, use: { ...devices['Desktop Chrome'], ...MOBILE, launchOptions: chromium } },
    // the plain-HTTP checks of findable-pages.e2e.ts have no viewport: the mobile project runs them once
    { name: 'desktop', testIgnore: DEMO_JOURNEYS, grepInvert: /found by search engines and shared as links/, use: { ...devices['Desktop Chrome'], ...DESKTOP, launchOptions: chromium } },
    { name: 'mobile-demo', testMatch: DEMO_JOURNEYS, workers: 1, use: { ...devices['Desktop Chrome'], ...MOBILE, launchOptions: chromium } },
    { name: 'desktop-demo', testMatch: DEMO_JOURNEYS, workers: 1, dependencies: ['mobile-demo'], use: { ...devices['Desktop Chrome'], ...DESKTOP, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node --import tsx ../infra/src/start.ts',
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...process.env,
      NATS_URL: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PG_PORT),
      PORT_GATEWAY: String(GATEWAY_PORT),
      ...SERVICE_PORT_ENV,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
  },
});
