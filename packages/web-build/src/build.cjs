#!/usr/bin/env node
// Builds the webpack config of the current directory (webpack.config.js) with the webpack Node API.
// The shell and the remotes call it from their "build" script: `node ../packages/web-build/src/build.cjs`.
// (webpack-cli is not needed, and it is not hoisted to the root node_modules.)
const path = require('node:path');
const webpack = require('webpack');

const configPath = path.resolve(process.cwd(), process.argv[2] ?? 'webpack.config.js');
const config = require(configPath);
const started = Date.now();

const compiler = webpack(config);
compiler.run((err, stats) => {
  compiler.close((closeErr) => {
    if (err || closeErr) {
      console.error((err || closeErr).stack || err || closeErr);
      process.exit(1);
    }
    const info = stats.toString({ colors: false, preset: 'errors-warnings' });
    if (info.trim()) console.log(info);
    if (stats.hasErrors()) process.exit(1);
    console.log(`built ${config.name} -> ${path.relative(process.cwd(), config.output.path)} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  });
});
