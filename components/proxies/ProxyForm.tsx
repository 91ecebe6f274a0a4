import { useEffect, type RefObject } from 'react';
import {
  createProxyRequestSchema,
  earliestValidTo,
  proxyRightCodes,
  replaceProxyRequestSchema,
  type ProxyRightCode,
  type ReplaceProxyRequest,
} from '../../shared/contracts/proxies.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import {
  CheckboxGroup,
  DateField,
  FieldGroup,
  FieldRow,
  TextField,
} from '../../shared/forms/fields.tsx';
import { FormFailure, FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { errorText } from './errors.ts';
import { rightLabel, rightText } from './labels.ts';
import { t } from './t.ts';

export interface ProxyFormValues {
  receiverNationalId: string;
  receiverEmail: string;
  receiverPhoneCountryCode: string;
  receiverPhone: string;
  rights: ProxyRightCode[];
  validTo: string;
}

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
  /** Kept up to date with "the form has unsaved changes" (the dialog asks before closing). */
  dirtyRef?: RefObject<boolean>;
}

/**
 * The create and replace form (platform §5) on the forms kit: the shared schema checks a
 * field when it is left and every field on submit; errors show at the field and in a
 * summary, and focus goes to the first wrong field. The server's 400 messages (the e-mail
 * another member uses, the member's own number) land on the same fields.
 */
export function ProxyForm({ mode, initial, onSubmit, onCancel, dirtyRef }: ProxyFormProps) {
  const today = todayInSweden();
  const form = useForm({
    schema:
      mode === 'create'
        ? createProxyRequestSchema({ today })
        : replaceProxyRequestSchema({ today }),
    initial,
    onSubmit: (request: ProxyFormRequest) => onSubmit(request),
    failureMessage: errorText,
  });
  const dirty = form.isDirty;
  useEffect(() => {
    if (dirtyRef) dirtyRef.current = dirty;
  }, [dirty, dirtyRef]);

  return (
    <form {...form.formProps}>
      <ErrorSummary form={form} heading={t('form.errorSummary')} />
      <FormFailure message={form.failure} />
      {mode === 'create' && (
        <TextField
          {...form.field('receiverNationalId')}
          label={t('form.receiverNationalId')}
          hint={t('form.receiverNationalIdHint')}
          width="medium"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
        />
      )}
      <TextField
        {...form.field('receiverEmail')}
        label={t('form.receiverEmail')}
        type="email"
        autoComplete="off"
      />
      <FieldGroup
        id={form.idFor('phone')}
        legend={t('form.phoneGroup')}
        error={undefined}
        className="form-group"
      >
        <FieldRow>
          <TextField
            {...form.field('receiverPhoneCountryCode')}
            label={t('form.countryCode')}
            hint={t('form.countryCodeHint')}
            className="form-field-narrow"
            inputMode="tel"
            autoComplete="off"
            maxLength={5}
          />
          <TextField
            {...form.field('receiverPhone')}
            label={t('form.phone')}
            hint={t('form.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        </FieldRow>
      </FieldGroup>
      <CheckboxGroup
        {...form.field('rights')}
        label={t('form.rights')}
        hint={t('form.rightsHint')}
        options={proxyRightCodes.map((right) => ({
          value: right,
          label: rightLabel(right),
          hint: rightText(right),
        }))}
      />
      <DateField
        {...form.field('validTo')}
        label={t('form.validTo')}
        hint={t('form.validToHint', { earliest: earliestValidTo(today) })}
        width="medium"
      />
      <FormFooter
        submitLabel={t('form.submit')}
        submittingLabel={t('form.saving')}
        submitting={form.submitting}
        onCancel={onCancel}
        cancelLabel={t('form.cancel')}
      />
    </form>
  );
}
