/**
 * The demo people of ../shared/demo-accounts.md. Fixed ids so tests and links can name them;
 * kept apart from seed.ts so the areas' seeds (server/<area>/seed.ts) can use them.
 */
export const demoIds = {
  anna: '00000000-0000-4000-8000-000000000001',
  bertil: '00000000-0000-4000-8000-000000000002',
  cecilia: '00000000-0000-4000-8000-000000000003',
  david: '00000000-0000-4000-8000-000000000004',
  eva: '00000000-0000-4000-8000-0000000000e1',
  proxyBertilToAnna: '00000000-0000-4000-8000-0000000000a1',
} as const;

export const demoPassword = 'Skog-2026!';
