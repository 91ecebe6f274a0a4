import { useId } from 'react';
import type { EudrGeoJson } from '../../shared/contracts/timber-deliveries.ts';
import { formatArea } from '../../shared/map/geo/measure.ts';
import { degreesText } from './labels.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

const ha = (hectares: number) => formatArea(hectares * 10_000);

/**
 * The origin as the member will declare it (issue 16): what the EU file says, read from the
 * export's own GeoJSON (the detail answer's `declaration`): producer, country, production
 * place, and per area point or polygon, its area and a point's coordinates.
 */
export function OriginDeclaration({ declaration }: { declaration: EudrGeoJson }) {
  const headingId = useId();
  const [first] = declaration.features;
  if (!first) return null;
  const { ProducerName, ProducerCountry, ProductionPlace } = first.properties;
  const country = ProducerCountry === 'SE' ? t('declared.sweden') : ProducerCountry;
  return (
    <>
      <h4 id={headingId}>{t('declared.heading')}</h4>
      <LabelValueList
        rows={[
          [t('declared.producer'), ProducerName],
          [t('declared.country'), t('declared.countryValue', { country, code: ProducerCountry })],
          [t('declared.place'), ProductionPlace],
        ]}
        className="deliveries-info"
        aria-labelledby={headingId}
      />
      <ul aria-label={t('declared.plots')}>
        {declaration.features.map((feature, i) => (
          <li key={i}>
            {feature.geometry.type === 'Point'
              ? t('declared.point', {
                  n: i + 1,
                  area: ha(feature.properties.Area),
                  position: degreesText(feature.geometry.coordinates),
                })
              : t('declared.polygon', {
                  n: i + 1,
                  area: ha(feature.properties.Area),
                  corners: feature.geometry.coordinates[0]!.length - 1,
                })}
          </li>
        ))}
      </ul>
    </>
  );
}
