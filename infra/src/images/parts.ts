/**
 * The deployable parts of the product and what each image needs: the seven services and the
 * gateway (Node images) and the shell and five remotes (static images). Read from the workspaces'
 * package.json files, so that a new dependency between workspaces reaches the Dockerfiles when
 * they are written again (`npm run dockerfiles -w infra`; test/images.test.ts fails until then).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORTS } from '@phjobs/service-kit/runtime';

export type NodePart = {
  kind: 'node';
  /** Image name: phjobs/<name>. */
  name: string;
  /** Workspace folder, from the repository root. */
  dir: string;
  packageName: string;
  version: string;
  port: number;
  /** Workspace folders of the @phjobs packages it depends on at run time, transitively. */
  localDeps: string[];
  /** Whether it has a Prisma schema (the client is generated in the build stage). */
  prisma: boolean;
};

export type StaticPart = {
  kind: 'static';
  name: string;
  dir: string;
  packageName: string;
  version: string;
  /** Where the files are served: '/' for the shell, '/remotes/<name>/' for a remote. */
  mount: string;
};

export type Part = NodePart | StaticPart;

type PackageJson = { name: string; version: string; dependencies?: Record<string, string> };

const SERVICES = ['account', 'employer', 'jobs', 'talent', 'community', 'chat', 'media'] as const;
const REMOTES = ['account', 'community', 'employer', 'jobs', 'talent'] as const;

function readPackage(root: string, dir: string): PackageJson {
  return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every workspace folder by package name (the root package.json's workspaces: `dir/*` globs and plain folders). */
export function workspaceDirs(root: string): Map<string, string> {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const byName = new Map<string, string>();
  for (const pattern of workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : pattern.includes('*')
        ? readdirSync(root, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && new RegExp(`^${pattern.replace('*', '.*')}$`).test(entry.name))
            .map((entry) => entry.name)
        : [pattern];
    for (const dir of dirs) if (existsSync(join(root, dir, 'package.json'))) byName.set(readPackage(root, dir).name, dir);
  }
  return byName;
}

/** The workspace folders `dir` needs at run time (its dependencies, not devDependencies, transitively). */
export function runtimeLocalDeps(root: string, dir: string, dirs = workspaceDirs(root)): string[] {
  const found = new Set<string>();
  const visit = (from: string) => {
    for (const name of Object.keys(readPackage(root, from).dependencies ?? {})) {
      const local = dirs.get(name);
      if (!local || found.has(local)) continue;
      found.add(local);
      visit(local);
    }
  };
  visit(dir);
  return [...found].sort();
}

export function parts(root: string): Part[] {
  const dirs = workspaceDirs(root);
  const node = (name: string, dir: string, port: number): NodePart => {
    const pkg = readPackage(root, dir);
    return { kind: 'node', name, dir, packageName: pkg.name, version: pkg.version, port, localDeps: runtimeLocalDeps(root, dir, dirs), prisma: existsSync(join(root, dir, 'prisma', 'schema.prisma')) };
  };
  const statics = (name: string, dir: string, mount: string): StaticPart => {
    const pkg = readPackage(root, dir);
    return { kind: 'static', name, dir, packageName: pkg.name, version: pkg.version, mount };
  };
  return [
    ...SERVICES.map((service) => node(service, `services/${service}`, DEFAULT_PORTS[service])),
    node('gateway', 'gateway', DEFAULT_PORTS.gateway),
    statics('shell', 'shell', '/'),
    ...REMOTES.map((remote) => statics(`mfe-${remote}`, `mfe-${remote}`, `/remotes/${remote}/`)),
  ];
}
