import { ConfigError } from '@phjobs/service-kit/config';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('the media configuration', () => {
  it('needs nothing: the local disk store with a generated signing secret', () => {
    expect(readConfig({ env: {} })).toEqual({ store: { kind: 'local', signingSecret: undefined }, uploadTtlSeconds: undefined });
  });

  it('chooses Google Cloud Storage when GCS_BUCKET is set', () => {
    const config = readConfig({ env: { GCS_BUCKET: ' phjobs-media ', GCS_PROJECT_ID: 'p', GCS_CREDENTIALS: '{"client_email":"a@b"}', MEDIA_UPLOAD_TTL_SECONDS: '60' } });
    expect(config).toEqual({ store: { kind: 'gcs', bucket: 'phjobs-media', projectId: 'p', credentials: { client_email: 'a@b' } }, uploadTtlSeconds: 60 });
  });

  it('refuses a short signing secret, credentials that are not JSON and a TTL that is not a number, naming each', () => {
    const error = (() => {
      try {
        readConfig({ env: { MEDIA_SIGNING_SECRET: 'short', GCS_CREDENTIALS: 'nope', MEDIA_UPLOAD_TTL_SECONDS: 'ten' } });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(Object.keys((error as ConfigError).problems).sort()).toEqual(['GCS_CREDENTIALS', 'MEDIA_SIGNING_SECRET', 'MEDIA_UPLOAD_TTL_SECONDS']);
  });
});
