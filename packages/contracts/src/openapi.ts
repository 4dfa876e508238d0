/**
 * The OpenAPI 3.1 document of the public API, generated from the route declarations (zod-openapi):
 * every route but the internal ones, with its parameters, body, answer and error answers. The
 * gateway serves it at /api/openapi.json.
 */
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { ALL_API_ROUTES } from './api/all.ts';
import { describeAccess, pathParamNames, type HttpMethod } from './route.ts';
import { ZErrorBody, type ApiRoute, type ErrorStatus } from './route-schemas.ts';

const STATUS_TEXT: Record<ErrorStatus, string> = {
  400: 'The request is invalid: `validation/invalid` with `fields` (path -> message).',
  401: 'Login is required, or the access token is invalid or expired: `auth/unauthorized`.',
  403: 'Not allowed: another user type, or an `email` that is not the signed-in user’s: `auth/forbidden`.',
  404: 'Not found: `not-found`.',
  409: 'A conflict.',
  410: 'Gone.',
  413: 'Too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests: the gateway’s per-IP limit (`gateway/rate-limited`) or the service’s own throttle.',
  503: 'An upstream service is not available.',
};

/** Every error answer, once, as a component. */
const ErrorBody = ZErrorBody.meta({ id: 'ErrorBody', description: 'Every error answer: `{ code, message, fields? }`.' });

/** `/api/jobAds/:id` -> `/api/jobAds/{id}`; `/files/*key` -> `/files/{key}`. */
export const openApiPath = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

/** A schema as a request shows it: a body that reads "none" as `{}` is shown as the object it becomes. */
function requestSchema(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def;
  if (def.type === 'pipe' && 'in' in def && 'out' in def && (def.in as z.ZodType)._zod.def.type === 'transform') return def.out as z.ZodType;
  return schema;
}

function errorResponses(route: ApiRoute): ZodOpenApiResponsesObject {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  const { schemas, access } = route;
  if (schemas.params || schemas.query || schemas.body || schemas.unparsed) errors[400] = STATUS_TEXT[400];
  if (access !== 'anyone' && access !== 'internal') errors[401] = STATUS_TEXT[401];
  if (Array.isArray(access) || route.email === true) errors[403] = STATUS_TEXT[403];
  if (access === 'internal') errors[403] = 'No valid x-service-token: `auth/forbidden`.';
  if (route.rateLimit) errors[429] = STATUS_TEXT[429];
  Object.assign(errors, schemas.errors);
  const content = { 'application/json': { schema: ErrorBody } };
  return Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, { description, content }]));
}

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  const { schemas } = route;
  const status = String(route.status ?? 200);
  const success =
    route.status === 204
      ? { description: 'Done; no body.' }
      : schemas.response
        ? { description: 'OK', content: { 'application/json': { schema: schemas.response } } }
        : { description: route.raw ?? 'OK' };
  const names = pathParamNames(route.path);
  const params = schemas.params ? requestSchema(schemas.params) : names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
  const baseQuery = schemas.query ?? schemas.unparsed?.query;
  let query = baseQuery ? requestSchema(baseQuery) : undefined;
  if (route.email && !(query instanceof z.ZodObject && 'email' in query.shape)) {
    const email = z
      .string()
      .optional()
      .meta({ description: route.email === true ? "The signed-in user's e-mail (the spec's); another is refused with 403." : "The signed-in user's e-mail, sent by the web client; not checked here." });
    query = query instanceof z.ZodObject ? query.extend({ email }) : z.object({ email });
  }
  const body = schemas.body ?? schemas.unparsed?.body;
  const description = [
    `Owned by **${route.service}**. Who may call: ${describeAccess(route.access)}.`,
    route.rateLimit ? `Rate-limit group: \`${route.rateLimit}\`.` : '',
    route.optional ? `Served ${route.optional}.` : '',
    route.raw ? `The answer: ${route.raw}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    operationId: `${route.service}.${route.name}`,
    summary: route.summary,
    description,
    tags: [route.service],
    ...(route.access === 'anyone' || route.access === 'internal' ? {} : { security: [{ bearer: [] }] }),
    ...(params || query ? { requestParams: { ...(params ? { path: params as z.ZodObject } : {}), ...(query ? { query: query as z.ZodObject } : {}) } } : {}),
    ...(body ? { requestBody: { content: { 'application/json': { schema: requestSchema(body) } } } } : {}),
    ...(schemas.bodyContentType && !body ? { requestBody: { content: { [schemas.bodyContentType]: { schema: z.object({}) } } } } : {}),
    responses: { [status]: success, ...errorResponses(route) },
  };
}

export type OpenApiOptions = { includeInternal?: boolean; serverUrl?: string };

/** The document; internal routes only when asked (the gateway never routes them). */
export function openApiDocument({ includeInternal = false, serverUrl }: OpenApiOptions = {}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of ALL_API_ROUTES) {
    if (route.access === 'internal' && !includeInternal) continue;
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase() as Lowercase<HttpMethod>;
    paths[path] = { ...paths[path], [method]: operation(route) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'PH Jobs API',
        version: '1.0.0',
        description:
          'Generated from the route declarations of packages/contracts. Every error answer is `{ code, message, fields? }`. ' +
          'The spec’s names are kept as they are, misspellings included.',
      },
      ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
      tags: [...new Set(ALL_API_ROUTES.filter((r) => includeInternal || r.access !== 'internal').map((r) => r.service))].map((name) => ({ name })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      paths,
    },
    { allowEmptySchema: { custom: true, transform: true, pipe: true, any: true, unknown: true } },
  );
}
