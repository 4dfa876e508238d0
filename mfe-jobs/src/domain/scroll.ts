/**
 * Scroll rules of the job ad detail.
 * - The sticky tab bar appears when the top of the title reaches 60px and the page is scrolled 458px.
 * - The header shows 'Job ad' until the title has scrolled under it, then the ad title.
 * - The tab highlight follows the section in view.
 */
export const TAB_BAR_TITLE_TOP = 60;
export const TAB_BAR_SCROLL_Y = 458;

export function tabBarVisible(titleTop: number, scrollY: number): boolean {
  return titleTop <= TAB_BAR_TITLE_TOP && scrollY >= TAB_BAR_SCROLL_Y;
}

export function headerTitle(adTitle: string, titleBottom: number, headerHeight: number): string {
  return titleBottom <= headerHeight ? adTitle : 'Job ad';
}

/**
 * The section in view: the last one whose top has passed `line` (the bottom of the sticky bars);
 * the first section before any has. At the very bottom of the page, the last section.
 */
export function activeSection<K extends string>(tops: readonly (readonly [K, number])[], line: number, atBottom = false): K | null {
  if (tops.length === 0) return null;
  if (atBottom) return tops[tops.length - 1]![0];
  let current = tops[0]![0];
  for (const [key, top] of tops) if (top <= line + 1) current = key;
  return current;
}
