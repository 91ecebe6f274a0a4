import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatQuantity, units, unitSymbols } from './units.ts';

describe('the unit enumeration (timber-production-map §3)', () => {
  it('names every unit of §3 with a Swedish symbol', () => {
    for (const unit of ['hectare', 'cm', 'm', 'piece', 'tonne', 'ttv', 'hour', 'day', 'year'])
      expect(units).toContain(unit);
    for (const unit of ['km', 'mil', 'MWh', 'percent', 'SEK', 'm3fub', 'm3sk', 'seedlings'])
      expect(units).toContain(unit);
    expect(new Set(Object.values(unitSymbols)).size).toBe(units.length);
  });

  it('formats a quantity in Swedish with its unit', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace('\u2212', '-');
    expect(formatQuantity(6.43, 'hectare', { decimals: 1 })).toBe('6,4 ha');
    expect(plain(formatQuantity(1234.5, 'm3fub', { decimals: 2 }))).toBe('1 234,50 m³fub');
    expect(formatQuantity(120, 'm3fub', { perHectare: true })).toBe('120 m³fub/ha');
    expect(formatQuantity(5, 'm3sk', { perHectare: true })).toBe('5 m³sk/ha');
    expect(plain(formatQuantity(2500, 'seedlings'))).toBe('2 500 plantor');
  });
});

/** Source files whose shown quantities could name a volume unit by hand. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('quantities name their unit from the enumeration', () => {
  it('no screen, PDF or signed text writes a volume unit after a value by hand', () => {
    // A value followed by a literal unit: `${volume} m³sk`, '{value} m³fub', `} m³sk` in JSX.
    const byHand = /(\$\{[^}]*\}|\{[a-zA-Z]+\}|\))\s*m³(sk|fub|to)\b|\}\s*m³(sk|fub|to)\s*</;
    const offenders = ['components', 'server', 'shared']
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith(path.join('format', 'units.ts')))
      .filter((file) => byHand.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
