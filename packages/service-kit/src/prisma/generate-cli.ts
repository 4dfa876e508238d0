/**
 * `npm run generate` in a service: `prisma generate` for prisma/schema.prisma.
 * The prisma CLI wants a native schema engine at start, which cannot be downloaded here and which
 * generate never runs (PLATFORM.md): point it at any existing file so that nobody needs to know.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const schema = join(process.cwd(), 'prisma', 'schema.prisma');
if (!existsSync(schema)) {
  console.log(`no ${schema}: nothing to generate`);
  process.exit(0);
}
const cli = join(dirname(createRequire(import.meta.url).resolve('prisma/package.json')), 'build', 'index.js');
const result = spawnSync(process.execPath, [cli, 'generate', '--schema', schema], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
process.exit(result.status ?? 1);
