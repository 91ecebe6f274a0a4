import { useEffect, useId, useRef, useState } from 'react';
import {
  priceCalculationInputSchema,
  type PriceCalculation,
  type PriceCalculationEstate,
  type PriceCalculationInput,
} from '../../shared/contracts/price-calculation.ts';
import {
  agreementFormLabels,
  agreementForms,
  forestAccessibilityClasses,
  roadAccessibilityClasses,
  roadAccessibilityClassLabels,
  roadsideStorageLabels,
  roadsideStorages,
  volumeUnits,
} from '../../shared/contracts/price-model.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { FieldRow, RadioGroup, SelectField, TextField } from '../../shared/forms/fields.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { pricesFailedText, type PriceCalculationCalls } from './api.ts';
import { inputKey, onlyVolumeDiffers, toInput, toValues, type InputValues } from './inputs.ts';
import { PriceTable } from './PriceTable.tsx';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

/** How long typing in the volume pauses before the table is asked for again. */
const typingPauseMs = 400;

/**
 * The inputs of one estate and its price table. The form is checked with the server's own
 * schema; each valid change asks for the whole table once (a change of a choice at once, the
 * volume when typing pauses or the field is left), and a newer question aborts an older one.
 * Reset restores the estate's own values.
 */
export function Calculator({
  calls,
  estate,
}: {
  calls: PriceCalculationCalls;
  estate: PriceCalculationEstate;
}) {
  const form = useForm<InputValues, PriceCalculationInput>({
    schema: priceCalculationInputSchema,
    toInput,
    initial: toValues(estate.values),
    onSubmit: (data) => setAsked(data),
  });
  const [asked, setAsked] = useState<PriceCalculationInput>(estate.values);
  const parsed = priceCalculationInputSchema.safeParse(toInput(form.values));
  const wanted = parsed.success ? parsed.data : null;
  const wantedKey = wanted ? inputKey(wanted) : null;

  useEffect(() => {
    if (!wanted || inputKey(wanted) === inputKey(asked)) return;
    if (!onlyVolumeDiffers(wanted, asked)) {
      setAsked(wanted);
      return;
    }
    const timer = setTimeout(() => setAsked(wanted), typingPauseMs);
    return () => clearTimeout(timer);
    // The key says when the wanted inputs change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKey]);

  const calculation = useLoad(`${estate.id}:${inputKey(asked)}`, (signal) =>
    calls.calculate({ params: { estateId: estate.id }, body: asked, signal }),
  );
  // While a new answer is on its way the last one stays in view (marked busy).
  const shown = useRef<PriceCalculation | null>(null);
  if (calculation.state === 'loaded') shown.current = calculation.data;
  const table = calculation.state === 'error' ? null : shown.current;

  const inputsHeading = useId();
  const volume = form.field('volume');

  const reset = () => {
    form.reset(toValues(estate.values));
    setAsked(estate.values);
  };

  return (
    <>
      <section aria-labelledby={inputsHeading} className="price-inputs section-spaced">
        <h2 id={inputsHeading}>{t('inputs.heading')}</h2>
        <p>{t('inputs.intro')}</p>
        <form {...form.formProps} className="form" aria-labelledby={inputsHeading}>
          <div className="price-input-grid">
            <RadioGroup
              {...form.field('agreementForm')}
              label={t('inputs.agreementForm')}
              options={agreementForms.map((value) => ({
                value,
                label: agreementFormLabels[value],
              }))}
            />
            <RadioGroup
              {...form.field('forestAccessibilityClass')}
              label={t('inputs.forestAccessibilityClass')}
              options={forestAccessibilityClasses.map((value) => ({
                value,
                label: value,
                hint: t(`class.${value}`),
              }))}
            />
            <SelectField
              {...form.field('roadAccessibilityClass')}
              label={t('inputs.roadAccessibilityClass')}
              options={roadAccessibilityClasses.map((value) => ({
                value,
                label: roadAccessibilityClassLabels[value],
              }))}
            />
            <RadioGroup
              {...form.field('roadsideStorage')}
              label={t('inputs.roadsideStorage')}
              options={roadsideStorages.map((value) => ({
                value,
                label: roadsideStorageLabels[value],
              }))}
            />
          </div>
          <FieldRow>
            <TextField
              {...volume}
              onBlur={(event) => {
                volume.onBlur(event);
                // Leaving the field asks at once, without waiting for the pause.
                if (wanted && onlyVolumeDiffers(wanted, asked)) setAsked(wanted);
              }}
              label={t('inputs.volume')}
              hint={t('inputs.volumeHint')}
              inputMode="numeric"
              autoComplete="off"
              width="short"
              className="form-field-narrow"
            />
            <SelectField
              {...form.field('volumeUnit')}
              label={t('inputs.volumeUnit')}
              width="short"
              className="form-field-narrow"
              options={volumeUnits.map((value) => ({ value, label: t(`unit.${value}`) }))}
            />
          </FieldRow>
          <div className="toolbar price-actions">
            <button type="button" className="button" onClick={reset}>
              {t('inputs.reset')}
            </button>
          </div>
        </form>
      </section>

      <p role="status" className="price-status">
        {calculation.state === 'loading' && table
          ? t('table.calculating')
          : calculation.state === 'loaded'
            ? t('table.updated')
            : ''}
      </p>
      {calculation.state === 'error' ? (
        <LoadFailure
          message={pricesFailedText}
          retryLabel={t('retry')}
          onRetry={calculation.reload}
          spaced
        />
      ) : table ? (
        <PriceTable calculation={table} estate={estate} busy={calculation.state === 'loading'} />
      ) : (
        <p>{t('table.calculating')}</p>
      )}
    </>
  );
}
