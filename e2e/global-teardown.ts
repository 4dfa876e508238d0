import { rmSync } from 'node:fs';

/** Removes the run's data folder (made by playwright.config.ts) once the stack has stopped. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === '1') rmSync(dir, { recursive: true, force: true });
}
