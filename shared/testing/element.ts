import { afterEach, beforeEach } from './mocha.ts';
import { createHarnessBridge, type HarnessBridge, type HarnessOptions } from './testBridge.ts';

/** What an element test sets up: who the element sees, and the fake API it calls. */
export interface ElementSetUp<A extends { restore(): void }> {
  harness: HarnessOptions;
  api: A;
}

export interface ElementPage<A extends { restore(): void }, P extends unknown[]> {
  /** The harness bridge of this test: its options, `update`, and the actions called. */
  readonly harness: HarnessBridge;
  /** The fake API of this test. */
  readonly api: A;
  /** Starts again with other choices (the element removed): another person, another fake. */
  setUp(...choices: P): void;
  /** Opens a path as the host does and mounts the element there. */
  open(path: string): HTMLElement;
  /** The mounted element. */
  root(): HTMLElement;
  /** The paths the element navigated to, in order. */
  navigations(): unknown[];
}

/** The element to mount: its name, and the module that defines it (its index.tsx). */
export interface ElementToMount {
  name: string;
  /**
   * Loaded before the first test, so that an area's test support (fixtures included) stays
   * importable where no custom element can be defined (its vitest unit tests).
   */
  define: () => Promise<unknown>;
}

/**
 * An area's element for each test of a describe block (call inside `describe`), mounted as a
 * developer tries it in the element harness: each test starts with the harness bridge and
 * the fake API that `setUpWith()` makes (its parameters have defaults; `setUp(...choices)`
 * makes them again with others), and ends with the element removed, the fake API restored (a
 * call it could not answer fails the test there) and session storage cleared.
 */
export function elementPerTest<A extends { restore(): void }, P extends unknown[] = []>(
  { name, define }: ElementToMount,
  setUpWith: (...choices: P) => ElementSetUp<A>,
): ElementPage<A, P> {
  let element: HTMLElement | null = null;
  let harness: HarnessBridge | null = null;
  let api: A | null = null;

  const setUp = (...choices: P) => {
    element?.remove();
    element = null;
    // The fake in use first: the next one takes the page's own fetch as its original.
    api?.restore();
    api = null;
    const chosen = setUpWith(...choices);
    harness = createHarnessBridge(chosen.harness);
    api = chosen.api;
  };
  beforeEach(async () => {
    await define();
    setUp(...([] as unknown[] as P));
  });
  afterEach(async () => {
    element?.remove();
    element = null;
    sessionStorage.clear();
    const used = api;
    api = null;
    // What the element calls as it goes (a pending sign order cancelled on unmount) still
    // reaches the fake: the client sends after a microtask, so the fake stays a moment longer.
    await new Promise((resolve) => setTimeout(resolve, 0));
    used?.restore();
  });

  return {
    get harness() {
      return harness!;
    },
    get api() {
      return api!;
    },
    setUp,
    open(path) {
      element?.remove();
      harness!.goTo(path);
      element = document.createElement(name);
      document.body.append(element);
      return element;
    },
    root: () => element!,
    navigations: () => harness!.calls.filter((c) => c[0] === 'navigate').map((c) => c[1]),
  };
}
