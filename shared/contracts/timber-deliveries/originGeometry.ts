import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import booleanWithin from '@turf/boolean-within';
import { polygon as turfPolygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import { pointOnFeature } from '@turf/point-on-feature';
import polylabel from 'polylabel';
import { toWgs84 } from '../../map/geo/crs.ts';
import { polygonArea } from '../../map/geo/measure.ts';
import type { Geometry, Position } from '../mapOverlays.ts';
import { deliveryLimits } from '../timber-deliveries.ts';

/**
 * EUDR origin areas (issue 16): the rules both the drawing (browser) and the server apply,
 * with turf on SWEREF 99 TM metres (a plane, so turf's planar tests hold: kinks, within).
 * Areas are the map foundation's planar polygon area.
 */

export type OriginAreaProblem = 'invalidPolygon' | 'outsideBorders';

const closed = (ring: readonly Position[]): Position[] => {
  const first = ring[0];
  const last = ring.at(-1);
  if (!first || !last) return [];
  return first[0] === last[0] && first[1] === last[1] ? [...ring] : [...ring, first];
};

/** Hectares of a polygon given as rings of [E, N]. */
export function ringsHectares(rings: readonly (readonly Position[])[]): number {
  return polygonArea(rings.map((ring) => ring.map(([e, n]) => ({ e, n })))) / 10_000;
}

/**
 * Why a drawn polygon is refused, or null: fewer than three corners, zero area or a crossing
 * line is an invalid polygon; a polygon not wholly inside one of the estates' borders is
 * outside.
 */
export function originAreaProblem(
  rings: readonly (readonly Position[])[],
  borders: readonly Geometry[],
): OriginAreaProblem | null {
  const outer = rings[0];
  if (!outer || rings.length !== 1) return 'invalidPolygon';
  const ring = closed(outer);
  if (ring.length < 4 || ringsHectares([ring]) <= 0) return 'invalidPolygon';
  const drawn = turfPolygon([ring]);
  if (kinks(drawn).features.length > 0) return 'invalidPolygon';
  const inside = borders.some((border) => {
    if (border.type === 'Polygon')
      return booleanWithin(drawn, turfPolygon(border.coordinates.map(closed)));
    if (border.type === 'MultiPolygon')
      return border.coordinates.some((p) => booleanWithin(drawn, turfPolygon(p.map(closed))));
    return false;
  });
  return inside ? null : 'outsideBorders';
}

/** Degrees rounded to six decimals: the number the EU system reads (JSON keeps no trailing 0). */
const six = (value: number) => Math.round(value * 1e6) / 1e6;
const wgs = ([e, n]: Position): [number, number] => {
  const { lat, lon } = toWgs84({ e, n });
  return [six(lon), six(lat)];
};

/**
 * A point inside a plot declared as a point: turf's pointOnFeature (the middle of the plot's
 * box when that lies inside). When it does not (a U-shaped plot), turf answers the nearest
 * corner, which is on the edge and may fall outside once rounded, so then the plot's pole of
 * inaccessibility (polylabel, to 0.1 m): the inside point farthest from the edge.
 */
export function pointInside(ring: readonly Position[]): Position {
  const plot = turfPolygon([closed(ring)]);
  const onFeature = pointOnFeature(plot).geometry.coordinates as Position;
  if (booleanPointInPolygon(onFeature, plot, { ignoreBoundary: true })) return onFeature;
  const [e, n] = polylabel([closed(ring).map(([x, y]) => [x, y])], 0.1);
  return [e, n];
}

export interface EudrFeature {
  type: 'Feature';
  geometry:
    | { type: 'Point'; coordinates: [number, number] }
    | { type: 'Polygon'; coordinates: [number, number][][] };
  properties: {
    ProducerCountry: string;
    ProducerName: string;
    ProductionPlace: string;
    Area: number;
  };
}

/** The producer's country (ISO 3166-1 alpha-2): the cooperative's members farm in Sweden. */
export const eudrProducerCountry = 'SE';

/**
 * The origin as the EU information system takes it: a GeoJSON FeatureCollection in WGS 84
 * ([lon, lat], numbers rounded to six decimals); a plot of at most 4 ha as a point inside
 * it, larger ones as polygons; the properties of the EUDR GeoJSON file description.
 */
export function eudrGeoJson(
  areas: readonly { rings: readonly (readonly Position[])[]; hectares: number }[],
  producer: string,
  place: string,
): { type: 'FeatureCollection'; features: EudrFeature[] } {
  return {
    type: 'FeatureCollection',
    features: areas.map((area) => {
      const ring = closed(area.rings[0] ?? []);
      const geometry: EudrFeature['geometry'] =
        area.hectares <= deliveryLimits.eudrPointMaxHa
          ? { type: 'Point', coordinates: wgs(pointInside(ring)) }
          : { type: 'Polygon', coordinates: [ring.map(wgs)] };
      return {
        type: 'Feature',
        geometry,
        properties: {
          ProducerCountry: eudrProducerCountry,
          ProducerName: producer,
          ProductionPlace: place,
          Area: Math.round(area.hectares * 100) / 100,
        },
      };
    }),
  };
}
