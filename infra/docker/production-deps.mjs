// The prod stage of a Node part's image (infra/src/images/dockerfiles.ts), in the build stage's copy
// of the repository: keeps the part's workspace and the workspace packages it imports at run time
// (its `dependencies`, transitively), drops every other workspace and every devDependencies, so that
// the `npm install --omit=dev --omit=peer` after it installs what the part runs and nothing else.
// (`npm ci --omit=dev --workspace <dir>` alone installs every workspace's dependencies, keeps
// workspaces that are only dev dependencies, such as test-utils with its embedded PostgreSQL, and
// optional peers present in the tree, such as the prisma CLI: 469 MB for the jobs service against
// 117 MB this way.)   node infra/docker/production-deps.mjs services/jobs
const { readFileSync, writeFileSync, readdirSync, existsSync, rmSync } = await import('node:fs');
const { join } = await import('node:path');

const part = process.argv[2];
if (!part) throw new Error('usage: production-deps.mjs <workspace dir>');
const read = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const root = read('.');
const dirs = new Map();
for (const pattern of root.workspaces) {
  const found = pattern.endsWith('/*')
    ? readdirSync(pattern.slice(0, -2), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${pattern.slice(0, -2)}/${e.name}`)
    : pattern.includes('*')
      ? readdirSync('.', { withFileTypes: true }).filter((e) => e.isDirectory() && new RegExp(`^${pattern.replace('*', '.*')}$`).test(e.name)).map((e) => e.name)
      : [pattern];
  for (const dir of found) if (existsSync(join(dir, 'package.json'))) dirs.set(read(dir).name, dir);
}
const keep = new Set([part]);
const visit = (dir) => {
  for (const name of Object.keys(read(dir).dependencies ?? {})) {
    const local = dirs.get(name);
    if (local && !keep.has(local)) {
      keep.add(local);
      visit(local);
    }
  }
};
visit(part);
for (const dir of dirs.values()) if (!keep.has(dir)) rmSync(dir, { recursive: true, force: true });
for (const dir of keep) {
  const pkg = read(dir);
  delete pkg.devDependencies;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
}
delete root.devDependencies;
root.workspaces = [...keep].sort();
writeFileSync('package.json', JSON.stringify(root, null, 2));
rmSync('node_modules', { recursive: true, force: true });
process.stdout.write(`kept ${[...keep].sort().join(', ')}\n`);
