/**
 * Renders a Kustomize overlay offline, for the test that validates every manifest
 * (test/k8s.test.ts) on machines without kustomize: Debian ships none, and no maintained npm
 * package implements it. It implements only what infra/k8s uses, and refuses anything else in a
 * kustomization.yaml rather than render it wrongly: `resources` (files, and folders with a
 * kustomization.yaml), `namespace`, `images` (name -> newName/newTag in containers and
 * initContainers), `replicas`, and `patches` given by `path` (strategic merge: maps merged, the
 * lists Kubernetes merges by key merged by that key, other lists replaced; a custom resource's
 * patch merges maps and replaces lists, as JSON merge patch). Where kubectl is installed, the test
 * also renders with `kubectl kustomize` and expects the same objects.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export type Manifest = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; [key: string]: unknown }; [key: string]: unknown };

type Kustomization = {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path: string }[];
};

const KNOWN = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'replicas', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition', 'PersistentVolume', 'StorageClass', 'IngressClass', 'PriorityClass', 'ClusterIssuer']);
/** Lists that strategic merge patches merge by a key (the Kubernetes API's patchMergeKey). */
const MERGE_KEYS: Record<string, string> = { containers: 'name', initContainers: 'name', env: 'name', volumes: 'name', volumeMounts: 'mountPath', ports: 'containerPort', imagePullSecrets: 'name' };
const BUILT_IN_GROUPS = /^(v1|apps\/v1|batch\/v1|policy\/v1|autoscaling\/v2|networking\.k8s\.io\/v1|rbac\.authorization\.k8s\.io\/v1)$/;

export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      return doc.toJS() as Manifest | null;
    })
    .filter((doc): doc is Manifest => doc !== null);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: unknown, patch: unknown, strategic: boolean, key?: string): unknown {
  if (isObject(base) && isObject(patch)) {
    const out: Record<string, unknown> = { ...base };
    for (const [name, value] of Object.entries(patch)) out[name] = value === null ? undefined : name in base ? merge(base[name], value, strategic, name) : value;
    return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
  }
  if (strategic && key && MERGE_KEYS[key] && Array.isArray(base) && Array.isArray(patch)) {
    const by = MERGE_KEYS[key];
    const out = [...base] as Record<string, unknown>[];
    const added: Record<string, unknown>[] = [];
    for (const item of patch as Record<string, unknown>[]) {
      const at = out.findIndex((one) => one[by] === item[by]);
      if (at === -1) added.push(item);
      else out[at] = merge(out[at], item, strategic) as Record<string, unknown>;
    }
    // As kustomize does: the patch's new items come first.
    return [...added, ...out];
  }
  return patch;
}

function setImages(node: unknown, images: NonNullable<Kustomization['images']>, inContainers = false): void {
  if (Array.isArray(node)) {
    for (const item of node) setImages(item, images, inContainers);
    return;
  }
  if (!isObject(node)) return;
  if (inContainers && typeof node.image === 'string') {
    const image = node.image;
    const name = image.split('@')[0]!.replace(/:[^/:]+$/, '');
    const rule = images.find((one) => one.name === name);
    if (rule) node.image = `${rule.newName ?? name}:${rule.newTag ?? image.slice(name.length + 1)}`;
  }
  for (const [key, value] of Object.entries(node)) setImages(value, images, key === 'containers' || key === 'initContainers');
}

const id = (m: Manifest) => `${m.kind}/${m.metadata.name}`;

/** The manifests of the kustomization in `dir`. */
export function render(dir: string): Manifest[] {
  const k = readManifests(join(dir, 'kustomization.yaml'))[0] as unknown as Kustomization;
  const unknown = Object.keys(k).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by this renderer (use kubectl kustomize)`);
  let out: Manifest[] = [];
  for (const resource of k.resources ?? []) {
    const path = join(dir, resource);
    out.push(...(statSync(path).isDirectory() ? render(path) : readManifests(path)));
  }
  for (const { path } of k.patches ?? []) {
    for (const patch of readManifests(join(dir, path))) {
      const at = out.findIndex((m) => id(m) === id(patch));
      if (at === -1) throw new Error(`${dir}/${path}: no ${id(patch)} to patch`);
      out[at] = merge(out[at], patch, BUILT_IN_GROUPS.test(patch.apiVersion)) as Manifest;
    }
  }
  for (const { name, count } of k.replicas ?? []) {
    const target = out.find((m) => m.metadata.name === name && ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(m.kind));
    if (!target) throw new Error(`${dir}: replicas for ${name}, which is not here`);
    (target.spec as Record<string, unknown>).replicas = count;
  }
  if (k.images) for (const m of out) setImages(m, k.images);
  if (k.namespace) out = out.map((m) => (CLUSTER_SCOPED.has(m.kind) ? m : { ...m, metadata: { ...m.metadata, namespace: k.namespace } }));
  const seen = new Set<string>();
  for (const m of out) {
    const key = `${id(m)}/${m.metadata.namespace ?? ''}`;
    if (seen.has(key)) throw new Error(`${dir}: ${key} twice`);
    seen.add(key);
  }
  return out;
}
