/**
 * The layout breakpoint of the web. Below it every screen keeps the phone layout (one column,
 * modals and full-screen sheets); from it up, screens may use the desktop layout: the wide page,
 * split panes and tables. The CSS says the same with `@media (min-width: 1024px)` (ui.css, and the
 * remotes' own CSS): keep the number the same in both places (test/breakpoints.test.ts checks ui.css).
 */
export const DESKTOP_MIN_WIDTH = 1024;

/** The media query of the desktop layout, for `matchMedia`. */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
