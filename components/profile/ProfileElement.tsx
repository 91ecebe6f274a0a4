import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ContactDetails } from '../../shared/contracts/contactDetails.ts';
import { isRequirementMet } from '../../shared/access/requirements.ts';
import { preferencesWrite } from '../../shared/contracts/profile/routes.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { BusyButton } from '../../shared/forms/BusyButton.tsx';
import { createProfileApi } from './api.ts';
import { passwordChangePath } from '../../shared/auth/paths.ts';
import { CertificateButton } from './CertificateButton.tsx';
import { ContactForm, type SaveOutcome } from './ContactForm.tsx';
import { DetailsList } from './DetailsList.tsx';
import { NoticeSection } from './NoticeSection.tsx';
import { useProfilePortal } from './portal.ts';
import type { ProfileMessageKey } from './sv.ts';
import { problemMessage, t } from './t.ts';
import { LoadState } from '../../shared/elements/LoadState.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

export interface ProfileElementProps {
  configurationId?: string;
  storageKey?: string;
}

interface Notice {
  saved: ProfileMessageKey[];
  error: string | null;
}

/**
 * portal-profile: the member's details (platform §2 profile routes, economy §2/§3), the
 * form 'Ändra mina uppgifter', the confirmation at 'bekrafta' and the certificate download.
 * Reads who the member is and where they are from the bridge; follows a profile switch.
 */
export function ProfileElement(_props: ProfileElementProps) {
  const portal = useProfilePortal();
  const { bridge, slug } = portal;
  const api = useMemo(() => createProfileApi(portal.api), [portal.api]);
  const profile = portal.profile.data;
  // 'bekrafta' (platform §2) is the confirm view; the rest is home.
  const confirmView = useRoute().id === 'profileConfirm';
  const preferencesV2 = portal.isFlagOn('ProfilePreferencesV2');
  const mayEditPreferences = isRequirementMet(preferencesWrite, profile?.roles ?? []);

  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>({ saved: [], error: null });
  const noticeRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  // Load again when the member in force changes (a profile switch while mounted); what was
  // being edited or reported belonged to the other profile.
  const memberId = profile?.memberId ?? null;
  const load = useLoad(portal.profileKey, (signal) => api.getContactDetails(signal));
  useEffect(() => {
    setEditing(false);
    setNotice({ saved: [], error: null });
  }, [memberId]);

  // Focus goes back to "Ändra mina uppgifter" once the closed form has rendered it: an
  // effect after that render, not the next animation frame, which a page in the background
  // does not get.
  const [focusEditButton, setFocusEditButton] = useState(false);
  useEffect(() => {
    if (!focusEditButton) return;
    editButtonRef.current?.focus();
    setFocusEditButton(false);
  }, [focusEditButton]);

  const showNotice = (next: Notice) => {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const onSaved = (outcome: SaveOutcome) => {
    // What was saved is confirmed by the portal's toast (platform §9); a failure is also
    // shown here, where focus goes, and the form stays open to correct it.
    if (outcome.saved.length > 0) {
      bridge.toasts.show({
        message: outcome.saved.map((key) => t(key)).join(' '),
        duration: outcome.saved.length > 1 ? 'long' : 'default',
      });
    }
    if (outcome.error) {
      bridge.toasts.show({ message: outcome.error, kind: 'error' });
      setNotice({ saved: [], error: outcome.error });
    } else {
      setEditing(false);
      setNotice({ saved: [], error: null });
      setFocusEditButton(true);
    }
    load.refresh();
  };

  async function confirm(details: ContactDetails) {
    if (confirming) return;
    if (!details.email) {
      setEditing(true);
      return;
    }
    setConfirming(true);
    try {
      await api.saveContactInformation(
        {
          email: details.email,
          mobileCountryCode: details.mobileCountryCode ?? '',
          mobilePhone: details.mobilePhone ?? '',
        },
        details.version,
      );
      showNotice({ saved: ['confirm.done'], error: null });
    } catch (error) {
      const message = `${t('error.contactFailed')} ${problemMessage(error)}`;
      bridge.toasts.show({ message, kind: 'error' });
      showNotice({ saved: [], error: message });
    } finally {
      setConfirming(false);
      load.refresh();
    }
  }

  const details = load.state === 'loaded' ? load.data : null;
  const confirmed = notice.saved.includes('confirm.done');

  return (
    <section ref={sectionRef} aria-labelledby={headingId}>
      <h2 id={headingId}>{confirmView ? t('confirm.heading') : t('details.heading')}</h2>
      {confirmView && !confirmed && <p>{t('confirm.intro')}</p>}

      <div ref={noticeRef} tabIndex={-1} className="focus-target">
        <div role="status">
          {notice.saved.map((key) => (
            <p key={key} className="alert alert-success">
              {t(key)}
            </p>
          ))}
        </div>
        {notice.error && (
          <p className="alert alert-error" role="alert">
            {notice.error}
          </p>
        )}
      </div>

      <LoadState
        load={load}
        texts={{
          loading: t('details.loading'),
          failure: problemMessage,
          retry: t('details.retry'),
        }}
        spaced={false}
      />

      {details && (
        <>
          <DetailsList profile={profile} details={details} />
          {!editing && (
            <div className="actions">
              {confirmView && !confirmed && (
                <BusyButton
                  className="button button-primary"
                  busy={confirming}
                  label={t('confirm.yes')}
                  busyLabel={t('confirm.confirming')}
                  onClick={() => void confirm(details)}
                />
              )}
              {confirmView && confirmed ? (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => bridge.actions.navigate(`/medlem-i-${slug}/profil/`)}
                >
                  {t('confirm.back')}
                </button>
              ) : (
                <button
                  ref={editButtonRef}
                  type="button"
                  className={confirmView ? 'button' : 'button button-primary'}
                  onClick={() => {
                    setNotice({ saved: [], error: null });
                    setEditing(true);
                    // Focus goes to the form's first field, where the member goes on.
                    requestAnimationFrame(() =>
                      sectionRef.current?.querySelector<HTMLElement>('form input')?.focus(),
                    );
                  }}
                >
                  {t('details.edit')}
                </button>
              )}
            </div>
          )}
          {!editing && !confirmView && (
            // The password is changed at the identity provider, through the host's page.
            <p className="space-before-large">
              <PortalLink href={passwordChangePath}>{t('details.changePassword')}</PortalLink>
            </p>
          )}
          {editing && (
            <ContactForm
              key={details.version}
              details={details}
              api={api}
              preferencesV2={preferencesV2}
              mayEditPreferences={mayEditPreferences}
              onCancel={() => {
                setEditing(false);
                setFocusEditButton(true);
              }}
              onSaved={onSaved}
            />
          )}
          {!confirmView && <CertificateButton api={api} />}
          {!confirmView && !editing && (
            <NoticeSection
              api={api}
              profileKey={portal.profileKey}
              roles={profile?.roles ?? []}
              onSaved={() => bridge.toasts.show({ message: t('notices.saved') })}
            />
          )}
        </>
      )}
    </section>
  );
}
