/**
 * The hand-over from the page the gateway drew (`#ssr`: the header and the route's first screen,
 * in the HTML) to the app. The app renders into `#root`, laid out unseen behind `#ssr` (the
 * page's inline style); once its own screen is drawn, `#ssr` is removed in one step, so the user
 * sees the same screen throughout: no blank page, no spinner, nothing shifting.
 */

/** Above the fold: an element whose top is inside the window's height (what the first screen shows). */
const inFirstScreen = (el: Element) => el.getBoundingClientRect().top < window.innerHeight;

/**
 * Whether the app has drawn its first screen: the main area has content, and within the window's
 * height no page spinner and nothing marked busy (`aria-busy="true"`: a box whose content is still
 * loading; below the fold, deferred sections stay busy until scrolled to), and an endless list
 * has its first items.
 */
export function isDrawn(root: ParentNode): boolean {
  const main = root.querySelector('#main');
  if (!main || main.childElementCount === 0) return false;
  if ([...root.querySelectorAll('.ph-page-spinner, [aria-busy="true"]')].some(inFirstScreen)) return false;
  if (main.querySelector('.ph-endless__loading') && !main.querySelector('.ph-endless__items > *')) return false;
  return true;
}

/** Removes `#ssr` once the app's screen in `root` is drawn, or after `timeoutMs` whatever happens. */
export function handOverServerPage(root: HTMLElement, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): void {
  const ssr = document.getElementById('ssr');
  if (!ssr) return;
  let frame = 0;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (frame) cancelAnimationFrame(frame);
    ssr.remove();
  };
  const check = () => {
    frame = 0;
    if (isDrawn(root)) done();
  };
  const observer = new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(check);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  const timer = setTimeout(done, timeoutMs);
}
