import { useEffect } from 'react';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import type { DeliveryCalls } from './api.ts';
import { DeliveriesView } from './DeliveriesView.tsx';
import { InitError } from './InitError.tsx';
import { LandingList } from './LandingList.tsx';
import { landingsPath, ongoingLandingsPath, replaceAddress } from './paths.ts';
import { t } from './t.ts';

type Props = {
  calls: DeliveryCalls;
  profileKey: string | null;
  agreementId: string;
  canWrite: boolean;
  eudr: boolean;
  navigate(path: string): void;
};

/**
 * `anmalan/upplag/` without a delivery id (§2.1 `{deliveryGuid?}/upplag`): the agreement's
 * one ongoing notification's landing list, else the deliveries view; the address bar then
 * says which (the same history entry).
 */
export function OngoingLandings(props: Props) {
  const { calls, profileKey, agreementId, navigate } = props;
  const data = useLoad(profileKey && `${profileKey}|${agreementId}|ongoing`, (signal) =>
    calls.listDeliveries({ params: { agreementId }, signal }),
  );
  const target =
    data.state === 'loaded' ? ongoingLandingsPath(agreementId, data.data.deliveries) : null;
  useEffect(() => {
    if (target) replaceAddress(target);
  }, [target]);

  if (data.state === 'loading') return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (data.state === 'error')
    return <InitError error={data.error} reload={data.reload} navigate={navigate} />;
  const ongoing = data.data.deliveries.find((d) => target === landingsPath(agreementId, d.id));
  return ongoing ? (
    <LandingList key={ongoing.id} {...props} deliveryId={ongoing.id} />
  ) : (
    <DeliveriesView {...props} />
  );
}
