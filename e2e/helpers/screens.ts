import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';

/** e2e/screenshots/<project>/ (gitignored). */
function folderOf(project: string, testDir: string): string {
  const dir = join(resolve(testDir, '..', 'screenshots'), project);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Screenshots of each screen a journey visits: `screenshots/<project>/<journey>-<nn>-<name>.png`
 * (the mobile project is 390x844). Take one once the screen shows what the journey asserts, not
 * while it loads. With `axe: true`, each screen is also checked with axe-core (helpers/axe.ts):
 * no critical or serious WCAG 2.1 A/AA violation.
 */
export function screens(page: Page, journey: string, options: { axe?: boolean } = {}) {
  const info = test.info();
  const dir = folderOf(info.project.name, info.project.testDir);
  let n = 0;
  return async (name: string) => {
    n += 1;
    const file = `${journey}-${String(n).padStart(2, '0')}-${name}.png`;
    // lazy images in view (logos) finish loading or failing first, so the picture shows them as a person would
    await page
      .waitForFunction(
        () =>
          Array.from(document.images).every((img) => {
            const r = img.getBoundingClientRect();
            const inView = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
            return !inView || img.complete;
          }),
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    await page.screenshot({ path: join(dir, file), animations: 'disabled', caret: 'hide' });
    if (options.axe) await expectAccessible(page);
  };
}
