import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rule set of the whole-portal check (tests/e2e/every-page.spec.ts): WCAG 2.1 A/AA, the
 * best-practice rules (region, landmark-unique, landmark-one-main, ...), and
 * label-content-name-mismatch (WCAG 2.5.3), which axe ships as experimental and so skips
 * unless asked.
 */
const portalOptions = {
  runOnly: { type: 'tag' as const, values: [...wcagTags, 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;
const summarise = (results: Results) =>
  results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** Every violation of the portal's rule set as "rule (impact): targets"; empty when none. */
export async function axeViolations(page: Page): Promise<string[]> {
  return summarise(await new AxeBuilder({ page }).options(portalOptions).analyze());
}

/** Fails the test with the rule ids and targets when axe finds any WCAG 2.1 A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(summarise(results), 'axe violations').toEqual([]);
}
