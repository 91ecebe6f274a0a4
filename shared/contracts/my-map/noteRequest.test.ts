import { describe, expect, it } from 'vitest';
import { noteMessages, noteRequestSchema } from '../my-map.ts';
import { testNoteRequest } from './testing/testNote.ts';

const memo = testNoteRequest();
const issues = (extra: Record<string, unknown>) => {
  const result = noteRequestSchema.safeParse({ ...memo, ...extra });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('noteRequestSchema: executed by and date', () => {
  it('needs who and when for an executed note (either spelling of the status)', () => {
    const missing = {
      executedBy: noteMessages.executedBy,
      executedDate: noteMessages.executedDate,
    };
    expect(issues({ status: 'Executed' })).toEqual(missing);
    expect(issues({ status: 'Excecuted', executedBy: ' ', executedDate: null })).toEqual(missing);
    expect(
      issues({ status: 'Executed', executedBy: 'Anna Skog', executedDate: '2026-13-01' }),
    ).toEqual({
      executedDate: noteMessages.executedDate,
    });
    expect(
      issues({ status: 'Executed', executedBy: 'Anna Skog', executedDate: '2026-11-20' }),
    ).toEqual({});
  });

  it('does not ask for them on an active or obsolete note', () => {
    expect(issues({ status: 'Active' })).toEqual({});
    expect(issues({ status: 'Obsolete', executedBy: null, executedDate: null })).toEqual({});
  });
});
