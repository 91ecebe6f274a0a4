// Proves that eslint.config.js reports the folder boundaries of docs/architecture.md, the areas' (no
// area imports another; the platform and shared/contracts import no area) and the hooks' rules,
// by linting in-memory snippets through ESLint's Node API (import cycles: importCycles.test.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(root, 'eslint.config.js');

/** The snippets are not files in tsconfig.json, so the type-aware part is switched off. */
const withoutTypes: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
];

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: configFile,
  overrideConfig: withoutTypes,
});

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('eslint.config.js boundaries', () => {
  it.each([
    [
      'components/a/index.ts',
      'host',
      "import { x } from '../../host/x.ts';\nexport const y = x;\n",
    ],
    [
      'components/a/deep/view.tsx',
      'host',
      "import { x } from '../../../host/x.ts';\nexport const y = x;\n",
    ],
    [
      'components/a/index.ts',
      'server',
      "import { x } from '../../server/config.ts';\nexport const y = x;\n",
    ],
    [
      'server/area/routes.ts',
      'host',
      "import { x } from '../../host/x.ts';\nexport const y = x;\n",
    ],
    ['server/area/routes.ts', 'components', "export * from '../../components/a/index.ts';\n"],
    [
      'shared/api/client.ts',
      'server',
      "import { x } from '../../server/config.ts';\nexport const y = x;\n",
    ],
    ['shared/api/client.ts', 'host', "export type T = import('../../host/x.ts').T;\n"],
    [
      'shared/ui/teaser.ts',
      'components',
      "export const m = () => import('../../components/a/index.ts');\n",
    ],
    ['host/shell.tsx', 'server', "import { x } from '../server/config.ts';\nexport const y = x;\n"],
    [
      'host/shell.tsx',
      'components',
      "import { x } from '../components/a/index.ts';\nexport const y = x;\n",
    ],
  ])('%s: reports the import of %s', async (filePath, target, code) => {
    const messages = await lint(filePath, code);
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`^portal/boundaries: .*${target}/`)),
    ]);
  });

  it('reports a component that imports another component', async () => {
    const messages = await lint(
      'components/a/deep/view.ts',
      "import { x } from '../../b/index.ts';\nexport const y = x;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^portal\/boundaries: components\/a\/ must not import another component \(components\/b\//,
      ),
    ]);
  });

  it('allows a component its own folder, shared/ and the bridge alias', async () => {
    const messages = await lint(
      'components/a/deep/view.ts',
      [
        "import { a } from '../index.ts';",
        "import { b } from './sibling.ts';",
        "import { c } from '../../../shared/format/money.ts';",
        "import { d } from '@portal/bridge';",
        'export const y = [a, b, c, d];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

  it.each([
    ['server/timber-deliveries/landings.ts', '../ordered-services/schema.ts', 'otherArea'],
    ['server/timber-deliveries/routes.test.ts', '../ordered-services/schema.ts', 'otherArea'],
    // Not even another area's demo ids or test setters: a test asks testFaceOf(name).
    ['server/timber-deliveries/routes.test.ts', '../ordered-services/seed.ts', 'otherArea'],
    ['server/timber-deliveries/testing.ts', '../timber-agreements/testing.ts', 'otherArea'],
    ['server/accounts/summary.ts', '../areas.ts', 'listOfAreas'],
    ['server/jobs/kinds.ts', '../accounts/withdrawals.ts', 'platformImportsArea'],
    ['server/staff-desk/registry.ts', '../profile/addressReview.ts', 'platformImportsArea'],
    ['server/db/seed.ts', '../accounts/seed.ts', 'platformImportsArea'],
    ['shared/contracts/economics-overview.ts', './accounts.ts', 'otherContract'],
    ['shared/contracts/accounts/routes.ts', '../capital-trade/routes.ts', 'otherContract'],
    ['shared/contracts/accounts.ts', '../forms/amount.ts', 'contractsImportForms'],
    ['shared/contracts/content.ts', '../forms/amount.ts', 'contractsImportForms'],
  ])('%s: reports the import of %s (%s)', async (filePath, specifier, messageId) => {
    const [result] = await eslint.lintText(imports(specifier), {
      filePath: path.join(root, filePath),
    });
    expect(result?.messages.map((m) => m.messageId ?? m.message)).toEqual([messageId]);
  });

  it.each([
    // An area's own folder and contract, the platform, the kit's services, shared contracts.
    ['server/timber-deliveries/landings.ts', './access.ts'],
    ['server/timber-deliveries/landings.ts', '../kit/services.ts'],
    ['server/timber-deliveries/landings.ts', '../../shared/contracts/timber-agreements.ts'],
    // A test may build the app from the list of areas and ask for another's test face.
    ['server/profile/routes.test.ts', '../areas.ts'],
    ['server/profile/routes.test.ts', '../testing/testFaces.ts'],
    // The list of areas and the platform's tests may name areas.
    ['server/areas.ts', './accounts/area.ts'],
    ['server/staff-desk/desk.test.ts', '../profile/seed.ts'],
    ['shared/contracts/accounts/routes.ts', '../accounts.ts'],
    ['shared/contracts/economics-overview.ts', './economy.ts'],
  ])('%s may import %s', async (filePath, specifier) => {
    const [result] = await eslint.lintText(imports(specifier), {
      filePath: path.join(root, filePath),
    });
    expect(result?.messages).toEqual([]);
  });

  it('lets tests/ reach everything', async () => {
    const messages = await lint(
      'tests/e2e/flow.ts',
      "import { a } from '../../host/x.ts';\nimport { b } from '../../server/x.ts';\nexport const y = [a, b];\n",
    );
    expect(messages).toEqual([]);
  });

  it('applies react-hooks to host/', async () => {
    const messages = await lint(
      'host/x.tsx',
      "import { useEffect } from 'react';\nexport function F() {\n  if (Math.random()) useEffect(() => {});\n  return null;\n}\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks:/)]);
  });
});
