/**
 * Prints the public contract of a tree as JSON (used by check-contracts.mts for this tree and for
 * the merge base's): the OpenAPI document (packages/contracts openapi.ts), each event subject's
 * payload as JSON Schema (events.ts EVENT_PAYLOAD_SCHEMAS, z.toJSONSchema), and each remote's
 * exposed modules (webpack.config.js `exposes`, and what each exposed file exports, the props of
 * its default export as written).
 *
 *   node --import tsx scripts/contract-snapshot.mts <tree root>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';

const tree = resolve(process.argv[2] ?? '.');
const contracts = join(tree, 'packages', 'contracts', 'src');

type Exposed = { file: string; exports: string[]; defaultProps: string | null };

function remoteExports(file: string): Omit<Exposed, 'file'> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names: string[] = [];
  let defaultProps: string | null = null;
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  for (const node of source.statements) {
    if (ts.isFunctionDeclaration(node) && exported(node)) {
      if (isDefault(node)) {
        names.push('default');
        const param = node.parameters[0];
        defaultProps = param?.type ? param.type.getText(source).replace(/\s+/g, ' ') : param ? 'untyped' : 'none';
      } else if (node.name) names.push(node.name.text);
    } else if (ts.isVariableStatement(node) && exported(node)) {
      for (const declaration of node.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (ts.isExportAssignment(node)) {
      names.push('default');
    } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const element of node.exportClause.elements) names.push(element.name.text);
    } else if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && exported(node) && node.name) {
      names.push(node.name.text);
    }
  }
  return { exports: [...new Set(names)].sort(), defaultProps };
}

function remotes(): Record<string, Record<string, Exposed>> {
  const out: Record<string, Record<string, Exposed>> = {};
  for (const entry of readdirSync(tree, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('mfe-')) continue;
    const config = join(tree, entry.name, 'webpack.config.js');
    if (!existsSync(config)) continue;
    const exposes = /exposes:\s*\{([^}]*)\}/.exec(readFileSync(config, 'utf8'))?.[1] ?? '';
    const modules: Record<string, Exposed> = {};
    for (const [, name, file] of exposes.matchAll(/['"](\.\/[^'"]+)['"]\s*:\s*['"]([^'"]+)['"]/g)) {
      const path = join(tree, entry.name, file!);
      modules[name!] = { file: file!, ...(existsSync(path) ? remoteExports(path) : { exports: [], defaultProps: null }) };
    }
    out[entry.name.slice('mfe-'.length)] = modules;
  }
  return out;
}

const { openApiDocument } = (await import(pathToFileURL(join(contracts, 'openapi.ts')).href)) as { openApiDocument: () => unknown };
const { EVENT_PAYLOAD_SCHEMAS } = (await import(pathToFileURL(join(contracts, 'events.ts')).href)) as { EVENT_PAYLOAD_SCHEMAS: Record<string, z.ZodType> };
const events = Object.fromEntries(Object.entries(EVENT_PAYLOAD_SCHEMAS).map(([subject, schema]) => [subject, z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' })]));
process.stdout.write(JSON.stringify({ openapi: openApiDocument(), events, remotes: remotes() }));
