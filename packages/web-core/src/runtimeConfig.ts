/**
 * The runtime config the gateway serves at `/config.json` (`{ remotes, googleMapsApiKey }`), read
 * once per page by whoever needs it. Nothing of it is baked into a build: a remote that needs the
 * maps key asks here, at run time.
 */
import { useEffect, useState } from 'react';
import { pageData } from './page-data';

export type RuntimeConfig = { googleMapsApiKey: string | null };

let cached: Promise<RuntimeConfig> | null = null;

/** Reads the maps key out of a config.json body; anything unusable reads as "no key". */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const key = value && typeof value === 'object' && 'googleMapsApiKey' in value ? (value as { googleMapsApiKey: unknown }).googleMapsApiKey : null;
  return { googleMapsApiKey: typeof key === 'string' && key.trim() ? key.trim() : null };
}

/** `/config.json`, fetched once; a failure reads as "no key" (and is tried again next time). */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // the gateway's pages carry it (packages/contracts page-data.ts)
  const inPage = pageData().config;
  if (!cached && inPage) cached = Promise.resolve(parseRuntimeConfig(inPage));
  if (!cached) {
    cached = fetch(url, { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then(parseRuntimeConfig)
      .catch((error: unknown) => {
        console.error('config.json could not be read', error);
        cached = null;
        return { googleMapsApiKey: null };
      });
  }
  return cached;
}

/** Forgets the cached config (tests). */
export function resetRuntimeConfig(): void {
  cached = null;
}

/** The runtime config, or null while it is being read. */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadRuntimeConfig().then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
