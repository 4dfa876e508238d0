import pg from 'pg';
import { cpuPerRequest, cpuSnapshot, type CpuParts } from './cpu.ts';
import { summarize, type Summary } from './stats.ts';

/**
 * A statement straight through pg: `connections` clients, each in a loop, warmed up first, then
 * timed for `seconds`. Run as a named prepared statement, as the jobs service's pool runs it
 * (services/jobs/src/data/db.ts), so that the ratio service / bare compares like with like.
 */
export type Statement = { text: string; values: unknown[] };

export async function runBareStatement(options: {
  databaseUrl: string;
  /** One statement, or `statements`: what one call of a service runs, one after the other on the client. */
  text?: string;
  values?: unknown[];
  statements?: Statement[];
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  /** false: unnamed statements, planned for their values on every run (as services/talent's search runs them); default named. */
  named?: boolean;
  /** Connection options, as the service's pool sets them (the jobs service: its work_mem, services/jobs src/data/db.ts). */
  connectionOptions?: string;
  /** Called as the timed part starts and as it ends (before the clients close): for CPU snapshots. */
  onTimed?: (phase: 'start' | 'end') => void;
}): Promise<Summary> {
  const { databaseUrl, connections, warmUpSeconds, seconds } = options;
  const statements = options.statements ?? [{ text: options.text ?? '', values: options.values ?? [] }];
  // Each text its own prepared statement name per client, as the service's pool names them.
  const named = statements.map((statement, i) => (options.named === false ? { ...statement } : { name: `bench${i}`, ...statement }));
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl, ...(options.connectionOptions ? { options: options.connectionOptions } : {}) });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  try {
    const loop = async (client: pg.Client, until: number, record: boolean) => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          for (const statement of named) await client.query(statement);
          if (record) latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    };
    await Promise.all(clients.map((client) => loop(client, performance.now() + warmUpSeconds * 1000, false)));
    options.onTimed?.('start');
    const started = performance.now();
    await Promise.all(clients.map((client) => loop(client, started + seconds * 1000, true)));
    options.onTimed?.('end');
    return summarize(latencies, errors, (performance.now() - started) / 1000);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** runBareStatement with each part's µs of CPU per statement run, read over its timed part only. */
export async function runBareWithCpu(options: Omit<Parameters<typeof runBareStatement>[0], 'onTimed'>, parts: CpuParts): Promise<{ row: Summary; cpu: Record<string, number> }> {
  let start: Record<string, number> = {};
  let end: Record<string, number> = {};
  const row = await runBareStatement({ ...options, onTimed: (phase) => (phase === 'start' ? (start = cpuSnapshot(parts)) : (end = cpuSnapshot(parts))) });
  return { row, cpu: cpuPerRequest(start, end, row.requests) };
}
