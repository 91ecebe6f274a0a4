import { useMemo, useState } from 'react';
import { isRequirementMet, requires } from '../../shared/access/requirements.ts';
import type { NoticeSettings } from '../../shared/contracts/profile/notices.ts';
import { profileRoles } from '../../shared/contracts/profile/routes.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import type { ProfileApi } from './api.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { problemMessage, t } from './t.ts';

const noticesWrite = requires.and(profileRoles.read, profileRoles.write);

/** The notices' part of the profile page: loads the settings, then the form. */
export function NoticeSection({
  api,
  profileKey,
  roles,
  onSaved,
}: {
  api: ProfileApi;
  /** The member in force (a profile switch loads again). */
  profileKey: string | null;
  roles: readonly string[];
  onSaved(): void;
}) {
  const load = useLoad(profileKey && `${profileKey}:notices`, (signal) =>
    api.getNoticeSettings(signal),
  );
  // What the last save answered: the form starts again from it.
  const [saved, setSaved] = useState<{ round: number; settings: NoticeSettings | null }>({
    round: 0,
    settings: null,
  });
  const mayEdit = useMemo(() => isRequirementMet(noticesWrite, [...roles]), [roles]);

  if (load.state === 'loading') return <LoadingStatus>{t('notices.loading')}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <LoadFailure
        message={problemMessage(load.error)}
        retryLabel={t('details.retry')}
        onRetry={load.reload}
      />
    );
  const settings = saved.settings ?? load.data;
  return (
    <NoticeForm
      key={saved.round}
      settings={settings}
      mayEdit={mayEdit}
      focusSave={saved.round > 0}
      save={(preferences) => api.saveNoticePreferences(preferences)}
      onSaved={(next) => {
        setSaved((last) => ({ round: last.round + 1, settings: next }));
        onSaved();
      }}
    />
  );
}
