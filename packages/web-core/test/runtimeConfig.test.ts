import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfig } from '../src/runtimeConfig';

describe('runtime config (/config.json)', () => {
  afterEach(() => {
    resetRuntimeConfig();
    vi.unstubAllGlobals();
  });

  it('reads the maps key, and no key from anything unusable', () => {
    expect(parseRuntimeConfig({ remotes: {}, googleMapsApiKey: 'k-1' })).toEqual({ googleMapsApiKey: 'k-1' });
    expect(parseRuntimeConfig({ googleMapsApiKey: '' })).toEqual({ googleMapsApiKey: null });
    expect(parseRuntimeConfig(null)).toEqual({ googleMapsApiKey: null });
  });

  it('asks the server once, and reads a failure as no key', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ googleMapsApiKey: 'abc' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadRuntimeConfig()).toEqual({ googleMapsApiKey: 'abc' });
    expect(await loadRuntimeConfig()).toEqual({ googleMapsApiKey: 'abc' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    resetRuntimeConfig();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await loadRuntimeConfig()).toEqual({ googleMapsApiKey: null });
  });
});
