import { describe, expect, it } from 'vitest';
import { overlayAttributeLabels, overlayValueLabels } from './mapOverlays.ts';
import {
  availabilityLabels,
  carryingClassLabels,
  landingClassNames,
  passabilityLabels,
  plowedRoadLabels,
  reloadingLabels,
  stripRoadLabels,
  turningPointLabels,
} from './timber-deliveries.ts';

// What the landing form and view offer (timber-deliveries) against what the map's popup shows
// for a landing (the overlay's attribute rows); the overlay spells the last two the spec's way.
const form = {
  carryingCapacityClass: ['carryingCapacityClass', carryingClassLabels],
  availabilityClass: ['availabilityClass', availabilityLabels],
  passabilityClass: ['passabilityClass', passabilityLabels],
  turningPointClass: ['turningPointClass', turningPointLabels],
  reloadingClass: ['reloadingClass', reloadingLabels],
  plowedRoadClass: ['plowedroadClass', plowedRoadLabels],
  stripRoadClass: ['striproadClass', stripRoadLabels],
} as const;

describe('landing classes (timber §3)', () => {
  it.each(Object.entries(form))(
    '%s reads the same in the landing form and the map popup',
    (key, [overlayKey, values]) => {
      const name = landingClassNames[key as keyof typeof landingClassNames];
      expect(overlayAttributeLabels.landings[overlayKey]).toBe(name);
      expect(overlayValueLabels.landings[overlayKey]).toEqual(values);
    },
  );
});
