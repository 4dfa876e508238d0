/** `npm run dockerfiles -w infra`: writes each part's Dockerfile (dockerfiles.ts) into its folder. */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dockerfile } from './dockerfiles.ts';
import { parts } from './parts.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
for (const part of parts(root)) {
  writeFileSync(join(root, part.dir, 'Dockerfile'), dockerfile(part));
  process.stdout.write(`${part.dir}/Dockerfile\n`);
}
