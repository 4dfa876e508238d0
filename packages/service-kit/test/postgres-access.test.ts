import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { letPostgresUserReach } from '../src/postgres-access.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('letting the postgres user reach its data and binaries', () => {
  it('as root, gives passage (o+x, not read) through a private folder above the target, and only there', () => {
    const top = mkdtempSync(path.join(tmpdir(), 'phjobs-access-'));
    made.push(top);
    const open = path.join(top, 'open');
    mkdirSync(path.join(open, 'data'), { recursive: true });
    chmodSync(top, 0o700);
    chmodSync(open, 0o755);
    expect(letPostgresUserReach([path.join(open, 'data', 'pg')], true)).toEqual([top]);
    expect(statSync(top).mode & 0o777).toBe(0o701);
    expect(statSync(open).mode & 0o777).toBe(0o755);
    expect(letPostgresUserReach([path.join(open, 'data', 'pg')], true)).toEqual([]);
  });

  it('changes nothing when not root', () => {
    const top = mkdtempSync(path.join(tmpdir(), 'phjobs-access-'));
    made.push(top);
    chmodSync(top, 0o700);
    expect(letPostgresUserReach([path.join(top, 'pg')], false)).toEqual([]);
    expect(statSync(top).mode & 0o777).toBe(0o700);
  });
});
