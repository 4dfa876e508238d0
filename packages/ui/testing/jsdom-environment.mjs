// A vitest environment with jsdom, for every web workspace.
//
// Why not `environment: 'jsdom'`: jsdom is installed per workspace (not hoisted), and vitest's
// built-in environment imports it from vitest's own location, where it cannot be found. This file
// lives in packages/ui, so `jsdom` resolves to packages/ui/node_modules/jsdom.
//
// Node's fetch/Request/Response/AbortController/URL are kept (jsdom's would not work with them).
import { JSDOM } from 'jsdom';
import { populateGlobal } from 'vitest/runtime';

const KEEP_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'structuredClone'];

export default {
  name: 'phjobs-jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    const kept = new Map(KEEP_NODE.map((key) => [key, global[key]]));
    const dom = new JSDOM('<!DOCTYPE html>', { pretendToBeVisual: true, url: 'http://localhost:3000/' });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    for (const [key, value] of kept) if (value !== undefined) global[key] = value;
    global.jsdom = dom;
    return {
      teardown(g) {
        dom.window.close();
        delete g.jsdom;
        keys.forEach((key) => delete g[key]);
        originals.forEach((value, key) => {
          g[key] = value;
        });
      },
    };
  },
};
