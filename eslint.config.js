// @ts-check
/**
 * ESLint for the whole tree (decision 049, docs/decisions/049-lint-and-format.md): `npm run lint`.
 * Prettier owns the layout (eslint-config-prettier turns off every rule it would fight); ESLint owns
 * mistakes, the order of imports and the import boundaries between the top-level folders.
 * The import graph as a whole (circles, what a module really resolves to) stays with dependency-cruiser
 * (tests/architecture/dependencies.test.ts); file names with tests/architecture/file-names.test.ts.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{ts,tsx,js,mjs,cjs}'];

/** Importing through two or more `../`: a path that leaves its folder names the folder by its alias instead. */
const CLIMBING = {
  regex: '(^|/)\\.\\./\\.\\./',
  message: 'Climbs two folders or more: import through the package.json "imports" alias (#server/…, #engine/…).',
};

/** An import of a top-level folder, by alias or by a relative path one level up (deeper climbs are CLIMBING). */
function folders(names, message) {
  return { regex: `^(#|\\.\\./)(${names.join('|')})(/|$)`, message };
}

const NOT_SEED_OR_TESTS = folders(['seed', 'tests'], 'Production code never imports the demo data (seed/) or tests/.');

/** One `no-restricted-imports` per group of folders: a later config object would replace, not add to, the patterns. */
function boundaries(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns: [CLIMBING, ...patterns] }] };
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    // Built front ends, local databases and files, reports.
    'dist/',
    '**/build/',
    'data/',
    'coverage/',
    'test-results/',
    '**/.cache/',
    // The code generator's goldens: tests/codegen compares its output with them byte for byte.
    'tests/codegen/fixtures/*/generated/',
    // ajv's standalone validators (3.7 MB, a third of the lint's time): their only imports are ajv's runtime and
    // #engine/runtime/validation/formats.ts, written by engine/codegen; dependency-cruiser checks them.
    'generated/validators/*.js',
  ]),

  // Hand-written code: everything but generated/, which gets only its import boundary (at the end).
  {
    files: CODE,
    ignores: ['generated/**'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'simple-import-sort': simpleImportSort },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // `_` marks a parameter a signature needs but the body does not use (handlers, callbacks, hooks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The engine reads JSON Schema documents and tables it learns at run time (`Record<string, any>` schema nodes,
      // `Kysely<any>` for a manifest's table, RJSF's form data): `unknown` there would only move the same assertion
      // to every use. Strict TypeScript still checks the rest; a typed shape is preferred wherever one exists.
      '@typescript-eslint/no-explicit-any': 'off',
      // `declare module` augmentation (Remix's AppLoadContext) extends one interface with an empty body by design.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // React code: the console, the site and the kits they share, and the tests that render them.
    // (server/ has functions named use… that are not hooks, e.g. outbox's useProviders.)
    files: [
      'admin/**/*.{ts,tsx}',
      'site/**/*.{ts,tsx}',
      'client/**/*.{ts,tsx}',
      'forms/**/*.{ts,tsx}',
      'tests/**/*.tsx',
    ],
    ignores: ['**/*.server.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['admin/**', 'site/**', 'client/**', 'forms/**'],
    ignores: ['site/**/*.server.ts', 'site/**/*.server.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Import boundaries (the folders' rules in docs/architecture.md; .dependency-cruiser.cjs checks the resolved graph).
  { files: CODE, ignores: ['generated/**'], rules: boundaries() },
  {
    files: ['admin/**', 'site/**', 'client/**', 'forms/**'],
    rules: boundaries(
      folders(
        ['server'],
        'A front end runs in the browser: a rule it needs lives in domain/, a type in client/ or generated/.',
      ),
      NOT_SEED_OR_TESTS,
    ),
  },
  {
    files: ['engine/**'],
    rules: boundaries(
      folders(['server', 'admin', 'site', 'client', 'forms'], 'engine/ knows schemas, not domains or front ends.'),
      // domain/access/ is the exception: the role vocabulary that the schemas' x-access lists name (decision 045),
      // which the engine's field access (forms, API) evaluates.
      {
        regex: '^(#|\\.\\./)domain/(?!access/)',
        message: 'engine/ knows schemas, not domains: only #domain/access/ (x-access roles).',
      },
      NOT_SEED_OR_TESTS,
    ),
  },
  {
    files: ['domain/**'],
    rules: boundaries(
      folders(
        ['engine', 'server', 'admin', 'site', 'client', 'forms', 'schemas', 'tools'],
        'domain/ is pure and browser-safe: it imports only generated/ and itself.',
      ),
      NOT_SEED_OR_TESTS,
    ),
  },
  {
    files: ['server/**'],
    // Only by alias: a relative `../site/` inside server/ is server/site/, the public site's endpoints.
    rules: boundaries(
      {
        regex: '^#(admin|site)(/|$)',
        message: 'server/ serves the built front ends; it imports none of their source.',
      },
      NOT_SEED_OR_TESTS,
    ),
  },
  {
    files: ['generated/**/*.ts'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            folders(
              ['server', 'admin', 'site', 'client', 'forms', 'domain', 'schemas', 'tools', 'seed', 'tests'],
              'generated/ imports only the engine and other generated files.',
            ),
          ],
        },
      ],
    },
  },

  prettier,
]);
