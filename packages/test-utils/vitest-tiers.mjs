/**
 * The test tiers of a Node workspace, as vitest projects (`npx vitest run --project unit`):
 * - unit: `test/**\/*.test.ts`, no database, files in parallel;
 * - integration: `test/**\/*.integration.test.ts`, a real PostgreSQL (and NATS where events
 *   flow), one file at a time (they share one server on two cores).
 * Tests live in `test/` only. A workspace's vitest.config.ts:
 *   export default defineConfig({ test: { projects: nodeTestTiers() } });
 * or, to change a tier: `nodeTestTiers({ integration: { testTimeout: 120_000 } })`.
 * (Plain JavaScript: vitest loads its config with Node, which does not run TypeScript from packages.)
 */

/**
 * @param {{ unit?: import('vitest/config').TestProjectInlineConfiguration['test'], integration?: import('vitest/config').TestProjectInlineConfiguration['test'] }} [options]
 *   what a workspace changes in a tier (e.g. a longer `testTimeout`)
 * @returns {import('vitest/config').TestProjectInlineConfiguration[]}
 */
export function nodeTestTiers(options = {}) {
  return [
    {
      extends: true,
      test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/**/*.integration.test.ts'], ...options.unit },
    },
    {
      extends: true,
      test: {
        name: 'integration',
        include: ['test/**/*.integration.test.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        fileParallelism: false,
        ...options.integration,
      },
    },
  ];
}
