/**
 * The Google map of 'Job map' (loaded in its own chunk, only in map mode and only with a key):
 * default centre 14.6, 120.98, zoom 15 (or where it was before list mode), minimum zoom 8,
 * markers hidden at zoom 13 or lower, a geocoded search box and the device location. Failures of
 * geocoding and geolocation are only logged (spec section 8).
 */
import { useState, type FormEvent } from 'react';
import { ControlPosition, Map, Marker, useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import type { JobAdCard, MapBounds as JobMapBounds } from '@phjobs/contracts/jobs';
import { GoogleMapsProvider } from '@phjobs/ui/components/GoogleMapsProvider';
import { LocateIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { boundsOf, MAP_MIN_ZOOM, markersVisible, type MapCamera } from '../domain/map';

export type JobMapCanvasProps = {
  apiKey: string;
  ads: readonly JobAdCard[];
  selectedId: number | null;
  onSelect: (jobId: number | null) => void;
  /** Where the map opens: the default centre and zoom, or where it was before list mode. */
  initialCamera: MapCamera;
  /** Every camera change, with the visible area as the call's four bounds (rounded). */
  onCameraChange: (camera: MapCamera, bounds: JobMapBounds) => void;
};

function SearchBox() {
  const map = useMap();
  const geocoding = useMapsLibrary('geocoding');
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = text.trim();
    if (!address || !map || !geocoding) return;
    new geocoding.Geocoder()
      .geocode({ address, region: 'ph' })
      .then(({ results }) => {
        const first = results[0];
        if (!first) return console.error('geocode: no result for', address);
        if (first.geometry.viewport) map.fitBounds(first.geometry.viewport);
        else map.panTo(first.geometry.location);
      })
      .catch((error: unknown) => console.error('geocode failed', error));
  };
  const locate = () => {
    if (!map) return;
    if (!('geolocation' in navigator)) return console.error('geolocation is not available');
    navigator.geolocation.getCurrentPosition(
      (pos) => map.panTo({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      (error) => console.error('geolocation failed', error.message),
      { timeout: 10_000 },
    );
  };
  return (
    <form className="jobs-map-search" role="search" onSubmit={submit}>
      <input className="ph-input" type="search" aria-label="Search a place" placeholder="Search a place" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="ph-icon-btn" aria-label="Search the place">
        <SearchIcon />
      </button>
      <button type="button" className="ph-icon-btn" aria-label="My location" onClick={locate}>
        <LocateIcon />
      </button>
    </form>
  );
}

export default function JobMapCanvas({ apiKey, ads, selectedId, onSelect, initialCamera, onCameraChange }: JobMapCanvasProps) {
  const [zoom, setZoom] = useState(initialCamera.zoom);
  return (
    <GoogleMapsProvider apiKey={apiKey} fallback={<p className="jobs-map-note">The map could not be loaded. The list shows the jobs of the area.</p>}>
      <div className="jobs-map-canvas">
        <SearchBox />
        <Map
          defaultCenter={initialCamera.center}
          defaultZoom={initialCamera.zoom}
          minZoom={MAP_MIN_ZOOM}
          gestureHandling="greedy"
          disableDefaultUI
          zoomControl
          // at the bottom (Google's default) the selected ad's card would cover the zoom buttons
          zoomControlOptions={{ position: ControlPosition.RIGHT_CENTER }}
          clickableIcons={false}
          onCameraChanged={(ev) => {
            setZoom(ev.detail.zoom);
            onCameraChange({ center: ev.detail.center, zoom: ev.detail.zoom }, boundsOf(ev.detail.bounds));
          }}
          onClick={() => onSelect(null)}
        >
          {markersVisible(zoom)
            ? ads.map((ad) =>
                ad.lat !== null && ad.lng !== null ? (
                  <Marker key={ad.jobId} position={{ lat: ad.lat, lng: ad.lng }} title={ad.title} opacity={selectedId === null || selectedId === ad.jobId ? 1 : 0.6} onClick={() => onSelect(ad.jobId)} />
                ) : null,
              )
            : null}
        </Map>
      </div>
    </GoogleMapsProvider>
  );
}
