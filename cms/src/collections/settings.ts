import type { CollectionConfig, GlobalConfig } from 'payload';
import { featureFlagNames } from '../../../shared/contracts/featureFlags.ts';
import { text } from './fields.ts';

/** Feature flags (platform §3): one document per flag the portal knows. */
export const featureFlags: CollectionConfig = {
  slug: 'feature-flags',
  labels: { singular: 'Funktionsflagga', plural: 'Funktionsflaggor' },
  admin: { useAsTitle: 'id', defaultColumns: ['id', 'isEnabled'] },
  fields: [
    {
      // A custom id is text (Payload allows no select there); only the portal's flags pass.
      name: 'id',
      type: 'text',
      label: 'Flagga',
      required: true,
      validate: (value: unknown) =>
        (featureFlagNames as readonly unknown[]).includes(value) ||
        `Okänd funktionsflagga. Välj en av: ${featureFlagNames.join(', ')}.`,
    },
    { name: 'isEnabled', type: 'checkbox', label: 'På' },
    { name: 'useEpiserverRouteAsFallback', type: 'checkbox', label: 'Gamla sidan som reserv' },
  ],
};

/** How members reach the cooperative: the one source of the contact details. */
export const contact: GlobalConfig = {
  slug: 'contact',
  label: 'Kontaktuppgifter',
  fields: [
    text('phone', 'Telefon', true),
    text('email', 'E-post', true),
    text('url', 'Kontaktsidans adress', true),
    text('hours', 'Öppettider (läses efter "öppet")', true),
  ],
};
