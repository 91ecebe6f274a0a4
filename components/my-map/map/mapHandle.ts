/** What the screens ask of the map (MapPane, a lazy chunk): positions for a note. */
export interface MapHandle {
  /** Where the map's placed marker is (SWEREF 99 TM), or null without one. */
  markerPosition(): { n: number; e: number } | null;
  /** The device's position in SWEREF 99 TM; rejects when it cannot be had. */
  devicePosition(): Promise<{ n: number; e: number }>;
  /** Centre the map on a point and mark it. */
  showPoint(point: { n: number; e: number }): void;
  /** Load the notes again (after a save or a delete). */
  refresh(): void;
}

export interface Extent {
  minE: number;
  minN: number;
  maxE: number;
  maxN: number;
}

/** Where the demo estates lie (west of Växjö), when there is no plan to open on. */
export const defaultExtent: Extent = {
  minE: 478_800,
  minN: 6_302_200,
  maxE: 483_700,
  maxN: 6_306_400,
};
