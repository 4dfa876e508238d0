// CommonJS on purpose: this package.json has no "type" (see ../shared/PLATFORM.md).
const { createConfig } = require('@phjobs/web-build');

module.exports = createConfig({ name: 'shell', dir: __dirname, isHost: true, title: 'PH Jobs' });
