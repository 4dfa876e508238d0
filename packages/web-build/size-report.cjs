#!/usr/bin/env node
/**
 * JS weight of a page as the browser loads it: opens the page in Chromium against a running
 * dev-serve (or gateway), records every JS file requested until the network is idle, and sums the
 * sizes of their precompressed .gz copies in the dist folders.
 *
 *   node packages/web-build/size-report.cjs [--base http://127.0.0.1:3000] [--budget 250] /ad/all
 */
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const base = opt('base', 'http://127.0.0.1:3000');
const budgetKb = Number(opt('budget', 250));
const pagePath = args[0] ?? '/ad/all';

function distFile(url) {
  const p = new URL(url).pathname;
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(p);
  return remote ? path.join(ROOT, `mfe-${remote[1]}`, 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', p.slice(1));
}

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const urls = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\.js(\?|$)/.test(r.url())) urls.add(r.url());
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();

  let total = 0;
  const rows = [];
  for (const url of urls) {
    const file = distFile(url);
    const gz = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : null;
    const raw = fs.existsSync(file) ? fs.statSync(file).size : null;
    if (gz !== null) total += gz;
    rows.push([new URL(url).pathname, raw, gz]);
  }
  rows.sort((a, b) => (b[2] ?? 0) - (a[2] ?? 0));
  for (const [p, raw, gz] of rows) console.log(`${String(gz === null ? '?' : (gz / 1024).toFixed(1)).padStart(7)} KB gz  ${String(raw === null ? '?' : (raw / 1024).toFixed(1)).padStart(7)} KB raw  ${p}`);
  const kb = total / 1024;
  console.log(`${pagePath}: ${rows.length} JS files, ${kb.toFixed(1)} KB gzip in total (budget ${budgetKb} KB)`);
  process.exit(kb <= budgetKb ? 0 : 1);
})().catch((e) => {
  console.error(e);
  process.exit(2);
});
