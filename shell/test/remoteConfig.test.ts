import { describe, expect, it } from 'vitest';
import { parseShellConfig, shortCause } from '../src/remoteConfig';

const remotes = {
  jobs: '/remotes/jobs/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  community: '/remotes/community/mf-manifest.json',
  employer: '/remotes/employer/mf-manifest.json',
  talent: '/remotes/talent/mf-manifest.json',
};

describe('the runtime config (/config.json)', () => {
  it('reads the manifests of the five remotes and the maps key', () => {
    expect(parseShellConfig({ remotes, googleMapsApiKey: 'k' })).toEqual({ remotes, googleMapsApiKey: 'k' });
    expect(parseShellConfig({ remotes, googleMapsApiKey: null }).googleMapsApiKey).toBeNull();
  });

  it('refuses a config without remotes or with a remote missing', () => {
    expect(() => parseShellConfig({})).toThrow(/remotes/);
    const { talent: _talent, ...four } = remotes;
    expect(() => parseShellConfig({ remotes: four })).toThrow(/talent/);
  });
});

describe('shortCause', () => {
  it('keeps the readable part of a federation runtime error', () => {
    const error = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"x"}\nView the docs');
    expect(shortCause(error)).toBe('Failed to get manifest.');
    expect(shortCause('plain')).toBe('plain');
  });
});
