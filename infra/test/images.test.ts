/**
 * The Dockerfiles (infra/src/images): each part has one, as the template writes it today (a new
 * dependency between workspaces reaches it), valid Dockerfile syntax (dockerfile-utils, the
 * validator of VS Code's Docker support: hadolint is not in Debian), multi-stage, the prod stage an
 * install without dev dependencies of that workspace alone (infra/docker/production-deps.mjs), the
 * image run by a non-root user with a HEALTHCHECK.
 * No Docker engine runs here: the images themselves are built elsewhere (infra/README.md).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { dockerfile } from '../src/images/dockerfiles.ts';
import { parts, runtimeLocalDeps } from '../src/images/parts.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const all = parts(root);
const read = (dir: string) => readFileSync(join(root, dir, 'Dockerfile'), 'utf8');

/** The instructions of the last stage (what runs). */
function finalStage(text: string): string[] {
  const lines = text.split('\n').filter((line) => line.trim() && !line.trimStart().startsWith('#'));
  const last = lines.map((line) => line.trim()).lastIndexOf(lines.filter((line) => /^FROM\s/i.test(line)).at(-1)!.trim());
  return lines.slice(last);
}

describe('the Dockerfiles', () => {
  it('gives every service, the gateway, the shell and each remote one', () => {
    expect(all.map((part) => part.dir).sort()).toEqual(
      ['gateway', 'mfe-account', 'mfe-community', 'mfe-employer', 'mfe-jobs', 'mfe-talent', 'services/account', 'services/chat', 'services/community', 'services/employer', 'services/jobs', 'services/media', 'services/talent', 'shell'].sort(),
    );
  });

  it.each(all.map((part) => [part.dir, part] as const))('%s: is what the template writes today (npm run dockerfiles -w infra)', (_dir, part) => {
    expect(read(part.dir)).toBe(dockerfile(part));
  });

  it.each(all.map((part) => [part.dir] as const))('%s: has no syntax error or warning (dockerfile-utils)', (dir) => {
    const problems = validate(read(dir)).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it.each(all.map((part) => [part.dir, part] as const))('%s: is multi-stage and runs as a non-root user with a HEALTHCHECK', (_dir, part) => {
    const text = read(part.dir);
    expect(text.match(/^FROM\s/gm)?.length).toBeGreaterThanOrEqual(2);
    const last = finalStage(text);
    const user = last.filter((line) => /^USER\s/.test(line)).at(-1);
    expect(user).toBeDefined();
    expect(user!.replace(/^USER\s+/, '').split(':')[0]).not.toMatch(/^(root|0)$/);
    expect(last.some((line) => /^HEALTHCHECK\s/.test(line))).toBe(true);
    expect(last.some((line) => /^(RUN|COPY).*node_modules/.test(line) && line.includes('--from=build'))).toBe(false);
  });

  it.each(all.filter((part) => part.kind === 'node').map((part) => [part.dir, part] as const))('%s: installs its own workspace without dev dependencies and copies exactly the packages it imports', (_dir, part) => {
    const text = read(part.dir);
    expect(text).toContain(`RUN node infra/docker/production-deps.mjs ${part.dir} \\\n && npm install --omit=dev --omit=peer --no-audit --no-fund`);
    const copied = [...text.matchAll(/^COPY --from=prod --chown=root:root \/repo\/(\S+) \S+$/gm)].map((m) => m[1]).filter((dir) => dir !== 'package.json' && dir !== 'node_modules');
    expect(copied.sort()).toEqual([...runtimeLocalDeps(root, part.dir), part.dir].sort());
    expect(text).toContain(`CMD ["node", "--import", "tsx", "${part.dir}/src/main.ts"]`);
  });

  it('declares tsx, which starts them, as a runtime dependency of every Node part', () => {
    for (const part of all.filter((one) => one.kind === 'node')) {
      const pkg = JSON.parse(readFileSync(join(root, part.dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
      expect(pkg.dependencies.tsx, part.dir).toBeDefined();
    }
  });
});
