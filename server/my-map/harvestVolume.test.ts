import { describe, expect, it } from 'vitest';
import { proposedHarvestM3sk } from './harvestVolume.ts';

describe("the report's proposed harvest volume (economy §9: 0,82 m³fub = 1 m³sk)", () => {
  it('converts m³fub to m³sk instead of adding the two units as they stand', () => {
    expect(
      proposedHarvestM3sk([
        { type: 'Slutavverkning', unit: 'm3sk', harvestVolume: 100 },
        { type: 'Gallring', unit: 'm3fub', harvestVolume: 82 },
      ]),
    ).toBe(200);
  });

  it('leaves out hectares, activities without a volume and those that are no harvest', () => {
    expect(
      proposedHarvestM3sk([
        { type: 'Slutavverkning', unit: 'ha', harvestVolume: 3 },
        { type: 'Gallring', unit: 'm3fub', harvestVolume: null },
        { type: 'Rojning', unit: 'm3sk', harvestVolume: 40 },
        { type: 'Forstagallring', unit: 'm3fub', harvestVolume: 41 },
      ]),
    ).toBe(50);
  });
});
