import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Google's hosts cannot be reached from the test machine, so journeys that need a map serve
 * fixtures/fake-google-maps.js in place of https://maps.googleapis.com/maps/api/js and give the
 * page a Maps key by adding it to the gateway's real /config.json and to the copy of it the gateway
 * writes into its pages (the `phjobs-data` block). Everything else is the product.
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

const PAGE_DATA = /(<script type="application\/json" id="phjobs-data">)([\s\S]*?)(<\/script>)/;

/** A gateway page with `key` in its runtime config (packages/contracts page-data.ts). */
function pageWithKey(html: string, key: string): string {
  return html.replace(PAGE_DATA, (_all, open: string, json: string, close: string) => {
    const data = JSON.parse(json) as { config?: Record<string, unknown> };
    if (data.config) data.config.googleMapsApiKey = key;
    return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
  });
}

/** Serves the fake Maps script, and pages and a /config.json carrying `key` (the gateway's answers otherwise). */
export async function useFakeGoogleMaps(page: Page, key = FAKE_MAPS_KEY): Promise<void> {
  await page.route(
    (url) => !url.hostname.endsWith('googleapis.com'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('text/html')) return route.fulfill({ response });
      await route.fulfill({ response, body: pageWithKey(await response.text(), key) });
    },
  );
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, googleMapsApiKey: key } });
  });
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_SCRIPT }));
}
