export const noteDisplays = ['all', 'hide3m', 'hide1y', 'none'] as const;
export type NoteDisplay = (typeof noteDisplays)[number];

/** The date `months` months before `today` (yyyy-MM-dd), clamped to the month's last day. */
export function monthsBefore(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * §2.3 note display filters: all, older than 3 months hidden, older than 1 year hidden, all
 * hidden. A note exactly 3 months (a year) old is still shown.
 */
export function noteShown(display: NoteDisplay, createdAt: string, today: string): boolean {
  if (display === 'all') return true;
  if (display === 'none') return false;
  return createdAt >= monthsBefore(today, display === 'hide3m' ? 3 : 12);
}

/** The notes' filter (display and type), one for the notes' list and every screen's map. */
export interface NoteFilter {
  display: NoteDisplay;
  /** A note type, or 'all'. */
  type: string;
}
export const allNotes: NoteFilter = { display: 'all', type: 'all' };

/** Whether the filter shows a note (by its age on `today` and its type). */
export const noteFilterShows = (
  filter: NoteFilter,
  note: { createdAt: string; type: string },
  today: string,
): boolean =>
  noteShown(filter.display, note.createdAt, today) &&
  (filter.type === 'all' || note.type === filter.type);
