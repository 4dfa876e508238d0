/**
 * The Kubernetes manifests (infra/k8s: Kustomize base and production overlay), rendered and
 * validated offline: every object against the Kubernetes API schemas (kubernetes-models) or, for
 * CloudNativePG's, the schemas of src/k8s/validate.ts; then what production needs, by name: probes,
 * resources, budgets, the jobs HPA, NATS as three JetStream servers, a database per service,
 * secrets from Secrets, TLS on the Ingress, scrape annotations, non-root pods. Where kubectl is
 * installed, `kubectl kustomize` renders the same objects as src/k8s/render.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parts } from '../src/images/parts.ts';
import { render, type Manifest } from '../src/k8s/render.ts';
import { validateManifest } from '../src/k8s/validate.ts';
import { workloadYaml } from '../src/k8s/workloads.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const k8s = join(root, 'infra', 'k8s');
const overlays = { base: join(k8s, 'base'), production: join(k8s, 'overlays', 'production') };
const production = render(overlays.production);
const all = parts(root);
const find = (kind: string, name: string) => production.find((m) => m.kind === kind && m.metadata.name === name);
type Container = { name: string; image: string; readinessProbe?: { httpGet?: { path: string } }; livenessProbe?: { httpGet?: { path: string } }; resources?: { requests?: object; limits?: object }; env?: { name: string; value?: string; valueFrom?: object }[]; envFrom?: object[] };
type PodSpec = { containers: Container[]; initContainers?: Container[]; securityContext?: { runAsNonRoot?: boolean } };
const podOf = (m: Manifest) => (m.spec as { template: { spec: PodSpec; metadata: { annotations?: Record<string, string> } } }).template;

const kubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the Kubernetes manifests', () => {
  it("keeps each part's workload file as the generator writes it (npm run k8s -w infra)", () => {
    const shell = all.find((part) => part.name === 'shell')!;
    for (const part of all) expect(readFileSync(join(k8s, 'base', `${part.name}.yaml`), 'utf8'), part.name).toBe(workloadYaml(part, `phjobs/shell:${shell.version}`));
  });

  it.each(Object.entries(overlays))('renders %s and every object is valid against its schema', { timeout: 60_000 }, async (_name, dir) => {
    const manifests = render(dir);
    expect(manifests.length).toBeGreaterThan(40);
    const problems = (await Promise.all(manifests.map((m) => validateManifest(m)))).flat();
    expect(problems).toEqual([]);
  });

  it('the validation bites: a probe without a port, a wrong type, an unknown CloudNativePG field are refused', async () => {
    const jobs = structuredClone(find('Deployment', 'jobs')!);
    const container = podOf(jobs).spec.containers[0] as unknown as Record<string, unknown>;
    container.readinessProbe = { httpGet: { path: '/readyz' } };
    expect((await validateManifest(jobs)).join()).toMatch(/readinessProbe\/httpGet must have required property .?port/);
    const budget = structuredClone(find('PodDisruptionBudget', 'jobs')!);
    (budget.spec as Record<string, unknown>).maxUnavailable = { one: 1 };
    expect(await validateManifest(budget)).not.toEqual([]);
    const cluster = structuredClone(find('Cluster', 'phjobs-pg')!);
    (cluster.spec as Record<string, unknown>).instancez = 3;
    expect((await validateManifest(cluster)).join()).toMatch(/instancez/);
  });

  it.skipIf(!kubectl)('renders the same objects as kubectl kustomize (where kubectl is installed)', { timeout: 60_000 }, () => {
    for (const dir of Object.values(overlays)) {
      const text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
      const theirs = parseAllDocuments(text).map((doc) => doc.toJS() as Manifest);
      const key = (m: Manifest) => `${m.kind}/${m.metadata.namespace ?? ''}/${m.metadata.name}`;
      const sorted = (list: Manifest[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sorted(render(dir))).toEqual(sorted(theirs));
    }
  });

  it('runs every service, the gateway, the shell and each remote as a Deployment with a Service and a PodDisruptionBudget', () => {
    for (const part of all) {
      expect(find('Deployment', part.name), part.name).toBeDefined();
      expect(find('Service', part.name), part.name).toBeDefined();
      expect(find('PodDisruptionBudget', part.name), part.name).toBeDefined();
      expect((find('PodDisruptionBudget', part.name)!.spec as { maxUnavailable: number }).maxUnavailable).toBe(1);
    }
  });

  it('gives each service readiness on /readyz, liveness on /healthz, requests and limits, non-root pods and the scrape annotations', () => {
    for (const part of all.filter((one) => one.kind === 'node' && one.name !== 'gateway')) {
      const template = podOf(find('Deployment', part.name)!);
      const container = template.spec.containers[0]!;
      expect(container.readinessProbe?.httpGet?.path, part.name).toBe('/readyz');
      expect(container.livenessProbe?.httpGet?.path, part.name).toBe('/healthz');
      expect(container.resources?.requests, part.name).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
      expect(container.resources?.limits, part.name).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
      expect(template.spec.securityContext?.runAsNonRoot).toBe(true);
      expect(template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(part.kind === 'node' ? part.port : 0), 'prometheus.io/path': '/metrics' });
    }
  });

  it('takes config from the ConfigMap and secrets from Secrets, each service its own database role', () => {
    for (const part of all.filter((one) => one.kind === 'node')) {
      const container = podOf(find('Deployment', part.name)!).spec.containers[0]!;
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'phjobs-config' } }, { secretRef: { name: 'phjobs-secrets' } }]);
      for (const env of container.env ?? []) expect(env.value ?? '', `${part.name} ${env.name}`).not.toMatch(/PRIVATE KEY|password=/i);
      if (part.kind === 'node' && part.prisma) {
        const url = container.env!.find((env) => env.name === `${part.name.toUpperCase()}_DATABASE_URL`)!.value!;
        expect(url).toBe(`postgres://$(DB_USER):$(DB_PASSWORD)@phjobs-pg-rw:5432/phjobs_${part.name}?sslmode=require&uselibpqcompat=true`);
        expect(container.env!.find((env) => env.name === 'DB_PASSWORD')!.valueFrom).toEqual({ secretKeyRef: { name: `phjobs-db-${part.name}`, key: 'password' } });
      }
    }
    const config = find('ConfigMap', 'phjobs-config')!.data as Record<string, string>;
    expect(config).toMatchObject({ NODE_ENV: 'production', NATS_URL: 'nats://nats:4222', NATS_STREAM_REPLICAS: '3', PUBLIC_URL: 'https://jobs.ph' });
  });

  it('scales jobs alone: three replicas, an HPA on CPU and on request rate', () => {
    expect((find('Deployment', 'jobs')!.spec as { replicas: number }).replicas).toBe(3);
    const hpa = find('HorizontalPodAutoscaler', 'jobs')!.spec as { scaleTargetRef: { name: string }; minReplicas: number; maxReplicas: number; metrics: { type: string; resource?: { name: string }; pods?: { metric: { name: string } } }[] };
    expect(hpa.scaleTargetRef.name).toBe('jobs');
    expect(hpa.minReplicas).toBe(3);
    expect(hpa.maxReplicas).toBeGreaterThan(3);
    expect(hpa.metrics.map((m) => m.resource?.name ?? m.pods?.metric.name)).toEqual(['cpu', 'http_requests_per_second']);
    expect(production.filter((m) => m.kind === 'HorizontalPodAutoscaler').map((m) => m.metadata.name)).toEqual(['jobs']);
  });

  it('runs NATS as three JetStream servers in one cluster, and the streams with three replicas', () => {
    const nats = find('StatefulSet', 'nats')!.spec as { replicas: number; serviceName: string };
    expect(nats.replicas).toBe(3);
    const conf = (find('ConfigMap', 'nats-config')!.data as Record<string, string>)['nats.conf']!;
    expect(conf).toMatch(/jetstream \{/);
    for (const i of [0, 1, 2]) expect(conf).toContain(`nats://nats-${i}.${nats.serviceName}:6222`);
    expect(find('PodDisruptionBudget', 'nats')).toBeDefined();
  });

  it('declares PostgreSQL by CloudNativePG: one cluster of three, one database per service owned by its role, backed up', () => {
    const cluster = find('Cluster', 'phjobs-pg')!.spec as { instances: number; managed: { roles: { name: string }[] }; backup?: object };
    expect(cluster.instances).toBe(3);
    expect(cluster.backup).toBeDefined();
    const databases = production.filter((m) => m.kind === 'Database').map((m) => m.spec as { name: string; owner: string });
    const services = ['account', 'employer', 'jobs', 'talent', 'community', 'chat'];
    expect(databases.map((db) => db.name).sort()).toEqual(services.map((s) => `phjobs_${s}`).sort());
    for (const db of databases) expect(db.owner).toBe(db.name);
    expect(cluster.managed.roles.map((role) => role.name).sort()).toEqual(services.map((s) => `phjobs_${s}`).sort());
    expect(find('ScheduledBackup', 'phjobs-pg-nightly')).toBeDefined();
  });

  it('puts the gateway and the remotes behind an Ingress with TLS; nothing else is routed', () => {
    const ingress = find('Ingress', 'phjobs')!.spec as { tls: { hosts: string[]; secretName: string }[]; rules: { host: string; http: { paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[] } }[] };
    expect(ingress.tls).toEqual([{ hosts: ['jobs.ph'], secretName: 'phjobs-tls' }]);
    const backends = ingress.rules.flatMap((rule) => rule.http.paths.map((path) => `${path.path} -> ${path.backend.service.name}:${path.backend.service.port.name}`));
    expect(backends).toEqual([...['account', 'community', 'employer', 'jobs', 'talent'].map((name) => `/remotes/${name}/ -> mfe-${name}:http`), '/ -> gateway:http']);
    // The gateway's metrics port is a container port, not a Service port: Prometheus scrapes pods.
    expect((find('Service', 'gateway')!.spec as { ports: { name: string }[] }).ports.map((port) => port.name)).toEqual(['http']);
  });

  it('releases each part by its image tag in the overlay (one line per part)', () => {
    for (const part of all) {
      const deployment = podOf(find('Deployment', part.name)!).spec;
      expect(deployment.containers[0]!.image).toBe(`registry.example.ph/phjobs/${part.name}:${part.version}`);
    }
    expect(podOf(find('Deployment', 'gateway')!).spec.initContainers![0]!.image).toMatch(/^registry\.example\.ph\/phjobs\/shell:/);
    expect(production.every((m) => m.kind === 'Namespace' || m.metadata.namespace === 'phjobs')).toBe(true);
  });
});
