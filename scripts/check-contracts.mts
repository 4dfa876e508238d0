/**
 * `npm run check:contracts` (part of `npm test`): fails when this tree breaks the public contract
 * of its base, unless the commits say so on purpose.
 *
 * The base: CONTRACT_BASE when set, else the merge base with main (`git merge-base HEAD main`,
 * origin/main when there is no local main); on main itself (the base is HEAD), HEAD's first parent,
 * so that a merge commit is checked against main before it. The base's packages/contracts and the
 * remotes' webpack configs and exposed files are taken out of git into node_modules/.cache, and both
 * trees are snapshot (contract-snapshot.mts: OpenAPI, event payload schemas, exposed modules) and
 * compared (packages/contracts contract-diff.ts).
 *
 * On purpose: a commit between the base and HEAD carries a trailer line
 *   Contract-Break: <scope>
 * naming the scope the check printed (e.g. `Contract-Break: route DELETE /api/jobAds/{id}`), one
 * line per scope; the commit message says why, and the owners of the clients agreed. Each such
 * scope is then reported as accepted and does not fail the check.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakingChanges, declaredBreaks } from '../packages/contracts/src/contract-diff.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const tryGit = (...args: string[]) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};
const say = (message: string) => process.stdout.write(`${message}\n`);

function base(): string | null {
  if (process.env.CONTRACT_BASE) return git('rev-parse', process.env.CONTRACT_BASE);
  const head = git('rev-parse', 'HEAD');
  for (const main of ['main', 'origin/main']) {
    const found = tryGit('merge-base', 'HEAD', main);
    if (found && found !== head) return found;
    if (found === head) return tryGit('rev-parse', 'HEAD^1');
  }
  return tryGit('rev-parse', 'HEAD^1');
}

const snapshot = (tree: string) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'contract-snapshot.mts'), tree], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Parameters<typeof breakingChanges>[0];

const baseCommit = base();
if (!baseCommit) {
  say('contract check: no base commit (a first commit): nothing to compare.');
  process.exit(0);
}
// Inside the repository, so that the base's contracts resolve zod and zod-openapi from node_modules.
const baseTree = join(ROOT, 'node_modules', '.cache', 'contract-base');
rmSync(baseTree, { recursive: true, force: true });
mkdirSync(baseTree, { recursive: true });
const wanted = git('ls-tree', '-r', '--name-only', baseCommit)
  .split('\n')
  .filter((path) => path.startsWith('packages/contracts/src/') || /^mfe-[^/]+\/(webpack\.config\.js|src\/.*\.tsx?)$/.test(path));
execFileSync('sh', ['-c', `git archive ${baseCommit} ${wanted.map((p) => `'${p}'`).join(' ')} | tar -x -C '${baseTree}'`], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });

const before = snapshot(baseTree);
const after = snapshot(ROOT);
rmSync(baseTree, { recursive: true, force: true });
const breaks = breakingChanges(before, after);
const declared = declaredBreaks(git('log', '--format=%B', `${baseCommit}..HEAD`));
const accepted = breaks.filter((one) => declared.includes(one.scope));
const refused = breaks.filter((one) => !declared.includes(one.scope));
const counted = `${Object.keys(after.openapi.paths ?? {}).length} paths, ${Object.keys(after.events).length} event subjects, ${Object.values(after.remotes).reduce((n, m) => n + Object.keys(m).length, 0)} exposed modules`;
say(`contract check against ${baseCommit.slice(0, 10)}: ${counted}; ${breaks.length} breaking change(s), ${accepted.length} declared on purpose.`);
for (const one of accepted) say(`  accepted (Contract-Break): ${one.scope}: ${one.change}`);
if (refused.length > 0) {
  say('');
  say('Breaking changes to the public contract (clients or consumers built against the base would break):');
  for (const one of refused) say(`  ${one.scope}: ${one.change}`);
  say('');
  say('Undo them, or, if they are on purpose and the owners of the clients agree, add to a commit message one line per scope:');
  for (const scope of [...new Set(refused.map((one) => one.scope))]) say(`  Contract-Break: ${scope}`);
  process.exit(1);
}
