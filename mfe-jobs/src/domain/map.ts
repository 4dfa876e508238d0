/**
 * Job map rules (spec 'Job map', section 9): default centre about 14.6, 120.98, zoom 15, minimum
 * zoom 8, markers hidden at zoom 13 or lower, coordinates sent rounded to 3 decimals, and the list
 * re-queried about 500 ms after the bounds change with at most one request pending at a time.
 */
import type { MapBounds as JobMapBounds } from '@phjobs/contracts/jobs';

export const MAP_DEFAULT_CENTER = { lat: 14.6, lng: 120.98 } as const;
export const MAP_DEFAULT_ZOOM = 15;
/** Where the map looks: kept across list/map mode so that the map reopens where it was. */
export type MapCamera = { center: { lat: number; lng: number }; zoom: number };
export const MAP_DEFAULT_CAMERA: MapCamera = { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
export const MAP_MIN_ZOOM = 8;
/** Markers show only above this zoom. */
export const MARKERS_HIDDEN_AT_OR_BELOW = 13;
export const MAP_REQUERY_DELAY_MS = 500;

/** The area queried before (or without) a map: lat 14.582-14.618, lng 120.964-120.996. */
export const MAP_DEFAULT_BOUNDS: JobMapBounds = { leftTopLat: 14.618, leftTopLng: 120.964, rightBottomLat: 14.582, rightBottomLng: 120.996 };

export const roundCoordinate = (value: number): number => {
  const r = Math.round(value * 1000) / 1000;
  return Object.is(r, -0) ? 0 : r;
};

export const markersVisible = (zoom: number | null | undefined): boolean => typeof zoom === 'number' && zoom > MARKERS_HIDDEN_AT_OR_BELOW;

/** The map's north-east / south-west corners as the call's four bounds, rounded to 3 decimals. */
export function boundsOf(box: { north: number; south: number; east: number; west: number }): JobMapBounds {
  return {
    leftTopLat: roundCoordinate(box.north),
    leftTopLng: roundCoordinate(box.west),
    rightBottomLat: roundCoordinate(box.south),
    rightBottomLng: roundCoordinate(box.east),
  };
}

export const sameBounds = (a: JobMapBounds | null, b: JobMapBounds | null): boolean =>
  !!a && !!b && a.leftTopLat === b.leftTopLat && a.leftTopLng === b.leftTopLng && a.rightBottomLat === b.rightBottomLat && a.rightBottomLng === b.rightBottomLng;

export type Requery<T> = {
  /** The map moved: (re)start the delay; the latest value wins. */
  push: (value: T) => void;
  dispose: () => void;
};

export type Timers = { set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>; clear: (id: ReturnType<typeof setTimeout>) => void };

/**
 * The global timers, called unbound: a browser's setTimeout called as a method of another object
 * (`timers.set(...)` with `set: setTimeout`) throws 'Illegal invocation'.
 */
const globalTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id) };

/**
 * Runs `run(value)` `delayMs` after the last `push`. While a run is in flight at most one more
 * waits (the latest value): it starts when the running one settles. Nothing runs after dispose.
 */
export function createRequery<T>(run: (value: T) => Promise<unknown>, delayMs = MAP_REQUERY_DELAY_MS, timers: Timers = globalTimers): Requery<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let pending: { value: T } | null = null;
  let disposed = false;

  const start = (value: T) => {
    inFlight = true;
    void Promise.resolve()
      .then(() => run(value))
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (disposed || !pending) return;
        const next = pending;
        pending = null;
        start(next.value);
      });
  };

  return {
    push(value) {
      if (disposed) return;
      if (timer) timers.clear(timer);
      timer = timers.set(() => {
        timer = null;
        if (disposed) return;
        if (inFlight) pending = { value };
        else start(value);
      }, delayMs);
    },
    dispose() {
      disposed = true;
      pending = null;
      if (timer) timers.clear(timer);
      timer = null;
    },
  };
}
