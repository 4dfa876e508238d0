/** The site's name: the end of every page's title, and the whole title of a page without one. */
export const SITE_NAME = 'PH Jobs';

/**
 * The title of the page shown in `root`: the `data-page-title` of the element that carries one
 * (the ad page: '{job title} - {company}'), else the text of the screen's h1; null while there is
 * neither (the screen is still loading).
 */
export function pageTitleOf(root: ParentNode): string | null {
  const named = root.querySelector<HTMLElement>('[data-page-title]');
  const text = named ? (named.dataset.pageTitle ?? '') : (root.querySelector('h1')?.textContent ?? '');
  const title = text.replace(/\s+/g, ' ').trim();
  return title || null;
}

/** '{page title} | PH Jobs'. */
export function documentTitle(pageTitle: string): string {
  return pageTitle === SITE_NAME ? SITE_NAME : `${pageTitle} | ${SITE_NAME}`;
}
