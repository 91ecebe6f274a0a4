import type { Assortment } from '../../shared/contracts/price-model.ts';
import {
  agreementDraftSchema,
  closedPeriodErrors,
  hasRequiredVolume,
  monthsBetween,
  timberAgreementMessages,
  type Agreement,
  type AgreementDraft,
  type AgreementOptions,
  type AssortmentVolume,
} from '../../shared/contracts/timber-agreements.ts';
import { fieldErrorsFromIssues, type FieldErrors } from '../../shared/contracts/fieldErrors.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import type { Step } from './paths.ts';
import { t } from './t.ts';

/** What the wizard's fields hold: volumes as typed text, keyed `assortment:month`. */
export interface WizardValues {
  name: string;
  estates: { estateId: string; main: boolean }[];
  pricingMomentId: string;
  economicRepresentativeId: string | null;
  assortments: Assortment[];
  fromMonth: string;
  toMonth: string;
  volumes: Record<string, string>;
}

export const volumeKey = (assortment: string, month: string) => `${assortment}:${month}`;

export function initialValues(
  agreement: Agreement | null,
  options: AgreementOptions,
): WizardValues {
  const moment = options.pricingMoments[0];
  const firstMonths = moment?.deliveryMonths ?? [];
  if (!agreement) {
    const only = options.estates.length === 1 ? options.estates[0] : undefined;
    return {
      name: '',
      estates: only ? [{ estateId: only.id, main: true }] : [],
      pricingMomentId: options.pricingMoments.length === 1 ? (moment?.id ?? '') : '',
      economicRepresentativeId: null,
      assortments: [],
      fromMonth: firstMonths[1] ?? firstMonths[0] ?? '',
      toMonth: firstMonths[3] ?? firstMonths.at(-1) ?? '',
      volumes: {},
    };
  }
  const months = agreement.volumes.flatMap((v) => v.months.map((m) => m.month)).sort();
  const volumes: Record<string, string> = {};
  for (const entry of agreement.volumes) {
    for (const m of entry.months) volumes[volumeKey(entry.assortment, m.month)] = String(m.volume);
  }
  return {
    name: agreement.name,
    estates: agreement.estates.map((e) => ({ estateId: e.id, main: e.main })),
    pricingMomentId: agreement.pricingMomentId,
    economicRepresentativeId: agreement.economicRepresentativeId,
    assortments: agreement.volumes.map((v) => v.assortment),
    fromMonth: months[0] ?? firstMonths[1] ?? firstMonths[0] ?? '',
    toMonth: months.at(-1) ?? firstMonths[3] ?? firstMonths.at(-1) ?? '',
    volumes,
  };
}

/** Typed text to a number: empty is 0; anything else as written (the schema judges it). */
const volumeOf = (text: string | undefined) => {
  const trimmed = (text ?? '').replace(/\s/g, '');
  return trimmed === '' ? 0 : Number(trimmed.replace(',', '.'));
};

export function periodMonths(values: WizardValues): string[] {
  if (!values.fromMonth || !values.toMonth || values.toMonth < values.fromMonth) return [];
  return monthsBetween(values.fromMonth, values.toMonth);
}

/** The draft the server stores (the same schema checks it there). */
export function toDraft(values: WizardValues): AgreementDraft {
  const months = periodMonths(values);
  return {
    name: values.name,
    estates: values.estates,
    pricingMomentId: values.pricingMomentId,
    economicRepresentativeId: values.economicRepresentativeId,
    volumes: values.assortments.map((assortment) => ({
      assortment,
      months: months.map((month) => ({
        month,
        volume: volumeOf(values.volumes[volumeKey(assortment, month)]),
      })),
    })),
  };
}

/**
 * Errors by the draft's paths (the schema's, or the server's problem `errors`) keyed by the
 * wizard's fields: a volume's `volumes.{i}.months.{j}.volume` becomes `assortment:month`.
 */
export function fieldErrors(draft: AgreementDraft, byPath: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(byPath)) {
    const volume = /^volumes\.(\d+)\.months\.(\d+)\.volume$/.exec(key);
    if (volume) {
      const entry = draft.volumes[Number(volume[1])];
      const month = entry?.months[Number(volume[2])]?.month;
      if (entry && month) errors[volumeKey(entry.assortment, month)] = message;
    } else errors[key] = message;
  }
  return errors;
}

/** Which error keys a step shows (granska: every one). */
function belongsTo(step: Step, key: string): boolean {
  switch (step) {
    case 'fastighet':
      return key === 'name' || key.startsWith('estates') || key.startsWith('main.');
    case 'prissattningstillfalle':
      return key === 'pricingMomentId' || key === 'economicRepresentativeId';
    case 'sortiment':
      return (
        key.startsWith('volumes') || key === 'assortments' || key === 'period' || key.includes(':')
      );
    case 'granska':
      return true;
    case 'signera':
      return false;
  }
}

/**
 * The rules of one step, by the shared schema (the server's) and the step's own: volume
 * errors keyed by `assortment:month` so they land on their fields.
 */
export function stepErrors(
  step: Step,
  values: WizardValues,
  options: AgreementOptions,
  agreed: readonly AssortmentVolume[] = [],
  thisMonth = todayInSweden().slice(0, 7),
): FieldErrors {
  const draft = toDraft(values);
  const parsed = agreementDraftSchema.safeParse(draft);
  const errors: FieldErrors = parsed.success
    ? // §5 closed periods, judged as the server does, once the volumes are well formed.
      fieldErrors(draft, closedPeriodErrors(draft.volumes, agreed, thisMonth))
    : fieldErrors(draft, fieldErrorsFromIssues(parsed.error.issues));
  if (step === 'fastighet' || step === 'granska') {
    const chosen = options.estates.filter((e) => values.estates.some((c) => c.estateId === e.id));
    if (new Set(chosen.map((e) => e.ownerKey)).size > 1) {
      errors.estates ??= timberProblems.MultipleOwnerGroups.message;
    }
    const districts = new Set(chosen.map((e) => e.district));
    for (const district of districts) {
      const mains = chosen.filter(
        (e) => e.district === district && values.estates.find((c) => c.estateId === e.id)?.main,
      );
      if (mains.length !== 1) errors[`main.${district}`] = timberAgreementMessages.mainEstate;
    }
  }
  if (step === 'sortiment' || step === 'granska') {
    if (values.assortments.length === 0) errors.assortments = t('sortiment.chooseAssortment');
    else if (periodMonths(values).length === 0) errors.period = t('sortiment.period');
    else if (
      !hasRequiredVolume(draft.volumes) &&
      Object.keys(errors).every((k) => !k.includes(':'))
    ) {
      errors.assortments = timberAgreementMessages.missingVolume;
    }
  }
  return Object.fromEntries(Object.entries(errors).filter(([key]) => belongsTo(step, key)));
}
