import type { NavigateOptions } from '@portal/bridge';
import { useEffect } from 'react';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import type { DeliveryCalls } from './api.ts';
import { InitError } from './InitError.tsx';
import { ongoingLandingsPath } from './paths.ts';
import { t } from './t.ts';

type Props = {
  calls: DeliveryCalls;
  profileKey: string | null;
  agreementId: string;
  /** The address's query ('' or '?…'), kept on the way on. */
  search: string;
  navigate(path: string, options?: NavigateOptions): void;
};

/**
 * `anmalan/upplag/` without a delivery id (§2.1 `{deliveryGuid?}/upplag`): the agreement's
 * one ongoing notification's landing list, else the deliveries view, in place of the address
 * asked for (so Back leaves the area).
 */
export function OngoingLandings({ calls, profileKey, agreementId, search, navigate }: Props) {
  const data = useLoad(profileKey && `${profileKey}|${agreementId}|ongoing`, (signal) =>
    calls.listDeliveries({ params: { agreementId }, signal }),
  );
  const target =
    data.state === 'loaded' ? ongoingLandingsPath(agreementId, data.data.deliveries) : null;
  useEffect(() => {
    if (target) navigate(`${target}${search}`, { replace: true });
  }, [target, search, navigate]);

  if (data.state === 'error')
    return <InitError error={data.error} reload={data.reload} navigate={navigate} />;
  return <LoadingStatus>{t('loading')}</LoadingStatus>;
}
