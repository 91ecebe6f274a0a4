import { useId, useState } from 'react';
import { platformProblems } from '../../shared/contracts/problem.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { SelectField } from '../../shared/forms/fields.tsx';
import { errorText, usePriceCalculationCalls } from './api.ts';
import { Calculator } from './Calculator.tsx';
import { usePriceCalculationPortal } from './portal.ts';
import { t } from './t.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { LoadState, type LoadTexts } from '../../shared/elements/LoadState.tsx';

const loadTexts: LoadTexts = { loading: t('loading'), failure: errorText, retry: t('retry') };

/**
 * portal-price-calculation (economy-membership §2 Price calculation): the member picks one
 * of their estates and sees the price per assortment per m3fub for its own values of the
 * inputs, which they may change (each change one call for the whole table). Everything is
 * the effective member's: through a proxy, the giver's estates within the proxy's roles.
 */
export function PriceCalculationElement(_props: ServiceElementProps) {
  const portal = usePriceCalculationPortal();
  const profile = portal.profile.data;
  // The page's own rule (the calculator only reads).
  const { canWrite: allowed, profileKey } = portal;
  const calls = usePriceCalculationCalls(portal.api);
  const estates = useLoad(
    allowed && profileKey !== null ? `${profileKey}:estates` : null,
    (signal) => calls.getEstates({ signal }),
  );
  const [picked, setPicked] = useState<{ key: string | null; id: string }>({ key: null, id: '' });
  const estateId = useId();

  let body;
  if (!profile) {
    body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  } else if (!allowed) {
    body = <p className="alert alert-error">{platformProblems.forbidden.message}</p>;
  } else if (estates.state !== 'loaded') {
    body = <LoadState load={estates} texts={loadTexts} />;
  } else if (estates.data.estates.length === 0) {
    body = <p className="alert banner-info alert-spaced">{t('estates.none')}</p>;
  } else {
    const list = estates.data.estates;
    // One estate needs no choosing; a pick made for another profile does not carry over.
    const chosenId =
      picked.key === profileKey ? picked.id : list.length === 1 ? (list[0]?.id ?? '') : '';
    const estate = list.find((e) => e.id === chosenId);
    body = (
      <>
        <div className="price-estate">
          <SelectField
            id={estateId}
            value={estate?.id ?? ''}
            error={undefined}
            onChange={(id) => setPicked({ key: profileKey, id })}
            label={t('estate.label')}
            hint={t('estate.hint')}
            placeholder={t('estate.choose')}
            width="medium"
            options={list.map((e) => ({ value: e.id, label: e.designation }))}
          />
        </div>
        {estate && <Calculator key={`${profileKey}:${estate.id}`} calls={calls} estate={estate} />}
      </>
    );
  }

  // The content page's own heading names the page (h1); the element's headings are h2.
  return <div className="price-calculation">{body}</div>;
}
