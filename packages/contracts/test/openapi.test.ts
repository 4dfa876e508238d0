import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../src/routes/all.ts';
import { openApiDocument, openApiPath } from '../src/openapi.ts';

type Document = ReturnType<typeof openApiDocument>;
const operationOf = (document: Document, method: string, path: string) =>
  (document.paths?.[openApiPath(path)] as Record<string, { operationId?: string }> | undefined)?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('holds every declared public route, under its method and path', () => {
    const publicRoutes = ALL_ROUTES.filter((route) => route.access !== 'internal');
    expect(publicRoutes.length).toBeGreaterThan(60);
    for (const route of publicRoutes) expect(operationOf(document, route.method, route.path)?.operationId, route.name).toBe(`${route.service}.${route.name}`);
  });

  it('leaves internal routes out, unless asked', () => {
    const internal = ALL_ROUTES.filter((route) => route.access === 'internal');
    for (const route of internal) expect(operationOf(document, route.method, route.path), route.name).toBeUndefined();
    const full = openApiDocument({ includeInternal: true });
    for (const route of internal) expect(operationOf(full, route.method, route.path)?.operationId, route.name).toBe(`${route.service}.${route.name}`);
  });

  it("shows the spec's names as they are, misspellings included", () => {
    const text = JSON.stringify(document);
    for (const name of ['"comapny"', '"workingDayNagotiable"', '"welfarebenefits"']) expect(text.includes(name), name).toBe(true);
  });
});
