// The one webpack config every front-end app extends (shell and remotes).
//   const { createFederatedConfig } = require('../tools/webpack/federation.cjs');
//   module.exports = createFederatedConfig({ name: 'mfe_nutrition', projectRoot: __dirname, exposes: remoteExposes('mfe_nutrition', __dirname) });
// swc-loader transpiles (no babel, no tsc), the swc minifier compresses, and the module-federation
// plugin shares the singletons of sharedSingletons() so exactly one React, router, MUI, store and
// workspace lib load at run time.
const path = require('node:path');
const { execSync } = require('node:child_process');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { existsSync, readdirSync } = require('node:fs');
const { releaseVersion } = require('./release-version.cjs');
const { robotoFontFaces, RobotoFilesPlugin } = require('./fonts.cjs');
// The compiled contracts (libs/contracts build, a dependency of every build and serve target).
const { REMOTES, REMOTE_CONTRACT_VERSION, contractMajor } = require('../../libs/contracts/dist/remote-module.js');
const { exposedModules, ROUTES_MODULE } = require('../../libs/contracts/dist/remote-widgets.js');

const root = path.join(__dirname, '..', '..');
/** @type {Record<string, string>} */
const deps = require(path.join(root, 'package.json')).dependencies;

// The shared workspace libs: webpack reads their source; their version is their package.json's.
/** @type {Record<string, string>} */
const libDirs = {
  '@chairside/contracts': 'libs/contracts',
  '@chairside/ui': 'libs/ui',
  '@chairside/api-client': 'libs/api-client',
};
const workspaceLibs = Object.fromEntries(
  Object.entries(libDirs).map(([name, dir]) => [name, path.join(root, dir, 'src/index.ts')]),
);
// Shared entries of a lib besides its index: the contracts' zod-free side (constants, rules, types),
// so a page that needs no schema never loads zod (shared modules are not tree-shaken).
// The share pieces are their own entry so the first load of a page carries none of them: only lazily
// loaded dialogs share. They reach the toast, MUI and the contracts through the shared entries above.
const libEntries = {
  '@chairside/contracts/web': { lib: '@chairside/contracts', file: path.join(root, 'libs/contracts/src/web.ts') },
  // The zod-free rules no first screen uses (voice parser, insights, exercise, weight trend...): every
  // page loads '@chairside/contracts/web' whole, these only with the code that needs them.
  '@chairside/contracts/web-lazy': {
    lib: '@chairside/contracts',
    file: path.join(root, 'libs/contracts/src/web-lazy.ts'),
  },
  '@chairside/ui/share': { lib: '@chairside/ui', file: path.join(root, 'libs/ui/src/share/index.ts') },
  '@chairside/ui/exercise-entry': {
    lib: '@chairside/ui',
    file: path.join(root, 'libs/ui/src/exercise-entry/index.ts'),
  },
  // Text fields, switches and radios: only forms and dialogs load them, so the first load of a page
  // that shows data carries none of MUI's inputs, select and menu.
  '@chairside/ui/forms': { lib: '@chairside/ui', file: path.join(root, 'libs/ui/src/forms/index.ts') },
  // An analysis's summary, a parsed voice entry, the daily bars chart, the BMI scale: no first screen
  // shows them, and the summary's insights bring '@chairside/contracts/web-lazy' with them.
  '@chairside/ui/nutrition-details': {
    lib: '@chairside/ui',
    file: path.join(root, 'libs/ui/src/nutrition-details/index.ts'),
  },
};
// Shares provided from a curated module of tools/webpack/shared instead of the package (its names are
// read from the file's export list).
const curatedShare = (/** @type {string} */ file) => {
  const full = path.join(__dirname, 'shared', file);
  const list = require('node:fs')
    .readFileSync(full, 'utf8')
    .match(/export\s*\{([^}]*)\}/)?.[1];
  if (list === undefined) throw new Error(`${full} has no export { ... } list`);
  return {
    file: full,
    names: new Set(
      list
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  };
};
/** @type {Record<string, { file: string, names: Set<string> }>} */
const CURATED_SHARES = {
  'react-router-dom': curatedShare('react-router-dom.js'),
  'react-i18next': curatedShare('react-i18next.js'),
};
const libVersion = (/** @type {string} */ name) =>
  require(path.join(root, libDirs[name] ?? name, 'package.json')).version;
// Exact-match aliases ($), plus the standalone dev-host entry of libs/ui (not shared: dev only).
const aliases = {
  ...Object.fromEntries(Object.entries(workspaceLibs).map(([k, v]) => [`${k}$`, v])),
  ...Object.fromEntries(Object.entries(libEntries).map(([k, v]) => [`${k}$`, v.file])),
  '@chairside/ui/standalone$': path.join(root, 'libs/ui/src/standalone.ts'),
};

/**
 * The shared singletons (docs/architecture.md, "Front end: one shell, four remotes"). Only exact request names are shared, hence the subpaths.
 * MUI is not shared by its package name: a shared module is never tree-shaken, and `@mui/material`
 * whole is ~129 KiB gzip. The apps reach MUI (and its icons) through `@chairside/ui` (libs/ui/src/mui.ts),
 * which is shared, so webpack tree-shakes MUI to what libs/ui re-exports and MUI, its styles and its
 * theme contexts still exist once. `guardSharedImports` keeps app code from importing MUI directly.
 * A workspace lib is shared at its package.json version and required at `^` that version, strictly:
 * a remote built against a lib the loaded copy does not satisfy (another major, or a newer minor
 * than the shell's) fails to load and shows its fallback card instead of running against the
 * shell's copy. Change a lib's version by semver when its exports change.
 */
function sharedSingletons() {
  const pkg = (/** @type {string} */ name, /** @type {string | undefined} */ version) => ({
    singleton: true,
    requiredVersion: `^${version}`,
  });
  /** @type {Record<string, { singleton: boolean, requiredVersion: string, strictVersion?: boolean, version?: string, import?: string }>} */
  const shared = {
    react: pkg('react', deps.react),
    'react/jsx-runtime': pkg('react', deps.react),
    'react-dom': pkg('react-dom', deps['react-dom']),
    'react-dom/client': pkg('react-dom', deps['react-dom']),
    // The apps' part of React Router (shared/react-router-dom.js), not the whole package.
    'react-router-dom': {
      ...pkg('react-router-dom', deps['react-router-dom']),
      import: CURATED_SHARES['react-router-dom']?.file,
      version: deps['react-router-dom']?.replace(/^[~^]/, ''),
    },
    '@emotion/react': pkg('@emotion/react', deps['@emotion/react']),
    '@emotion/styled': pkg('@emotion/styled', deps['@emotion/styled']),
    '@reduxjs/toolkit': pkg('@reduxjs/toolkit', deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': pkg('@reduxjs/toolkit', deps['@reduxjs/toolkit']),
    'react-redux': pkg('react-redux', deps['react-redux']),
    // One i18next and one react-i18next for the shell and every remote (docs/architecture.md "Languages").
    i18next: pkg('i18next', deps.i18next),
    'react-i18next': {
      ...pkg('react-i18next', deps['react-i18next']),
      import: CURATED_SHARES['react-i18next']?.file,
      version: deps['react-i18next']?.replace(/^[~^]/, ''),
    },
  };
  for (const name of Object.keys(workspaceLibs)) {
    const version = libVersion(name);
    shared[name] = { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
  }
  for (const [name, { lib }] of Object.entries(libEntries)) {
    const version = libVersion(lib);
    shared[name] = { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * Packages an app's own code (src/) must not import directly, with where to import from instead: a
 * direct import would bundle a second, unshared copy into the app (a second MUI with its own theme
 * contexts and SvgIcon), so the build stops and says so.
 */
const UNSHARED_PACKAGES = [{ test: /^@mui\//, instead: '@chairside/ui (add the component to libs/ui/src/mui.ts)' }];

class GuardSharedImportsPlugin {
  /**
   * @param {string} srcDir
   */
  constructor(srcDir) {
    this.srcDir = srcDir + path.sep;
  }
  /**
   * @param {import('webpack').Compiler} compiler
   */
  apply(compiler) {
    // A name imported from a curated share must be one it exports (TypeScript reads the real package).
    compiler.hooks.compilation.tap('GuardSharedImportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('GuardSharedImportsPlugin', (modules) => {
        for (const module of modules) {
          const m = /** @type {import('webpack').NormalModule} */ (module);
          if (!m.resource || m.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of m.dependencies ?? []) {
            // An ESM import: its request and the imported names (webpack's HarmonyImportSpecifierDependency).
            const d = /** @type {{ request?: string, ids?: string[] }} */ (/** @type {unknown} */ (dependency));
            const curated = d.request === undefined ? undefined : CURATED_SHARES[d.request];
            const name = d.ids?.[0];
            if (!curated || !name || curated.names.has(name)) continue;
            compilation.errors.push(
              new webpack.WebpackError(
                `${path.relative(root, m.resource)} imports ${name} from ${d.request}, which ${path.relative(root, curated.file)} does not export: add it there`,
              ),
            );
          }
        }
      });
    });
    compiler.hooks.normalModuleFactory.tap('GuardSharedImportsPlugin', (nmf) => {
      nmf.hooks.beforeResolve.tap('GuardSharedImportsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!issuer.startsWith(this.srcDir)) return;
        const rule = UNSHARED_PACKAGES.find((r) => r.test.test(data.request));
        if (rule)
          throw new Error(
            `${path.relative(root, issuer)} imports ${data.request}: import it from ${rule.instead}, so one shared copy loads`,
          );
      });
    });
  }
}

function buildId() {
  if (process.env.CHAIRSIDE_BUILD_ID) return process.env.CHAIRSIDE_BUILD_ID;
  try {
    return `${execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}-${Date.now().toString(36)}`;
  } catch {
    return `local-${Date.now().toString(36)}`;
  }
}

/**
 * What a remote build says about itself in `dist/release.json`, read by tools/release (the release
 * store) and whoever checks a remote before using it (docs/architecture.md, "Front end: one shell,
 * four remotes"). One object, so more facts about the build are added here.
 * @param {FederatedOptions} o
 * @returns {Record<string, unknown>}
 */
function releaseInfo(o) {
  return { remote: o.name, version: releaseVersion(o.projectRoot), ...compatibility() };
}

/**
 * What a remote was built with, for the shell to refuse it before running any of its code: the major of
 * the remote-module contract (libs/contracts REMOTE_CONTRACT_VERSION) and the range it requires of each
 * shared library, the very `requiredVersion`s sharedSingletons() gives module federation, derived from
 * the package manifests (the root package.json, libs/<lib>/package.json). The build also writes it into
 * mf-manifest.json's metaData as `chairside` (with the version): the shell reads that file before it
 * loads the remote anyway, so the check costs no round trip.
 */
function compatibility() {
  return {
    contractsMajor: contractMajor(REMOTE_CONTRACT_VERSION),
    shared: Object.fromEntries(Object.entries(sharedSingletons()).map(([name, s]) => [name, s.requiredVersion])),
  };
}

/**
 * The manifest option of a remote: its release info under `metaData.chairside`.
 * @param {Record<string, unknown>} info
 * @returns {ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest']}
 */
const manifestWith = (info) => ({
  additionalData: ({ stats }) => {
    Object.assign(stats.metaData, { chairside: info });
    return stats;
  },
});

/** Emits `release.json` (releaseInfo) beside the remote's mf-manifest.json. */
class ReleaseInfoPlugin {
  /**
   * @param {Record<string, unknown>} info
   */
  constructor(info) {
    this.info = info;
  }
  /**
   * @param {import('webpack').Compiler} compiler
   */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            'release.json',
            new webpack.sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`),
          ),
      );
    });
  }
}

const swcRule = (/** @type {boolean} */ production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2022',
      },
    },
  },
});

const minification = (/** @type {boolean} */ production) => ({
  minimize: production,
  minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
});

/**
 * A page outside federation (the host's landing page): its own compilation, so nothing is shared
 * and everything it imports is tree-shaken. Served from `dist/<folder>/`.
 * @param {FederatedOptions} o
 * @param {string} folder
 * @param {string} entry
 * @param {boolean} production
 */
function pageConfig(o, folder, entry, production) {
  return {
    name: folder,
    mode: production ? 'production' : 'development',
    context: o.projectRoot,
    entry: { [folder]: entry },
    // Hidden, as the app's (federatedConfig).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.projectRoot, 'dist', folder),
      publicPath: `/${folder}/`,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
      uniqueName: `${o.name}_${folder}`,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: aliases },
    module: { rules: [swcRule(production)] },
    optimization: minification(production),
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: o.title ?? 'Chairside',
        fontFaces: robotoFontFaces(),
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * @typedef {{ name: string, projectRoot: string, exposes?: Record<string,string>, isHost?: boolean, port: number,
 *           title?: string, devMiddleware?: (app: import('express').Application) => void,
 *           pages?: Record<string, string>, remoteCheck?: string }} FederatedOptions
 */

/**
 * `pages` (folder -> entry) are built beside the app in production only; the dev server serves the app alone.
 * `remoteCheck` (a host's): a runtime plugin module, given the host's contracts major, that refuses a remote
 * whose manifest declares what the host cannot run.
 * @param {FederatedOptions} o
 */
function createFederatedConfig(o) {
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const app = federatedConfig(o, production);
    if (!production || !o.pages) return app;
    return [app, ...Object.entries(o.pages).map(([folder, entry]) => pageConfig(o, folder, entry, production))];
  };
}

/**
 * @param {FederatedOptions} o
 * @param {boolean} production
 */
function federatedConfig(o, production) {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3333';
  const info = o.isHost ? undefined : releaseInfo(o);
  return {
    mode: production ? 'production' : 'development',
    context: o.projectRoot,
    entry: { main: './src/main.ts' },
    // Production maps are written beside the bundles for whoever debugs a build, but the bundles do
    // not point at them and the servers do not serve them unless SERVE_SOURCE_MAPS=on: they would
    // hand the whole source to every visitor.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.projectRoot, 'dist'),
      // The host's own files live at the site root; a remote's wherever it is deployed.
      publicPath: o.isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // A page built beside the host (its own compilation) keeps its folder.
      clean: o.pages ? { keep: new RegExp(`^(${Object.keys(o.pages).join('|')})/`) } : true,
      uniqueName: o.name,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: aliases },
    module: { rules: [swcRule(production)] },
    optimization: minification(production),
    performance: { hints: false },
    plugins: [
      new GuardSharedImportsPlugin(path.join(o.projectRoot, 'src')),
      new webpack.DefinePlugin({ 'process.env.CHAIRSIDE_BUILD_ID': JSON.stringify(buildId()) }),
      new ModuleFederationPlugin({
        name: o.name,
        filename: 'remoteEntry.js',
        exposes: o.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(),
        dts: false,
        manifest: info ? manifestWith(info) : true,
        ...(o.isHost
          ? {
              shareStrategy: 'loaded-first',
              runtimePlugins: [
                path.join(__dirname, 'offline-remote-plugin.cjs'),
                ...(o.remoteCheck
                  ? [
                      /** @type {[string, Record<string, unknown>]} */ ([
                        o.remoteCheck,
                        { contractsMajor: contractMajor(REMOTE_CONTRACT_VERSION) },
                      ]),
                    ]
                  : []),
              ],
            }
          : {}),
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: o.title ?? 'Chairside',
        chunks: ['main'],
        fontFaces: robotoFontFaces(),
      }),
      ...(info ? [new ReleaseInfoPlugin(info)] : []),
      // The fonts live at the site root, beside the host's own files (its pages name them there too).
      ...(o.isHost ? [new RobotoFilesPlugin()] : []),
    ],
    devServer: {
      host: '127.0.0.1',
      port: o.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: false }],
      setupMiddlewares: (
        /** @type {unknown[]} */ middlewares,
        /** @type {{ app?: import('express').Application }} */ server,
      ) => {
        if (o.devMiddleware && server.app) o.devMiddleware(server.app);
        return middlewares;
      },
      client: { overlay: false },
    },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's `exposes`, derived from the contract (libs/contracts remote-widgets.ts): `./routes` from
 * src/app/routes.tsx and each widget listed for this remote from src/app/exposed/<module>.tsx. A listed
 * widget not written yet is left out (embedding pages show its fallback card); a file in
 * src/app/exposed/ that the contract does not list stops the build.
 * @param {string} name
 * @param {string} projectRoot
 */
function remoteExposes(name, projectRoot) {
  if (!isRemote(name)) throw new Error(`${name} is not a remote of REMOTES in libs/contracts`);
  const listed = /** @type {string[]} */ (exposedModules(name)).filter((m) => m !== ROUTES_MODULE);
  const dir = path.join(projectRoot, 'src/app/exposed');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.spec\./.test(f)) : [];
  const unlisted = files.filter((f) => !listed.includes(f.replace(/\.tsx?$/, '')));
  if (unlisted.length)
    throw new Error(
      `${name} exposes ${unlisted.join(', ')} from src/app/exposed/, which REMOTE_WIDGETS in libs/contracts does not list`,
    );
  /** @type {Record<string, string>} */
  const exposes = { [`./${ROUTES_MODULE}`]: './src/app/routes.tsx' };
  for (const m of listed) {
    const file = files.find((f) => f.replace(/\.tsx?$/, '') === m);
    if (file) exposes[`./${m}`] = `./src/app/exposed/${file}`;
  }
  return exposes;
}

/**
 * @param {string} name
 * @returns {name is import('../../libs/contracts/dist/remote-module.js').RemoteName}
 */
const isRemote = (name) => Object.hasOwn(REMOTES, name);

/** remotes.json for dev servers: each remote's dev port unless overridden by its env variable. */
function devRemotesManifest(env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, r]) => [name, env[r.env] ?? `http://127.0.0.1:${r.devPort}/mf-manifest.json`]),
  );
}

module.exports = { createFederatedConfig, remoteExposes, devRemotesManifest, REMOTES };
