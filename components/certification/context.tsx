import type { CertificateType, CertificationState } from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';
import { LoadState as KitLoadState, type LoadTexts } from '../../shared/elements/LoadState.tsx';
import type { Load } from '../../shared/elements/useLoad.ts';
import type { SignLinkSent } from '../../shared/contracts/signing/links.ts';
import type { CertificationCalls } from './api.ts';
import type { CertificationRouteId } from './paths.ts';
import { elementContext } from '../../shared/elements/elementContext.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import type { ProgressApi } from './progress.ts';
import { t } from './t.ts';

/** An application signed now (link null), or waiting for its signature by a link sent. */
export interface SentApplication {
  type: CertificateType;
  link: SignLinkSent | null;
}

/** What every screen shares: the portal, the calls, navigation, the state, the progress. */
export interface CertificationContextValue {
  portal: AreaPortal;
  calls: CertificationCalls;
  go(id: CertificationRouteId): void;
  state: Load<CertificationState> & { reload(): void; refresh(): void };
  progress: ProgressApi;
  /**
   * The application just signed, or its signing link just sent: the sign-sent modal shows,
   * and the guard waits for it.
   */
  sent: SentApplication | null;
  setSent(sent: SentApplication | null): void;
}

export const [CertificationContext, useCertification] = elementContext<CertificationContextValue>(
  'useCertification outside the certification element',
);

/** The member's Swedish text for a failed call: the area's codes, then the shared ones. */
export const errorText = (error: unknown): string => problemMessage(error, certificationProblems);

const loadTexts: LoadTexts = { loading: t('loading'), failure: errorText, retry: t('retry') };

/** The kit's LoadState in this element's words. */
export function LoadState({ load }: { load: { state: string; error?: unknown; reload(): void } }) {
  return <KitLoadState load={load} texts={loadTexts} />;
}
