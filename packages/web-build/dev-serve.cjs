#!/usr/bin/env node
/**
 * A tiny static server for a quick look at the built web (the real gateway serves the same paths):
 *   /                      shell/dist (SPA fallback to index.html)
 *   /remotes/<name>/...    mfe-<name>/dist
 *   /config.json           { remotes: { <name>: '/remotes/<name>/mf-manifest.json' }, googleMapsApiKey }
 *   /api, /files, /chats   proxied to GATEWAY_URL (default http://127.0.0.1:8080)
 * Precompressed .br/.gz copies are served when the browser accepts them.
 *
 *   node packages/web-build/dev-serve.cjs [--port 3000] [--break jobs]
 * There is no mock API: run the product (`npm start`) and point GATEWAY_URL at it.
 * --break <name> makes that remote's manifest 404, to see the error screen and 'retry'.
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['jobs', 'account', 'community', 'employer', 'talent'];
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const PORT = Number(option('port', process.env.PORT || 3000));
const GATEWAY = new URL(process.env.GATEWAY_URL || 'http://127.0.0.1:8080');
const broken = new Set(args.flatMap((a, i) => (a === '--break' && args[i + 1] ? [args[i + 1]] : [])));

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.txt': 'text/plain; charset=utf-8' };

function sendFile(req, res, file, status = 200) {
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] || '');
  let body = file;
  const headers = { 'Content-Type': TYPES[ext] || 'application/octet-stream', Vary: 'Accept-Encoding' };
  if ((ext === '.js' || ext === '.css') && /\bbr\b/.test(accept) && fs.existsSync(`${file}.br`)) {
    body = `${file}.br`;
    headers['Content-Encoding'] = 'br';
  } else if ((ext === '.js' || ext === '.css') && /\bgzip\b/.test(accept) && fs.existsSync(`${file}.gz`)) {
    body = `${file}.gz`;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Cache-Control'] = /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(status, headers);
  fs.createReadStream(body).pipe(res);
}

function serveFrom(req, res, dir, rel, spa) {
  const file = path.join(dir, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
  if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) return sendFile(req, res, file);
  if (spa) return sendFile(req, res, path.join(dir, 'index.html'));
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found');
}

function proxy(req, res) {
  const upstream = http.request(
    { host: GATEWAY.hostname, port: GATEWAY.port, path: req.url, method: req.method, headers: { ...req.headers, host: GATEWAY.host } },
    (up) => {
      res.writeHead(up.statusCode || 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.end();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 'gateway/unavailable', message: `No gateway answers at ${GATEWAY.origin}` }));
  });
  req.pipe(upstream);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url || '/', 'http://localhost');
  const p = decodeURIComponent(url.pathname);
  if (p === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    return res.end(JSON.stringify({ remotes: Object.fromEntries(REMOTES.map((r) => [r, `/remotes/${r}/mf-manifest.json`])), googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY || null }));
  }
  const remote = /^\/remotes\/([a-z]+)\/(.*)$/.exec(p);
  if (remote) {
    if (broken.has(remote[1])) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('broken on purpose (--break)');
    }
    return serveFrom(req, res, path.join(ROOT, `mfe-${remote[1]}`, 'dist'), remote[2], false);
  }
  if (/^\/(api|files|chats)(\/|$)/.test(p)) return proxy(req, res);
  return serveFrom(req, res, path.join(ROOT, 'shell', 'dist'), p === '/' ? 'index.html' : p.slice(1), true);
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`dev-serve on http://127.0.0.1:${PORT} (API -> ${GATEWAY.origin}${broken.size ? `, broken: ${[...broken].join(', ')}` : ''})`);
});
