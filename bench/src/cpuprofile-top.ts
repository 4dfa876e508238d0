/**
 * Self time by function of V8 CPU profiles (`BENCH_PROFILE=<dir>` writes them per child):
 * `node --import tsx bench/src/cpuprofile-top.ts <file.cpuprofile>... [--top 30]`. Sums the samples
 * of every file given; prints function, file:line, self ms and share of the busy (non-idle) time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt === -1 ? 30 : Number(args[topAt + 1]);
const files = args.filter((arg, i) => arg !== '--top' && i !== topAt + 1);

const self = new Map<string, number>();
let busy = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    if (frame.functionName === '(idle)') return;
    busy += us;
    const where = frame.url ? `${frame.url.replace(/^file:\/\//, '').split('/node_modules/').pop()!.split(path.sep).slice(-3).join('/')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + us);
  });
}
console.log(`busy ${(busy / 1000).toFixed(0)} ms in ${files.length} profile(s)`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${key}`);
}
