import { createElement, useEffect, useState, type ComponentType } from 'react';

/** Every deferred component's loader, for `loadDeferred` (tests, and whoever wants them all now). */
const loaders = new Set<() => Promise<void>>();

export type Deferred<P extends object> = ComponentType<P> & {
  /** Starts loading the code now (e.g. when the control that opens it gets the pointer). */
  preload: () => Promise<void>;
};

/**
 * A component whose code travels only when it is first drawn: the parts of a screen that show
 * after a person acts (a modal's focus trap, a menu's listbox) stay out of the first screen's
 * JavaScript. It draws nothing until its code has arrived (one round trip, the first time in a
 * page's life), then the loaded component with the same props; from then on it draws at once.
 * A failed load (offline) is tried again by the next mount.
 *
 *   const Panel = deferred(() => import('./ModalPanel').then((m) => m.ModalPanel));
 *
 * Why not React.lazy: a lazy component suspends on its first render in every page (and in every
 * test file), even when its module is already loaded; this one draws at once once `preload` has
 * resolved, so `loadDeferred()` in a test setup keeps screen tests synchronous.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  loaders.add(preload);

  function DeferredComponent(props: P) {
    const [, setArrived] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived(true),
        () => undefined, // nothing drawn; the next mount tries again
      );
      return () => {
        live = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(DeferredComponent, { preload });
}

/** Loads every deferred component's code: a test setup's `await loadDeferred()`. */
export function loadDeferred(): Promise<void> {
  return Promise.all([...loaders].map((load) => load())).then(() => undefined);
}
