/**
 * The instances of each service (UPSTREAM_<SERVICE>: several comma-separated base URLs, e.g. three
 * jobs processes or two chat processes) taken in turn, round robin, skipping those that are down.
 *
 * An instance is down from the moment a call cannot connect to it (proxy.ts UNREACHABLE: the call
 * had not reached it; a call without a body then goes to the next instance) or its `/healthz` fails, and up again once `/healthz` answers 200. With
 * two or more instances every one is checked every `checkMs` (default 2 s), so a stopped instance
 * leaves the rotation within one check even when no call tried it, and a restarted one comes back
 * within one check. When every instance of a service is down they are all tried in turn anyway: a
 * check that failed by chance must not turn the whole service away.
 */
import http from 'node:http';
import type { GatewayLogger } from './logger.ts';
import { parseTarget, type ProxyTarget } from './proxy.ts';
import { SERVICES, type ServiceName } from './routes.ts';

export type Instances = {
  /** The target of a service's next call (its next healthy instance), undefined when none is configured. */
  get(service: ServiceName): ProxyTarget | undefined;
  /** Every configured instance of a service. */
  all(service: ServiceName): readonly ProxyTarget[];
  /** A call could not reach `target`: out of the rotation until its /healthz answers again. */
  markDown(target: ProxyTarget): void;
  /** Whether `target` is in the rotation. */
  isUp(target: ProxyTarget): boolean;
  /** Checks every instance of services with several now (the timer does it every checkMs). */
  checkNow(): Promise<void>;
  stop(): void;
};

export type InstancesOptions = {
  agent: http.Agent;
  logger: GatewayLogger;
  /** How often instances of services with several are checked (ms); 0: never (only calls mark them down). Default 2,000. */
  checkMs?: number;
  /** One check's time limit (ms). Default 1,000. */
  checkTimeoutMs?: number;
};

export function createInstances(upstreams: Partial<Record<ServiceName, string>>, options: InstancesOptions): Instances {
  const byService = new Map<ServiceName, ProxyTarget[]>();
  for (const service of SERVICES) {
    const baseUrls = (upstreams[service] ?? '').split(',').map((url) => url.trim()).filter(Boolean);
    if (baseUrls.length > 0) byService.set(service, baseUrls.map((url) => parseTarget(service, url)));
  }
  const down = new Set<ProxyTarget>();
  const turns = new Map<ServiceName, number>();
  const timeoutMs = options.checkTimeoutMs ?? 1_000;

  const setUp = (target: ProxyTarget, up: boolean) => {
    if (up === !down.has(target)) return;
    if (up) down.delete(target);
    else down.add(target);
    const where = `${target.host}:${target.port}`;
    if (up) options.logger.info({ upstream: target.name, instance: where }, 'upstream instance back in rotation');
    else options.logger.warn({ upstream: target.name, instance: where }, 'upstream instance out of rotation');
  };

  const checkNow = async () => {
    const checks: Promise<void>[] = [];
    for (const all of byService.values()) {
      if (all.length < 2) continue;
      for (const target of all) checks.push(healthy(target, options.agent, timeoutMs).then((ok) => setUp(target, ok)));
    }
    await Promise.all(checks);
  };

  const checkMs = options.checkMs ?? 2_000;
  const several = [...byService.values()].some((all) => all.length > 1);
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  if (several && checkMs > 0) {
    timer = setInterval(() => {
      if (checking) return;
      checking = true;
      void checkNow().finally(() => (checking = false));
    }, checkMs);
    timer.unref();
  }

  return {
    get(service) {
      const all = byService.get(service);
      if (!all || all.length < 2) return all?.[0];
      const start = turns.get(service) ?? 0;
      for (let i = 0; i < all.length; i++) {
        const index = (start + i) % all.length;
        const target = all[index]!;
        if (down.has(target)) continue;
        turns.set(service, (index + 1) % all.length);
        return target;
      }
      // All down: take them in turn all the same.
      turns.set(service, (start + 1) % all.length);
      return all[start];
    },
    all: (service) => byService.get(service) ?? [],
    markDown(target) {
      if ((byService.get(target.name as ServiceName)?.length ?? 0) > 1) setUp(target, false);
    },
    isUp: (target) => !down.has(target),
    checkNow,
    stop: () => clearInterval(timer),
  };
}

/** Whether `target` answers GET /healthz with 200 within `timeoutMs`. */
export function healthy(target: ProxyTarget, agent: http.Agent, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: target.host, port: target.port, path: '/healthz', agent, timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}
