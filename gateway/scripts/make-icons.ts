/**
 * Draws the app icons of the web app manifest (gateway/public/icons) from the logo mark, in
 * Debian's Chromium: `node --import tsx gateway/scripts/make-icons.ts`. Run again after changing
 * the mark; the PNGs are committed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const ACCENT = '#0b63e5';

/** `inset`: the maskable icon keeps the mark inside the safe zone (a circle of 80%). */
const page = (size: number, { rounded, inset }: { rounded: boolean; inset: number }) => `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;background:${ACCENT};border-radius:${rounded ? size * 0.22 : 0}px;display:flex;align-items:center;justify-content:center">
<span style="font:700 ${Math.round(size * 0.4 * (1 - inset))}px Arial,Helvetica,sans-serif;letter-spacing:${size * 0.015}px;color:#fff">PH</span></div></body></html>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.25 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.1 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon.size, icon));
    await tab.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await tab.close();
    console.log(`${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
