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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The home's mobile popup (a seeded notice) is hidden for a day by this cookie, as after 'Do not
    // show for a day': journeys that pass the home are not about it. home.e2e.ts starts without it.
    storageState: { cookies: [{ name: 'phjobs_popup_hidden', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, launchOptions: chromium } },
    // the plain-HTTP checks of findable-pages.e2e.ts have no viewport: the mobile project runs them once
    { name: 'desktop', grepInvert: /found by search engines and shared as links/, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium } },
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
