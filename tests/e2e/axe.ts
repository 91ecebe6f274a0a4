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
  // Only violations are read: axe then keeps one node per passed or incomplete rule, not all.
  resultTypes: ['violations' as const],
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;
const summarise = (results: Results) =>
  results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/**
 * axe.run in the page itself. AxeBuilder's default opens a blank page per scan to merge the
 * results of cross-origin frames (runPartial/finishRun), and injected axe twice: the portal
 * has no cross-origin frames, and the scan costs about half as much without it.
 */
const builder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Every violation of the portal's rule set as "rule (impact): targets"; empty when none. */
export async function axeViolations(page: Page): Promise<string[]> {
  return summarise(await builder(page).options(portalOptions).analyze());
}

/** Fails the test with the rule ids and targets when axe finds any WCAG 2.1 A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await builder(page)
    // options() replaces what withTags() set: options first.
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .analyze();
  expect(summarise(results), 'axe violations').toEqual([]);
}
