/** Queries that read like what a member sees: by role and accessible name (simplified). */
/** Text content as a reader hears it: parts marked aria-hidden="true" are left out. */
export function textOutsideAriaHidden(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }
  return (element.getAttribute('aria-label') ?? textOutsideAriaHidden(element))
    .replace(/\s+/g, ' ')
    .trim();
}

const implicitRoles: Record<string, string> = {
  button: 'button',
  a: 'link',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  main: 'main',
  header: 'banner',
  nav: 'navigation',
  dialog: 'dialog',
};

function roleOf(element: Element): string | undefined {
  return element.getAttribute('role') ?? implicitRoles[element.tagName.toLowerCase()];
}

function isHidden(element: Element): boolean {
  return element.closest('[hidden]') !== null;
}

export function queryAllByRole(
  root: ParentNode,
  role: string,
  name?: string | RegExp,
): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    if (roleOf(element) !== role || isHidden(element)) return false;
    if (name === undefined) return true;
    const accessible = accessibleName(element);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

export function queryByRole(
  root: ParentNode,
  role: string,
  name?: string | RegExp,
): HTMLElement | null {
  return queryAllByRole(root, role, name)[0] ?? null;
}

export function getByRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = queryByRole(root, role, name);
  if (!found)
    throw new Error(`No ${role}${name === undefined ? '' : ` named ${String(name)}`} found`);
  return found;
}

export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * How long a wait for a condition may take before it fails. Generous, because two cores are
 * shared by several test pages at once, the test server compiling what they ask for and
 * lazy chunks loading (5 s was seen to be too short for the map chunk at load 20, and 10 s
 * in a CI run of 2026-11-29, its first load there compiling Leaflet beside the background
 * lanes); a passing check returns as soon as it passes, so only a failure waits this long
 * (within the browser tests' 30 s per test).
 */
export const waitBoundMs = 20_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until check() stops throwing (or fails with its last error), trying every 20 ms;
 * `pause` lets the time pass (React tests: inside act(), see host/content/testing/waitUntil.ts).
 */
export async function waitFor<T>(
  check: () => T,
  timeoutMs = waitBoundMs,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  const start = performance.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
      await pause(20);
    }
  }
}

/** Text as read: every kind of space (Intl's no-break ones too) one plain space. */
export const spaces = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A table row's cells (header and data), each as read. */
export const cells = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((cell) => spaces(cell.textContent ?? ''));
