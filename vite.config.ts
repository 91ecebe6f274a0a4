import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';

/**
 * Three kinds of build, all ES modules with hashed names (scripts/build.ts runs them):
 * - the shared runtime: one module per bare specifier of the import map, so a page holds
 *   one React, one r2wc, one nanostores and one bridge;
 * - the host: host/main.tsx, taking the runtime from the import map;
 * - one build per element (components/<area>/ and the test element), likewise.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Bare specifier -> module the runtime build exposes under it. */
export const runtimeModules: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react/jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom/client',
  '@r2wc/react-to-web-component': '@r2wc/react-to-web-component',
  nanostores: 'nanostores',
  '@portal/bridge': path.join(root, 'shared/bridge/index.ts'),
  // Every element validates with zod/mini and formats its catalogue with intl-messageformat:
  // one copy per page instead of one per element (issue 10).
  'zod/mini': 'zod/mini',
  'intl-messageformat': 'intl-messageformat',
};

/**
 * The members of zod/mini's `z` the runtime exposes. `export *` would ship all of zod/mini
 * (86 KB gzip, its locales included) because nothing can be tree-shaken across the import
 * map; the browser code uses these. scripts/runtimeSurface.test.ts fails when browser code
 * uses a member that is not listed.
 */
export const zodMiniMembers = [
  'array',
  'boolean',
  'discriminatedUnion',
  'email',
  'enum',
  'extend',
  'gte',
  'int',
  'intersection',
  'iso',
  'literal',
  'lte',
  'maxLength',
  'minLength',
  'NEVER',
  'nullable',
  'number',
  'object',
  'optional',
  'overwrite',
  'pick',
  'pipe',
  'record',
  'refine',
  'regex',
  'strictObject',
  'string',
  'superRefine',
  'transform',
  'trim',
  'tuple',
  'union',
  'unknown',
] as const;
export const runtimeSpecifiers = Object.keys(runtimeModules);

/** CommonJS packages need their export names listed to be re-exported as ES modules. */
const commonJsPackages = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);
const virtualPrefix = '\0runtime:';

function entryName(specifier: string): string {
  return specifier.replace(/^@/, '').replace(/[/]/g, '_').replace('portal_bridge', 'bridge');
}

/** Generates one facade module per specifier of the runtime. */
function runtimeFacades(): Plugin {
  return {
    name: 'portal-runtime-facades',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? id : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const specifier = id.slice(virtualPrefix.length);
      const target = runtimeModules[specifier]!;
      if (specifier === 'zod/mini') {
        // Member reads of the namespace tree-shake; `enum` cannot be an imported binding.
        const members = zodMiniMembers.map((m) => `${m}: all.${m}`).join(', ');
        return `import { z as all } from 'zod/mini';\nexport const z = Object.freeze({ ${members} });`;
      }
      if (!commonJsPackages.has(specifier)) {
        const hasDefault =
          specifier === '@r2wc/react-to-web-component' || specifier === 'intl-messageformat';
        return `export * from ${JSON.stringify(target)};${hasDefault ? `export { default } from ${JSON.stringify(target)};` : ''}`;
      }
      const names = Object.keys(require(target) as object).filter(
        (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
      );
      return [
        `import * as m from ${JSON.stringify(target)};`,
        `const d = m.default ?? m;`,
        `export default d;`,
        `export const { ${names.join(', ')} } = d;`,
      ].join('\n');
    },
  };
}

/** Message catalogues: any module named sv.ts (the host's, each element's, lazy pages'). */
const cataloguePattern = /[\\/]sv\.ts$/;

/**
 * Compiles the Swedish catalogue to ICU message ASTs at build time, so the browser never
 * ships the message parser (7.7 KB gzip): intl-messageformat formats ASTs as it does
 * strings, and the parser import is aliased to formatjs's own parser-free entry.
 */
function precompiledCatalogue(): Plugin {
  // Each catalogue module exports `sv`: an object of ICU message strings.
  return {
    name: 'portal-precompiled-catalogue',
    async load(id) {
      if (!cataloguePattern.test(id)) return null;
      const { sv } = (await import(pathToFileURL(id).href)) as { sv: Record<string, string> };
      const compiled = Object.fromEntries(
        Object.entries(sv).map(([key, message]) => [key, parseMessage(message)]),
      );
      return `export const sv = ${JSON.stringify(compiled)};`;
    },
  };
}

const shared: InlineConfig = {
  configFile: false,
  root,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: [
      { find: '@portal/bridge', replacement: path.join(root, 'shared/bridge/index.ts') },
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      // react-router's package exports name only its development build; its production
      // build leaves out the warnings and checks (0.6 KB gzip of the host's first load).
      {
        find: /^react-router$/,
        replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
      },
    ],
  },
};

export function runtimeBuild(): InlineConfig {
  return {
    ...shared,
    // The facades must see the real bridge, not an external.
    plugins: [runtimeFacades()],
    build: {
      outDir: path.join(root, 'dist/runtime'),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      rollupOptions: {
        input: Object.fromEntries(
          runtimeSpecifiers.map((s) => [entryName(s), `${virtualPrefix}${s}`]),
        ),
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunk-[hash].js',
        },
      },
    },
  };
}

export function hostBuild(): InlineConfig {
  return {
    ...shared,
    base: '/assets/host/',
    plugins: [react(), precompiledCatalogue()],
    build: {
      outDir: path.join(root, 'dist/host'),
      emptyOutDir: true,
      manifest: true,
      minify: true,
      target: 'es2022',
      cssCodeSplit: true,
      rollupOptions: {
        input: { host: path.join(root, 'host/main.tsx') },
        external: runtimeSpecifiers,
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
        },
      },
    },
  };
}

export function elementBuild(name: string, entry: string): InlineConfig {
  return {
    ...shared,
    base: `/components/${name}/`,
    plugins: [react(), precompiledCatalogue()],
    build: {
      outDir: path.join(root, 'dist/components', name),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      rollupOptions: {
        input: { [name]: path.join(root, entry) },
        external: runtimeSpecifiers,
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
        },
      },
    },
  };
}

export default defineConfig(hostBuild());
