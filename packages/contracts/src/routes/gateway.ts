/** Paths the gateway answers itself: no service owns them (zod-free). */
export const GATEWAY_PATHS = {
  /** The OpenAPI 3.1 document of the public API (contracts openapi.ts). */
  openApi: '/api/openapi.json',
  /** A readable reference of it (outside production). */
  reference: '/api/docs',
  /** The reference page's renderer (Scalar's standalone bundle, from npm). */
  referenceScript: '/api/docs/scalar.js',
} as const;
