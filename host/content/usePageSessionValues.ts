import { useCallback, useState } from 'react';
import { readPageValues, writePageValues } from './pageSessionMemory.ts';

/** One page's remembered values (session storage `key`), kept in React state too. */
export function usePageSessionValues(
  key: string,
  pageId: number,
): [values: readonly string[], set: (next: readonly string[]) => void] {
  const [state, setState] = useState(() => ({ pageId, values: readPageValues(key, pageId) }));
  const values = state.pageId === pageId ? state.values : readPageValues(key, pageId);
  const set = useCallback(
    (next: readonly string[]) => {
      writePageValues(key, pageId, next);
      setState({ pageId, values: [...next] });
    },
    [key, pageId],
  );
  return [values, set];
}
