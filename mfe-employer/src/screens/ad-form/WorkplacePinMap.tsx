/** Step 3's Google map (own chunk; only with a Maps key): a draggable pin sets the workplace's lat/lng. */
import type { ReactNode } from 'react';
import { Map, Marker } from '@vis.gl/react-google-maps';
import { GoogleMapsProvider } from '@phjobs/ui/components/GoogleMapsProvider';

export default function WorkplacePinMap({ apiKey, lat, lng, onMove, fallback }: { apiKey: string; lat: number; lng: number; onMove: (lat: number, lng: number) => void; fallback: ReactNode }) {
  return (
    <GoogleMapsProvider apiKey={apiKey} fallback={fallback}>
      <div className="emp-map">
        <Map defaultCenter={{ lat, lng }} defaultZoom={15} minZoom={6} gestureHandling="greedy" disableDefaultUI zoomControl clickableIcons={false}>
          <Marker
            position={{ lat, lng }}
            draggable
            title="Workplace (drag to move)"
            onDragEnd={(e) => {
              const point = e.latLng;
              if (point) onMove(point.lat(), point.lng());
            }}
          />
        </Map>
      </div>
      <p className="ph-muted emp-small">Drag the pin to the workplace.</p>
    </GoogleMapsProvider>
  );
}
