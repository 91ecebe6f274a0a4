import type { NoteRequestInput } from '../../my-map.ts';

/** A note as the member sends it: an active memo near Norrskogen, nothing else filled in. */
export const testNoteRequest = (over: Partial<NoteRequestInput> = {}): NoteRequestInput => ({
  type: 'Memo',
  comment: '',
  status: 'Active',
  numberOfTrees: null,
  volumeM3skPerHa: null,
  mainTreeSpecies: null,
  forestType: null,
  position: { n: 6_305_800, e: 479_600 },
  images: [],
  ...over,
});
