/**
 * CPU time per process from /proc (Linux): what each part of the stack spends per call while a row
 * runs (the gateway, the service, PostgreSQL's backends, the bench's own process with autocannon or
 * the pg clients). Elsewhere (no /proc) the numbers are absent.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms, or 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** The postmaster listening on `port` and its backends (by parent). */
export function postgresPids(port: number): number[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return args[0]?.endsWith('/postgres') === true && args.includes(String(port));
    } catch {
      return false;
    }
  });
  if (postmaster === undefined) return [];
  return [postmaster, ...pids.filter((pid) => parentOf(pid) === postmaster)];
}

export type CpuParts = Record<string, () => number[]>;

/** CPU ms of each part (the pids a part names are read at each snapshot); 'bench' is this process. */
export function cpuSnapshot(parts: CpuParts): Record<string, number> {
  const out: Record<string, number> = { bench: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000 };
  for (const [name, pids] of Object.entries(parts)) out[name] = pids().reduce((sum, pid) => sum + cpuMs(pid), 0);
  return out;
}

/** µs of CPU per request of each part between two snapshots (a part whose processes came and went counts what the later snapshot saw). */
export function cpuPerRequest(before: Record<string, number>, after: Record<string, number>, requests: number): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((name) => [name, requests > 0 ? (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / requests : Number.NaN]));
}

/** Runs `run` (a timed load) and gives its row with each part's µs of CPU per request while it ran. */
export async function withCpu<T extends { requests: number }>(parts: CpuParts, run: () => Promise<T>): Promise<{ row: T; cpu: Record<string, number> }> {
  const before = cpuSnapshot(parts);
  const row = await run();
  return { row, cpu: cpuPerRequest(before, cpuSnapshot(parts), row.requests) };
}
