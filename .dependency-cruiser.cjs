// Import rules between the parts of the monorepo and between the layers of a service
// (docs/CONVENTIONS.md, 'Lint and dependency rules'). `npm run lint` runs them after ESLint:
//   depcruise --config .dependency-cruiser.cjs <folders>
// Paths are the real ones (a workspace package resolves to its folder, not to node_modules).

/** The layers of a service's production code (src/), as in docs/CONVENTIONS.md. */
const SERVICE_SRC = '^services/([^/]+)/src/';
/** Production code of any workspace: its src/ (tests, configs and scripts are not). */
const PRODUCTION = '^(services/[^/]+|packages/[^/]+|gateway|infra|shell|mfe-[^/]+)/src/';
const TESTS = '\\.test\\.tsx?$';
/** A module of a service's src/ outside the skeleton (db.ts, upstreams.ts, providers/, list-cache.ts, ...). */
const OFF_SKELETON = '^services/([^/]+)/src/(?!(domain|routes|data|clients|events|seed|generated)/|(config|start|main|app)\\.ts$)';
/** Database and HTTP libraries the domain may know only as types. */
const DB_AND_HTTP = ['^services/[^/]+/src/generated/', 'node_modules/(pg|@prisma/[^/]+|express)/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- the whole tree
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: split the shared part out, or pass it in.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-infra',
      severity: 'error',
      comment: 'infra only assembles and starts the parts; nothing depends on it (e2e starts it as a process).',
      from: { pathNot: '^infra/' },
      to: { path: '^infra/' },
    },
    {
      name: 'no-service-imports-another-service',
      severity: 'error',
      comment: 'Services talk over HTTP (clients/, declared routes) and events (contracts), never by importing each other.',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/[^/]+/', pathNot: '^services/$1/' },
    },
    {
      name: 'front-ends-import-no-back-end',
      severity: 'error',
      comment: 'The shell and the remotes reach services through the gateway only (contracts for types and routes).',
      from: { path: '^(shell|mfe-[^/]+)/' },
      to: { path: '^(services|gateway|infra)/' },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'Shared packages are libraries: no service, remote, shell, gateway or infra in them.',
      from: { path: '^packages/' },
      to: { path: '^(services|shell|mfe-[^/]+|gateway|infra)/' },
    },
    {
      name: 'design-system-css-once',
      severity: 'error',
      comment:
        "The design system's stylesheet (@phjobs/ui/styles/ui.css) comes with the shell, once per page: a remote that imports it again ships its 30 KB a second time in its CSS (and in every page the gateway inlines it in) and re-applies its rules over the shell's.",
      from: { path: '^mfe-[^/]+/src/' },
      to: { path: '^packages/ui/src/styles/ui\\.css$' },
    },
    {
      name: 'router-from-web-core',
      severity: 'error',
      comment:
        'Front-end source takes the router from @phjobs/web-core/router, the one shared singleton: a remote that imports react-router itself bundles a second router whose context the shell never provides. Tests may use the rest of react-router.',
      from: { path: '^(shell|mfe-[^/]+|packages/(ui|web-core))/src/', pathNot: ['^packages/web-core/src/router\\.ts$', TESTS] },
      to: { path: 'node_modules/react-router/' },
    },
    {
      name: 'test-utils-only-in-tests',
      severity: 'error',
      comment: '@phjobs/test-utils is a dev dependency: production code never imports it.',
      from: { path: PRODUCTION, pathNot: ['^packages/test-utils/', TESTS] },
      to: { path: '^packages/test-utils/' },
    },
    {
      name: 'seed-data-only-in-seeds',
      severity: 'error',
      comment:
        "Production code never reads seed data: only a service's src/seed/ (and the start command's banner of demo logins) imports @phjobs/seed-data.",
      from: { path: PRODUCTION, pathNot: ['^services/[^/]+/src/seed/', '^infra/src/', '^packages/seed-data/', TESTS] },
      to: { path: '^packages/seed-data/' },
    },
    {
      name: 'seed-only-from-wiring',
      severity: 'error',
      comment: "A service's seed/ is started by the start command (package export ./seed) or main.ts, never called by its own code.",
      from: { path: SERVICE_SRC, pathNot: ['^services/[^/]+/src/seed/', '^services/[^/]+/src/main\\.ts$', TESTS] },
      to: { path: '^services/$1/src/seed/' },
    },

    // ---- the layers of a service (production code only; its tests may import any of it)
    {
      name: 'domain-not-to-routes',
      severity: 'error',
      comment: 'domain/ holds the rules; HTTP is routes/ business. The domain knows nothing of routes.',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TESTS },
      to: { path: '^services/$1/src/routes/' },
    },
    {
      name: 'domain-not-to-wiring',
      severity: 'error',
      comment: 'domain/ gets its dependencies as arguments: it imports no app.ts, start.ts, main.ts, events/ or seed/.',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TESTS },
      to: { path: '^services/$1/src/(app|start|main)\\.ts$|^services/$1/src/(events|seed)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-only-types-of-data-and-clients',
      severity: 'error',
      comment: 'domain/ takes the repositories and clients as arguments: it may import their types, not their code.',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TESTS },
      to: { path: '^services/$1/src/(data|clients)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-no-db-or-http',
      severity: 'error',
      comment: 'domain/: no SQL client, no Prisma client, no express (types only); those live in data/ and routes/.',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TESTS },
      to: { path: DB_AND_HTTP, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'data-not-to-upper-layers',
      severity: 'error',
      comment:
        'data/ implements what the domain needs (it may use domain types and pure rules, as clean architecture has it): it imports no routes, clients, events, seed or wiring.',
      from: { path: `${SERVICE_SRC}data/`, pathNot: TESTS },
      to: { path: '^services/$1/src/(routes|clients|events|seed)/|^services/$1/src/(app|start|main)\\.ts$' },
    },
    {
      name: 'clients-stand-alone',
      severity: 'error',
      comment:
        'clients/ call other services and outside providers (contracts, service-kit; domain types and pure rules): no routes, events, seed or wiring.',
      from: { path: `${SERVICE_SRC}clients/`, pathNot: TESTS },
      to: { path: '^services/$1/src/(routes|events|seed)/|^services/$1/src/(app|start|main)\\.ts$' },
    },
    {
      name: 'clients-only-types-of-data',
      severity: 'error',
      comment: 'A client that keeps state gets the database handed in: it may name data/ types, not call data/.',
      from: { path: `${SERVICE_SRC}clients/`, pathNot: TESTS },
      to: { path: '^services/$1/src/data/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'events-not-to-routes',
      severity: 'error',
      comment: 'events/ (publishers, consumers) call the domain and data, never the HTTP layer.',
      from: { path: `${SERVICE_SRC}events/`, pathNot: TESTS },
      to: { path: '^services/$1/src/routes/|^services/$1/src/(app|main)\\.ts$' },
    },
    {
      name: 'routes-not-to-wiring',
      severity: 'error',
      comment: 'routes/ get their dependencies from app.ts (deps): they import no start.ts, main.ts, events/ consumers or seed/.',
      from: { path: `${SERVICE_SRC}routes/`, pathNot: TESTS },
      to: { path: '^services/$1/src/(start|main)\\.ts$|^services/$1/src/seed/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-config-reads-env',
      severity: 'error',
      comment: 'Only config.ts, start.ts and main.ts (wiring) import config.ts code; the rest get values passed down (types are fine).',
      from: { path: `${SERVICE_SRC}(domain|routes|data|clients|events)/`, pathNot: TESTS },
      to: { path: '^services/$1/src/config\\.ts$', dependencyTypesNot: ['type-only'] },
    },

    // ---- the one service skeleton (docs/CONVENTIONS.md) and the test layout
    {
      name: 'service-skeleton',
      severity: 'error',
      comment:
        "A service's src/ holds config.ts, start.ts, main.ts, app.ts and routes/ domain/ data/ clients/ events/ seed/ only (db.ts goes to data/, upstreams.ts and providers/ to clients/, caches and listeners to data/).",
      from: { path: OFF_SKELETON, pathNot: TESTS },
      to: {},
    },
    {
      name: 'domain-only-types-of-off-skeleton-modules',
      severity: 'error',
      comment: 'domain/ may import the types of db.ts, upstreams.ts, providers/ (tomorrow data/ and clients/), not their code.',
      from: { path: `${SERVICE_SRC}domain/`, pathNot: TESTS },
      to: {
        path: '^services/$1/src/(?!(domain|routes|data|clients|events|seed|generated)/|(config|start|main|app)\\.ts$)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'tests-in-test-folder',
      severity: 'error',
      comment: 'Tests live in the test/ folder of their workspace, none under src/.',
      from: { path: `^(services/[^/]+|packages/[^/]+|gateway|infra)/src/.*${TESTS}` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '/src/generated/'] },
    exclude: { path: ['/dist/', '/@mf-types/', '/\\.turbo/', '/\\.data/', '/coverage/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
