import { useState } from 'react';
import { z } from 'zod/mini';
import { isApiError } from '../../shared/api/apiError.ts';
import {
  addressRequestSchema,
  contactInformationRequestSchema,
  contactPreferenceKeys,
  countries,
  type ContactDetails,
} from '../../shared/contracts/contactDetails.ts';
import type { FieldErrors } from '../../shared/contracts/fieldErrors.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import {
  Checkbox,
  FieldGroup,
  FieldRow,
  SelectField,
  TextField,
} from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import type { ProfileApi } from './api.ts';
import {
  addressChanged,
  addressRequest,
  contactRequest,
  initialValues,
  preferencesChanged,
  type ContactFormValues,
  type TextFieldName,
} from './formModel.ts';
import type { ProfileMessageKey } from './sv.ts';
import { problemMessage, t } from './t.ts';

/** What a save did: the parts stored, and the failure that stopped it, if any. */
export interface SaveOutcome {
  saved: ProfileMessageKey[];
  error: string | null;
}

const labels: Record<TextFieldName, ProfileMessageKey> = {
  email: 'form.email',
  mobileCountryCode: 'form.mobileCountryCode',
  mobilePhone: 'form.mobilePhone',
  co: 'form.co',
  address1: 'form.address1',
  address2: 'form.address2',
  country: 'form.country',
  postalCode: 'form.postalCode',
  city: 'form.city',
};

/** Server problems that belong to one field. */
const problemFields: Partial<Record<string, TextFieldName>> = {
  DuplicateEmail: 'email',
  DuplicateMobilePhoneNumber: 'mobilePhone',
};

/** The shared schemas (economy §5): the address is checked only when the member changed it. */
const contactAndAddress = z.intersection(contactInformationRequestSchema, addressRequestSchema);

/**
 * The form 'Ändra mina uppgifter' (economy §2/§3) on the forms kit: e-mail and mobile, the
 * address (sent for review) and the contact preferences. Validated on blur and on submit
 * with the shared schemas; saved part by part (contact information always, as it also
 * confirms the details; address and preferences when changed), each PUT based on the
 * version the last one gave. A server answer about a field shows at that field.
 */
export function ContactForm({
  details,
  api,
  preferencesV2,
  mayEditPreferences,
  onCancel,
  onSaved,
}: {
  details: ContactDetails;
  api: ProfileApi;
  preferencesV2: boolean;
  /** Service_Profile_MarketingProductsPreferences_Write (profile/routes.ts preferencesWrite). */
  mayEditPreferences: boolean;
  onCancel(): void;
  onSaved(outcome: SaveOutcome): void;
}) {
  const [initial] = useState(() => initialValues(details));
  const form = useForm<ContactFormValues, unknown>({
    schema: (values) =>
      addressChanged(values, initial) ? contactAndAddress : contactInformationRequestSchema,
    initial,
    onSubmit: async (_data, values) => onSaved(await save(values)),
  });

  async function save(current: ContactFormValues): Promise<SaveOutcome> {
    const saved: ProfileMessageKey[] = [];
    let version = details.version;
    const step = async (failure: ProfileMessageKey, run: () => Promise<number>) => {
      try {
        version = await run();
        return null;
      } catch (error) {
        const field = isApiError(error) ? problemFields[error.type] : undefined;
        const fieldErrors = isApiError(error, 'validation') ? error.problem?.errors : undefined;
        const found: FieldErrors = field ? { [field]: problemMessage(error) } : (fieldErrors ?? {});
        if (Object.keys(found).length > 0) form.showErrors(found);
        return `${t(failure)} ${problemMessage(error)}`;
      }
    };
    let error = await step('error.contactFailed', () =>
      api.saveContactInformation(contactRequest(current), version),
    );
    if (!error) saved.push('saved.contact');
    if (!error && addressChanged(current, initial)) {
      error = await step('error.addressFailed', () =>
        api.saveAddress(addressRequest(current), version),
      );
      if (!error) saved.push('saved.address');
    }
    if (!error && preferencesChanged(current, initial)) {
      error = await step('error.preferencesFailed', () =>
        api.savePreferences(current.preferences, version, preferencesV2),
      );
      if (!error) saved.push('saved.preferences');
    }
    return { saved, error };
  }

  const text = (field: TextFieldName) => ({ ...form.field(field), label: t(labels[field]) });
  const summaryLabels = Object.fromEntries(
    Object.entries(labels).map(([field, key]) => [field, t(key)]),
  );
  const headingId = form.idFor('heading');

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.heading')}</h2>
      <form {...form.formProps}>
        <ErrorSummary form={form} heading={t('form.errorSummary')} labels={summaryLabels} />
        <FieldGroup
          id={form.idFor('contact')}
          legend={t('form.contactLegend')}
          error={undefined}
          className="form-section"
        >
          <TextField {...text('email')} type="email" autoComplete="email" required />
          <FieldRow>
            <TextField
              {...text('mobileCountryCode')}
              type="tel"
              autoComplete="tel-country-code"
              className="form-field-narrow"
            />
            <TextField
              {...text('mobilePhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              hint={t('form.mobileHint')}
            />
          </FieldRow>
        </FieldGroup>

        <FieldGroup
          id={form.idFor('address')}
          legend={t('form.addressLegend')}
          hint={t('form.addressHint')}
          error={undefined}
          className="form-section"
        >
          <TextField {...text('co')} autoComplete="off" />
          <TextField {...text('address1')} autoComplete="address-line1" required />
          <TextField {...text('address2')} autoComplete="address-line2" />
          <SelectField
            {...text('country')}
            placeholder={t('form.chooseCountry')}
            autoComplete="country"
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            required
          />
          <TextField {...text('postalCode')} autoComplete="postal-code" width="short" required />
          <TextField {...text('city')} autoComplete="address-level2" required />
        </FieldGroup>

        {mayEditPreferences ? (
          <FieldGroup
            id={form.idFor('preferences')}
            legend={t('form.preferencesLegend')}
            hint={t('form.preferencesHint')}
            error={undefined}
            className="form-section"
          >
            {contactPreferenceKeys.map((key) => (
              <Checkbox
                key={key}
                id={form.idFor(`preferences.${key}`)}
                label={t(`preference.${key}`)}
                value={form.values.preferences[key]}
                onChange={(checked) =>
                  form.setValue('preferences', { ...form.values.preferences, [key]: checked })
                }
              />
            ))}
          </FieldGroup>
        ) : (
          // Without the role the server refuses the change (403): say so instead of offering it.
          <p className="form-section">{t('form.preferencesNotAllowed')}</p>
        )}

        <FormFooter
          submitLabel={t('form.save')}
          submittingLabel={t('form.saving')}
          submitting={form.submitting}
          onCancel={onCancel}
          cancelLabel={t('form.cancel')}
        />
      </form>
    </section>
  );
}
