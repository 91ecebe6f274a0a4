import { describe, expect, it } from 'vitest';
import { cyclesOf } from './importCycles.ts';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('cyclesOf', () => {
  it('finds none where every arrow runs one way', () => {
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('names the modules of each cycle, a self-import too', () => {
    const found = cyclesOf(
      graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['g'], g: ['f'] }),
    );
    expect(found).toEqual([['a', 'b', 'c'], ['e'], ['f', 'g']]);
  });
});
