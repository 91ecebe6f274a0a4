import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  createProxyRequestSchema,
  earliestValidTo,
  fieldErrors,
  proxyRightCodes,
  replaceProxyRequestSchema,
  todayInSweden,
  type ProxyRightCode,
  type ReplaceProxyRequest,
} from '../../shared/contracts/proxies.ts';
import { errorText, serverFieldErrors } from './errors.ts';
import { ErrorSummary, TextField } from './Field.tsx';
import { rightLabel, rightText } from './labels.ts';
import { styles } from './styles.ts';
import { t } from './t.ts';

export interface ProxyFormValues {
  receiverNationalId: string;
  receiverEmail: string;
  receiverPhoneCountryCode: string;
  receiverPhone: string;
  rights: ProxyRightCode[];
  validTo: string;
}
type FieldName = keyof ProxyFormValues;
const fieldOrder: FieldName[] = [
  'receiverNationalId',
  'receiverEmail',
  'receiverPhoneCountryCode',
  'receiverPhone',
  'rights',
  'validTo',
];

/** The checked terms, and the receiver's number when creating. */
export type ProxyFormRequest = ReplaceProxyRequest & { receiverNationalId?: string };

export const emptyProxyForm: ProxyFormValues = {
  receiverNationalId: '',
  receiverEmail: '',
  receiverPhoneCountryCode: '+46',
  receiverPhone: '',
  rights: [],
  validTo: '',
};

export interface ProxyFormProps {
  /** 'replace' keeps the receiver (shown above the form) and leaves out its field. */
  mode: 'create' | 'replace';
  initial: ProxyFormValues;
  /** Sends the valid request; rejects with the API's error. */
  onSubmit(request: ProxyFormRequest): Promise<void>;
  onCancel(): void;
  firstFieldRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The create and replace form (platform §5): the shared schema checks a field when it is
 * left and every field on submit; errors show at the field (aria-describedby) and in a
 * summary, and focus goes to the first wrong field. The server's 400 messages (the e-mail
 * another member uses, the member's own number) show the same way.
 */
export function ProxyForm({ mode, initial, onSubmit, onCancel, firstFieldRef }: ProxyFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef(new Map<FieldName, HTMLInputElement | null>());
  const today = todayInSweden();
  const fields = mode === 'create' ? fieldOrder : fieldOrder.slice(1);

  const schema =
    mode === 'create' ? createProxyRequestSchema({ today }) : replaceProxyRequestSchema({ today });
  const check = (v: ProxyFormValues) => {
    const result = schema.safeParse(
      mode === 'create' ? v : { ...v, receiverNationalId: undefined },
    );
    return result.success
      ? { data: result.data as ProxyFormRequest, errors: {} as Record<string, string> }
      : { data: null, errors: fieldErrors(result.error.issues) };
  };
  const clientErrors = check(values).errors;
  const shown: Partial<Record<FieldName, string>> = {};
  for (const field of fields) {
    const message =
      serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);
    if (message) shown[field] = message;
  }

  const fieldId = (field: FieldName) => `${id}-${field}`;
  const targetId = (field: FieldName) =>
    field === 'rights' ? `${fieldId('rights')}-${proxyRightCodes[0]}` : fieldId(field);
  const focusField = (field: FieldName) => inputs.current.get(field)?.focus();
  const register = (field: FieldName) => (element: HTMLInputElement | null) => {
    inputs.current.set(field, element);
    if (field === fields[0] && firstFieldRef) firstFieldRef.current = element;
  };

  const set = <K extends FieldName>(field: K, value: ProxyFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _changed, ...rest }) => rest);
  };
  const blur = (field: FieldName) => setTouched((s) => new Set(s).add(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const { data, errors } = check(values);
    const firstWrong = fields.find((field) => errors[field]);
    if (!data) {
      if (firstWrong) focusField(firstWrong);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(data);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (fromServer && Object.keys(fromServer).length > 0) {
        setServerErrors(fromServer);
        const first = fields.find((field) => fromServer[field]);
        if (first) focusField(first);
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const summary = submitted
    ? fields
        .filter((field) => shown[field])
        .map((field) => ({ field, target: targetId(field), message: shown[field]! }))
    : [];
  const earliest = earliestValidTo(today);
  const toggleRight = (right: ProxyRightCode, on: boolean) =>
    set('rights', on ? [...values.rights, right] : values.rights.filter((r) => r !== right));
  const rightsError = shown.rights;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <ErrorSummary
        id={`${id}-summary`}
        heading={t('form.errorSummary')}
        errors={summary}
        onSelect={(field) => focusField(field as FieldName)}
      />
      {formError && (
        <p role="alert" className="alert alert-error" style={styles.message}>
          {formError}
        </p>
      )}
      {mode === 'create' && (
        <TextField
          id={fieldId('receiverNationalId')}
          label={t('form.receiverNationalId')}
          hint={t('form.receiverNationalIdHint')}
          error={shown.receiverNationalId}
          value={values.receiverNationalId}
          onChange={(v) => set('receiverNationalId', v)}
          onBlur={() => blur('receiverNationalId')}
          inputRef={register('receiverNationalId')}
          input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 13 }}
        />
      )}
      <TextField
        id={fieldId('receiverEmail')}
        label={t('form.receiverEmail')}
        error={shown.receiverEmail}
        value={values.receiverEmail}
        onChange={(v) => set('receiverEmail', v)}
        onBlur={() => blur('receiverEmail')}
        inputRef={register('receiverEmail')}
        input={{ type: 'email', autoComplete: 'off' }}
      />
      <fieldset style={styles.field}>
        <legend style={styles.legend}>{t('form.phoneGroup')}</legend>
        <div style={styles.phoneRow}>
          <TextField
            id={fieldId('receiverPhoneCountryCode')}
            label={t('form.countryCode')}
            hint={t('form.countryCodeHint')}
            error={shown.receiverPhoneCountryCode}
            value={values.receiverPhoneCountryCode}
            onChange={(v) => set('receiverPhoneCountryCode', v)}
            onBlur={() => blur('receiverPhoneCountryCode')}
            inputRef={register('receiverPhoneCountryCode')}
            short
            input={{ inputMode: 'tel', autoComplete: 'off', maxLength: 5 }}
          />
          <TextField
            id={fieldId('receiverPhone')}
            label={t('form.phone')}
            hint={t('form.phoneHint')}
            error={shown.receiverPhone}
            value={values.receiverPhone}
            onChange={(v) => set('receiverPhone', v)}
            onBlur={() => blur('receiverPhone')}
            inputRef={register('receiverPhone')}
            input={{ type: 'tel', inputMode: 'tel', autoComplete: 'off' }}
          />
        </div>
      </fieldset>
      <fieldset
        style={styles.field}
        aria-describedby={`${fieldId('rights')}-hint${rightsError ? ` ${fieldId('rights')}-error` : ''}`}
      >
        <legend style={styles.legend}>{t('form.rights')}</legend>
        <p id={`${fieldId('rights')}-hint`} style={styles.hint}>
          {t('form.rightsHint')}
        </p>
        {rightsError && (
          <p id={`${fieldId('rights')}-error`} style={styles.fieldError}>
            {rightsError}
          </p>
        )}
        {proxyRightCodes.map((right, index) => {
          const checkboxId = `${fieldId('rights')}-${right}`;
          return (
            <div key={right} style={styles.checkboxRow}>
              <input
                ref={index === 0 ? register('rights') : undefined}
                id={checkboxId}
                type="checkbox"
                style={styles.checkbox}
                checked={values.rights.includes(right)}
                aria-invalid={rightsError ? true : undefined}
                aria-describedby={`${checkboxId}-text`}
                onChange={(event) => toggleRight(right, event.target.checked)}
                onBlur={() => blur('rights')}
              />
              <div>
                <label htmlFor={checkboxId} style={styles.label}>
                  {rightLabel(right)}
                </label>
                <span id={`${checkboxId}-text`} style={styles.hint}>
                  {rightText(right)}
                </span>
              </div>
            </div>
          );
        })}
      </fieldset>
      <TextField
        id={fieldId('validTo')}
        label={t('form.validTo')}
        hint={t('form.validToHint', { earliest })}
        error={shown.validTo}
        value={values.validTo}
        onChange={(v) => set('validTo', v)}
        onBlur={() => blur('validTo')}
        inputRef={register('validTo')}
        short={false}
        input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }}
      />
      <div style={styles.actions}>
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          {busy ? t('form.saving') : t('form.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
