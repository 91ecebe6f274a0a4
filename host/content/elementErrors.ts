import { useEffect, useRef } from 'react';

/** A valid custom element name (lower case, with a hyphen); anything else is not mounted. */
export function isElementName(name: string): boolean {
  return /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(name);
}

/**
 * True when an uncaught error came from a file under `hostBase`: the element's script or its
 * chunks threw (`filename`), or its stack runs through them (errors React reports for an
 * element's own root carry the element's frames in the stack).
 */
export function isErrorFrom(event: ErrorEvent, hostBase: string): boolean {
  if (event.filename && event.filename.startsWith(hostBase)) return true;
  const stack: unknown = (event.error as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' && stack.includes(hostBase);
}

/** Calls onError for uncaught errors of the element's files while `active`. */
export function useElementErrors(hostBase: string, active: boolean, onError: () => void): void {
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (!active) return;
    const listener = (event: ErrorEvent) => {
      if (isErrorFrom(event, hostBase)) onErrorRef.current();
    };
    window.addEventListener('error', listener);
    return () => window.removeEventListener('error', listener);
  }, [hostBase, active]);
}
