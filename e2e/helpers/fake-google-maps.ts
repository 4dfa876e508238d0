import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Google's hosts cannot be reached from the test machine, so journeys that need a map serve
 * fixtures/fake-google-maps.js in place of https://maps.googleapis.com/maps/api/js and give the
 * page a Maps key by adding it to the gateway's real /config.json. Everything else is the product.
 */
const FAKE_SCRIPT = readFileSync(new URL('../fixtures/fake-google-maps.js', import.meta.url), 'utf8');

export const FAKE_MAPS_KEY = 'e2e-fake-maps-key';

export type LatLngLiteral = { lat: number; lng: number };
export type BoundsLiteral = { north: number; south: number; east: number; west: number };
export type FakeMarker = { title: string; lat: number; lng: number; x: number; y: number; inView: boolean; opacity: number; visible: boolean };

/** The fake's test hooks (`window.__fakeMap`). */
export type FakeMapHooks = {
  loadParams: Record<string, string>;
  geocodeRequests: { address?: string; region?: string }[];
  addPlace: (name: string, place: LatLngLiteral & { viewport?: BoundsLiteral; formattedAddress?: string }) => void;
  zoom: () => number;
  setZoom: (zoom: number) => void;
  center: () => LatLngLiteral | null;
  bounds: () => BoundsLiteral | null;
  pan: (dx: number, dy: number) => void;
  panTo: (lat: number, lng: number) => void;
  boundsChangedAt: () => number[];
  markers: () => FakeMarker[];
};

declare global {
  interface Window {
    __fakeMap: FakeMapHooks;
  }
}

/** Serves the fake Maps script and a /config.json carrying `key` (the gateway's answer otherwise). */
export async function useFakeGoogleMaps(page: Page, key = FAKE_MAPS_KEY): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, googleMapsApiKey: key } });
  });
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_SCRIPT }));
}
