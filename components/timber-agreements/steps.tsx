import { formatMonth } from '../../shared/format/index.ts';
import { formatQuantity, unitSymbols } from '../../shared/format/units.ts';
import { useId } from 'react';
import { assortmentLabels, type Assortment } from '../../shared/contracts/price-model.ts';
import {
  assortmentTotal,
  lowVolumeAssortments,
  timberAgreementLimits,
  type AgreementOptions,
} from '../../shared/contracts/timber-agreements.ts';
import type { FieldErrors } from '../../shared/contracts/fieldErrors.ts';
import {
  CheckboxGroup,
  FieldGroup,
  RadioGroup,
  SelectField,
  TextField,
} from '../../shared/forms/fields.tsx';
import { assortmentLabel } from './labels.ts';
import { t } from './t.ts';
import { periodMonths, toDraft, volumeKey, type WizardValues } from './wizardValues.ts';

export interface StepProps {
  values: WizardValues;
  options: AgreementOptions;
  errors: FieldErrors;
  readOnly: boolean;
  change: (patch: Partial<WizardValues>) => void;
  /** The id of the control that shows an error key (the error list's links). */
  idFor: (key: string) => string;
}

/** Step 1: name, estates (one owner constellation), one main estate per district. */
export function EstateStep({ values, options, errors, readOnly, change, idFor }: StepProps) {
  const districts = [...new Set(options.estates.map((e) => e.district))];
  const chosen = values.estates.map((e) => e.estateId);
  const setChosen = (ids: readonly string[]) => {
    const next = ids.map((estateId) => ({
      estateId,
      main: values.estates.find((e) => e.estateId === estateId)?.main ?? false,
    }));
    // A district with one chosen estate has it as its main estate.
    for (const district of districts) {
      const inDistrict = next.filter(
        (e) => options.estates.find((o) => o.id === e.estateId)?.district === district,
      );
      if (inDistrict.length === 1) inDistrict[0]!.main = true;
      if (inDistrict.length > 1 && inDistrict.filter((e) => e.main).length !== 1) {
        inDistrict.forEach((e, i) => (e.main = i === 0));
      }
    }
    change({ estates: next });
  };
  if (options.estates.length === 0) return <p className="alert banner-info">{t('estate.none')}</p>;
  return (
    <>
      <TextField
        id={idFor('name')}
        value={values.name}
        error={errors.name}
        onChange={(name) => change({ name })}
        label={t('estate.name')}
        hint={t('estate.nameHint')}
        required
        maxLength={timberAgreementLimits.nameMax}
        readOnly={readOnly}
      />
      <CheckboxGroup
        id={idFor('estates')}
        value={chosen}
        error={errors.estates}
        onChange={readOnly ? () => undefined : setChosen}
        label={t('estate.estates')}
        hint={t('estate.estatesHint')}
        required
        options={options.estates.map((e) => ({
          value: e.id,
          label: t('estate.option', {
            designation: e.designation,
            owners: e.owners.map((o) => o.name).join(', '),
          }),
          hint: t('estate.district', { district: e.district }),
        }))}
      />
      {districts.map((district) => {
        const inDistrict = options.estates.filter(
          (e) => e.district === district && chosen.includes(e.id),
        );
        if (inDistrict.length < 2) return null;
        return (
          <RadioGroup
            key={district}
            id={idFor(`main.${district}`)}
            value={
              values.estates.find((e) => e.main && inDistrict.some((o) => o.id === e.estateId))
                ?.estateId ?? null
            }
            error={errors[`main.${district}`]}
            onChange={(id) =>
              change({
                estates: values.estates.map((e) =>
                  inDistrict.some((o) => o.id === e.estateId)
                    ? { ...e, main: e.estateId === id }
                    : e,
                ),
              })
            }
            label={t('estate.main', { district })}
            required
            options={inDistrict.map((e) => ({ value: e.id, label: e.designation }))}
          />
        );
      })}
    </>
  );
}

/** Step 2: the pricing moment, and the payout (by share, or a liquidity recipient). */
export function PricingStep({ values, options, errors, readOnly, change, idFor }: StepProps) {
  const owners =
    options.estates.find((e) => values.estates.some((c) => c.estateId === e.id))?.owners ?? [];
  if (options.pricingMoments.length === 0)
    return <p className="alert banner-info">{t('moment.none')}</p>;
  return (
    <>
      <RadioGroup
        id={idFor('pricingMomentId')}
        value={values.pricingMomentId || null}
        error={errors.pricingMomentId}
        onChange={(pricingMomentId) =>
          !readOnly && change({ pricingMomentId: pricingMomentId ?? '' })
        }
        label={t('moment.label')}
        hint={t('moment.hint')}
        required
        options={options.pricingMoments.map((m) => ({
          value: m.id,
          label: t('moment.option', { name: m.name, from: m.validFrom }),
        }))}
      />
      {owners.length > 1 && (
        <RadioGroup
          id={idFor('economicRepresentativeId')}
          value={values.economicRepresentativeId ?? ''}
          error={errors.economicRepresentativeId}
          onChange={(id) => !readOnly && change({ economicRepresentativeId: id ? id : null })}
          label={t('payout.label')}
          hint={t('payout.hint')}
          options={[
            { value: '', label: t('payout.byShare') },
            ...owners.map((o) => ({ value: o.memberId, label: t('payout.to', { name: o.name }) })),
          ]}
        />
      )}
    </>
  );
}

/** Step 3: assortments, the delivery period and the volume per month (whole m3fub). */
export function AssortmentStep({ values, options, errors, readOnly, change, idFor }: StepProps) {
  const moment = options.pricingMoments.find((m) => m.id === values.pricingMomentId);
  const months = periodMonths(values);
  const draft = toDraft(values);
  const low = lowVolumeAssortments(
    draft.volumes.filter((v) => v.months.every((m) => Number.isInteger(m.volume))),
  );
  const monthOptions = (moment?.deliveryMonths ?? []).map((m) => ({
    value: m,
    label: formatMonth(m),
  }));
  const warningId = useId();
  return (
    <>
      <CheckboxGroup
        id={idFor('assortments')}
        value={values.assortments}
        error={errors.assortments}
        onChange={(list) => !readOnly && change({ assortments: [...list] as Assortment[] })}
        label={t('sortiment.assortments')}
        required
        options={(moment?.assortments ?? []).map((a) => ({ value: a, label: assortmentLabels[a] }))}
      />
      <FieldGroup id={idFor('period')} legend={t('col.months')} error={errors.period}>
        <SelectField
          id={idFor('fromMonth')}
          value={values.fromMonth}
          error={undefined}
          onChange={(fromMonth) => !readOnly && change({ fromMonth })}
          label={t('sortiment.from')}
          width="medium"
          options={monthOptions}
        />
        <SelectField
          id={idFor('toMonth')}
          value={values.toMonth}
          error={undefined}
          onChange={(toMonth) => !readOnly && change({ toMonth })}
          label={t('sortiment.to')}
          width="medium"
          options={monthOptions}
        />
      </FieldGroup>
      {values.assortments.map((assortment) => {
        const entry = draft.volumes.find((v) => v.assortment === assortment);
        const total =
          entry && entry.months.every((m) => Number.isFinite(m.volume))
            ? assortmentTotal(entry)
            : null;
        return (
          <FieldGroup
            key={assortment}
            id={`${idFor('volumes')}-${assortment}`}
            legend={t('sortiment.volumes', { assortment: assortmentLabel(assortment) })}
            error={undefined}
            className="form-section"
          >
            <div className="timber-month-grid">
              {months.map((month) => {
                const key = volumeKey(assortment, month);
                return (
                  <TextField
                    key={month}
                    id={idFor(key)}
                    value={values.volumes[key] ?? ''}
                    error={errors[key]}
                    onChange={(text) => change({ volumes: { ...values.volumes, [key]: text } })}
                    label={t('sortiment.month', {
                      month: formatMonth(month),
                      unit: unitSymbols.m3fub,
                    })}
                    inputMode="numeric"
                    autoComplete="off"
                    width="short"
                    readOnly={readOnly}
                  />
                );
              })}
            </div>
            {total !== null && (
              <p className="space-before">
                {t('sortiment.total', {
                  assortment: assortmentLabel(assortment),
                  volume: formatQuantity(total, 'm3fub'),
                })}
              </p>
            )}
          </FieldGroup>
        );
      })}
      <div id={warningId} aria-live="polite">
        {low.map((assortment) => (
          <p key={assortment} className="alert banner-info alert-spaced">
            {t('sortiment.lowVolume', {
              assortment: assortmentLabel(assortment).toLowerCase(),
              limit: formatQuantity(timberAgreementLimits.lowVolumeM3fub, 'm3fub'),
            })}
          </p>
        ))}
      </div>
      <p className="space-before">{t('sortiment.more')}</p>
    </>
  );
}
