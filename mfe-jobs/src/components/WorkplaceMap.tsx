import { lazy, Suspense } from 'react';
import { BackIcon, MapPinIcon } from '@phjobs/ui/components/Icons';
import { useRuntimeConfig } from '@phjobs/web-core/runtimeConfig';

const WorkplaceGoogleMap = lazy(() => import(/* webpackChunkName: "workplace-map" */ './WorkplaceGoogleMap'));

/**
 * 'Check the workplace': the map view of the detail page, with a back arrow to the ad. A Google
 * map with the workplace's marker when the server configures a Maps key (`/config.json`), else a
 * static panel; under it the address, the coordinates and a link that opens them in Google Maps.
 */
export function WorkplaceMap({ address, lat, lng, onBack }: { address: string; lat: number | null; lng: number | null; onBack: () => void }) {
  const hasPoint = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng);
  const config = useRuntimeConfig();
  const key = config?.googleMapsApiKey ?? null;
  const panel = (
    <div className="jobs-map-placeholder" role="img" aria-label={`Map of ${address}`}>
      <div className="jobs-map-placeholder__pin">
        <MapPinIcon width={40} height={40} />
      </div>
    </div>
  );
  return (
    <div className="jobs-map-view">
      <header className="jobs-detail-header">
        <button type="button" className="ph-icon-btn" onClick={onBack} aria-label="Back to the job ad">
          <BackIcon />
        </button>
        <h1 className="jobs-detail-header__title">Check the workplace</h1>
        <span className="jobs-detail-header__side" />
      </header>
      {key && hasPoint ? (
        <Suspense fallback={panel}>
          <WorkplaceGoogleMap apiKey={key} lat={lat} lng={lng} title={address} fallback={panel} />
        </Suspense>
      ) : (
        panel
      )}
      <div className="ph-section ph-stack">
        <p className="jobs-map-address">{address || 'No address given'}</p>
        {hasPoint ? (
          <>
            <p className="ph-muted">
              {lat.toFixed(5)}, {lng.toFixed(5)}
            </p>
            <a className="ph-btn ph-btn--outline ph-btn--md" href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`} target="_blank" rel="noreferrer">
              Open in Google Maps
            </a>
          </>
        ) : (
          <p className="ph-muted">The workplace has no map position.</p>
        )}
      </div>
    </div>
  );
}
