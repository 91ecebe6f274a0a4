import {
  contactPreferenceKeys,
  type ContactDetails,
  type ContactPreferences,
} from '../../shared/contracts/contactDetails.ts';

/** What the form 'Ändra mina uppgifter' holds, every field as typed. */
export interface ContactFormValues {
  email: string;
  mobileCountryCode: string;
  mobilePhone: string;
  co: string;
  address1: string;
  address2: string;
  country: string;
  postalCode: string;
  city: string;
  preferences: ContactPreferences;
}
export type TextFieldName = Exclude<keyof ContactFormValues, 'preferences'>;

const addressFields = ['co', 'address1', 'address2', 'country', 'postalCode', 'city'] as const;

/** The form filled from the details: the address waiting for review is the latest word. */
export function initialValues(details: ContactDetails): ContactFormValues {
  const address = details.pendingAddress ?? details.address;
  return {
    email: details.email ?? '',
    mobileCountryCode: details.mobileCountryCode ?? '+46',
    mobilePhone: details.mobilePhone ?? '',
    co: address?.co ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    country: address?.country ?? (address ? '' : 'SE'),
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    preferences: { ...details.contactPreferences },
  };
}

const clean = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** The address is sent only when the member changed it (a blank address stays blank). */
export function addressChanged(values: ContactFormValues, initial: ContactFormValues): boolean {
  return addressFields.some((field) => clean(values[field]) !== clean(initial[field]));
}

export function preferencesChanged(values: ContactFormValues, initial: ContactFormValues) {
  return contactPreferenceKeys.some((key) => values.preferences[key] !== initial.preferences[key]);
}

export const contactRequest = (values: ContactFormValues) => ({
  email: values.email,
  mobileCountryCode: values.mobileCountryCode,
  mobilePhone: values.mobilePhone,
});
export const addressRequest = (values: ContactFormValues) => ({
  co: values.co,
  address1: values.address1,
  address2: values.address2,
  country: values.country,
  postalCode: values.postalCode,
  city: values.city,
});
