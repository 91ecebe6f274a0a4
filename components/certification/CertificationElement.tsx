import { lazy, Suspense, useId, useState } from 'react';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useCertificationCalls } from './api.ts';
import { Adviser } from './Adviser.tsx';
import {
  CertificationContext,
  type CertificationContextValue,
  type SentApplication,
} from './context.tsx';
import { Home } from './Home.tsx';
import { certificationPath, type CertificationRouteId } from './paths.ts';
import { useCertificationPortal } from './portal.ts';
import { useProgress } from './progress.ts';
import { SentDialog } from './SentDialog.tsx';
import { StepGuard } from './StepGuard.tsx';
import { t } from './t.ts';

// The steps (the video, the questions, signing) load when the member starts applying.
const Steps = lazy(() => import('./Steps.tsx'));
// Signing by a link sent by e-mail or SMS, with the signing view.
const SignLink = lazy(() => import('./SignLink.tsx'));

/**
 * portal-certification, "Skogscertifiering" (economy-membership §2-§9): the home with the
 * member's status and deviations, the guarded steps of bli-certifierad and
 * kontakta-radgivare, chosen by the route the host matched. It follows the effective
 * profile: a switch loads that member's certification and browser-kept progress.
 */
export function CertificationElement(_props: ServiceElementProps) {
  const portal = useCertificationPortal();
  const route = useRoute();
  const calls = useCertificationCalls(portal.api);
  const headingId = useId();
  const state = useLoad(portal.profileKey && `${portal.profileKey}:certification`, (signal) =>
    calls.getCertification({ signal }),
  );
  const memberId = portal.profile.data?.memberId ?? '';
  const progress = useProgress(memberId);
  const id = (route.id ?? 'certificationHome') as CertificationRouteId;
  const [sent, setSent] = useState<SentApplication | null>(null);

  const value: CertificationContextValue = {
    portal,
    calls,
    state,
    progress,
    sent,
    setSent,
    go: (to) => portal.navigate(certificationPath(to)),
  };

  let body;
  if (!portal.profile.data) {
    body =
      portal.profile.state === 'error' ? (
        <p className="alert alert-error">{t('error.profile')}</p>
      ) : (
        <LoadingStatus>{t('loading')}</LoadingStatus>
      );
  } else if (id === 'certificationHome') {
    body = <Home />;
  } else if (id === 'certificationAdviser') {
    body = <Adviser />;
  } else if (id === 'certificationSignLink') {
    body = (
      <Suspense fallback={<LoadingStatus>{t('loading')}</LoadingStatus>}>
        <SignLink />
      </Suspense>
    );
  } else {
    body = (
      <StepGuard routeId={id}>
        {(step) => (
          <Suspense fallback={<LoadingStatus>{t('loading')}</LoadingStatus>}>
            <Steps step={step} />
          </Suspense>
        )}
      </StepGuard>
    );
  }

  return (
    <CertificationContext.Provider value={value}>
      <section aria-labelledby={headingId} className="certification">
        <h2 id={headingId}>{t('heading')}</h2>
        {body}
        {sent && (
          <SentDialog
            type={sent.type}
            link={sent.link}
            onClose={() => {
              setSent(null);
              state.refresh();
              value.go('certificationHome');
            }}
          />
        )}
      </section>
    </CertificationContext.Provider>
  );
}
