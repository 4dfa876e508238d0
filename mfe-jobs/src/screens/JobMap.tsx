import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@phjobs/contracts/codes';
import type { JobAdCard, MapBounds as JobMapBounds, OrderKey } from '@phjobs/contracts/jobs';
import { ApiError } from '@phjobs/web-core/api';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ListIcon, MapIcon } from '@phjobs/ui/components/Icons';
import { JOB_SORT_OPTIONS, ListToolbar } from '@phjobs/ui/components/ListScaffold';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { useRuntimeConfig } from '@phjobs/web-core/runtimeConfig';
import { useSession } from '@phjobs/web-core/session';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { fetchJobMap } from '../api/jobs';
import { AdCard } from '../components/AdCard';
import { JobSplit } from '../components/JobSplit';
import { createRequery, MAP_DEFAULT_BOUNDS, MAP_DEFAULT_CAMERA, sameBounds, type MapCamera } from '../domain/map';

const JobMapCanvas = lazy(() => import(/* webpackChunkName: "job-map-canvas" */ '../components/JobMapCanvas'));

/**
 * /ad/map 'Job map': a list of the ads in the visible area, or the map with their markers. The
 * list starts on the default area (lat 14.582-14.618, lng 120.964-120.996); the map re-queries it
 * 500 ms after its bounds change, at most one request pending, and reopens where it was after list
 * mode. Without a Maps key map mode says in a plain sentence that the map is not available, above
 * the list, and the browser console names GOOGLE_MAPS_API_KEY.
 */
export function JobMap() {
  const user = useSession((s) => s.user);
  const config = useRuntimeConfig();
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const [sort, setSort] = useState<OrderKey>('createdAt');
  const [bounds, setBounds] = useState<JobMapBounds>(MAP_DEFAULT_BOUNDS);
  const [selected, setSelected] = useState<number | null>(null);
  const settle = useRef<(() => void) | null>(null);
  // the bounds last asked for, read by the re-query timer (kept with every setBounds below)
  const boundsRef = useRef(bounds);
  // where the map looks (every camera change), and where it reopens after list mode (taken when
  // leaving map mode: the canvas reads it only when it mounts)
  const camera = useRef<MapCamera>(MAP_DEFAULT_CAMERA);
  const [reopenAt, setReopenAt] = useState<MapCamera>(MAP_DEFAULT_CAMERA);
  const toggleMode = () => {
    if (mode === 'map') setReopenAt(camera.current);
    setMode((m) => (m === 'list' ? 'map' : 'list'));
  };

  const fetchPage = useCallback(
    (pageNo: number, signal: AbortSignal) => {
      const call = fetchJobMap({ pageNo, orderKey: sort, bounds, authType: user?.userType ?? '' }, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) throw new ApiError(404, error.code, 'The job map is not available yet: the server does not answer this call.');
        throw error;
      });
      if (pageNo === 1 && settle.current) {
        const done = settle.current;
        settle.current = null;
        void call.then(done, done);
      }
      return call.then((r) => ({ items: r.list, total: r.resultListCount }));
    },
    [sort, bounds, user?.userType],
  );
  const list = useEndlessQuery<JobAdCard>(['jobs', 'jobMap', JSON.stringify([bounds, sort, user?.email ?? ''])], fetchPage, LIMITS.pageUnit);

  // the map's bounds: 500 ms after the last change, at most one request pending
  const requery = useRef<ReturnType<typeof createRequery<JobMapBounds>> | null>(null);
  useEffect(() => {
    const q = createRequery<JobMapBounds>(
      (next) =>
        new Promise<void>((resolve) => {
          if (sameBounds(boundsRef.current, next)) return resolve();
          settle.current = resolve;
          boundsRef.current = next;
          setBounds(next);
        }),
    );
    requery.current = q;
    return () => q.dispose();
  }, []);

  // Page 1 of a new area empties the list while it loads: the map keeps the last answer's markers
  // (and the selected ad) until the new one arrives, rather than blinking them out on every move.
  const reloading = list.status === 'loading' && list.pageNo === 0;
  const [mapAds, setMapAds] = useState<readonly JobAdCard[]>(list.items);
  if (!reloading && mapAds !== list.items) setMapAds(list.items);

  const selectedAd = selected === null ? null : (mapAds.find((a) => a.jobId === selected) ?? null);
  const key = config?.googleMapsApiKey ?? null;
  const noKey = mode === 'map' && config !== null && !key;
  useEffect(() => {
    // for whoever runs the server: visitors only read that the map is not available
    if (noKey) console.warn('Job map: no Google Maps API key is configured on the server. Set GOOGLE_MAPS_API_KEY (see the README); until then map mode offers the list.');
  }, [noKey]);

  return (
    <JobSplit>
      <div className="jobs-list-screen jobs-map-screen">
        <ListToolbar
          title={
            <span className="jobs-map-title">
              Job map
              <button type="button" className="jobs-mode-toggle" aria-pressed={mode === 'map'} onClick={toggleMode}>
                {mode === 'list' ? <MapIcon width={18} height={18} /> : <ListIcon width={18} height={18} />}
                {mode === 'list' ? 'Map' : 'List'}
              </button>
            </span>
          }
          count={(list.status === 'loading' && list.pageNo === 0) || (list.status === 'error' && list.items.length === 0) ? null : (list.total ?? list.items.length)}
          sortOptions={JOB_SORT_OPTIONS}
          sort={sort}
          onSortChange={(k) => k !== sort && setSort(k)}
        />
        {mode === 'map' ? (
          config === null ? (
            <div className="ph-endless__loading">
              <Spinner />
            </div>
          ) : key ? (
            <>
              <Suspense
                fallback={
                  <div className="jobs-map-canvas">
                    <Spinner />
                  </div>
                }
              >
                <JobMapCanvas
                  apiKey={key}
                  ads={mapAds}
                  selectedId={selected}
                  onSelect={setSelected}
                  initialCamera={reopenAt}
                  onCameraChange={(next, b) => {
                    camera.current = next;
                    requery.current?.push(b);
                  }}
                />
              </Suspense>
              {/* Below the map, never over it: the map's own corners (logo, terms) and pins stay visible. */}
              {selectedAd ? (
                <div className="jobs-map-selected">
                  <AdCard ad={selectedAd} />
                </div>
              ) : (
                <p className="jobs-map-hint">Tap a pin to see the job.</p>
              )}
            </>
          ) : (
            <>
              <div className="jobs-map-nokey" role="note">
                <MapIcon width={24} height={24} />
                <p>
                  <span className="jobs-map-nokey__title">The map is not available right now.</span> The list shows the jobs around Manila.
                </p>
              </div>
              <EndlessList list={list} keyOf={(ad) => ad.jobId} renderItem={(ad) => <AdCard ad={ad} />} />
            </>
          )
        ) : (
          <EndlessList list={list} keyOf={(ad) => ad.jobId} renderItem={(ad) => <AdCard ad={ad} />} />
        )}
      </div>
    </JobSplit>
  );
}
