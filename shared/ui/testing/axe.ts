import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/**
 * axe-core in the browser tests. axe-core ships a UMD bundle without ES exports, so it is
 * loaded once as a classic script from node_modules (the test runner serves the repo root).
 */
interface AxeGlobal {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

let loading: Promise<AxeGlobal> | undefined;

function loadAxe(): Promise<AxeGlobal> {
  loading ??= new Promise<AxeGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.addEventListener('load', () => resolve((window as unknown as { axe: AxeGlobal }).axe));
    script.addEventListener('error', () => reject(new Error('axe-core did not load')));
    document.head.append(script);
  });
  return loading;
}

/** WCAG 2.1 A and AA, as the end-to-end tests check every page. */
const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with each rule id, impact and target when axe finds a WCAG 2.1 A/AA violation (or landmark-unique). */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const axe = await loadAxe();
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: wcag21 },
    // Two landmarks of one role and name (a region inside a region of the same heading) fail the
    // whole-portal check; caught here, in the element's own test, first.
    rules: { 'landmark-unique': { enabled: true } },
    resultTypes: ['violations'],
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`)
        .join('; ')}`,
  );
  if (summary.length > 0) throw new Error(`axe violations:\n${summary.join('\n')}`);
}
