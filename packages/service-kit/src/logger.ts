import { pino, type Logger } from 'pino';

export type { Logger };

/** One pino logger per service; LOG_LEVEL sets the level (tests default to 'warn'). */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info')): Logger {
  return pino({ name, level, base: { service: name } });
}
