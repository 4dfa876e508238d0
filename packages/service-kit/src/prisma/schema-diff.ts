/**
 * SQL from one Prisma datamodel to another, with Prisma's WebAssembly schema engine and no database
 * (PLATFORM.md: the native engine cannot be fetched here, and the live-database calls of the WASM
 * engine fail). Used to author migrations and to check that the migrations give the schema.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';

/** The package imports its .wasm as an ES module, which Node 20 cannot; instantiate it by hand. */
let ready: Promise<typeof bindings.SchemaEngine> | undefined;
function loadEngine(): Promise<typeof bindings.SchemaEngine> {
  ready ??= (async () => {
    const jsPath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = jsPath.replace(/\.js$/, '.wasm');
    const module = await WebAssembly.compile(await readFile(wasmPath));
    const imports = { './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports };
    const instance = await WebAssembly.instantiate(module, imports);
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings.SchemaEngine;
  })();
  return ready;
}

export type DiffSide = { datamodel: string } | 'empty';

const target = (side: DiffSide): bindings.DiffTarget =>
  side === 'empty' ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: side.datamodel }] };

/**
 * The engine opens a connection when it is created, though a diff between datamodels reads nothing
 * from it: give it any reachable PostgreSQL (the test database, or the embedded one).
 */
export async function diffSql(from: DiffSide, to: DiffSide, connectionString: string): Promise<string> {
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  const datamodels: [string, string][] = to === 'empty' ? [] : [['schema.prisma', to.datamodel]];
  const SchemaEngine = await loadEngine();
  const engine = await SchemaEngine.new({ datamodels }, () => undefined, adapter);
  try {
    const result = await engine.diff({ from: target(from), to: target(to), script: true, exitCode: null, filters: { externalTables: [], externalEnums: [] } });
    return result.stdout ?? '';
  } finally {
    engine.free();
  }
}
