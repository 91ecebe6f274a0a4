import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import {
  contactPreferenceKeys,
  countries,
  type ContactDetails,
} from '../../shared/contracts/contactDetails.ts';
import type { ProfileApi } from './api.ts';
import {
  ErrorSummary,
  fieldsetStyle,
  hintStyle,
  legendStyle,
  SelectField,
  TextField,
} from './fields.tsx';
import {
  addressChanged,
  addressRequest,
  contactRequest,
  fieldOrder,
  initialValues,
  preferencesChanged,
  validate,
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

/**
 * The form 'Ändra mina uppgifter' (economy §2/§3): e-mail and mobile, the address (sent for
 * review) and the contact preferences. Validated on blur and on submit with the shared
 * schemas; saved part by part (contact information always, as it also confirms the details;
 * address and preferences when changed), each PUT based on the version the last one gave.
 */
export function ContactForm({
  details,
  api,
  preferencesV2,
  onCancel,
  onSaved,
}: {
  details: ContactDetails;
  api: ProfileApi;
  preferencesV2: boolean;
  onCancel(): void;
  onSaved(outcome: SaveOutcome): void;
}) {
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const [initial] = useState(() => initialValues(details));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TextFieldName, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: TextFieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  // What the server said about a field, kept while the field still holds that value.
  const serverErrors = useRef<Partial<Record<TextFieldName, { message: string; value: string }>>>(
    {},
  );

  /** On blur, the field's own rules are checked again (other fields keep their messages). */
  const blur = (field: TextFieldName) => () => {
    const server = serverErrors.current[field];
    const message =
      validate(values, initial)[field] ??
      (server?.value === values[field] ? server.message : undefined);
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const focusField = (field: TextFieldName) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(field))}`)?.focus();

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
        const found: Partial<Record<TextFieldName, string>> = field
          ? { [field]: problemMessage(error) }
          : (fieldErrors ?? {});
        serverErrors.current = Object.fromEntries(
          Object.entries(found).map(([name, message]) => [
            name,
            { message, value: current[name as TextFieldName] },
          ]),
        );
        setErrors(found);
        const message = `${t(failure)} ${problemMessage(error)}`;
        const first = fieldOrder.find((name) => found[name]);
        if (first) queueMicrotask(() => focusField(first));
        return message;
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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validate(values, initial);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    setSaving(true);
    const outcome = await save(values);
    setSaving(false);
    onSaved(outcome);
  }

  const summary = submitted
    ? fieldOrder.flatMap((field) => (errors[field] ? [[id(field), errors[field]] as const] : []))
    : [];
  const fieldLabels = Object.fromEntries(fieldOrder.map((field) => [id(field), t(labels[field])]));
  const text = (field: TextFieldName) => ({
    id: id(field),
    label: t(labels[field]),
    value: values[field],
    error: errors[field],
    onChange: set(field),
    onBlur: blur(field),
  });

  return (
    <section aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('form.heading')}</h2>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary heading={t('form.errorSummary')} errors={summary} labels={fieldLabels} />
        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('form.contactLegend')}</legend>
          <TextField {...text('email')} type="email" autoComplete="email" required />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem' }}>
            <TextField
              {...text('mobileCountryCode')}
              type="tel"
              autoComplete="tel-country-code"
              width="7rem"
            />
            <div style={{ flex: '1 1 14rem' }}>
              <TextField
                {...text('mobilePhone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                hint={t('form.mobileHint')}
              />
            </div>
          </div>
        </fieldset>

        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('form.addressLegend')}</legend>
          <p style={hintStyle}>{t('form.addressHint')}</p>
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
          <TextField {...text('postalCode')} autoComplete="postal-code" width="10rem" required />
          <TextField {...text('city')} autoComplete="address-level2" required />
        </fieldset>

        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('form.preferencesLegend')}</legend>
          <p style={hintStyle}>{t('form.preferencesHint')}</p>
          {contactPreferenceKeys.map((key) => (
            <div key={key} style={{ margin: '0 0 0.75rem' }}>
              <label style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center' }}>
                <input
                  type="checkbox"
                  checked={values.preferences[key]}
                  style={{ width: '1.5rem', height: '1.5rem', margin: 0 }}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setValues((current) => ({
                      ...current,
                      preferences: { ...current.preferences, [key]: checked },
                    }));
                  }}
                />
                {t(`preference.${key}`)}
              </label>
            </div>
          ))}
        </fieldset>

        <div className="actions">
          <button
            type="submit"
            className="button button-primary"
            aria-disabled={saving || undefined}
          >
            {saving ? t('form.saving') : t('form.save')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
