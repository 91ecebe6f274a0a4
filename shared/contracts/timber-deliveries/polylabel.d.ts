// polylabel 2 ships JavaScript only: its one export, as its README documents it.
declare module 'polylabel' {
  /** The pole of inaccessibility of a polygon's rings, within `precision` (its units). */
  export default function polylabel(
    polygon: number[][][],
    precision?: number,
    debug?: boolean,
  ): [number, number] & { distance: number };
}
