import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the product promises (WCAG 2.1 A and AA). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };
type InPage = {
  axe?: { run: (context: Document | { exclude: string[][] }, options: object) => Promise<{ violations: Violation[] }> };
  __a11y?: { hold: boolean; idle: () => boolean };
};

/**
 * axe-core on the page as it is: in the page itself when the journey's watcher (helpers/test.ts)
 * has put axe there (one run, the watcher held meanwhile: axe refuses two runs at once), else
 * through @axe-core/playwright (which injects axe and finishes in a page of its own: slower).
 */
async function violationsOf(page: Page, exclude: string[]): Promise<Violation[]> {
  const watched = await page.evaluate(() => {
    const w = window as unknown as InPage;
    if (!w.axe || !w.__a11y) return false;
    w.__a11y.hold = true;
    return true;
  });
  if (watched) {
    try {
      await expect.poll(() => page.evaluate(() => (window as unknown as InPage).__a11y?.idle() ?? true), { timeout: 30_000 }).toBe(true);
      return await page.evaluate(
        async ({ tags, exclude }) => {
          const { violations } = await (window as unknown as Required<InPage>).axe.run(
            exclude.length ? { exclude: exclude.map((s) => [s]) } : document,
            { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
          );
          return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
        },
        { tags: TAGS, exclude },
      );
    } finally {
      await page
        .evaluate(() => {
          const w = (window as unknown as InPage).__a11y;
          if (w) w.hold = false;
        })
        .catch(() => undefined);
    }
  }
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/**
 * Runs axe-core on what the page shows now (an open modal included) and fails on any critical or
 * serious violation, listing each rule with the elements it found, so the failure says what to fix.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const violations = await violationsOf(page, options.exclude ?? []);
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`).join('\n')}`);
  expect(report, `axe found ${serious.length} critical or serious violation(s) on ${page.url()}`).toEqual([]);
}
