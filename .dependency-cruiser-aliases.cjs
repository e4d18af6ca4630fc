/**
 * The apps' `@/` import alias for dependency-cruiser (its `webpackConfig`: only `resolve` is read).
 * From a file under apps/<app>/, `@/x` is apps/<app>/src/x, as each app's tsconfig.json `paths` and
 * vite.config.ts `resolve.alias` say. One alias name serves two folders, so the lookup depends on
 * the importing file; tsconfig `paths` alone cannot say that for the whole repository.
 */
const path = require('node:path');

const appsDir = path.join(__dirname, 'apps');

class AppAliasPlugin {
  apply(resolver) {
    const target = resolver.ensureHook('resolve');
    resolver.getHook('described-resolve').tapAsync('AppAliasPlugin', (request, context, callback) => {
      const specifier = request.request;
      if (!specifier?.startsWith('@/') || !request.path) return callback();
      const [app, ...rest] = path.relative(appsDir, request.path).split(path.sep);
      if (!app || app === '..' || rest.length === 0) return callback();
      const aliased = { ...request, request: path.join(appsDir, app, 'src', specifier.slice(2)) };
      return resolver.doResolve(target, aliased, `app alias ${specifier}`, context, callback);
    });
  }
}

module.exports = { resolve: { plugins: [new AppAliasPlugin()] } };
