import { useEffect, type ReactNode } from 'react';
import {
  guardCertificationStep,
  type CertificationStep,
  type GuardOutcome,
} from '../../shared/contracts/certification/guard.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { LoadState, useCertification } from './context.tsx';
import { stepRoutes, type CertificationRouteId } from './paths.ts';
import { t } from './t.ts';

const stepOf = (routeId: CertificationRouteId): CertificationStep =>
  (Object.entries(stepRoutes).find(([, id]) => id === routeId)?.[0] ??
    'intro') as CertificationStep;

const targetOf = (outcome: GuardOutcome): CertificationRouteId | null => {
  switch (outcome.kind) {
    case 'open':
      return null;
    case 'home':
      return 'certificationHome';
    case 'adviser':
      return 'certificationAdviser';
    case 'step':
      return stepRoutes[outcome.step];
  }
};

/**
 * The guard of §4 (shared/contracts/certification/guard.ts) in front of every step: the
 * step opens, or the member is sent where the guard says (home, the adviser, or the first
 * step not yet done), with the member's state from the server and progress from storage.
 */
export function StepGuard({
  routeId,
  children,
}: {
  routeId: CertificationRouteId;
  children: (step: CertificationStep) => ReactNode;
}) {
  const { state, progress, go, sent } = useCertification();
  const step = stepOf(routeId);
  const target =
    state.state === 'loaded' && !sent
      ? targetOf(guardCertificationStep(step, state.data.eligibility, progress.progress))
      : null;
  useEffect(() => {
    if (target) go(target);
    // go changes identity each render; the target decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  if (state.state !== 'loaded') return <LoadState load={state} />;
  if (sent) return null;
  if (target) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  return <>{children(step)}</>;
}
