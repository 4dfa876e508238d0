/** The Google map of 'Check the workplace' (own chunk; only with a Maps key). */
import { useState, type ReactNode } from 'react';
import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';

export default function WorkplaceGoogleMap({ apiKey, lat, lng, title, fallback }: { apiKey: string; lat: number; lng: number; title: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{fallback}</>;
  return (
    <APIProvider
      apiKey={apiKey}
      region="PH"
      language="en"
      onError={(error) => {
        console.error('Google Maps failed to load', error);
        setFailed(true);
      }}
    >
      <div className="jobs-workplace-map">
        <Map defaultCenter={{ lat, lng }} defaultZoom={16} minZoom={8} gestureHandling="greedy" disableDefaultUI zoomControl clickableIcons={false}>
          <Marker position={{ lat, lng }} title={title} />
        </Map>
      </div>
    </APIProvider>
  );
}
