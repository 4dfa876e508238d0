import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';

const PaneContext = createContext<HTMLElement | null>(null);

/**
 * The scrolling element of the split view's detail pane, for content that follows its own scroll
 * (sticky bars, section highlights); null outside a pane (the window scrolls).
 */
export function usePaneScroller(): HTMLElement | null {
  return useContext(PaneContext);
}

/**
 * The desktop layout of a list screen (from 1024 px, `useIsDesktop`): an optional sidebar (e.g.
 * the 'Detail search' form), the list, and a detail pane beside it. The sidebar and the pane stay
 * in view (sticky, each scrolling on its own) while the list scrolls with the page; the pane
 * scrolls back to its top when `paneKey` changes. On a phone only `children` render, exactly as
 * without the split view.
 *
 * The root carries `ph-wide`, which widens the shell's page frame on desktop.
 */
export function SplitView({
  children,
  side,
  sideLabel,
  pane,
  paneLabel,
  paneKey,
}: {
  children: ReactNode;
  side?: ReactNode;
  sideLabel?: string;
  pane: ReactNode;
  paneLabel: string;
  paneKey?: string | number | null;
}) {
  const desktop = useIsDesktop();
  // the pane's element: state for the context (its readers re-render when it mounts), a ref for
  // the scroll reset (state is not mutated)
  const [paneEl, setPaneEl] = useState<HTMLElement | null>(null);
  const paneRef = useRef<HTMLElement | null>(null);
  const attachPane = useCallback((el: HTMLElement | null) => {
    paneRef.current = el;
    setPaneEl(el);
  }, []);

  // a choice made in the list (Enter or a click on a card) takes the keyboard to the pane: the
  // list scrolls on endlessly, and Tab from the card would never get past it
  const mainRef = useRef<HTMLDivElement>(null);
  const shownKey = useRef(paneKey);
  useEffect(() => {
    if (paneRef.current) paneRef.current.scrollTop = 0;
    const chosen = paneKey !== shownKey.current && paneKey !== null && paneKey !== undefined;
    shownKey.current = paneKey;
    if (chosen && mainRef.current?.contains(document.activeElement)) paneRef.current?.focus({ preventScroll: true });
  }, [paneEl, paneKey]);

  if (!desktop) return <>{children}</>;
  return (
    <div className={`ph-split ph-wide${side ? ' ph-split--side' : ''}`}>
      {side ? (
        <section className="ph-split__side" aria-label={sideLabel}>
          {side}
        </section>
      ) : null}
      <div className="ph-split__main" ref={mainRef}>
        {children}
      </div>
      <section className="ph-split__pane" aria-label={paneLabel} ref={attachPane} tabIndex={-1}>
        <PaneContext.Provider value={paneEl}>{pane}</PaneContext.Provider>
      </section>
    </div>
  );
}

/** What the pane shows before anything is selected. */
export function PanePlaceholder({ title, text, icon }: { title: string; text?: string; icon?: ReactNode }) {
  return (
    <div className="ph-pane-empty">
      {icon ? (
        <span className="ph-pane-empty__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="ph-pane-empty__title">{title}</p>
      {text ? <p className="ph-pane-empty__text">{text}</p> : null}
    </div>
  );
}
