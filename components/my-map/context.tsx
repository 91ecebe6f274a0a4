import { useCallback } from 'react';
import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import type { MyMapOverview } from '../../shared/contracts/my-map.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { MyMapCalls } from './api.ts';
import type { MapHandle } from './map/mapHandle.ts';
import { noteFilterShows, type NoteFilter } from './notes/noteFilter.ts';
import { elementContext } from '../../shared/elements/elementContext.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';

export interface MyMapContext {
  portal: AreaPortal;
  calls: MyMapCalls;
  overview: MyMapOverview;
  flags: readonly FeatureFlag[];
  /** The map's handle once it has loaded (positions for a note). */
  map: { current: MapHandle | null };
  /** The notes' filter: held here so every screen's map uses it and it outlives a screen. */
  noteFilter: NoteFilter;
  setNoteFilter(filter: NoteFilter): void;
}

const [Context, useMyMap] = elementContext<MyMapContext>('useMyMap outside MyMapProvider');
export const MyMapProvider = Context.Provider;
export { useMyMap };

/** Whether a note passes the notes' filter: for the list and every map's note markers. */
export function useShowNote() {
  const { noteFilter } = useMyMap();
  const today = todayInSweden();
  return useCallback(
    (note: { createdAt: string; type: string }) => noteFilterShows(noteFilter, note, today),
    [noteFilter, today],
  );
}
