import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@phjobs/web-core/router';
import { documentTitle, pageTitleOf } from './pageTitle';

/** How long the page must stay unchanged before its title is said (a list settling, an ad loading). */
const QUIET_MS = 400;
/** After this, whatever the page shows is taken (a screen that keeps changing). */
const GIVE_UP_MS = 10_000;

/**
 * Route changes for everyone: each page's `document.title` ('{page title} | PH Jobs', the page title
 * being the screen's h1, or its `data-page-title`), kept up to date while the page fills in, and,
 * after a navigation (not on the first load, which a screen reader reads anyway), the new page's
 * title said once in a polite live region when the page has settled.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  // a count with the text, so that a title equal to the last one is said again
  const [message, setMessage] = useState({ text: '', n: 0 });
  const firstLoad = useRef(true);

  useEffect(() => {
    const announce = !firstLoad.current;
    firstLoad.current = false;
    const main = document.getElementById('main');
    if (!main) return;
    let said = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();

    const update = () => {
      const title = pageTitleOf(main);
      if (title !== null) document.title = documentTitle(title);
      return title;
    };
    const settle = () => {
      const title = update();
      if (said || !announce) return;
      const loading = main.querySelector('.ph-page-spinner') !== null;
      if (title !== null && (!loading || Date.now() - started > GIVE_UP_MS)) {
        said = true;
        setMessage((m) => ({ text: title, n: m.n + 1 }));
      }
    };
    const observer = new MutationObserver(() => {
      update();
      clearTimeout(quiet);
      quiet = setTimeout(settle, QUIET_MS);
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-page-title'] });
    update();
    quiet = setTimeout(settle, QUIET_MS);
    return () => {
      observer.disconnect();
      clearTimeout(quiet);
    };
  }, [pathname]);

  return (
    <div className="ph-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      <p key={message.n}>{message.text}</p>
    </div>
  );
}
