import type { PriceCalculationInput } from '../../shared/contracts/price-calculation.ts';

/** The form's values: the inputs as the controls hold them (the volume as typed). */
export type InputValues = { [K in keyof PriceCalculationInput]: string };

export const toValues = (input: PriceCalculationInput): InputValues => ({
  agreementForm: input.agreementForm,
  forestAccessibilityClass: input.forestAccessibilityClass,
  roadAccessibilityClass: input.roadAccessibilityClass,
  roadsideStorage: input.roadsideStorage,
  volume: String(input.volume),
  volumeUnit: input.volumeUnit,
});

/**
 * What the shared schema parses: the volume typed with or without spaces ("1 200") as a
 * number; anything else as typed, so the schema's own message says what is wrong.
 */
export function toInput(values: InputValues): unknown {
  const digits = values.volume.replace(/[\s\u00a0\u202f]/g, '');
  return { ...values, volume: /^\d+$/.test(digits) ? Number(digits) : values.volume };
}

/** The key of an input: the same inputs ask the same question. */
export const inputKey = (input: PriceCalculationInput) =>
  [
    input.agreementForm,
    input.forestAccessibilityClass,
    input.roadAccessibilityClass,
    input.roadsideStorage,
    input.volume,
    input.volumeUnit,
  ].join('|');

/** Only the volume differs: the member is typing, so the call waits for a pause. */
export const onlyVolumeDiffers = (a: PriceCalculationInput, b: PriceCalculationInput) =>
  a.volume !== b.volume &&
  a.agreementForm === b.agreementForm &&
  a.forestAccessibilityClass === b.forestAccessibilityClass &&
  a.roadAccessibilityClass === b.roadAccessibilityClass &&
  a.roadsideStorage === b.roadsideStorage &&
  a.volumeUnit === b.volumeUnit;
