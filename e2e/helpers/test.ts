import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
const WATCH_SCRIPT = fileURLToPath(new URL('../fixtures/a11y-watch.js', import.meta.url));

/**
 * The screens checked so far in this worker, per project (viewport): a screen that many journeys
 * pass (the home, /ad/all, the login) is checked by the first of them only, which keeps the cost of
 * the check small across the suite. A state worth its own check gets `screens(.., { axe: true })`.
 */
const checkedByProject = new Map<string, Set<string>>();

/** One critical or serious finding on one screen (fixtures/a11y-watch.js). */
type A11yReport = { screen: string; url: string; rule: string; impact: string; help: string; nodes: string[] };

declare global {
  interface Window {
    __a11yReport: (reports: A11yReport[]) => Promise<void>;
    __a11yFirstVisit: (screen: string, mark: boolean) => Promise<boolean>;
    __a11y?: { idle: () => boolean };
  }
}

/**
 * Every journey's `test`: Playwright's, with an automatic accessibility check of each screen the
 * journey's pages reach (the pages of its own browser context). axe-core (WCAG 2.1 A and AA) runs in
 * the page once a screen has settled, after each navigation and each dialog that opens (a screen
 * is an address with the dialog open on it, each checked once per worker and project), and every screen
 * should have one visible h1. The journey fails at its end on any critical or serious finding,
 * listing each with the elements at fault. `test.use({ a11y: false })` turns it off for a journey
 * that is about something axe cannot judge (say so there).
 */
export const test = base.extend<{ a11y: boolean; a11yWatch: void }>({
  a11y: [true, { option: true }],
  a11yWatch: [
    async ({ context, a11y }, use, testInfo) => {
      if (!a11y) return use();
      const reports: A11yReport[] = [];
      const checked = checkedByProject.get(testInfo.project.name) ?? new Set<string>();
      checkedByProject.set(testInfo.project.name, checked);
      const before = checked.size;
      await context.exposeBinding('__a11yReport', (_source, found: A11yReport[]) => void reports.push(...found));
      await context.exposeBinding('__a11yFirstVisit', (_source, screen: string, mark: boolean) => {
        const fresh = !checked.has(screen);
        if (mark) checked.add(screen);
        return fresh;
      });
      await context.addInitScript({ path: AXE_SCRIPT });
      await context.addInitScript({ path: WATCH_SCRIPT });
      await use();
      // the screen the journey ended on, once it has settled
      for (const page of context.pages()) {
        await page.waitForFunction(() => window.__a11y?.idle() ?? true, undefined, { timeout: 5_000, polling: 200 }).catch(() => undefined);
      }
      const mine = [...checked].slice(before);
      await testInfo.attach('accessibility: screens checked', { body: mine.join('\n') || '(none new)', contentType: 'text/plain' });
      const lines = reports.map((r) => `${r.impact} ${r.rule} on ${r.screen} (${r.url}): ${r.help}${r.nodes.map((n) => `\n    ${n}`).join('')}`);
      expect(lines, `axe-core and the one-h1 rule found ${reports.length} critical or serious problem(s) on ${mine.length} screen(s)`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
