// Browser tests (@web/test-runner): elements and host components in Debian's Chromium.
// React and react-dom ship CommonJS only, so the config pre-bundles them (and the libraries
// that import them) to ESM once with esbuild, sharing one React between all of them, the
// same way the page's import map shares one copy. '@portal/bridge' maps to the source.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

/** CommonJS packages: their named exports are listed explicitly (read in Node). */
const commonJs = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
];
/** ESM packages that import React: bundled with it so they share the one copy. */
const reactDependents = ['react-router', 'react-router/dom', '@nanostores/react'];
const depsPrefix = '/__wtr_deps/';
const fileName = (specifier) => specifier.replace(/[@/]/g, (c) => (c === '/' ? '-' : '')) + '.js';

// Read at config load, before the runner takes over the console (React's development
// build touches console APIs the runner's buffered console lacks).
const exportNames = new Map(
  commonJs.map((specifier) => [
    specifier,
    Object.keys(require(specifier)).filter(
      (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
    ),
  ]),
);

function wrapperSource(specifier) {
  if (!commonJs.includes(specifier)) return `export * from '${specifier}';`;
  const names = exportNames.get(specifier) ?? [];
  return [
    `import * as ns from '${specifier}';`,
    'const mod = ns.default ?? ns;',
    'export default mod;',
    names.length ? `export const { ${names.join(', ')} } = mod;` : '',
  ].join('\n');
}

let bundled;
function bundleDeps() {
  bundled ??= build({
    absWorkingDir: rootDir,
    entryPoints: [...commonJs, ...reactDependents].map((specifier) => ({
      in: `wtr-dep:${specifier}`,
      out: fileName(specifier).replace(/\.js$/, ''),
    })),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: '/wtr-deps',
    // nanostores is ESM already; the dev server resolves it, so elements and the
    // bridge see the same copy.
    external: ['nanostores'],
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'wtr-dep-wrappers',
        setup(b) {
          b.onResolve({ filter: /^wtr-dep:/ }, (args) => ({
            path: args.path.slice('wtr-dep:'.length),
            namespace: 'wtr-dep',
          }));
          b.onLoad({ filter: /.*/, namespace: 'wtr-dep' }, (args) => ({
            contents: wrapperSource(args.path),
            resolveDir: rootDir,
            loader: 'js',
          }));
        },
      },
    ],
  }).then(
    (result) =>
      new Map(result.outputFiles.map((file) => [file.path.replace('/wtr-deps/', ''), file.text])),
  );
  return bundled;
}

/** Serves the pre-bundled React family and maps the bare specifiers to it. */
const sharedDepsPlugin = {
  name: 'portal-shared-deps',
  resolveImport({ source }) {
    if (source === '@portal/bridge') return '/shared/bridge/index.ts';
    if (commonJs.includes(source) || reactDependents.includes(source))
      return `${depsPrefix}${fileName(source)}`;
    return undefined;
  },
  async serve(context) {
    if (!context.path.startsWith(depsPrefix)) return undefined;
    const files = await bundleDeps();
    const body = files.get(context.path.slice(depsPrefix.length));
    return body === undefined ? undefined : { body, type: 'js' };
  },
};

export default {
  rootDir,
  files: ['{host,shared,components,tests}/**/*.browser.test.{ts,tsx}'],
  nodeResolve: true,
  // Pages at once. Each waits for what it needs (no fixed sleeps) and Playwright emulates
  // focus in every page, so background pages pass too; 3 was as fast as 4 and faster than
  // 1–2 on 2 cores (measured under load; see the report of issue 30).
  concurrency: 3,
  plugins: [
    sharedDepsPlugin,
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'auto',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        // Debian's chromium-headless-shell (scripts/ensure-chromium.sh), as in playwright.config.ts.
        executablePath: '/usr/bin/chromium-headless-shell',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      },
    }),
  ],
  // Libraries such as nanostores read process.env.NODE_ENV (the Vite build replaces it).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8">
    <!-- The host's styles and the forms kit's, as the host page links them (axe checks
         contrast against what members see). -->
    <link rel="stylesheet" href="/host/styles.css">
    <link rel="stylesheet" href="/shared/forms/forms.css">
    <link rel="stylesheet" href="/shared/signing/signing.css">
    <!-- The map's, which the build emits from its CSS imports. Here, not added by a test:
         a map laid out before they load puts its controls where a test clicks the map. -->
    <link rel="stylesheet" href="/node_modules/leaflet/dist/leaflet.css">
    <link rel="stylesheet" href="/shared/map/leaflet/map.css">
  </head>
  <body>
    <script>globalThis.process = { env: { NODE_ENV: 'development' } };</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
  testFramework: {
    // Above a few waits of waitBoundMs (shared/testing/dom.ts): only a failing or stuck test
    // runs this long.
    config: { ui: 'bdd', timeout: 30000 },
  },
};
