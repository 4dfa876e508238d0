/**
 * Validates rendered manifests offline. Kubernetes' own kinds against the API's schemas as the
 * kubernetes-models package ships them (types, required fields, enums, formats; it lets unknown
 * fields pass, so test/k8s.test.ts checks the fields that matter by name too). The custom resources
 * (CloudNativePG's Cluster, Database and ScheduledBackup) against small schemas written here from
 * CloudNativePG's API reference, for the fields these manifests use, unknown ones refused.
 */
import Ajv from 'ajv';
import type { Manifest } from './render.ts';

type Model = { new (data: object): { validate(): void } };

/** apiVersion 'apps/v1' + kind 'Deployment' -> kubernetes-models/apps/v1/Deployment. */
async function modelOf(manifest: Manifest): Promise<Model | null> {
  const path = `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`;
  try {
    const module = (await import(path)) as Record<string, unknown>;
    return (module[manifest.kind] ?? module.default ?? null) as Model | null;
  } catch {
    return null;
  }
}

const quantity = { anyOf: [{ type: 'string', pattern: '^[0-9.]+(m|Ki|Mi|Gi|Ti)?$' }, { type: 'number' }] };
const secretRef = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' }, key: { type: 'string' } } };
const metadata = { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' } } };
const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', additionalProperties: false, required, properties });

/** postgresql.cnpg.io/v1, the fields used here (cloudnative-pg.io/documentation, API reference). */
const CNPG: Record<string, object> = {
  Cluster: object(
    {
      apiVersion: { const: 'postgresql.cnpg.io/v1' },
      kind: { const: 'Cluster' },
      metadata,
      spec: object(
        {
          instances: { type: 'integer', minimum: 1 },
          imageName: { type: 'string' },
          primaryUpdateStrategy: { enum: ['supervised', 'unsupervised'] },
          storage: object({ size: { type: 'string' }, storageClass: { type: 'string' } }, ['size']),
          resources: object({ requests: object({ cpu: quantity, memory: quantity }), limits: object({ cpu: quantity, memory: quantity }) }),
          monitoring: object({ enablePodMonitor: { type: 'boolean' } }),
          managed: object({
            roles: { type: 'array', items: object({ name: { type: 'string' }, ensure: { enum: ['present', 'absent'] }, login: { type: 'boolean' }, passwordSecret: secretRef }, ['name']) },
          }),
          backup: object({
            retentionPolicy: { type: 'string', pattern: '^[1-9][0-9]*[dwm]$' },
            barmanObjectStore: object(
              {
                destinationPath: { type: 'string', pattern: '^(s3|gs|https?)://' },
                googleCredentials: object({ applicationCredentials: secretRef, gkeEnvironment: { type: 'boolean' } }),
                wal: object({ compression: { enum: ['gzip', 'bzip2', 'snappy'] } }),
              },
              ['destinationPath'],
            ),
          }),
        },
        ['instances', 'storage'],
      ),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  Database: object(
    {
      apiVersion: { const: 'postgresql.cnpg.io/v1' },
      kind: { const: 'Database' },
      metadata,
      spec: object({ name: { type: 'string' }, owner: { type: 'string' }, cluster: object({ name: { type: 'string' } }, ['name']) }, ['name', 'owner', 'cluster']),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
  ScheduledBackup: object(
    {
      apiVersion: { const: 'postgresql.cnpg.io/v1' },
      kind: { const: 'ScheduledBackup' },
      metadata,
      // Six fields: CloudNativePG's schedules have seconds.
      spec: object({ schedule: { type: 'string', pattern: '^(\\S+\\s+){5}\\S+$' }, backupOwnerReference: { enum: ['none', 'self', 'cluster'] }, cluster: object({ name: { type: 'string' } }, ['name']) }, ['schedule', 'cluster']),
    },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  ),
};

const ajv = new Ajv({ allErrors: true, strict: false });
const cnpg = Object.fromEntries(Object.entries(CNPG).map(([kind, schema]) => [kind, ajv.compile(schema)]));

/** The problems of one manifest ([] when valid). */
export async function validateManifest(manifest: Manifest): Promise<string[]> {
  const where = `${manifest.kind}/${manifest.metadata?.name}`;
  if (manifest.apiVersion === 'postgresql.cnpg.io/v1') {
    const check = cnpg[manifest.kind];
    if (!check) return [`${where}: no schema for CloudNativePG kind ${manifest.kind}`];
    return check(manifest) ? [] : (check.errors ?? []).map((error) => `${where}${error.instancePath}: ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
  }
  const Model = await modelOf(manifest);
  if (!Model) return [`${where}: ${manifest.apiVersion} ${manifest.kind} is not a Kubernetes kind known to kubernetes-models`];
  try {
    new Model(manifest).validate();
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
}
