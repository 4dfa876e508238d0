/**
 * The Kubernetes workloads of the parts (images/parts.ts): per service and the gateway a
 * Deployment (readiness /readyz, liveness /healthz, a startup probe for the migrations, requests
 * and limits, non-root and read-only, Prometheus scrape annotations), a Service and a
 * PodDisruptionBudget; per static part (shell, remotes) the same on nginx. Written into
 * infra/k8s/base/<part>.yaml by `npm run k8s -w infra`; test/k8s.test.ts fails when a committed file
 * differs. Everything else of the base (config, ingress, NATS, PostgreSQL, the HPA) is written by hand.
 */
import { stringify } from 'yaml';
import type { NodePart, Part, StaticPart } from '../images/parts.ts';

type Resources = { requests: { cpu: string; memory: string }; limits: { cpu: string; memory: string } };

/** Requests fit what a part uses at rest plus a busy minute; limits stop a runaway, not a burst. */
const RESOURCES: Record<string, Resources> = {
  jobs: { requests: { cpu: '500m', memory: '384Mi' }, limits: { cpu: '2', memory: '768Mi' } },
  gateway: { requests: { cpu: '250m', memory: '192Mi' }, limits: { cpu: '1', memory: '384Mi' } },
  chat: { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  node: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  static: { requests: { cpu: '20m', memory: '32Mi' }, limits: { cpu: '200m', memory: '64Mi' } },
};

const labels = (part: Part) => ({ 'app.kubernetes.io/name': part.name, 'app.kubernetes.io/part-of': 'phjobs', 'app.kubernetes.io/version': part.version });
const selector = (part: Part) => ({ 'app.kubernetes.io/name': part.name, 'app.kubernetes.io/part-of': 'phjobs' });

const SECURITY = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

/** The env of a service: the shared config and secrets, and its own database's URL from its role's secret. */
function serviceEnv(part: NodePart): object[] {
  if (!part.prisma) return [];
  const service = part.name.toUpperCase();
  return [
    { name: 'DB_USER', valueFrom: { secretKeyRef: { name: `phjobs-db-${part.name}`, key: 'username' } } },
    { name: 'DB_PASSWORD', valueFrom: { secretKeyRef: { name: `phjobs-db-${part.name}`, key: 'password' } } },
    // The CloudNativePG cluster's read-write Service (postgres.yaml), TLS as libpq's 'require' (encrypted; the
    // server's certificate is the cluster's own); the password is URL-safe (infra/README.md).
    { name: `${service}_DATABASE_URL`, value: `postgres://$(DB_USER):$(DB_PASSWORD)@phjobs-pg-rw:5432/phjobs_${part.name}?sslmode=require&uselibpqcompat=true` },
  ];
}

function nodeWorkload(part: NodePart, shellImage: string): object[] {
  const gateway = part.name === 'gateway';
  const probe = (path: string, periodSeconds: number, failureThreshold: number) => ({ httpGet: { path, port: 'http' }, periodSeconds, timeoutSeconds: 2, failureThreshold });
  const container = {
    name: part.name,
    image: `phjobs/${part.name}:${part.version}`,
    ports: [{ name: 'http', containerPort: part.port }, ...(gateway ? [{ name: 'metrics', containerPort: 9464 }] : [])],
    envFrom: [{ configMapRef: { name: 'phjobs-config' } }, { secretRef: { name: 'phjobs-secrets' } }],
    env: [{ name: 'PORT', value: String(part.port) }, ...serviceEnv(part)],
    // Migrations run at start: up to 5 minutes before the liveness probe counts.
    startupProbe: probe('/healthz', 5, 60),
    // /readyz: the database answers (a service) or every service has an instance up (the gateway: see below).
    readinessProbe: gateway ? probe('/healthz', 5, 3) : probe('/readyz', 5, 3),
    livenessProbe: probe('/healthz', 10, 3),
    resources: RESOURCES[part.name] ?? RESOURCES.node,
    securityContext: SECURITY,
    volumeMounts: [
      { name: 'tmp', mountPath: '/tmp' },
      { name: 'data', mountPath: '/data' },
      ...(gateway ? [{ name: 'shell', mountPath: '/shell', readOnly: true }] : []),
    ],
  };
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: part.name, labels: labels(part) },
    spec: {
      replicas: 2,
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector(part) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labels(part),
          annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(gateway ? 9464 : part.port), 'prometheus.io/path': '/metrics' },
        },
        spec: {
          // The image's user `node` (uid 1000).
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          terminationGracePeriodSeconds: 30,
          ...(gateway
            ? {
                // The shell's files, copied from the shell's image into a volume the gateway serves (with its CSP).
                initContainers: [
                  {
                    name: 'shell-files',
                    image: shellImage,
                    command: ['sh', '-c', 'cp -r /usr/share/nginx/html/. /shell/'],
                    securityContext: { ...SECURITY, runAsUser: 101, runAsGroup: 101 },
                    resources: RESOURCES.static,
                    volumeMounts: [{ name: 'shell', mountPath: '/shell' }],
                  },
                ],
              }
            : {}),
          containers: [container],
          volumes: [{ name: 'tmp', emptyDir: {} }, { name: 'data', emptyDir: {} }, ...(gateway ? [{ name: 'shell', emptyDir: {} }] : [])],
          topologySpreadConstraints: [{ maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: { matchLabels: selector(part) } }],
        },
      },
    },
  };
  return [deployment, service(part, part.port), budget(part)];
}

function staticWorkload(part: StaticPart): object[] {
  const probe = (periodSeconds: number) => ({ httpGet: { path: '/healthz', port: 'http' }, periodSeconds, timeoutSeconds: 2, failureThreshold: 3 });
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: part.name, labels: labels(part) },
    spec: {
      replicas: 2,
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector(part) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(part) },
        spec: {
          // nginx-unprivileged's user nginx (uid 101).
          securityContext: { runAsNonRoot: true, runAsUser: 101, runAsGroup: 101, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: part.name,
              image: `phjobs/${part.name}:${part.version}`,
              ports: [{ name: 'http', containerPort: 8080 }],
              readinessProbe: probe(5),
              livenessProbe: probe(10),
              resources: RESOURCES.static,
              securityContext: SECURITY,
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  };
  return [deployment, service(part, 8080), budget(part)];
}

function service(part: Part, port: number): object {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: part.name, labels: labels(part) },
    spec: { selector: selector(part), ports: [{ name: 'http', port, targetPort: 'http' }] },
  };
}

/** One instance at most down at a time by a drain or an upgrade of the nodes. */
function budget(part: Part): object {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: part.name, labels: labels(part) },
    spec: { maxUnavailable: 1, selector: { matchLabels: selector(part) } },
  };
}

/** `shellImage`: the shell's image, whose files the gateway's init container copies. */
export function workloadYaml(part: Part, shellImage: string): string {
  const objects = part.kind === 'node' ? nodeWorkload(part, shellImage) : staticWorkload(part);
  const head = `# ${part.dir}: written by \`npm run k8s -w infra\` from infra/src/k8s/workloads.ts; edit that, not this.\n`;
  return head + objects.map((object) => stringify(object, { lineWidth: 0 })).join('---\n');
}
