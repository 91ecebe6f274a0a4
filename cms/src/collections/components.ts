import type { CollectionConfig } from 'payload';
import { componentsSlug } from '../blocks.ts';
import { text, time } from './fields.ts';

/** Registered service elements (platform §3 component model), with their offline window. */
export const components: CollectionConfig = {
  slug: componentsSlug,
  labels: { singular: 'Tjänst', plural: 'Tjänster' },
  // Editors pick a service by its Swedish name (a new editor met only the ids).
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'id', 'element', 'status.offline'] },
  fields: [
    // The portal's component id ('accounts'): the id pages name, so it is the document's.
    { name: 'id', type: 'text', label: 'Id', required: true },
    text('name', 'Namn', true),
    text('host', 'Elementets adress (slutar med /)', true),
    text('element', 'Elementets namn', true),
    text('storageKey', 'Lagringsnyckel'),
    text('configurationId', 'Konfiguration'),
    {
      name: 'status',
      type: 'group',
      label: 'Driftstatus',
      fields: [
        { name: 'offline', type: 'checkbox', label: 'Ur drift nu' },
        time('offlineStarts', 'Ur drift från'),
        time('offlineEnds', 'Ur drift till'),
        text('offlineMessage', 'Meddelande när tjänsten är ur drift'),
      ],
    },
  ],
};
