/**
 * Google Maps for a remote's map chunk: the Maps script loaded for the Philippines in English with
 * the runtime config's key. When the script fails to load, `fallback` shows instead (the failure is
 * logged); another key gets its own try.
 */
import { useState, type ReactNode } from 'react';
import { APIProvider } from '@vis.gl/react-google-maps';

export function GoogleMapsProvider({ apiKey, fallback, children }: { apiKey: string; fallback: ReactNode; children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  // another key gets its own try: reset during render (react.dev, 'You might not need an effect')
  const [triedKey, setTriedKey] = useState(apiKey);
  if (triedKey !== apiKey) {
    setTriedKey(apiKey);
    setFailed(false);
  }
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
      {children}
    </APIProvider>
  );
}
