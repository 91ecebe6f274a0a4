import { useId } from 'react';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { useSupportPortal } from './portal.ts';
import { SupportForm } from './SupportForm.tsx';
import { t } from './t.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';

export interface SupportElementProps {
  configurationId?: string;
  storageKey?: string;
}

/**
 * Skogsägarsupport (portal-support): the contact form for the profile in force. Both
 * support roles are needed (platform §6); the server checks them again. A profile switch
 * starts a fresh form for the new profile.
 */
export function SupportElement(_props: SupportElementProps) {
  const { profile, api, settings, canWrite } = useSupportPortal();
  const data = profile.data;
  const headingId = useId();
  let body;
  if (!data) {
    body =
      profile.state === 'error' ? (
        <p className="alert alert-error">{t('error.profile')}</p>
      ) : (
        <LoadingStatus>{t('loading')}</LoadingStatus>
      );
  } else if (!canWrite) {
    body = <p className="alert alert-error">{platformProblems.forbidden.message}</p>;
  } else {
    body = (
      <SupportForm
        key={data.memberId}
        api={api}
        prefillEmail={data.emailAddress}
        hours={settings?.contact.hours ?? null}
      />
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {body}
    </section>
  );
}
