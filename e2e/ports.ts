/**
 * The ports of the product the journeys start: all derived from E2E_PORT (the gateway, default
 * 18080), so two runs on one machine (two worktrees) only need different E2E_PORTs.
 */
export const GATEWAY_PORT = Number(process.env.E2E_PORT ?? 18080);
const SERVICES = ['account', 'employer', 'jobs', 'talent', 'community', 'chat', 'media'] as const;
/** account = gateway + 21, employer + 22, ... media + 27. */
export const servicePort = (service: (typeof SERVICES)[number]): number => GATEWAY_PORT + 21 + SERVICES.indexOf(service);
export const SERVICE_PORT_ENV = Object.fromEntries(SERVICES.map((service) => [`PORT_${service.toUpperCase()}`, String(servicePort(service))]));
/** The embedded PostgreSQL of the run: E2E_PG_PORT, else gateway + 36259 (54339 for the default). */
export const PG_PORT = Number(process.env.E2E_PG_PORT ?? GATEWAY_PORT + 36259);
