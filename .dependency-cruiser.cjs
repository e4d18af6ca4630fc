/** Boundaries of the monorepo (ARCHITECTURE.md "The shape"). Runs in `pnpm test`. */
module.exports = {
  forbidden: [
    {
      name: 'service-imports-other-service',
      comment: "Services talk through NATS and HTTP, never through each other's code.",
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'app-imports-service',
      comment: 'Apps speak HTTP/websocket to the gateway; they share only packages/contracts.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '^services/' },
    },
    {
      name: 'app-imports-other-app',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'feature-imports-other-feature',
      comment: 'bulletproof-react: app -> features -> shared, never feature -> feature.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/([^/]+)/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'shared-imports-features',
      comment: 'Shared components and lib stay below features.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/(components|lib)/' },
      to: { path: '^apps/$1/src/(features|app)/' },
    },
    {
      name: 'package-imports-service-or-app',
      comment:
        "Only the suites that exercise services may reach them: e2e, bench, and ops-checks (reads each service's config schema).",
      severity: 'error',
      from: { path: '^packages/(?!e2e|bench|ops-checks)' },
      to: { path: '^(services|apps)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.turbo)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Resolves each app's `@/` alias to that app's src/.
    webpackConfig: { fileName: '.dependency-cruiser-aliases.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@taishan/source', 'import', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    combinedDependencies: true,
  },
};
