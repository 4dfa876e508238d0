/**
 * Reads a ZIP archive back with readers that share no code with fflate (packages/web-core/src/zip.ts): Python's
 * zipfile (which checks each entry's CRC-32 as it reads) and, where installed, Info-ZIP's unzip.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `date`: the entry's date as zipfile reads it, [year, month, day, hours, minutes, seconds]. */
export type ReadEntry = { name: string; bytes: Buffer; method: number; flags: number; crc: number; date: number[] };

const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
export const HAS_PYTHON = has('python3', ['-c', 'import zipfile']);
export const HAS_UNZIP = has('unzip', ['-v']);

const PYTHON_READER = `
import base64, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    bad = z.testzip()
    entries = [{"name": i.filename, "method": i.compress_type, "flags": i.flag_bits, "crc": i.CRC,
                "date": list(i.date_time),
                "data": base64.b64encode(z.read(i)).decode()} for i in z.infolist()]
print(json.dumps({"bad": bad, "entries": entries}))
`;

function withArchive<T>(archive: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
  try {
    const path = join(dir, 'archive.zip');
    writeFileSync(path, archive);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Python's zipfile: every entry, in order; throws when an entry's CRC or the structure is wrong. */
export function readWithPython(archive: Uint8Array): ReadEntry[] {
  return withArchive(archive, (path) => {
    const out = JSON.parse(execFileSync('python3', ['-c', PYTHON_READER, path], { encoding: 'utf8' })) as {
      bad: string | null;
      entries: { name: string; method: number; flags: number; crc: number; date: number[]; data: string }[];
    };
    if (out.bad) throw new Error(`zipfile found a bad CRC in ${out.bad}`);
    return out.entries.map((e) => ({ name: e.name, method: e.method, flags: e.flags, crc: e.crc, date: e.date, bytes: Buffer.from(e.data, 'base64') }));
  });
}

/** unzip: `-Z1` names (one a line), `-p` an entry's bytes, `-t` the integrity test (CRCs). */
export const unzip = {
  names: (archive: Uint8Array) => withArchive(archive, (path) => execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean)),
  bytes: (archive: Uint8Array, name: string) => withArchive(archive, (path) => execFileSync('unzip', ['-p', path, escapeWildcards(name)])),
  test: (archive: Uint8Array) => withArchive(archive, (path) => execFileSync('unzip', ['-t', path], { encoding: 'utf8' })),
};

/** unzip reads member names as wildcards: '[', '*', '?' are escaped to match literally. */
const escapeWildcards = (name: string) => name.replace(/[[\]*?\\]/g, (c) => `\\${c}`);
