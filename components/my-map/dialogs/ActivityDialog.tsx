import {
  activityLimits,
  activityPerformers,
  activityRequestSchema,
  activityRoles,
  activityTypes,
  activityWarnings,
  harvestUnitOf,
  harvestUnits,
  shareSpecies,
  slopeActivityTypes,
  type Activity,
  type ActivityType,
  type Plan,
} from '../../../shared/contracts/my-map.ts';
import { todayInSweden } from '../../../shared/time/index.ts';
import { unitSymbols } from '../../../shared/format/units.ts';
import {
  DateField,
  FieldGroup,
  FieldRow,
  RadioGroup,
  SelectField,
  TextField,
} from '../../../shared/forms/fields.tsx';
import { FormFooter } from '../../../shared/forms/FormFooter.tsx';
import { TextAreaField } from '../../../shared/forms/TextAreaField.tsx';
import { useForm } from '../../../shared/forms/useForm.ts';
import { failureText } from '../api.ts';
import { useMyMap } from '../context.tsx';
import { t } from '../t.ts';
import { ActivityWarnings } from '../plan/ActivityWarnings.tsx';
import { closeThen, DialogForm, FormDialog, numberInput } from './FormDialog.tsx';

type Species = (typeof shareSpecies)[number];

interface Values {
  status: 'proposed' | 'performed';
  compartmentId: string;
  type: string;
  role: string;
  performer: string;
  startYear: string;
  endYear: string;
  harvestVolume: string;
  unit: string;
  note: string;
  dateDone: string;
  speciesShares: Record<Species, string>;
  slopePercent: string;
  slopeLengthM: string;
}

const asksSlope = (type: string) => slopeActivityTypes.includes(type as ActivityType);
/** A typed number, or null while it is not one (the warnings wait for a number). */
const typedNumber = (value: string) => {
  const parsed = numberInput(value, null);
  return typeof parsed === 'number' ? parsed : null;
};

const noShares = Object.fromEntries(shareSpecies.map((s) => [s, ''])) as Record<Species, string>;

function initialOf(activity: Activity | null, plan: Plan): Values {
  if (!activity)
    return {
      status: 'proposed',
      compartmentId: plan.compartments[0]?.id ?? '',
      type: '',
      role: 'Huvudatgard',
      performer: 'Cooperative',
      startYear: '',
      endYear: '',
      harvestVolume: '',
      unit: '',
      note: '',
      dateDone: '',
      speciesShares: noShares,
      slopePercent: '',
      slopeLengthM: '',
    };
  const shares = { ...noShares };
  for (const share of activity.speciesShares) shares[share.species] = String(share.percent);
  return {
    status: activity.status,
    compartmentId: activity.compartmentId,
    type: activity.type,
    role: activity.role,
    performer: activity.performer,
    startYear: String(activity.startYear),
    endYear: String(activity.endYear),
    harvestVolume: activity.harvestVolume === null ? '' : String(activity.harvestVolume),
    unit: activity.unit ?? '',
    note: activity.note,
    dateDone: activity.dateDone ?? '',
    speciesShares: shares,
    slopePercent: activity.slopePercent === null ? '' : String(activity.slopePercent),
    slopeLengthM: activity.slopeLengthM === null ? '' : String(activity.slopeLengthM),
  };
}

/** The add/edit-activity modal (§5 Plan activity), checked with the server's schema. */
export default function ActivityDialog({
  plan,
  activity,
  onSaved,
  onClose,
}: {
  plan: Plan;
  activity: Activity | null;
  onSaved(saved: Activity): void;
  onClose(): void;
}) {
  return (
    <FormDialog
      title={activity ? t('activityForm.editTitle') : t('activityForm.addTitle')}
      onClose={onClose}
    >
      {({ dirty, requestClose, close }) => (
        <ActivityForm
          {...{ plan, activity, dirty, requestClose }}
          onSaved={closeThen(close, onSaved)}
        />
      )}
    </FormDialog>
  );
}

function ActivityForm({
  plan,
  activity,
  onSaved,
  dirty,
  requestClose,
}: {
  plan: Plan;
  activity: Activity | null;
  onSaved(saved: Activity): void;
  dirty: { current: boolean };
  requestClose(): void;
}) {
  const { calls } = useMyMap();
  const form = useForm({
    schema: activityRequestSchema,
    toInput: (v: Values) => {
      const performed = v.status === 'performed';
      return {
        compartmentId: v.compartmentId,
        status: v.status,
        role: v.role || undefined,
        type: v.type || undefined,
        performer: v.performer || undefined,
        startYear: numberInput(v.startYear),
        endYear: numberInput(v.endYear),
        harvestVolume: numberInput(v.harvestVolume, null),
        unit: v.unit === '' ? null : v.unit,
        note: v.note,
        dateDone: performed ? v.dateDone.trim() || null : null,
        speciesShares: performed
          ? shareSpecies
              .filter((species) => v.speciesShares[species].trim() !== '')
              .map((species) => ({ species, percent: numberInput(v.speciesShares[species]) }))
          : [],
        slopePercent: asksSlope(v.type) ? numberInput(v.slopePercent, null) : null,
        slopeLengthM: asksSlope(v.type) ? numberInput(v.slopeLengthM, null) : null,
      };
    },
    initial: initialOf(activity, plan),
    onSubmit: async (body) => {
      onSaved(
        activity
          ? await calls.updateActivity({
              params: { planId: plan.id, activityId: activity.id },
              body,
            })
          : await calls.createActivity({ params: { planId: plan.id }, body }),
      );
    },
    failureMessage: failureText('PlanSaveFailed'),
  });
  const v = form.values;
  const shares = form.field('speciesShares');
  const sum = shareSpecies.reduce((total, s) => total + (Number(v.speciesShares[s]) || 0), 0);
  const startYear = typedNumber(v.startYear);
  const slopeLengthM = asksSlope(v.type) ? typedNumber(v.slopeLengthM) : null;
  const warnings =
    v.type && startYear !== null
      ? activityWarnings(
          {
            status: v.status,
            type: v.type as ActivityType,
            startYear,
            slopePercent: asksSlope(v.type) ? typedNumber(v.slopePercent) : null,
            slopeLengthM,
          },
          todayInSweden(),
        )
      : [];
  const options = (values: readonly string[], key: (value: string) => string) =>
    values.map((value) => ({ value, label: t(key(value) as never) }));

  return (
    <DialogForm form={form} dirty={dirty}>
      <RadioGroup
        {...form.field('status')}
        label={t('activityForm.status')}
        options={[
          { value: 'proposed' as const, label: t('status.proposed') },
          { value: 'performed' as const, label: t('status.performed') },
        ]}
        required
      />
      <SelectField
        {...form.field('compartmentId')}
        label={t('activityForm.compartment')}
        options={plan.compartments.map((c) => ({
          value: c.id,
          label: t('activityForm.compartmentOption', { number: c.number }),
        }))}
        required
      />
      <SelectField
        {...form.field('type')}
        label={t('activityForm.type')}
        placeholder={t('activityForm.choose')}
        options={options(activityTypes, (x) => `type.${x}`)}
        required
      />
      <SelectField
        {...form.field('role')}
        label={t('activityForm.role')}
        options={options(activityRoles, (x) => `role.${x}`)}
        required
      />
      <SelectField
        {...form.field('performer')}
        label={t('activityForm.performer')}
        options={options(activityPerformers, (x) => `performer.${x}`)}
        required
      />
      <FieldRow>
        <TextField
          {...form.field('startYear')}
          label={t('activityForm.startYear')}
          inputMode="numeric"
          width="short"
          required
        />
        <TextField
          {...form.field('endYear')}
          label={t('activityForm.endYear')}
          inputMode="numeric"
          width="short"
          required
        />
      </FieldRow>
      <FieldRow>
        <TextField
          {...form.field('harvestVolume')}
          label={t('activityForm.volume')}
          hint={t('activityForm.volumeHint')}
          inputMode="numeric"
          width="short"
        />
        <SelectField
          {...form.field('unit')}
          label={t('activityForm.unit')}
          placeholder={t('activityForm.choose')}
          options={harvestUnits.map((value) => ({
            value,
            label: unitSymbols[harvestUnitOf[value]],
          }))}
        />
      </FieldRow>
      {asksSlope(v.type) && (
        <FieldRow>
          <TextField
            {...form.field('slopePercent')}
            label={t('activityForm.slopePercent')}
            hint={t('activityForm.slopeHint')}
            inputMode="decimal"
            width="short"
          />
          <TextField
            {...form.field('slopeLengthM')}
            label={t('activityForm.slopeLengthM')}
            inputMode="numeric"
            width="short"
          />
        </FieldRow>
      )}
      <div aria-live="polite">
        <ActivityWarnings warnings={warnings} slopeLengthM={slopeLengthM} />
      </div>
      {v.status === 'performed' && (
        <>
          <DateField {...form.field('dateDone')} label={t('activityForm.dateDone')} required />
          <FieldGroup
            id={shares.id}
            legend={t('activityForm.shares')}
            hint={t('activityForm.sharesHint')}
            error={shares.error}
            required
          >
            {shareSpecies.map((species, index) => (
              <TextField
                key={species}
                inputRef={index === 0 ? shares.inputRef : undefined}
                id={`${shares.id}-${species}`}
                value={v.speciesShares[species]}
                error={undefined}
                onChange={(value) => shares.onChange({ ...v.speciesShares, [species]: value })}
                onBlur={shares.onBlur}
                label={t('activityForm.sharePercent', {
                  species: t(`species.${species}`).toLowerCase(),
                })}
                inputMode="numeric"
                width="short"
              />
            ))}
            <p aria-live="polite">{t('activityForm.sharesSum', { sum })}</p>
          </FieldGroup>
        </>
      )}
      <TextAreaField
        {...form.field('note')}
        label={t('activityForm.note')}
        maxLength={activityLimits.noteMax}
        rows={3}
      />
      <FormFooter form={form} submitLabel={t('activityForm.save')} onCancel={requestClose} />
    </DialogForm>
  );
}
