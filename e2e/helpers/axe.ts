import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the product promises (WCAG 2.1 A and AA). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on what the page shows now (an open modal included) and fails on any critical or
 * serious violation, listing each rule with the elements it found, so the failure says what to fix.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // the journey's own watcher (helpers/test.ts) waits while this runs: axe refuses two runs at once
  const watcher = (hold: boolean) => page.evaluate((on) => {
    const w = (window as { __a11y?: { hold: boolean; idle: () => boolean } }).__a11y;
    if (w) w.hold = on;
    return !w || w.idle();
  }, hold);
  await watcher(true);
  await expect.poll(() => watcher(true), { timeout: 30_000 }).toBe(true);
  const { violations } = await builder.analyze().finally(() => watcher(false).catch(() => undefined));
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`).join('\n')}`);
  expect(report, `axe found ${serious.length} critical or serious violation(s) on ${page.url()}`).toEqual([]);
}
