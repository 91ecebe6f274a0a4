// ESLint flat config for the member portal.
//
// - typescript-eslint recommended everywhere, plus a few type-aware rules on TypeScript
//   files (the promise rules catch real bugs; they use the project service, so one program).
// - import-x/no-cycle for import cycles.
// - react-hooks for host/ and components/ (the React code).
// - jsx-a11y (recommended) for the JSX files (WCAG 2.1 AA: screen readers, keyboard).
// - switch-exhaustiveness-check on TypeScript files (a new union member must be handled).
// - portal/boundaries: the folder contract of docs/architecture.md, checked on the import path
//   itself (no resolver needed, so it also catches imports of files that do not exist yet):
//     components/<a>/ may import its own folder and shared/ only
//     server/         never imports host/ or components/
//     shared/         never imports host/, components/ or server/
//     host/           never imports server/ or components/
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

/** Aliases from tsconfig.json "paths" (bare specifiers that point into the repo). */
const aliases = {
  '@portal/bridge': 'shared/bridge/index.ts',
};

/** Where a repo-relative path sits: its top-level folder and, in components/, its area. */
function locate(relPath) {
  const parts = relPath.split(/[\\/]/).filter(Boolean);
  if (parts[0] === '..') return { top: null, area: null };
  return { top: parts[0] ?? null, area: parts[0] === 'components' ? (parts[1] ?? null) : null };
}

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
      'test-results/**',
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
