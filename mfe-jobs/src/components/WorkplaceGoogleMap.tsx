/** The Google map of 'Check the workplace' (own chunk; only with a Maps key). */
import type { ReactNode } from 'react';
import { Map, Marker } from '@vis.gl/react-google-maps';
import { GoogleMapsProvider } from '@phjobs/ui/components/GoogleMapsProvider';

export default function WorkplaceGoogleMap({ apiKey, lat, lng, title, fallback }: { apiKey: string; lat: number; lng: number; title: string; fallback: ReactNode }) {
  return (
    <GoogleMapsProvider apiKey={apiKey} fallback={fallback}>
      <div className="jobs-workplace-map">
        <Map defaultCenter={{ lat, lng }} defaultZoom={16} minZoom={8} gestureHandling="greedy" disableDefaultUI zoomControl clickableIcons={false}>
          <Marker position={{ lat, lng }} title={title} />
        </Map>
      </div>
    </GoogleMapsProvider>
  );
}
