import { t } from './t.ts';

const paragraphs = ['terms.1', 'terms.2', 'terms.3', 'terms.4', 'terms.5'] as const;

/** The trade terms of 2017-06-30, as the terms modal shows them. */
export function TermsText() {
  return (
    <ol className="trade-terms">
      {paragraphs.map((key) => (
        <li key={key}>{t(key)}</li>
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
