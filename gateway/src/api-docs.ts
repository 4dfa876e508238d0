/**
 * The API's description: the OpenAPI 3.1 document generated from the route declarations
 * (packages/contracts openapi.ts), and, outside production, a reference page that renders it with
 * Scalar's standalone bundle, served from node_modules (no CDN: nothing is fetched from outside;
 * the page's CSP allows its own origin only).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { GATEWAY_PATHS } from '@phjobs/contracts/routes/gateway';
import express, { type RequestHandler, type Router } from 'express';
import { sendStatic } from './static.ts';

const require = createRequire(import.meta.url);

/** Scalar's self-contained browser bundle (@scalar/api-reference dist/browser/standalone.js). */
export const scalarBundle = () => path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Scalar's settings: nothing of Scalar's cloud (fonts, the "try it" client's proxy, the AI agent, MCP), no telemetry. */
const SCALAR_CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
});

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PH Jobs API reference</title>
</head>
<body>
<script id="api-reference" data-url="${GATEWAY_PATHS.openApi}" data-configuration='${SCALAR_CONFIGURATION}'></script>
<script src="${GATEWAY_PATHS.referenceScript}"></script>
</body>
</html>
`;

export type ApiDocsOptions = {
  /** Serve the reference page (outside production). */
  reference: boolean;
  /** Compresses the document and the bundle (the gateway's /api compressor), when on. */
  compress: RequestHandler | null;
};

export function apiDocs({ reference, compress }: ApiDocsOptions): Router {
  const router = express.Router();
  let documentText: Promise<string> | null = null;
  const passThrough: RequestHandler = (_req, _res, next) => next();
  const compressed = compress ?? passThrough;

  router.get(GATEWAY_PATHS.openApi, compressed, async (_req, res, next) => {
    try {
      // Built on first use: generating it loads every schema (about 0.2 s), which a gateway that nobody asks need not pay at start.
      documentText ??= import('@phjobs/contracts/openapi').then(({ openApiDocument }) => JSON.stringify(openApiDocument()));
      const text = await documentText;
      res.set('Cache-Control', 'no-cache').type('application/json').send(text);
    } catch (error) {
      documentText = null;
      next(error);
    }
  });

  if (!reference) return router;

  router.get(GATEWAY_PATHS.reference, (_req, res) => {
    res.set({ 'Content-Security-Policy': REFERENCE_CSP, 'Cache-Control': 'no-cache' }).type('html').send(REFERENCE_PAGE);
  });
  router.get(GATEWAY_PATHS.referenceScript, compressed, async (req, res, next) => {
    try {
      if (!(await sendStatic(req, res, scalarBundle(), { cacheControl: 'public, max-age=86400' }))) next();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
