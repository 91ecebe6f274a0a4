import { useRef } from 'react';
import { assortmentLabels, type Assortment } from '../../shared/contracts/price-model.ts';
import {
  deliveryLimits,
  isPulpwood,
  landingAssortmentSchema,
  originLabels,
  origins,
  type LandingAssortmentInput,
  type LandingAssortmentView,
} from '../../shared/contracts/timber-deliveries.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { ErrorSummary } from '../../shared/forms/ErrorSummary.tsx';
import { FieldRow, SelectField, TextField } from '../../shared/forms/fields.tsx';
import { FormFooter } from '../../shared/forms/FormFooter.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { errorText, type DeliveryCalls } from './api.ts';
import { t } from './t.ts';
import { unitSymbols } from '../../shared/format/units.ts';

type Values = {
  assortment: string;
  volume: string;
  fellingWeek: string;
  sprucePercentage: string;
  origin: string;
  numberOfStacks: string;
};

const number = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));

/**
 * Add or change an assortment on a landing (§3 Landing assortment, §5): volume (m3fub),
 * felling week (ISO week; fixed once added), spruce percentage 0–100, origin (pulpwood only,
 * and required there), number of stacks 1–99.
 */
export function AssortmentDialog({
  calls,
  deliveryId,
  landingId,
  assortments,
  existing,
  onClose,
}: {
  calls: DeliveryCalls;
  deliveryId: string;
  landingId: string;
  /** The agreement's assortments not yet on the landing (adding) . */
  assortments: readonly Assortment[];
  existing: LandingAssortmentView | null;
  onClose(changed: boolean): void;
}) {
  const changed = useRef(false);
  const dialog = useModalDialog(() => onClose(changed.current), 'first');
  const { close } = dialog;
  const form = useForm<Values, LandingAssortmentInput>({
    schema: landingAssortmentSchema,
    toInput: (v) => ({
      assortment: v.assortment,
      volume: number(v.volume),
      fellingWeek: v.fellingWeek.trim().toUpperCase(),
      sprucePercentage: number(v.sprucePercentage),
      // §5: origin is asked for pulpwood only; another assortment takes none.
      origin: v.origin === '' || !isPulpwood(v.assortment as Assortment) ? null : v.origin,
      numberOfStacks: number(v.numberOfStacks),
    }),
    initial: {
      assortment: existing?.assortment ?? (assortments.length === 1 ? assortments[0]! : ''),
      volume: existing ? String(existing.volume) : '',
      fellingWeek: existing?.fellingWeek ?? '',
      sprucePercentage: existing ? String(existing.sprucePercentage) : '',
      origin: existing?.origin ?? '',
      numberOfStacks: existing ? String(existing.numberOfStacks) : '',
    },
    failureMessage: errorText,
    onSubmit: async (body) => {
      if (existing)
        await calls.updateAssortment({
          params: { deliveryId, landingId, assortmentId: existing.id },
          body,
        });
      else await calls.addAssortment({ params: { deliveryId, landingId }, body });
      changed.current = true;
      close();
    },
  });
  const chosen = form.values.assortment as Assortment | '';
  const choices = existing ? [existing.assortment] : assortments;

  return (
    <ModalDialog
      dialog={dialog}
      title={t(existing ? 'assortment.title.edit' : 'assortment.title.new')}
    >
      <form {...form.formProps} className="form">
        <ErrorSummary form={form} />
        <SelectField
          {...form.field('assortment')}
          label={t('assortment.assortment')}
          placeholder={t('landing.choose')}
          options={choices.map((a) => ({ value: a, label: assortmentLabels[a] }))}
          required
        />
        <FieldRow>
          <TextField
            {...form.field('volume')}
            label={t('assortment.volume', { unit: unitSymbols.m3fub })}
            inputMode="numeric"
            width="short"
            required
          />
          <TextField
            {...form.field('numberOfStacks')}
            label={t('assortment.stacks')}
            inputMode="numeric"
            width="short"
            hint={`${deliveryLimits.stacksMin}–${deliveryLimits.stacksMax}`}
            required
          />
        </FieldRow>
        <TextField
          {...form.field('fellingWeek')}
          label={t('assortment.fellingWeek')}
          hint={t(existing ? 'assortment.fellingWeekLocked' : 'assortment.fellingWeekHint')}
          readOnly={existing !== null}
          width="short"
          autoComplete="off"
          required
        />
        <TextField
          {...form.field('sprucePercentage')}
          label={t('assortment.spruce')}
          inputMode="numeric"
          hint="0–100"
          width="short"
          required
        />
        {chosen !== '' && isPulpwood(chosen) && (
          <SelectField
            {...form.field('origin')}
            label={t('assortment.origin')}
            hint={t('assortment.originHint')}
            placeholder={t('assortment.noOrigin')}
            options={origins.map((o) => ({ value: o, label: originLabels[o] }))}
            required
          />
        )}
        <FormFooter
          form={form}
          submitLabel={t('assortment.save')}
          submittingLabel={t('landing.saving')}
          onCancel={close}
          cancelLabel={t('cancel')}
        />
      </form>
    </ModalDialog>
  );
}
