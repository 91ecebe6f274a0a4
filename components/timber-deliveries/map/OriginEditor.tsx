import { useId, useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/apiError.ts';
import type { Position } from '../../../shared/contracts/mapOverlays.ts';
import { timberScreenMessages } from '../../../shared/contracts/timber/screenMessages.ts';
import {
  deliveryMessages,
  deliveryLimits,
  originAreasSchema,
  type DeliveryDetail,
} from '../../../shared/contracts/timber-deliveries.ts';
import {
  originAreaProblem,
  ringsHectares,
} from '../../../shared/contracts/timber-deliveries/originGeometry.ts';
import { parseCoordinate } from '../../../shared/map/geo/coordinates.ts';
import { formatArea } from '../../../shared/map/geo/measure.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { BusyButton } from '../../../shared/forms/BusyButton.tsx';
import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import { errorText, type DeliveryCalls } from '../api.ts';
import { t } from '../t.ts';
import { unitSymbols } from '../../../shared/format/units.ts';
import { DeliveryMap } from './DeliveryMap.tsx';

interface Area {
  /** A key of its own: the corners change while edited. */
  key: number;
  ring: Position[];
  compartmentIds: string[];
}

let nextKey = 0;

const problemText = {
  invalidPolygon: timberScreenMessages.eudrInvalidPolygons,
  outsideBorders: timberScreenMessages.eudrAreasOutsideBorders,
} as const;

/** Refusals whose own text says why (locked, under review, closed), not "could not be saved". */
const ownTextCodes = [
  'OriginLocked',
  'EudrStatusInvalid',
  'InvalidDeliveryStatus',
  'AgreementPastEndDate',
  'DeliveryNotFound',
] as const;

const closedRing = (ring: readonly Position[]): Position[] => [...ring, ring[0]!];

/**
 * Draw the EUDR origin areas (issue 16) on the map, inside the agreement's estates: drawn on
 * the map with leaflet-geoman (mouse, touch) or corners typed (the keyboard way), each polygon
 * checked with the same turf rules the server applies (not crossing, inside the borders);
 * compartments per area, hectares per area and in total, and the EUDR volume.
 */
export function OriginEditor({
  calls,
  detail,
  onClose,
}: {
  calls: DeliveryCalls;
  detail: DeliveryDetail;
  onClose(saved: boolean): void;
}) {
  const headingId = useId();
  const cornerId = useId();
  const volumeId = useId();
  // Opened only with the estates read (LandingList); none drawn otherwise.
  const borders = (detail.estates ?? []).map((e) => e.geometry);
  const compartments = (detail.estates ?? []).flatMap((e) => e.compartments);
  const [areas, setAreas] = useState<Area[]>(() =>
    detail.originAreas.map((a) => ({
      key: nextKey++,
      ring: (a.geometry.coordinates[0] ?? []).slice(0, -1),
      compartmentIds: a.compartmentIds,
    })),
  );
  const [drawing, setDrawing] = useState<Position[]>([]);
  const [typed, setTyped] = useState('');
  const [cornerError, setCornerError] = useState<string | null>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const [volume, setVolume] = useState(detail.eudrVolume === null ? '' : String(detail.eudrVolume));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The area whose corners are edited on the map (leaflet-geoman), by its key. */
  const [editingKey, setEditingKey] = useState<number | null>(null);
  const [revision, setRevision] = useState(0);
  const edited = areas.find((a) => a.key === editingKey) ?? null;
  const editedRing = edited?.ring;
  const editing = useMemo(
    () => (editedRing ? { ring: editedRing, revision } : null),
    [editedRing, revision],
  );

  const addCorner = (point: { e: number; n: number }) => {
    setDrawError(null);
    setDrawing((corners) => [...corners, [Math.round(point.e), Math.round(point.n)]]);
  };
  /** A finished polygon, typed or drawn on the map: the spec's checks, then a new area. */
  const addArea = (corners: Position[]) => {
    const problem =
      corners.length < 3 ? 'invalidPolygon' : originAreaProblem([closedRing(corners)], borders);
    if (problem) {
      setDrawError(problemText[problem]);
      return false;
    }
    setDrawError(null);
    setAreas((list) => [...list, { key: nextKey++, ring: corners, compartmentIds: [] }]);
    return true;
  };
  const addTyped = () => {
    const parsed = parseCoordinate(typed);
    if (!parsed.ok) return setCornerError(parsed.message);
    setCornerError(null);
    setTyped('');
    addCorner(parsed.value);
  };
  const finish = () => {
    if (addArea(drawing)) setDrawing([]);
  };
  /** A corner moved, added or removed on the map: the same checks as a drawn area. */
  const editRing = (ring: Position[]) => {
    if (editingKey === null) return;
    const problem =
      ring.length < 3 ? 'invalidPolygon' : originAreaProblem([closedRing(ring)], borders);
    if (problem) {
      setDrawError(problemText[problem]);
      setRevision((n) => n + 1); // back to the corners before the refused change
      return;
    }
    setDrawError(null);
    setAreas((list) => list.map((a) => (a.key === editingKey ? { ...a, ring } : a)));
  };
  const toggleCompartment = (index: number, id: string) =>
    setAreas((list) =>
      list.map((area, i) =>
        i !== index
          ? area
          : {
              ...area,
              compartmentIds: area.compartmentIds.includes(id)
                ? area.compartmentIds.filter((c) => c !== id)
                : [...area.compartmentIds, id],
            },
      ),
    );

  const save = async () => {
    if (saving) return;
    const body = {
      eudrVolume: volume.trim() === '' ? Number.NaN : Number(volume.trim()),
      areas: areas.map((a) => ({
        geometry: { type: 'Polygon' as const, coordinates: [closedRing(a.ring)] },
        compartmentIds: a.compartmentIds,
      })),
    };
    const parsed = originAreasSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      setFailure(timberScreenMessages.formValidation);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await calls.saveOriginAreas({
        params: { deliveryId: detail.delivery.id },
        body: parsed.data,
      });
      onClose(true);
    } catch (error) {
      if (isApiError(error) && error.problem?.errors) setErrors(error.problem.errors);
      setFailure(
        isApiError(error, 'InvalidAreaGeometry') || isApiError(error, 'validation')
          ? timberScreenMessages.formValidation
          : ownTextCodes.some((code) => isApiError(error, code))
            ? errorText(error)
            : timberScreenMessages.eudrAreaSaveFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  const shownAreas = useMemo(
    () => areas.filter((a) => a.key !== editingKey).map((a) => closedRing(a.ring)),
    [areas, editingKey],
  );
  const total = areas.reduce((sum, a) => sum + ringsHectares([closedRing(a.ring)]), 0);

  return (
    <section className="deliveries-origin" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('draw.title')}</h3>
      <p>{t('draw.help')}</p>
      <DeliveryMap
        label={t('draw.mapLabel')}
        borders={borders}
        landings={[]}
        selectedLandingId={null}
        areas={shownAreas}
        drawing={drawing}
        picked={null}
        selectLanding={() => undefined}
        // A click or tap belongs to geoman's drawing (or to the corners being edited).
        point={() => undefined}
        editable
        editing={editing}
        editRing={editRing}
        drawMode={editingKey === null}
        drawn={addArea}
      />
      <div className="deliveries-coordinates">
        <TextField
          id={cornerId}
          value={typed}
          error={cornerError ?? undefined}
          onChange={setTyped}
          onBlur={() => undefined}
          label={t('draw.corner')}
          autoComplete="off"
        />
        <button type="button" className="button" onClick={addTyped}>
          {t('draw.addCorner')}
        </button>
      </div>
      <p role="status">{t('draw.corners', { count: drawing.length })}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={finish}>
          {t('draw.finish')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setDrawing((corners) => corners.slice(0, -1))}
        >
          {t('draw.undo')}
        </button>
      </div>
      <div role="alert">{drawError && <p className="alert alert-error">{drawError}</p>}</div>

      {areas.length === 0 ? (
        <p>{errors.areas ?? t('origin.none')}</p>
      ) : (
        <ul>
          {areas.map((area, i) => (
            <li key={area.key}>
              <p>
                {t('origin.area', { n: i + 1 })}:{' '}
                {formatArea(ringsHectares([closedRing(area.ring)]) * 10_000)}
              </p>
              {errors[`areas.${i}`] && <p className="alert alert-error">{errors[`areas.${i}`]}</p>}
              {compartments.length > 0 && (
                <fieldset className="form-group">
                  <legend className="form-legend">{t('draw.compartments', { n: i + 1 })}</legend>
                  {compartments.map((c) => (
                    <label key={c.id} className="form-choice-label">
                      <input
                        type="checkbox"
                        className="form-choice-input"
                        checked={area.compartmentIds.includes(c.id)}
                        onChange={() => toggleCompartment(i, c.id)}
                      />
                      {c.number}
                    </label>
                  ))}
                </fieldset>
              )}
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  aria-pressed={area.key === editingKey}
                  onClick={() => {
                    setDrawError(null);
                    setEditingKey(area.key === editingKey ? null : area.key);
                  }}
                >
                  {t('draw.editCorners', { n: i + 1 })}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    if (area.key === editingKey) setEditingKey(null);
                    setAreas((list) => list.filter((a) => a.key !== area.key));
                  }}
                >
                  {t('draw.removeArea', { n: i + 1 })}
                </button>
              </div>
              {area.key === editingKey && <p>{t('draw.editHelp')}</p>}
            </li>
          ))}
        </ul>
      )}
      <p>{t('origin.total', { ha: formatArea(total * 10_000) })}</p>
      <TextField
        id={volumeId}
        value={volume}
        error={errors.eudrVolume}
        onChange={setVolume}
        onBlur={() => undefined}
        label={t('draw.volume', { unit: unitSymbols.m3fub })}
        hint={`1–${deliveryLimits.eudrVolumeMax}`}
        inputMode="numeric"
        width="short"
        required
      />
      {errors.areas && areas.length > 0 && (
        <p className="alert alert-error">{deliveryMessages.areasMissing}</p>
      )}
      <div role="alert">{failure && <p className="alert alert-error">{failure}</p>}</div>
      <div className="form-footer">
        <BusyButton
          className="button button-primary"
          busy={saving}
          label={t('draw.save')}
          busyLabel={t('draw.saving')}
          onClick={save}
        />
        <button type="button" className="button" onClick={() => onClose(false)}>
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}
