import { useEffect, useMemo, useRef, useState } from 'react';
import { createAreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import {
  contactPreferences,
  supportMessageMaxLength,
  supportMessageRequestSchema,
  supportPurposes,
} from '../../shared/contracts/support.ts';
import { supportRoutes } from '../../shared/contracts/support/routes.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { FieldRow, RadioGroup, SelectField, TextField } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import {
  initialValues,
  sendFailureMessage,
  serverFieldMessage,
  toRequestInput,
} from './supportForm.ts';
import { t } from './t.ts';

/**
 * The support form (platform §2, §5): purpose, contact preference, e-mail, phone with
 * country code and the message, on the forms kit: checked on blur and on submit with the
 * server's own rules; errors beside each field and in a summary, focus on the first field
 * to fix. Sent: a confirmation takes focus and the form starts over.
 */
export function SupportForm({
  api,
  prefillEmail,
  hours,
}: {
  api: ApiClient;
  prefillEmail: string | null;
  /** The opening hours of the content's contact details (contact.json). */
  hours: string | null;
}) {
  const calls = useMemo(() => createAreaClient(api, supportRoutes), [api]);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    schema: supportMessageRequestSchema,
    toInput: toRequestInput,
    initial: initialValues({ email: prefillEmail }),
    onSubmit: async (request) => {
      setSent(false);
      await calls.sendMessage({ body: request });
      form.reset(initialValues({ email: prefillEmail }));
      setSent(true);
    },
    serverMessage: (_key, message) => serverFieldMessage(message, t('field.unknown')),
    failureMessage: sendFailureMessage,
  });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  // The confirmation belongs to the message sent; a new one starts without it.
  const dirty = form.isDirty;
  useEffect(() => {
    if (dirty) setSent(false);
  }, [dirty]);

  return (
    <>
      {sent && (
        <div ref={sentRef} tabIndex={-1} role="status" className="alert alert-success form-failure">
          <p className="space-after">
            <strong>{t('sent.heading')}</strong>
          </p>
          {hours && <p className="stack-tight">{t('sent.hours', { hours })}</p>}
        </div>
      )}
      <form {...form.formProps} className="form">
        <p>{t('intro')}</p>
        <ErrorSummary form={form} heading={t('summary.heading')} />
        <SelectField
          {...form.field('purpose')}
          label={t('purpose.label')}
          placeholder={t('purpose.placeholder')}
          options={supportPurposes.map((purpose) => ({
            value: purpose,
            label: t(`purpose.${purpose}`),
          }))}
        />
        <RadioGroup
          {...form.field('contactPreference')}
          label={t('contactPreference.legend')}
          options={contactPreferences.map((preference) => ({
            value: preference,
            label: t(`contactPreference.${preference}`),
          }))}
        />
        <TextField
          {...form.field('email')}
          label={t('email.label')}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <FieldRow>
          <TextField
            {...form.field('countryCode')}
            label={t('countryCode.label')}
            className="form-field-narrow"
            inputMode="tel"
            autoComplete="tel-country-code"
          />
          <TextField
            {...form.field('phone')}
            label={t('phone.label')}
            hint={t('phone.hint')}
            type="tel"
            autoComplete="tel-national"
          />
        </FieldRow>
        <TextAreaField
          {...form.field('message')}
          label={t('message.label')}
          maxLength={supportMessageMaxLength}
        />
        <FormFooter form={form} submitLabel={t('submit')} submittingLabel={t('sending')} />
      </form>
    </>
  );
}
