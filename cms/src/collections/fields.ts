import type { CollectionConfig, Field } from 'payload';
import { allRoleNames } from '../../../shared/access/roles.ts';
import { messageTypes } from '../../../shared/contracts/content.ts';
import { featureFlagNames } from '../../../shared/contracts/featureFlags.ts';

/** Field builders the collections share. Labels are the editors' Swedish. */

export const text = (name: string, label: string, required = false): Field => ({
  name,
  type: 'text',
  label,
  required,
});

/** A time an editor picks (date and time, Swedish display); stored as ISO text. */
export const time = (name: string, label: string, required = false): Field => ({
  name,
  type: 'date',
  label,
  required,
  admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
});

export const messageType: Field = {
  name: 'messageType',
  type: 'select',
  label: 'Typ',
  required: true,
  options: [...messageTypes],
};

/** The portal's roles (platform §6): a role that does not exist cannot be chosen. */
export const requiredRoles = (productSlug: string): Field => ({
  name: 'requiredRoles',
  type: 'select',
  hasMany: true,
  label: 'Roller som krävs (alla)',
  options: allRoleNames(productSlug),
});

export const featureFlag: Field = {
  name: 'featureFlag',
  type: 'select',
  hasMany: true,
  label: 'Funktionsflagga (någon av dem på)',
  options: [...featureFlagNames],
};

/**
 * Drafts, versions (rollback) and, where the portal shows a thing on a date, scheduled
 * publishing and unpublishing. Drafts are validated too (Payload checks them only at publish
 * by default): what content:check refuses is refused at "Spara utkast" already, at the field,
 * so an editor never keeps a draft that cannot be published.
 */
export const versioned = (
  maxPerDoc: number,
  { scheduled = true } = {},
): NonNullable<CollectionConfig['versions']> => ({
  drafts: { validate: true, ...(scheduled ? { schedulePublish: true } : {}) },
  maxPerDoc,
});
