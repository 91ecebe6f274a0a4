import type { Geometry, Position } from '../mapOverlays.ts';

/** Norrskogen 1:4's border as the demo's estate layer has it (SWEREF 99 TM). */
export const norrskogenBorder: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [479_000, 6_305_200],
      [480_100, 6_305_100],
      [480_250, 6_305_800],
      [479_900, 6_306_300],
      [479_100, 6_306_250],
      [479_000, 6_305_200],
    ],
  ],
};

/**
 * A U-shaped plot inside Norrskogen 1:4, its ring open (the first point not repeated): 200 m
 * wide, 200 m tall, a 100 m wide notch 150 m deep from the top: 2.5 ha. The middle of its box
 * lies in the notch, outside the plot.
 */
export const uPlot: Position[] = [
  [479_400, 6_305_400],
  [479_600, 6_305_400],
  [479_600, 6_305_600],
  [479_550, 6_305_600],
  [479_550, 6_305_450],
  [479_450, 6_305_450],
  [479_450, 6_305_600],
  [479_400, 6_305_600],
];
