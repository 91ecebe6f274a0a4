import { useId, useState } from 'react';
import { saveFile } from '../../shared/api/saveFile.ts';
import type { DeliveryDetail } from '../../shared/contracts/timber-deliveries.ts';
import { deliveryLimits } from '../../shared/contracts/timber-deliveries.ts';
import { formatArea } from '../../shared/map/geo/measure.ts';
import { errorText, type DeliveryCalls } from './api.ts';
import { OriginDeclaration } from './OriginDeclaration.tsx';
import { t } from './t.ts';
import { formatQuantity } from '../../shared/format/units.ts';

const ha = (hectares: number) => formatArea(hectares * 10_000);

/**
 * The EUDR origin summary (§2.1 landing list): each drawn area with its hectares and
 * compartments, the total, the EUDR volume, the review's state; the GeoJSON the EU system
 * takes, and how the member will declare it (points up to 4 ha, polygons above).
 */
export function OriginSummary({
  calls,
  detail,
  canEdit,
  onEdit,
}: {
  calls: DeliveryCalls;
  detail: DeliveryDetail;
  canEdit: boolean;
  onEdit(): void;
}) {
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const areas = detail.originAreas;
  const numbers = new Map(
    (detail.estates ?? []).flatMap((e) => e.compartments.map((c) => [c.id, c.number])),
  );
  const total = areas.reduce((sum, a) => sum + a.hectares, 0);
  const points = areas.filter((a) => a.hectares <= deliveryLimits.eudrPointMaxHa).length;

  const exportJson = async () => {
    setFailure(null);
    try {
      const json = await calls.exportOrigin({ params: { deliveryId: detail.delivery.id } });
      const blob = new Blob([JSON.stringify(json, null, 2)], { type: 'application/geo+json' });
      saveFile(blob, `ursprung-${detail.delivery.timberOrderNumber}.geojson`);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section className="deliveries-origin" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('origin.heading')}</h3>
      {areas.length === 0 ? (
        <p>{t('origin.none')}</p>
      ) : (
        <>
          <ul>
            {areas.map((area, i) => (
              <li key={area.id}>
                {t('origin.area', { n: i + 1 })}: {ha(area.hectares)}
                {area.compartmentIds.length > 0 &&
                  `. ${t('origin.compartments', { list: area.compartmentIds.map((id) => numbers.get(id) ?? '?').join(', ') })}`}
              </li>
            ))}
          </ul>
          <p>{t('origin.total', { ha: ha(total) })}</p>
          {detail.eudrVolume !== null && (
            <p>{t('origin.volume', { volume: formatQuantity(detail.eudrVolume, 'm3fub') })}</p>
          )}
          <p>
            {t('origin.declared', { count: areas.length })}{' '}
            {t('origin.pointsAndPolygons', { points, polygons: areas.length - points })}
          </p>
          {detail.declaration && <OriginDeclaration declaration={detail.declaration} />}
        </>
      )}
      {detail.originLocked && <p>{t('origin.locked')}</p>}
      <div className="button-row">
        {canEdit && (
          <button type="button" className="button" onClick={onEdit}>
            {t('origin.edit')}
          </button>
        )}
        {areas.length > 0 && (
          <button type="button" className="button" onClick={exportJson}>
            {t('origin.export')}
          </button>
        )}
      </div>
      <div role="alert">{failure && <p className="alert alert-error">{failure}</p>}</div>
    </section>
  );
}
