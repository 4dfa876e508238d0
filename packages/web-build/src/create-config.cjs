// @ts-check
/**
 * The one webpack production config used by the shell (host) and the five remotes.
 *
 *   createConfig({ name: 'jobs', dir: __dirname, exposes: { './App': './src/App.tsx' }, isHost: false })
 *
 * - TypeScript/TSX through swc-loader (workspace packages @phjobs/ui, @phjobs/web-core and @phjobs/contracts are
 *   consumed as TS source through their subpath exports, so they are compiled here too).
 * - CSS extracted (mini-css-extract-plugin), [contenthash] file names, gzip + brotli copies of JS/CSS.
 * - Module Federation (@module-federation/enhanced): mf-manifest.json emitted, dts off,
 *   react / react-dom / react-router / zustand, the session store and the query client (TanStack Query) shared as singletons:
 *   eager in the host, `import: false` in remotes (a remote never bundles its own copy); the Radix primitives of
 *   @phjobs/ui shared as singletons among the remotes (REMOTE_SINGLETONS).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Module keys shared as singletons. A key ending in '/' shares every subpath
 * ('react-dom/' covers 'react-dom/client', 'react/' covers 'react/jsx-runtime').
 * '@phjobs/web-core/session' is the zustand session store and '@phjobs/web-core/query' the TanStack
 * QueryClient with its hooks: one instance of each for the whole page, so the shell and every remote
 * share the session and the query cache. @tanstack/react-query itself is not a shared key: only
 * web-core/query imports it, so it comes once, inside that module, tree-shaken (a shared package is
 * kept whole: 3.7 KB gzip more on /ad/all).
 */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'zustand', '@phjobs/web-core/router', '@phjobs/web-core/session', '@phjobs/web-core/query'];

/**
 * The accessible primitives under @phjobs/ui's Modal, Tabs and Listbox (Radix: about 24 KB gzip in
 * all), used by every remote and not by the shell's own code: singletons that the first remote to
 * need them brings (each remote keeps its own copy as the fallback, loaded only when none is in the
 * share scope yet), so a visit through several remotes loads them once. Not in the host's main.js.
 */
const REMOTE_SINGLETONS = ['@radix-ui/react-dialog', '@radix-ui/react-tabs', '@radix-ui/react-roving-focus'];

/** The runtime plugin that puts the shell's federation runtime on the page for the remotes, as ES module. */
const INJECT_EXTERNAL_RUNTIME = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

/** Packages whose version is not a meaningful constraint between host and remote. */
const UNVERSIONED = new Set(['@phjobs/web-core/router', '@phjobs/web-core/session', '@phjobs/web-core/query']);

/**
 * @param {boolean} isHost
 * @param {string} [dir]
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
function sharedConfig(isHost, dir = process.cwd()) {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const version = UNVERSIONED.has(key) ? undefined : installedVersion(dir, key);
    shared[key] = {
      singleton: true,
      ...(version ? { requiredVersion: `^${version}`, version } : { requiredVersion: false, version: '0.0.0' }),
      ...(isHost ? { eager: true } : { import: false }),
    };
  }
  for (const key of REMOTE_SINGLETONS) {
    const version = installedVersion(dir, key);
    shared[key] = { singleton: true, ...(version ? { requiredVersion: `^${version}`, version } : {}) };
  }
  return shared;
}

/**
 * Entry chunks are named `[name].[contenthash:8].js`. The federation runtime module asks webpack
 * for the entry chunk's path before content hashes exist (only to learn its directory depth),
 * which a plain '[contenthash]' template refuses; answer that early question without the hash.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const hashes = pathData.chunk && 'contentHash' in pathData.chunk ? pathData.chunk.contentHash : undefined;
  return hashes && hashes.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Explicit versions for the shared singletons, read from the installed packages: the workspace
 * packages that import them (e.g. @phjobs/ui for zustand) need not list them all.
 * @param {string} dir
 * @param {string} key
 */
function installedVersion(dir, key) {
  const pkg = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
  try {
    return require(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;
  } catch {
    // a package whose exports leave out package.json (Radix): walk up from its entry
    try {
      for (let at = path.dirname(require.resolve(pkg, { paths: [dir] })); at !== path.dirname(at); at = path.dirname(at)) {
        const file = path.join(at, 'package.json');
        if (fs.existsSync(file)) {
          const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
          if (manifest.name === pkg) return manifest.version;
        }
      }
    } catch {
      /* not installed */
    }
    return undefined;
  }
}

/**
 * Emits `chunk-groups.json`: for each lazily imported module (`import('./screens/JobAdDetail')`),
 * by the request as written, the JS and CSS files it needs (its chunk group). The gateway preloads
 * a route's screen from it (gateway/src/pages/assets.ts), so the screen's chunk arrives with the
 * page instead of after the remote has started.
 */
class ChunkGroupsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Record<string, string[]>} */
        const groups = {};
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => /\.(js|css)$/.test(f)).sort();
          for (const origin of group.origins) {
            if (!origin.request || !origin.request.startsWith('.')) continue;
            groups[origin.request] = [...new Set([...(groups[origin.request] ?? []), ...files])].sort();
          }
        }
        compilation.emitAsset('chunk-groups.json', new RawSource(JSON.stringify(groups, null, 1)));
      });
    });
  }
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, isHost: boolean, entry?: string, title?: string }} options
 * @returns {import('webpack').Configuration}
 */
function createConfig({ name, dir, exposes, isHost, entry, title }) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`createConfig: name must be a JS identifier in lower case, got '${name}'`);
  if (!isHost && (!exposes || Object.keys(exposes).length === 0)) throw new Error(`createConfig: remote '${name}' exposes nothing`);

  return {
    name,
    mode: 'production',
    context: dir,
    target: ['web', 'es2020'],
    // a remote needs no entry of its own: the federation container (remoteEntry.js) is its entry
    entry: isHost ? { main: entry ?? './src/index.ts' } : entry ? { main: entry } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: entryFilename,
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `phjobs_${name}`,
      clean: true,
    },
    devtool: false,
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'), buildDependencies: { config: [__filename] } },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // react-router's package exports only name its development build (dev warnings kept);
      // its production build sits beside it
      alias: { 'react-router$': REACT_ROUTER_PRODUCTION },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { importLoaders: 0 } }],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(isHost, dir),
        // 'loaded-first': never fetch other remotes' entries to compare versions, so one
        // broken remote cannot break the loading of another.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // One federation runtime for the page: the shell's (it provides it on the page), which
        // each remote's entry uses instead of bundling its own copy (about 12 KB gzip a remote).
        // (`provideExternalRuntime` would add the same plugin by its CommonJS file, which brings a
        // second, CommonJS copy of the runtime into main.js: about 10 KB gzip)
        ...(isHost ? { runtimePlugins: [INJECT_EXTERNAL_RUNTIME] } : {}),
        // target 'web': the runtime's Node-only paths (loading a remote's entry with fs and vm) are
        // left out of the bundle.
        experiments: { optimization: { target: 'web' }, ...(isHost ? {} : { externalRuntime: true }) },
      }),
      new ChunkGroupsPlugin(),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              title: title ?? 'PH Jobs',
              templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#1f6feb">
<title>${htmlWebpackPlugin.options.title}</title>
</head>
<body>
<div id="root"></div>
</body>
</html>`,
            }),
          ]
        : []),
      new CompressionPlugin({
        filename: '[path][base].gz',
        algorithm: 'gzip',
        test: /\.(js|css)$/,
        compressionOptions: { level: 9 },
        threshold: 0,
        minRatio: Number.MAX_SAFE_INTEGER,
      }),
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: /\.(js|css)$/,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        threshold: 0,
        minRatio: Number.MAX_SAFE_INTEGER,
      }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The host's libraries (React DOM, the router, TanStack Query: the eager shares) in a script of
      // their own beside main.js: each script is evaluated in its own task, and main.js's (the
      // federation runtime's start) no longer also runs over ~290 KB of library code. Lighthouse's
      // longest task on an ad page went from ~125 to ~80 ms at 4x CPU slowdown.
      ...(isHost ? { splitChunks: { chunks: 'initial', cacheGroups: { defaultVendors: false, default: false, vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', enforce: true } } } } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, sharedConfig, SINGLETONS, REMOTE_SINGLETONS };
