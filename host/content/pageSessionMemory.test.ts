import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shared/bridge/testStorage.ts';
import { dismissedMessagesKey, readPageValues, writePageValues } from './pageSessionMemory.ts';

describe('per-page session memory', () => {
  it('keeps each page apart under a memberportal_ key', () => {
    const storage = memoryStorage();
    writePageValues(dismissedMessagesKey, 7, ['a', 'b', 'a'], storage);
    writePageValues(dismissedMessagesKey, 8, ['c'], storage);
    expect(dismissedMessagesKey.startsWith('memberportal_')).toBe(true);
    expect(readPageValues(dismissedMessagesKey, 7, storage)).toEqual(['a', 'b']);
    expect(readPageValues(dismissedMessagesKey, '8', storage)).toEqual(['c']);
    expect(readPageValues(dismissedMessagesKey, 9, storage)).toEqual([]);
  });

  it('forgets a page when its values are emptied', () => {
    const storage = memoryStorage();
    writePageValues(dismissedMessagesKey, 7, ['a'], storage);
    writePageValues(dismissedMessagesKey, 7, [], storage);
    expect(storage.getItem(dismissedMessagesKey)).toBe('{}');
  });

  it('reads damaged or missing storage as nothing remembered', () => {
    const storage = memoryStorage();
    storage.setItem(dismissedMessagesKey, '{not json');
    expect(readPageValues(dismissedMessagesKey, 7, storage)).toEqual([]);
    storage.setItem(dismissedMessagesKey, JSON.stringify({ 7: 'a', 8: ['b', 3] }));
    expect(readPageValues(dismissedMessagesKey, 7, storage)).toEqual([]);
    expect(readPageValues(dismissedMessagesKey, 8, storage)).toEqual(['b']);
    expect(readPageValues(dismissedMessagesKey, 7, null)).toEqual([]);
  });
});
