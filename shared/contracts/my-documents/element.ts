import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/** Mina dokument (platform §2, §6). */
export const myDocumentsElement = defineAreaManifest({
  area: 'my-documents',
  element: 'portal-my-documents',
  routes: {
    documents: {
      path: 'skogsgardens-affarer/mina-dokument',
      rule: { requirement: requires.single('Service_Documents_Read') },
    },
  },
});
