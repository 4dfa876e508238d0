import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../helpers/test.ts';
import { viewportOf } from '../helpers/desktop.ts';

/**
 * The JavaScript a visitor's first screen of /ad/all loads (issue 18: at most 150 KB gzip on a
 * phone), counted as packages/web-build/size-report.cjs counts it: every script the page asks for
 * until the network is idle, by the size of its precompressed .gz copy in the build. On desktop the
 * list opens with its Detail search beside it (its form, listboxes and pickers): a budget of its own.
 */
const BUDGET_KB = { mobile: 150, desktop: 180 } as const;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The built file behind a script's URL: the shell's dist, or /remotes/{name}/ -> mfe-{name}/dist. */
function gzipSize(pathname: string): number {
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  const file = remote ? `${ROOT}mfe-${remote[1]}/dist/${remote[2]}` : `${ROOT}shell/dist${pathname}`;
  expect(existsSync(`${file}.gz`), `${file}.gz`).toBe(true);
  return statSync(`${file}.gz`).size;
}

test('a visitor opening the job list loads no more JavaScript than the budget', async ({ page }, info) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/ad/all', { waitUntil: 'networkidle' });
  await expect(page.locator('#root .ad-card').first()).toBeVisible();

  const sizes = [...scripts].map((path) => [path, gzipSize(path)] as const);
  const totalKb = sizes.reduce((sum, [, size]) => sum + size, 0) / 1024;
  const budget = BUDGET_KB[viewportOf(info)];
  expect(totalKb, `${sizes.map(([path, size]) => `${path} ${(size / 1024).toFixed(1)} KB`).join(', ')}`).toBeLessThanOrEqual(budget);
});
