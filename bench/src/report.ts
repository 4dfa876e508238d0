import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Writes a run's numbers to bench/results/<name>-<stamp>.json (gitignored) and returns the path. */
export function writeResults(name: string, run: { ads: number; connections: number; seconds: number; results: unknown }): string {
  mkdirSync(fileURLToPath(new URL('../results', import.meta.url)), { recursive: true });
  const file = fileURLToPath(new URL(`../results/${name}-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}.json`, import.meta.url));
  writeFileSync(file, JSON.stringify({ ...run, cpus: cpus().length }, null, 2));
  return file;
}

/** Runs a bench's main and exits: 0 when it finished, 1 with the error when it failed. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}

/** A bench's number from the environment: a whole number as given, else the fallback. */
export const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

/** A line of a bench's output. */
export const say = (message: string) => process.stdout.write(`${message}\n`);
