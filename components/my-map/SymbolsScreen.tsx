import { useId } from 'react';
import {
  maturityClasses,
  maturityClassMeanings,
  noteTypes,
  targetClassMeanings,
} from '../../shared/contracts/my-map.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { t } from './t.ts';

const columns = [{ label: t('symbols.code') }, { label: t('symbols.meaning') }];

/** The symbol explanations (§2.3): maturity classes, target classes and the note symbols. */
export function SymbolsScreen() {
  const headingId = useId();
  const maturityId = useId();
  const targetId = useId();
  const notesId = useId();
  return (
    <section aria-labelledby={headingId} className="my-map-symbols">
      <h2 id={headingId}>{t('symbols.heading')}</h2>
      <h3 id={maturityId}>{t('symbols.maturity')}</h3>
      <DataTable name={{ labelledBy: maturityId }} className="data-table" columns={columns}>
        {maturityClasses.map((code) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            <td>{maturityClassMeanings[code]}</td>
          </tr>
        ))}
      </DataTable>
      <h3 id={targetId}>{t('symbols.target')}</h3>
      <DataTable name={{ labelledBy: targetId }} className="data-table" columns={columns}>
        {Object.entries(targetClassMeanings).map(([code, meaning]) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            <td>{meaning}</td>
          </tr>
        ))}
      </DataTable>
      <h3 id={notesId}>{t('symbols.notes')}</h3>
      <ul aria-labelledby={notesId} className="my-map-legend">
        {noteTypes.map((type) => (
          <li key={type}>
            <span className={`my-map-symbol my-map-symbol-${type}`} aria-hidden="true" />
            {t(`noteType.${type}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
