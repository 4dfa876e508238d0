import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverServerPage, isDrawn } from '../src/serverPage';

/** The page as the gateway writes it: the server-drawn screen, then the app's root. */
function page(rootHtml = '') {
  document.body.innerHTML = `<div id="ssr"><main class="shell-main"><h1>Barista - Acme Coffee</h1></main></div><div id="root">${rootHtml}</div>`;
  return document.getElementById('root') as HTMLElement;
}

describe('the hand-over from the server-drawn page to the app', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('counts a screen as drawn only when its main area has content and nothing still loads', () => {
    expect(isDrawn(page(''))).toBe(false);
    expect(isDrawn(page('<main id="main"></main>'))).toBe(false);
    expect(isDrawn(page('<main id="main"><div class="ph-page-spinner"></div></main>'))).toBe(false);
    expect(isDrawn(page('<main id="main"><div class="home"><div class="home-banners__box" aria-busy="true"></div></div></main>'))).toBe(false);
    expect(isDrawn(page('<main id="main"><div class="ph-endless"><ul class="ph-endless__items"></ul><div class="ph-endless__loading"></div></div></main>'))).toBe(false);
    expect(isDrawn(page('<main id="main"><div class="ph-endless"><ul class="ph-endless__items"><li>ad</li></ul><div class="ph-endless__loading"></div></div></main>'))).toBe(true);
    expect(isDrawn(page('<main id="main"><article><h1>Barista</h1></article></main>'))).toBe(true);
  });

  it('keeps the server-drawn screen while the app loads, and removes it once the app has drawn its own', async () => {
    const root = page('<header></header><main id="main"><div class="ph-page-spinner"></div></main>');
    handOverServerPage(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('ssr')).not.toBeNull();
    (root.querySelector('#main') as HTMLElement).innerHTML = '<article><h1>Barista</h1></article>';
    await vi.waitFor(() => expect(document.getElementById('ssr')).toBeNull());
  });

  it('removes the server-drawn screen after the time limit even if the app never draws', async () => {
    vi.useFakeTimers();
    const root = page('');
    handOverServerPage(root, { timeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(document.getElementById('ssr')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2);
    expect(document.getElementById('ssr')).toBeNull();
  });

  it('does nothing on a page the server did not draw', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => handOverServerPage(document.getElementById('root') as HTMLElement)).not.toThrow();
  });
});

describe('what the first screen is', () => {
  it('does not wait for busy boxes below the fold (deferred sections load when scrolled to)', () => {
    const root = page('<main id="main"><div class="home"><h1>Find your next job</h1><div class="home-deferred" aria-busy="true"></div></div></main>');
    const busy = root.querySelector('.home-deferred') as HTMLElement;
    busy.getBoundingClientRect = () => ({ top: window.innerHeight + 200, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) });
    expect(isDrawn(root)).toBe(true);
    busy.getBoundingClientRect = () => ({ top: 300, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) });
    expect(isDrawn(root)).toBe(false);
  });
});
