#!/usr/bin/env node
/**
 * Quick look: opens pages of a running dev-serve (or gateway) in Debian's Chromium and saves
 * screenshots at 390x844 and 1280x800, printing console errors and failed requests.
 *
 *   node packages/web-build/look.cjs --base http://127.0.0.1:3000 --out /tmp/shots /ad/all /enter
 *   --login email:password:type   logs in through /enter first (type individual|company|master)
 *   --full                        full-page screenshots
 *   --scroll N                    scrolls N pixels before the shot
 */
const { chromium } = require('playwright-core');
const fs = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const base = opt('base', 'http://127.0.0.1:3000');
const out = opt('out', '/tmp/shots');
const login = opt('login', null);
const scroll = Number(opt('scroll', 0));
const full = flag('full');
const paths = args.length ? args : ['/'];

(async () => {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [w, h, tag] of [[390, 844, 'mobile'], [1280, 800, 'desktop']]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(`  [console ${tag}] ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => console.log(`  [pageerror ${tag}] ${e.message.slice(0, 300)}`));
    page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/api/auth/refresh') && console.log(`  [http ${r.status()} ${tag}] ${r.url()}`));
    page.on('requestfailed', (r) => console.log(`  [requestfailed ${tag}] ${r.url()} ${r.failure()?.errorText}`));
    if (login) {
      const [email, password, type] = login.split(':');
      await page.goto(`${base}/enter`, { waitUntil: 'networkidle' });
      if (type !== 'individual') await page.getByRole('tab', { name: /Business/ }).click();
      if (type === 'master') await page.getByLabel(/Master Account Login/).check();
      await page.getByLabel(/^E-?mail/i).fill(email);
      await page.getByLabel(/^Password/i).fill(password);
      await page.getByRole('button', { name: /^Login$/ }).click();
      await page.waitForURL(`${base}/`, { timeout: 5000 }).catch(() => console.log('  login did not reach /'));
    }
    for (const p of paths) {
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      if (scroll) {
        await page.mouse.wheel(0, scroll);
        await page.waitForTimeout(600);
      }
      const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${tag}.png`);
      await page.screenshot({ path: file, fullPage: full });
      console.log(`${file}`);
    }
    await context.close();
  }
  await browser.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
