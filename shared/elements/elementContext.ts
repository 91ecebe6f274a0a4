import { createContext, useContext, type Context } from 'react';

/**
 * What an element's screens share, as a context and its hook:
 * `export const [TradeContext, useTrade] = elementContext<TradeContextValue>('useTrade outside
 * the capital trade element')`. The hook throws that message outside the element's provider:
 * a screen mounted without its element is a mistake, not a state to draw.
 */
export function elementContext<T>(outside: string): readonly [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  function useElementContext(): T {
    const value = useContext(context);
    if (!value) throw new Error(outside);
    return value;
  }
  return [context, useElementContext];
}
