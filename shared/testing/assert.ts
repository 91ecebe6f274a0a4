/** Small assertions for browser tests (no chai bundle is installed). */
export class AssertionError extends Error {
  override readonly name = 'AssertionError';
}

export function assert(condition: unknown, message = 'Assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

/** A value for a failure message; elements by their tag (React's fibers make them circular). */
function show(value: unknown): string {
  if (value instanceof Element) return `<${value.tagName.toLowerCase()}> "${value.textContent}"`;
  return JSON.stringify(value);
}

export function equal<T>(actual: T, expected: T, message?: string): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(message ?? `Expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new AssertionError(message ?? `Expected ${e}, got ${a}`);
}

/** The element, or a failure naming what was looked for. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new AssertionError(`${what} not found`);
  return value;
}
