import { tradeTerms } from '../../shared/contracts/capital-trade/terms.ts';
import { t } from './t.ts';

/** The trade terms of 2017-06-30, as the terms modal shows them (the terms PDF has the same text). */
export function TermsText() {
  return (
    <ol className="trade-terms">
      {tradeTerms.paragraphs.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ol>
  );
}

export function PepText() {
  return (
    <>
      <p>{t('pep.text1')}</p>
      <p>{t('pep.text2')}</p>
    </>
  );
}
