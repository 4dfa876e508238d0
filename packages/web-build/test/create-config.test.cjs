const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { createConfig, sharedConfig, SINGLETONS, REMOTE_SINGLETONS } = require('../src/create-config.cjs');

const dir = path.resolve(__dirname, '../../../mfe-jobs');

test('remotes consume the shared singletons without bundling them (import: false)', () => {
  const shared = sharedConfig(false, dir);
  for (const key of SINGLETONS) {
    assert.equal(shared[key].singleton, true, key);
    assert.equal(shared[key].import, false, key);
    assert.equal(shared[key].eager, undefined, key);
  }
  assert.ok(shared['react-dom/'], "react-dom/ covers react-dom/client");
});

test('the host provides the shared singletons eagerly, with their installed versions', () => {
  const shared = sharedConfig(true, dir);
  for (const key of SINGLETONS) assert.equal(shared[key].eager, true, key);
  assert.match(shared.react.version, /^19\./);
  assert.equal(shared.react.requiredVersion, `^${shared.react.version}`);
  assert.equal(shared['@phjobs/web-core/session'].requiredVersion, false);
  assert.equal(shared['@phjobs/web-core/query'].requiredVersion, false);
});

test("the Radix primitives of @phjobs/ui are singletons among the remotes: each keeps a fallback, none is eager", () => {
  for (const isHost of [false, true]) {
    const shared = sharedConfig(isHost, dir);
    for (const key of REMOTE_SINGLETONS) {
      assert.equal(shared[key].singleton, true, key);
      assert.equal(shared[key].import, undefined, key);
      assert.equal(shared[key].eager, undefined, key);
      assert.equal(shared[key].requiredVersion, `^${shared[key].version}`, key);
    }
  }
  assert.ok(REMOTE_SINGLETONS.includes('@radix-ui/react-dialog'));
});

test('a remote gets publicPath auto, its dist folder and an mf-manifest; the host gets / and an index.html', () => {
  const remote = createConfig({ name: 'jobs', dir, isHost: false, exposes: { './App': './src/routes.tsx' } });
  assert.equal(remote.output.publicPath, 'auto');
  assert.equal(remote.output.path, path.join(dir, 'dist'));
  assert.deepEqual(remote.entry, {});
  const host = createConfig({ name: 'shell', dir: path.resolve(dir, '../shell'), isHost: true });
  assert.equal(host.output.publicPath, '/');
  assert.ok(host.plugins.some((p) => p.constructor.name === 'HtmlWebpackPlugin'));
  const compressions = host.plugins.filter((p) => p.constructor.name === 'CompressionPlugin');
  assert.equal(compressions.length, 2, 'gzip and brotli');
});

test('refuses a remote that exposes nothing and a name that is not an identifier', () => {
  assert.throws(() => createConfig({ name: 'jobs', dir, isHost: false }), /exposes nothing/);
  assert.throws(() => createConfig({ name: 'mfe-jobs', dir, isHost: true }), /identifier/);
});

test("the host's libraries go to a script of their own (vendor), evaluated in its own task; remotes keep webpack's chunking", () => {
  const host = createConfig({ name: 'shell', dir: path.resolve(dir, '../shell'), isHost: true });
  const vendor = host.optimization.splitChunks.cacheGroups.vendor;
  assert.equal(vendor.name, 'vendor');
  assert.equal(vendor.chunks, 'initial', 'only the libraries main.js needs at start: lazy chunks keep theirs');
  assert.ok(vendor.test.test('/x/node_modules/react-dom/client.js'));
  assert.ok(!vendor.test.test('/x/packages/web-core/src/session.ts'));
  const remote = createConfig({ name: 'jobs', dir, isHost: false, exposes: { './App': './src/routes.tsx' } });
  assert.equal(remote.optimization.splitChunks, undefined);
});
