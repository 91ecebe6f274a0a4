import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '../../contracts/content.ts';
import { pageCount, pageOf, sortDocuments } from './paging.ts';

const doc = (title: string, modified: string): DocumentItem => ({
  guid: title,
  driveItemId: title,
  filename: `${title}.pdf`,
  title,
  fileType: 'PDF',
  fileSizeFormatted: '1 MB',
  modified,
});

describe('sortDocuments', () => {
  const docs = [
    doc('Årsbesked', '2026-01-10T10:00:00Z'),
    doc('Avtal', '2026-03-01T10:00:00Z'),
    doc('Zonkarta', '2026-02-01T10:00:00Z'),
    doc('Älgbete', '2026-02-01T10:00:00Z'),
  ];
  it('puts the newest first by default, ties in Swedish alphabetical order', () => {
    expect(sortDocuments(docs).map((d) => d.title)).toEqual([
      'Avtal',
      'Zonkarta',
      'Älgbete',
      'Årsbesked',
    ]);
  });
  it('puts the oldest first when asked', () => {
    expect(sortDocuments(docs, 'ascending').map((d) => d.title)).toEqual([
      'Årsbesked',
      'Zonkarta',
      'Älgbete',
      'Avtal',
    ]);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);
  it('splits 23 documents into 3 pages of 10', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageOf(items, 1).items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(items, 3).items).toEqual([21, 22, 23]);
  });
  it('clamps pages outside the range and has one page when empty', () => {
    expect(pageOf(items, 9)).toMatchObject({ page: 3 });
    expect(pageOf(items, 0)).toMatchObject({ page: 1 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});
