// The one ESLint config of the monorepo (flat config, ESLint 9): `npm run lint` at the root runs it
// over the whole tree, then dependency-cruiser (.dependency-cruiser.cjs) for the import rules
// between workspaces and layers. Rules that need type information are left out on purpose: they
// would run the TypeScript compiler for every workspace, and `npm run typecheck` already does.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `// eslint-disable… -- why`: a disabled rule always says why (docs/CONVENTIONS.md). */
const disableNeedsReason = {
  meta: { type: 'suggestion', schema: [], messages: { reason: 'Say why the rule is disabled: `// eslint-disable-next-line <rule> -- <reason>`.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(-next-line|-line)?(\s|$)/.test(text) && !/\s--\s*\S/.test(text)) {
            context.report({ loc: comment.loc, messageId: 'reason' });
          }
        }
      },
    };
  },
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/@mf-types/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/first': 'error',
      'import-x/newline-after-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-mutable-exports': 'error',
    },
  },
  {
    rules: {
      // `_`-prefixed names say 'deliberately unused' (a handler's unused argument, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `import type` for types (docs/CONVENTIONS.md); inline `type` specifiers are fine too.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Components (.tsx) and the front ends' hooks (.ts: useRequest, useEndlessList, ...).
    files: ['**/*.tsx', '{shell,mfe-*}/src/**/*.ts', 'packages/{ui,web-core}/src/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Env is read once, at start: a service's config.ts (and its main.ts, the standalone runner),
    // the gateway's config.ts and main.ts. Everything else gets the values passed down.
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['services/*/src/config.ts', 'services/*/src/main.ts', 'gateway/src/config.ts', 'gateway/src/main.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: "Read env in config.ts (parseConfig) and pass the values down." },
      ],
    },
  },
  {
    plugins: { phjobs: { rules: { 'disable-needs-reason': disableNeedsReason } } },
    rules: { 'phjobs/disable-needs-reason': 'error' },
  },
  {
    // Plain JavaScript run by Node: configs, build scripts, the test tiers.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS: .cjs files, and the webpack configs of the shell and remotes (their package.json
    // has no "type": "module", see ../shared/PLATFORM.md).
    files: ['**/*.cjs', '{shell,mfe-*}/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Runs in the browser page the e2e journeys open, in place of Google's script.
    files: ['e2e/fixtures/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
