/**
 * A vitest setup file for every web workspace whose screens fetch: the page's one QueryClient
 * lives as long as the test file, so each test starts with an empty cache.
 */
import { afterEach } from 'vitest';
import { queryClient } from '@phjobs/web-core/query';

afterEach(() => {
  queryClient.clear();
});
