/** `npm run k8s -w infra`: writes infra/k8s/base/<part>.yaml (workloads.ts) for every part. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parts } from '../images/parts.ts';
import { workloadYaml } from './workloads.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const all = parts(root);
const shell = all.find((part) => part.name === 'shell')!;
mkdirSync(join(root, 'infra', 'k8s', 'base'), { recursive: true });
for (const part of all) {
  writeFileSync(join(root, 'infra', 'k8s', 'base', `${part.name}.yaml`), workloadYaml(part, `phjobs/shell:${shell.version}`));
  process.stdout.write(`infra/k8s/base/${part.name}.yaml\n`);
}
