/**
 * Import boundaries (docs/architecture.md: one direction of flow, server layers), checked by
 * tests/architecture/dependencies.test.ts: no import circle (type-only imports count), the engine knows no domain or
 * front end, files that register endpoints hold no SQL, and generated/ imports only the engine and other generated
 * files; nothing that ships imports seed/.
 */
/** Files that register HTTP endpoints: each folder's endpoints.server.ts and the flat registration (server/endpoints.server.ts). */
const ENDPOINT_FILES = '^server/(endpoints|[^/]+/endpoints)[.]server[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type-only imports included): split the shared part into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-generic',
      severity: 'error',
      comment: 'engine/ knows schemas, not domains or front ends.',
      from: { path: '^engine/' },
      to: { path: '^(server|admin|site|forms|client)/' },
    },
    {
      name: 'endpoints-hold-no-sql',
      severity: 'error',
      comment: 'Handlers read input, call an operation and shape the answer: SQL lives in operation modules.',
      from: { path: ENDPOINT_FILES },
      to: { path: '(^|/)node_modules/kysely/' },
    },
    {
      name: 'generated-imports-only-generated-and-engine',
      severity: 'error',
      comment:
        'generated/ is written by npm run generate: of hand-written code it may use only the engine (the validators share its formats; the manifest its entry type).',
      from: { path: '^generated/' },
      to: { path: '^(server|admin|site|forms|client|tools|schemas|tests|bench)/' },
    },
    {
      name: 'front-ends-do-not-import-the-server',
      severity: 'error',
      comment:
        'admin/, site/ and the kits they share (client/, forms/) run in the browser: a rule they need lives in domain/ (#domain/*), a type in client/ or generated/.',
      from: { path: '^(admin|site|client|forms)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-does-not-import-the-front-ends',
      severity: 'error',
      comment: 'server/ serves the built front ends; it imports none of their source.',
      from: { path: '^server/' },
      to: { path: '^(admin|site)/' },
    },
    {
      name: 'console-screens-use-the-data-provider',
      severity: 'error',
      comment:
        "The console's one data path (decision 045): screens reach the server through react-admin (ra-core hooks, useConsoleData()); only the data provider's files (admin/src/api/, each folder's data-methods.ts), the session and the signed-out pages use the HTTP client.",
      from: { path: '^admin/src/', pathNot: '^admin/src/(api/|session/|auth-pages/)|/data-methods[.]ts$' },
      to: { path: '^admin/src/api/http[.]ts$' },
    },
    {
      name: 'server-does-not-import-the-seed',
      severity: 'error',
      comment:
        'seed/ (the demo data, npm run seed, the demo start) is not production code: nothing that ships imports it. npm start enters through seed/start.server.ts, which hands server/main.server.ts its loader (decision 047).',
      from: { path: '^(server|engine|domain|client|forms|admin|site|generated)/' },
      to: { path: '^seed/' },
    },
    {
      name: 'domain-imports-only-generated',
      severity: 'error',
      comment:
        'domain/ is pure and browser-safe: facts in, a verdict out. It imports only generated/ (types, enums, the message catalogue) and itself.',
      from: { path: '^domain/' },
      to: { pathNot: '^(domain|generated)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|tests)/|[.]test[.]tsx?$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
