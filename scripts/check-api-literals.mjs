#!/usr/bin/env node
/**
 * The rule of packages/contracts: no `/api/` path is written outside it. Fails (exit 1) on a
 * string or template literal holding an /api/ path in the source of any workspace, except in
 * packages/contracts (where routes are declared), tests, e2e and bench. Comments do not count.
 *
 *   node scripts/check-api-literals.mjs        (part of `npm test`, before the typecheck)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where /api/ paths belong: the contracts, and the code that checks the running product. */
const EXEMPT = [/^packages\/contracts\//, /^e2e\//, /^bench\//, /(^|\/)test\//, /\.test\.tsx?$/, /(^|\/)node_modules\//, /(^|\/)dist\//, /(^|\/)generated\//];

/**
 * Places still to move, each with its reason. Keep this list short: it only shrinks.
 * Every remote calls through the typed client (@phjobs/web-core/client), so no front-end source
 * is listed.
 */
const ALLOWED = {
  'packages/web-build/look.cjs': "a CommonJS screenshot tool that skips the expected 401 of a visitor's session refresh by its path: it cannot import the TypeScript contracts",
  'gateway/scripts/latency.ts': 'a benchmark against fake upstreams (bench/ by nature)',
  'services/account/src/clients/sms.ts': "Semaphore's own API (an outside provider), not ours",
};

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
/**
 * An /api/ path: a literal (or a template's piece) that starts with `/api/<name>`, or a URL whose
 * path does (a bare '/api/' prefix test is not a route; '../api/jobs' is a module).
 */
const API_PATH = /^(?:[a-z]+:\/\/[^/]*)?\/api\/[A-Za-z]/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || name === 'node_modules' || name === 'dist' || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
const roots = new Set();
for (const pattern of workspaces) {
  if (!pattern.includes('*')) roots.add(pattern);
  else {
    const [parent, prefix] = pattern.split('/').length > 1 ? [pattern.split('/')[0], ''] : ['.', pattern.replace('*', '')];
    for (const name of readdirSync(join(ROOT, parent))) if (name.startsWith(prefix) && statSync(join(ROOT, parent, name)).isDirectory()) roots.add(parent === '.' ? name : `${parent}/${name}`);
  }
}
roots.add('scripts');

const LITERALS = new Set([ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateHead, ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail]);

/** The /api/ literals of a file, with their lines: the scanner tells strings from comments. */
function apiLiterals(text, jsx) {
  const found = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  const templates = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(0);
    else if (kind === ts.SyntaxKind.OpenBraceToken && templates.length) templates[templates.length - 1]++;
    else if (kind === ts.SyntaxKind.CloseBraceToken && templates.length) {
      if (templates[templates.length - 1] === 0) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) templates.pop();
      } else templates[templates.length - 1]--;
    } else if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) kind = scanner.reScanSlashToken();
    if (LITERALS.has(kind) && API_PATH.test(scanner.getTokenValue())) found.push(text.slice(0, scanner.getTokenStart()).split('\n').length);
  }
  return found;
}

const problems = [];
const unused = new Set(Object.keys(ALLOWED));
for (const root of roots) {
  for (const file of files(join(ROOT, root))) {
    const rel = relative(ROOT, file).split(sep).join('/');
    if (EXEMPT.some((pattern) => pattern.test(rel))) continue;
    const lines = apiLiterals(readFileSync(file, 'utf8'), /x$/.test(rel));
    if (!lines.length) continue;
    if (rel in ALLOWED) {
      unused.delete(rel);
      continue;
    }
    for (const line of lines) problems.push(`${rel}:${line}`);
  }
}

if (problems.length) {
  console.error(`An /api/ path is written outside packages/contracts (declare the route there and use its path):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (unused.size) {
  console.error(`These files hold no /api/ path any more: take them off the allow-list in scripts/check-api-literals.mjs:\n  ${[...unused].join('\n  ')}`);
  process.exit(1);
}
console.log(`check-api-literals: no /api/ path outside packages/contracts, tests, e2e and bench (${Object.keys(ALLOWED).length} files allowed for now).`);
