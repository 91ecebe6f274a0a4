import type { ServerArea } from './kit/area.ts';
import { profileArea } from './profile/area.ts';
import { myDocumentsArea } from './my-documents/area.ts';
import { stakeChoicesArea } from './stake-choices/area.ts';
import { supportArea } from './support/area.ts';
import { signingArea } from './signing/area.ts';

/**
 * Every service area's server module, in the order their demo data is seeded. A new area
 * adds one line here (docs/adding-an-area.md); app.ts and the seed read this list.
 */
export const serverAreas: readonly ServerArea[] = [
  profileArea,
  myDocumentsArea,
  stakeChoicesArea,
  supportArea,
  signingArea,
];
