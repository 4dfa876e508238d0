/**
 * A service's configuration: its environment variables parsed once, at start, with zod, and passed
 * down. Nothing else in a service reads `process.env` (the lint rule says so).
 *
 *   const ZJobsConfig = z.object({ JOBS_DB_POOL: envInt({ min: 1 }).optional(), ... });
 *   const config = parseConfig('jobs', ZJobsConfig, ctx.env);
 *
 * A wrong value stops the start with one error that names every variable at fault and why:
 *   jobs: invalid configuration
 *     JOBS_DB_POOL: a whole number from 1 is needed (got "ten")
 */
import { z } from 'zod';
import { DEV_SERVICE_TOKEN_SECRET } from './auth.ts';
import { DEFAULT_PORTS } from './runtime.ts';

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: Record<string, string>,
  ) {
    super(`${service}: invalid configuration\n${Object.entries(problems).map(([name, problem]) => `  ${name}: ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig<S extends z.ZodType>(service: string, schema: S, env: Record<string, string | undefined>): z.output<S> {
  // An empty variable (`FOO=` in a .env file) means unset, as .env.example writes the defaults.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || '(environment)';
    const got = typeof present[name] === 'string' ? ` (got "${present[name]}")` : '';
    problems[name] ??= `${issue.message}${got}`;
  }
  throw new ConfigError(service, problems);
}

/** A whole number given as text, within bounds. */
export const envInt = ({ min, max }: { min?: number; max?: number } = {}) =>
  z
    .string()
    .regex(/^-?\d+$/, { message: `a whole number${min !== undefined ? ` from ${min}` : ''}${max !== undefined ? ` up to ${max}` : ''} is needed` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min ?? Number.MIN_SAFE_INTEGER, { message: `at least ${min} is needed` })
        .max(max ?? Number.MAX_SAFE_INTEGER, { message: `at most ${max} is allowed` }),
    );

/** '1'/'true'/'on'/'yes' or '0'/'false'/'off'/'no'. */
export const envFlag = () =>
  z
    .string()
    .toLowerCase()
    .refine((value) => ['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'].includes(value), { message: 'one of 1/0, true/false, on/off, yes/no is needed' })
    .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** An absolute http(s) URL. */
export const envUrl = () => z.url({ protocol: /^https?$/, message: 'an http(s) URL is needed' });

/** The secret of internal calls (x-service-token): these fields in a service's schema, then `serviceSecretFrom`. */
export const serviceSecretEnv = { SERVICE_TOKEN_SECRET: z.string().optional(), NODE_ENV: z.string().optional() };

/** The rule of `serviceSecretEnv`, for `.refine` on the schema: no default secret in production. */
export const secretSetInProduction: [(env: { SERVICE_TOKEN_SECRET?: string; NODE_ENV?: string }) => boolean, { path: string[]; message: string }] = [
  (env) => env.SERVICE_TOKEN_SECRET !== undefined || env.NODE_ENV !== 'production',
  { path: ['SERVICE_TOKEN_SECRET'], message: 'must be set in production' },
];

export const serviceSecretFrom = (env: { SERVICE_TOKEN_SECRET?: string }): string => env.SERVICE_TOKEN_SECRET ?? DEV_SERVICE_TOKEN_SECRET;

type Upstream = Exclude<keyof typeof DEFAULT_PORTS, 'gateway'>;
type UpstreamFields<N extends Upstream> = Record<`UPSTREAM_${Uppercase<N>}`, z.ZodOptional<ReturnType<typeof envUrl>>> &
  Record<`PORT_${Uppercase<N>}`, z.ZodOptional<ReturnType<typeof envInt>>>;

/** Where another service answers: UPSTREAM_<NAME>, else 127.0.0.1 on PORT_<NAME> (its default port). Fields for a schema. */
export function upstreamEnv<N extends Upstream>(name: N): UpstreamFields<N> {
  const key = name.toUpperCase();
  return { [`UPSTREAM_${key}`]: envUrl().optional(), [`PORT_${key}`]: envInt({ min: 0, max: 65_535 }).optional() } as UpstreamFields<N>;
}

/** The base URL of `upstreamEnv(name)`'s fields once parsed. */
export function upstreamFrom(env: Record<string, unknown>, name: Upstream): string {
  const key = name.toUpperCase();
  const url = env[`UPSTREAM_${key}`];
  const port = env[`PORT_${key}`];
  return typeof url === 'string' ? url : `http://127.0.0.1:${typeof port === 'number' ? port : DEFAULT_PORTS[name]}`;
}
