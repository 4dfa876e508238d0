// CommonJS on purpose: this package.json has no "type" (see ../shared/PLATFORM.md).
const { createConfig } = require('@phjobs/web-build');

module.exports = createConfig({ name: 'jobs', dir: __dirname, isHost: false, exposes: { './App': './src/routes.tsx' } });
