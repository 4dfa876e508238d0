/**
 * Breaking changes between two snapshots of the public contract (scripts/contract-snapshot.mts):
 * the OpenAPI document, the events' payload schemas and the remotes' exposed modules. A client or
 * consumer built against the old one must keep working against the new one:
 *
 * - a route: removed, or its success status changed;
 * - what a client sends (parameters, bodies): a new required field or parameter, a type narrowed
 *   (a type or enum value no longer accepted, a tighter length, range or pattern), a field no
 *   longer accepted where unknown fields are refused;
 * - what a client reads (answers, and event payloads for their consumers): a field removed, a
 *   field no longer always there, a type changed (a new type or null where there was none);
 * - an event subject removed; a remote's exposed module removed, an export of it removed, or the
 *   props of its default export changed.
 * Additions that old clients ignore (new routes, optional fields, new answer fields, new events,
 * new enum values in answers) are not breaking.
 *
 * Each change is `{ scope, change }`; `scope` names what broke (`route GET /api/jobAds/{id}`,
 * `event jobs.application.status_changed`, `remote jobs ./App`): a commit trailer
 * `Contract-Break: <scope>` says the break is on purpose (scripts/check-contracts.mts).
 */

export type Breaking = { scope: string; change: string };

type Schema = Record<string, unknown>;
type Snapshot = { openapi: { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }; events: Record<string, Schema>; remotes: Record<string, Record<string, { exports: string[]; defaultProps: string | null }>> };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }>; required?: boolean }; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows local $refs (`#/components/schemas/X`, `#/$defs/X`) within `root`. */
function resolveRef(schema: Schema, root: unknown): Schema {
  let current = schema;
  for (let depth = 0; depth < 20 && typeof current.$ref === 'string'; depth++) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const part of path) target = isSchema(target) ? target[decodeURIComponent(part)] : undefined;
    if (!isSchema(target)) return {};
    current = target;
  }
  return current;
}

/** The JSON types a schema admits ('any' when it says nothing), null included. */
function typesOf(schema: Schema, root: unknown): Set<string> {
  const s = resolveRef(schema, root);
  const out = new Set<string>();
  const alternatives = [...((s.anyOf as Schema[]) ?? []), ...((s.oneOf as Schema[]) ?? [])];
  if (alternatives.length > 0) for (const alternative of alternatives) for (const type of typesOf(alternative, root)) out.add(type);
  else if (Array.isArray(s.type)) for (const type of s.type) out.add(String(type));
  else if (typeof s.type === 'string') out.add(s.type);
  else if ('const' in s) out.add(s.const === null ? 'null' : typeof s.const === 'number' ? 'number' : typeof s.const);
  else if (Array.isArray(s.enum)) for (const value of s.enum) out.add(value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value);
  else out.add('any');
  if (s.nullable === true) out.add('null');
  if (out.has('integer') && out.has('number')) out.delete('integer');
  return out;
}

/** Whether every type of `inner` is one of `outer`'s ('any' holds all; number holds integer). */
function within(inner: Set<string>, outer: Set<string>): boolean {
  if (outer.has('any')) return true;
  return [...inner].every((type) => outer.has(type) || (type === 'integer' && outer.has('number')));
}

const enumOf = (s: Schema): unknown[] | null => (Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : null);
const objectPart = (s: Schema, root: unknown): Schema => {
  const resolved = resolveRef(s, root);
  const alternatives = [...((resolved.anyOf as Schema[]) ?? []), ...((resolved.oneOf as Schema[]) ?? [])].map((a) => resolveRef(a, root));
  return alternatives.find((a) => isSchema(a.properties)) ?? resolved;
};

type Direction = 'request' | 'response';

/** Compares what a schema accepts (request) or promises (response), recursing into properties and items. */
export function compareSchemas(oldSchema: Schema, newSchema: Schema, direction: Direction, where: string, roots: { old: unknown; new: unknown }, out: string[], depth = 0): void {
  if (depth > 12) return;
  const before = resolveRef(oldSchema, roots.old);
  const after = resolveRef(newSchema, roots.new);
  const oldTypes = typesOf(before, roots.old);
  const newTypes = typesOf(after, roots.new);
  const label = where || '(the whole value)';
  if (direction === 'request' && !within(oldTypes, newTypes)) out.push(`${label}: accepts ${[...newTypes].join('|')}, no longer ${[...oldTypes].join('|')}`);
  if (direction === 'response' && !within(newTypes, oldTypes)) out.push(`${label}: now ${[...newTypes].join('|')}, was ${[...oldTypes].join('|')}`);

  const oldEnum = enumOf(before);
  const newEnum = enumOf(after);
  if (direction === 'request' && newEnum) {
    const dropped = (oldEnum ?? []).filter((value) => !newEnum.some((one) => JSON.stringify(one) === JSON.stringify(value)));
    if (!oldEnum) out.push(`${label}: now only ${newEnum.map((v) => JSON.stringify(v)).join(', ')}`);
    else if (dropped.length > 0) out.push(`${label}: no longer accepts ${dropped.map((v) => JSON.stringify(v)).join(', ')}`);
  }

  if (direction === 'request') {
    const tighter = (key: string, lower: boolean) => {
      const was = before[key];
      const now = after[key];
      if (typeof now !== 'number') return;
      if (typeof was !== 'number' || (lower ? now > was : now < was)) out.push(`${label}: ${key} ${typeof was === 'number' ? `${was} -> ` : ''}${now}`);
    };
    for (const key of ['minLength', 'minimum', 'exclusiveMinimum', 'minItems']) tighter(key, true);
    for (const key of ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems']) tighter(key, false);
    if (typeof after.pattern === 'string' && after.pattern !== before.pattern) out.push(`${label}: pattern ${before.pattern ? `${String(before.pattern)} -> ` : ''}${after.pattern}`);
  }

  const oldObject = objectPart(before, roots.old);
  const newObject = objectPart(after, roots.new);
  const oldProps = (oldObject.properties as Record<string, Schema> | undefined) ?? {};
  const newProps = (newObject.properties as Record<string, Schema> | undefined) ?? {};
  const oldRequired = new Set((oldObject.required as string[] | undefined) ?? []);
  const newRequired = new Set((newObject.required as string[] | undefined) ?? []);
  const at = (name: string) => (where ? `${where}.${name}` : name);
  if (direction === 'response') {
    for (const name of Object.keys(oldProps)) {
      if (!(name in newProps)) out.push(`${at(name)}: removed`);
      else if (oldRequired.has(name) && !newRequired.has(name)) out.push(`${at(name)}: no longer always present`);
    }
  } else {
    for (const name of newRequired) if (!oldRequired.has(name)) out.push(`${at(name)}: newly required`);
    if (newObject.additionalProperties === false) for (const name of Object.keys(oldProps)) if (!(name in newProps)) out.push(`${at(name)}: no longer accepted`);
  }
  for (const [name, schema] of Object.entries(oldProps)) if (newProps[name]) compareSchemas(schema, newProps[name], direction, at(name), roots, out, depth + 1);
  if (isSchema(before.items) && isSchema(after.items)) compareSchemas(before.items, after.items, direction, `${where}[]`, roots, out, depth + 1);
}

const jsonSchemaOf = (content: Record<string, { schema?: Schema }> | undefined): Schema | undefined => content?.['application/json']?.schema;

function compareOperations(scope: string, before: Operation, after: Operation, roots: { old: unknown; new: unknown }, found: Breaking[]): void {
  const changes: string[] = [];
  const key = (p: Parameter) => `${p.in} ${p.name}`;
  const oldParams = new Map((before.parameters ?? []).map((p) => [key(p), p]));
  for (const param of after.parameters ?? []) {
    const was = oldParams.get(key(param));
    if (!was) {
      if (param.required) changes.push(`${param.in} parameter ${param.name}: new and required`);
      continue;
    }
    if (param.required && !was.required) changes.push(`${param.in} parameter ${param.name}: newly required`);
    if (was.schema && param.schema) compareSchemas(was.schema, param.schema, 'request', `${param.in} parameter ${param.name}`, roots, changes);
  }
  const oldBody = jsonSchemaOf(before.requestBody?.content);
  const newBody = jsonSchemaOf(after.requestBody?.content);
  if (newBody && oldBody) compareSchemas(oldBody, newBody, 'request', 'body', roots, changes);
  else if (newBody && !oldBody && after.requestBody?.required) changes.push('body: newly required');
  const success = (op: Operation) => Object.keys(op.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
  const [oldStatus] = success(before);
  const [newStatus] = success(after);
  if (oldStatus && newStatus && oldStatus !== newStatus) changes.push(`answer status ${oldStatus} -> ${newStatus}`);
  const oldAnswer = oldStatus ? jsonSchemaOf(before.responses?.[oldStatus]?.content) : undefined;
  const newAnswer = newStatus ? jsonSchemaOf(after.responses?.[newStatus]?.content) : undefined;
  if (oldAnswer && newAnswer) compareSchemas(oldAnswer, newAnswer, 'response', 'answer', roots, changes);
  else if (oldAnswer && !newAnswer) changes.push('answer: its JSON body is gone');
  for (const change of changes) found.push({ scope, change });
}

export function breakingChanges(before: Snapshot, after: Snapshot): Breaking[] {
  const found: Breaking[] = [];
  const roots = { old: before.openapi, new: after.openapi };
  for (const [path, item] of Object.entries(before.openapi.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const scope = `route ${method.toUpperCase()} ${path}`;
      const now = after.openapi.paths?.[path]?.[method];
      if (!now) found.push({ scope, change: 'removed' });
      else compareOperations(scope, operation, now, roots, found);
    }
  }
  for (const [subject, schema] of Object.entries(before.events)) {
    const scope = `event ${subject}`;
    const now = after.events[subject];
    if (!now) {
      found.push({ scope, change: 'removed' });
      continue;
    }
    const changes: string[] = [];
    compareSchemas(schema, now, 'response', 'payload', { old: schema, new: now }, changes);
    for (const change of changes) found.push({ scope, change });
  }
  for (const [remote, modules] of Object.entries(before.remotes)) {
    for (const [name, module] of Object.entries(modules)) {
      const scope = `remote ${remote} ${name}`;
      const now = after.remotes[remote]?.[name];
      if (!now) {
        found.push({ scope, change: 'no longer exposed' });
        continue;
      }
      for (const exported of module.exports) if (!now.exports.includes(exported)) found.push({ scope, change: `export ${exported} removed` });
      if (module.defaultProps !== null && now.defaultProps !== null && module.defaultProps !== now.defaultProps) found.push({ scope, change: `default export's props ${module.defaultProps} -> ${now.defaultProps}` });
    }
  }
  return found;
}

/** The scopes that commit messages declare broken on purpose (`Contract-Break: <scope>` lines). */
export function declaredBreaks(messages: string): string[] {
  return [...messages.matchAll(/^Contract-Break:\s*(.+?)\s*$/gim)].map((match) => match[1]!);
}
