// ESLint flat config for the member portal.
//
// - typescript-eslint recommended everywhere, plus a few type-aware rules on TypeScript
//   files (the promise rules catch real bugs; they use the project service, so one program).
// - import cycles: scripts/importCycles.ts, after eslint in `npm run lint` (esbuild reads the
//   imports in a second; import-x/no-cycle parsed every module again, a tenth of lint's time).
// - react-hooks for host/ and components/ (the React code).
// - jsx-a11y (recommended) for the JSX files (WCAG 2.1 AA: screen readers, keyboard).
// - switch-exhaustiveness-check on TypeScript files (a new union member must be handled).
// - portal/boundaries: the folder contract of docs/architecture.md, checked on the import path
//   itself (no resolver needed, so it also catches imports of files that do not exist yet):
//     components/<a>/ may import its own folder and shared/ only
//     server/         never imports host/ or components/
//     shared/         never imports host/, components/ or server/
//     host/           never imports server/ or components/
//   and the areas' boundaries (a service area is a folder of components/, one element each):
//     server/<area>/  never imports another area's server/<other>/ (it asks the other's
//                     service, server/kit/services.ts; its tests ask the other's test face,
//                     server/testing/testFaces.ts). Nor server/areas.ts, which imports every
//                     area (its tests may: they build the app).
//     server/ outside the areas (the platform: jobs, staff desk, db, kit, ...) imports no
//                     area: an area hands it what it needs through defineServerArea.
//     shared/contracts/<area>(.ts) never imports another area's contract, and
//     shared/contracts/ never imports shared/forms/ (contracts are the lowest layer).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Top-level folders whose imports are policed, and what each one may not import. */
const forbidden = {
  components: ['host', 'server'],
  server: ['host', 'components'],
  shared: ['host', 'components', 'server'],
  host: ['server', 'components'],
};

/** The service areas: one folder of components/ each (components/<area>/ is its element). */
const areas = new Set(
  readdirSync(path.join(root, 'components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** Aliases from tsconfig.json "paths" (bare specifiers that point into the repo). */
const aliases = {
  '@portal/bridge': 'shared/bridge/index.ts',
};

/**
 * Where a repo-relative path sits: its top-level folder, in components/ its area, and the
 * service area whose server/<area>/ or shared/contracts/<area>(.ts|/) it is part of.
 */
function locate(relPath) {
  const parts = relPath.split(/[\\/]/).filter(Boolean);
  if (parts[0] === '..') return { top: null, area: null };
  const top = parts[0] ?? null;
  const inServer = top === 'server' && parts.length > 2 && areas.has(parts[1]);
  const contract = parts[1] === 'contracts' ? parts[2]?.replace(/\.ts$/, '') : undefined;
  const inContracts = top === 'shared' && parts.length > 2 && areas.has(contract);
  return {
    top,
    area: top === 'components' ? (parts[1] ?? null) : null,
    serverArea: inServer ? parts[1] : null,
    contractsArea: inContracts ? contract : null,
    contracts: top === 'shared' && parts[1] === 'contracts',
    forms: top === 'shared' && parts[1] === 'forms',
    serverRoot: top === 'server' && parts.length === 2,
  };
}

/** Tests and their support: `*.test.ts`, `testing.ts`, `*.testing.ts`, `testing/`. */
const isTestCode = (relPath) => /\.test\.tsx?$|(^|[/.])testing(\.ts$|\/)/.test(relPath);

const posix = (relPath) => relPath.split(path.sep).join('/');

/** The repo-relative target of an import, or null when it leaves the repo's folders. */
function targetOf(specifier, fromFile, cwd) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`)) return target;
  }
  if (!specifier.startsWith('.')) return null; // packages, node: builtins, URLs
  const absolute = path.resolve(path.dirname(fromFile), specifier);
  const rel = path.relative(cwd, absolute);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the folder boundaries of docs/architecture.md (host/components/shared/server)',
    },
    schema: [],
    messages: {
      forbidden:
        "{{from}}/ must not import {{to}}/ ('{{specifier}}'). See docs/architecture.md, Folders.",
      otherComponent:
        "components/{{area}}/ must not import another component (components/{{other}}/, '{{specifier}}'); share code through shared/.",
      otherArea:
        "server/{{area}}/ must not import another area (server/{{other}}/, '{{specifier}}'): ask for its service (server/kit/services.ts), or in a test for its test face (testFaceOf, server/testing/testFaces.ts).",
      listOfAreas:
        "server/{{area}}/ must not import the list of areas ('{{specifier}}'): it imports every area.",
      platformImportsArea:
        "{{from}} is the platform and must not import an area (server/{{other}}/, '{{specifier}}'): the area hands it what it needs in its defineServerArea (server/areas.ts).",
      otherContract:
        "shared/contracts/{{area}} must not import another area's contract (shared/contracts/{{other}}, '{{specifier}}'): move what both need down into shared/contracts.",
      contractsImportForms:
        "shared/contracts/ must not import shared/forms/ ('{{specifier}}'): contracts are the lowest layer (shared/validation, shared/format are below them).",
    },
  },
  create(context) {
    const cwd = context.cwd ?? root;
    const file = context.filename;
    const rel = path.relative(cwd, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {};
    const from = locate(rel);
    const rules = from.top ? forbidden[from.top] : undefined;
    if (!rules) return {};
    const fromPath = posix(rel);
    const testCode = isTestCode(fromPath);

    /** The areas' boundaries (see the head of this file); a message id, or null. */
    function areaCrossing(to, target) {
      if (from.serverArea && to.serverArea && to.serverArea !== from.serverArea) {
        return 'otherArea';
      }
      if (from.serverArea && !testCode && to.serverRoot) {
        return /^server\/(areas|app|main)\.ts$/.test(target) ? 'listOfAreas' : null;
      }
      if (from.top === 'server' && !from.serverArea && !from.serverRoot && to.serverArea) {
        return testCode ? null : 'platformImportsArea';
      }
      if (from.contractsArea && to.contractsArea && to.contractsArea !== from.contractsArea) {
        return 'otherContract';
      }
      if (from.contracts && to.forms) return 'contractsImportForms';
      return null;
    }

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = targetOf(specifier, file, cwd);
      if (target === null) return;
      const to = locate(target);
      if (to.top && rules.includes(to.top)) {
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { from: from.top, to: to.top, specifier },
        });
        return;
      }
      if (
        from.top === 'components' &&
        to.top === 'components' &&
        from.area &&
        to.area !== from.area
      ) {
        context.report({
          node: source,
          messageId: 'otherComponent',
          data: { area: from.area, other: to.area ?? '', specifier },
        });
        return;
      }
      const crossing = areaCrossing(to, posix(target));
      if (crossing) {
        context.report({
          node: source,
          messageId: crossing,
          data: {
            from: fromPath.split('/').slice(0, 2).join('/') + '/',
            area: from.serverArea ?? from.contractsArea ?? '',
            other: to.serverArea ?? to.contractsArea ?? '',
            specifier,
          },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => {
        // typescript-eslint 8.x: `source` (new) or `argument` (deprecated TSLiteralType).
        if ('source' in node && node.source) return check(node, node.source);
        const arg = node.argument;
        check(node, arg?.type === 'TSLiteralType' ? arg.literal : arg);
      },
      TSExternalModuleReference: (node) => check(node, node.expression),
    };
  },
};

const portal = { meta: { name: 'portal' }, rules: { boundaries } };

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const reactFiles = [
  'host/**/*.{ts,tsx,js,jsx}',
  'components/**/*.{ts,tsx,js,jsx}',
  // Hooks shared by elements and host.
  'shared/elements/**/*.{ts,tsx}',
  'shared/forms/**/*.{ts,tsx}',
  'shared/map/**/*.{ts,tsx}',
  'shared/signing/**/*.{ts,tsx}',
];

/** Files that hold JSX: the React code plus the browser-test harness. */
const reactJsxFiles = [
  'host/**/*.{tsx,jsx}',
  'components/**/*.{tsx,jsx}',
  'shared/**/*.{tsx,jsx}',
  'tests/harness/**/*.{tsx,jsx}',
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '**/node_modules/**',
      '.data/**',
      'server/db/migrations/**',
      // The content system's generated files: Payload's migrations and import map, Next's build.
      'cms/migrations/**',
      'cms/migrations-postgres/**',
      'cms/app/**/importMap.js',
      'cms/.next/**',
      'cms/.data/**',
      'cms/next-env.d.ts',
      // cms/ is its own package: its types exist once it is installed, so it is linted by its
      // own check after its install (scripts/cms-check.sh sets LINT_CMS), not by `npm run lint`.
      ...(process.env.LINT_CMS ? [] : ['cms/**']),
      'test-results/**',
      'test-results-cms/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, portal },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'node', 'default'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json'), references: 'auto' },
        }),
      ],
    },
    rules: {
      'portal/boundaries': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // Browser code logs through `log` of @portal/bridge, which honours the runtime settings'
  // log level (platform §9); only that logger, tests and Node scripts write to the console.
  {
    files: ['host/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: [
      'shared/bridge/log.ts',
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/*.bench.{ts,tsx}',
      'shared/ui/manifest/generate.ts',
    ],
    rules: { 'no-console': 'error' },
  },

  // Type-aware rules, TypeScript files only (the project service reuses tsconfig.json).
  {
    files: tsFiles,
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },

  // The React code.
  {
    files: reactFiles,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Accessibility of the JSX (WCAG 2.1 AA): labels, roles, keyboard equivalents, autofocus.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: reactJsxFiles,
  },

  // No style props in the portal's React code: elements render into the page's light DOM
  // under a CSP without inline <style>, so looks are classes in one stylesheet each (the
  // host's host/styles.css, the forms kit's shared/forms/forms.css), not per-component
  // style objects that drift apart.
  {
    files: ['components/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='style']",
          message:
            'No style props: use a class from host/styles.css or shared/forms/forms.css (see shared/forms/README.md).',
        },
      ],
    },
  },
  // An element reads its own manifest's rules (shared/contracts/<area>/element.ts): the list of
  // every area's rules and manifests belongs to the host, and would ride in each element bundle.
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/access/routeRequirements.ts', '**/shared/contracts/elements.ts'],
              allowTypeImports: true,
              message:
                "Read the rule from your area's manifest (shared/contracts/<area>/element.ts): this module carries every area's manifest into the element.",
            },
          ],
        },
      ],
    },
  },
  // Tests may use non-null assertions and empty stubs freely.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
);
