import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from './mocha.ts';

/**
 * Browser tests of React pieces: call inside `describe`; the returned `mount(node)` renders
 * into a fresh container on the page (synchronously) and returns it; each test's root is
 * unmounted and its container removed after the test.
 */
export function mountPerTest(): (node: ReactNode) => HTMLElement {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  afterEach(() => {
    root?.unmount();
    host?.remove();
    root = null;
    host = null;
  });
  return (node) => {
    const container = document.createElement('div');
    document.body.append(container);
    const created = createRoot(container);
    host = container;
    root = created;
    flushSync(() => created.render(node));
    return container;
  };
}

/** A promise the test settles itself, when (and how) it chooses. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
