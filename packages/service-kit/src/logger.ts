import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/**
 * One pino logger per service; LOG_LEVEL sets the level (tests default to 'warn').
 * On a terminal each line is short and readable (`12:04:07 account  migrations applied  count=2`);
 * when stdout is not a terminal, or LOG_FORMAT=json, it is pino's JSON, one object a line.
 * LOG_FORMAT=pretty forces the readable form.
 */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info')): Logger {
  const options = { name, level, base: { service: name } };
  return wantsPretty(process.env, Boolean(process.stdout.isTTY)) ? pino(options, prettyStream()) : pino(options);
}

export function wantsPretty(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.LOG_FORMAT === 'json') return false;
  if (env.LOG_FORMAT === 'pretty') return true;
  return isTTY;
}

/** Fields every line carries or that the line's prefix already says. */
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'service', 'name', 'msg', 'err']);

const LEVELS: Record<number, string> = { 10: 'TRACE ', 20: 'DEBUG ', 40: 'WARN ', 50: 'ERROR ', 60: 'FATAL ' };

/**
 * `12:04:07 account   migrations applied  count=2`: the time, the level only when it is not info,
 * the service, the message and the line's fields as key=value; an error's message last, and its
 * stack on the next lines from level error up.
 */
export function prettyLine(log: Record<string, unknown>): string {
  const extras = Object.entries(log)
    .filter(([key, value]) => !QUIET.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = log.err as { message?: string; stack?: string } | undefined;
  if (err?.message) extras.push(`error=${err.message}`);
  const time = new Date(Number(log.time)).toTimeString().slice(0, 8);
  const head = `${time} ${LEVELS[Number(log.level)] ?? ''}${String(log.service ?? log.name ?? '').padEnd(9)} ${String(log.msg ?? '')}`;
  const line = extras.length > 0 ? `${head}  ${extras.join(' ')}` : head;
  return err?.stack && Number(log.level) >= 50 ? `${line}\n${err.stack}` : line;
}

/** Synchronous, so that lines and the start banner keep their order. */
function prettyStream() {
  return pretty({ sync: true, colorize: false, ignore: 'time,level,pid,hostname,name', hideObject: true, messageFormat: (log) => prettyLine(log) });
}
