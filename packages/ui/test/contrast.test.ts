// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The colour tokens of ui.css (`--ph-*: #rrggbb` in :root). */
function tokens(): Record<string, string> {
  const css = readFileSync(new URL('../src/styles/ui.css', import.meta.url), 'utf8');
  const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  return Object.fromEntries([...root.matchAll(/--ph-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1] ?? '', (m[2] ?? '').toLowerCase()]));
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const t = tokens();
const WHITE = '#ffffff';

/** Text colours on the grounds they are drawn on (components, badges, buttons). */
const TEXT_PAIRS: [text: string, ground: string, where: string][] = [
  ...['text', 'text-muted', 'text-faint', 'accent', 'accent-strong', 'danger-strong', 'warning', 'success'].flatMap((text) =>
    ['surface', 'bg', 'surface-alt'].map((ground): [string, string, string] => [text, ground, `--ph-${text} on --ph-${ground}`]),
  ),
  ['danger', 'surface', 'field errors'],
  ['text-muted', 'accent-soft', 'muted text on a selected row'],
  ['text-muted', 'surface-alt', 'the default badge'],
  ['accent-strong', 'accent-soft', 'the accent badge and a selected chip'],
  ['danger-strong', 'danger-soft', 'the danger badge (D-Day, D-n, Closing Soon)'],
  ['warning', 'warning-soft', 'the warning badge (D-n, Chat)'],
  ['success', 'success-soft', 'the success badge'],
];

describe('colour tokens (WCAG 2.1 AA)', () => {
  it('reads every colour token of ui.css', () => {
    for (const name of ['text', 'text-muted', 'text-faint', 'surface', 'bg', 'accent', 'danger-soft']) expect(t[name], name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(TEXT_PAIRS)('%s text on %s reaches 4.5:1 (%s)', (text, ground) => {
    expect(contrast(t[text] ?? '', t[ground] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('white reaches 4.5:1 on the filled buttons and counters (accent, accent-strong, danger)', () => {
    for (const ground of ['accent', 'accent-strong', 'danger']) expect(contrast(WHITE, t[ground] ?? ''), ground).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring (accent) reaches 3:1 on the page and on white', () => {
    for (const ground of ['surface', 'bg', 'surface-alt']) expect(contrast(t.accent ?? '', t[ground] ?? '')).toBeGreaterThanOrEqual(3);
  });
});
