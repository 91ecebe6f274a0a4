import { useRef } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { CloseFooter } from '../../shared/forms/FormFooter.tsx';
import { SigningDialog, useSigningDialog } from '../../shared/signing/SigningDialog.tsx';
import { useProxyCalls } from './api.ts';
import { counterpartName } from './labels.ts';
import { OrganizationNotice } from './OrganizationNotice.tsx';
import { ProxyDetails } from './ProxyDetails.tsx';
import { ProxyForm, emptyProxyForm, type ProxyFormValues } from './ProxyForm.tsx';
import { RegistrationLink } from './RegistrationLink.tsx';
import { SignForm } from './SignForm.tsx';
import { t } from './t.ts';

export interface ProxyDialogProps {
  mode: 'create' | 'replace';
  api: ApiClient;
  slug: string;
  /** The proxy being replaced (replace mode). */
  replacing?: Proxy | undefined;
  isOrganizationUser: boolean;
  /** The dialog has closed; `proxy` is the one made in it, if any (signed or not). */
  onClose(proxy: Proxy | null): void;
}

/**
 * Create or replace a proxy (routes 'ny' and '{proxyId}/redigera'): the form, then the
 * giver's signature, then the outcome: active at once for a receiver who is a member, or
 * the registration link to send to a new receiver. Organisation users get the support
 * message instead of the form.
 */
export function ProxyDialog({
  mode,
  api,
  slug,
  replacing,
  isOrganizationUser,
  onClose,
}: ProxyDialogProps) {
  const calls = useProxyCalls(api);
  const made = useRef<Proxy | null>(null);
  // Focus starts on the form's first field (the dialog's first tab stop).
  const firstField = useRef<HTMLElement>(null);
  // Escape, "Avbryt" or the close button with unsaved changes in the form ask first; each
  // step replaces the one before: focus its first field, or the outcome's heading.
  const dialog = useSigningDialog<{ proxy: Proxy }, { proxy: Proxy }>({
    onClose: () => onClose(made.current),
    initialFocus: firstField,
  });
  const { state, close } = dialog;

  const initial: ProxyFormValues = replacing
    ? {
        receiverNationalId: replacing.receiver.nationalId,
        receiverEmail: replacing.receiver.email,
        receiverPhoneCountryCode: replacing.receiver.phoneCountryCode,
        receiverPhone: replacing.receiver.phone,
        rights: [...replacing.rights],
        validTo: replacing.validTo ?? '',
      }
    : emptyProxyForm;

  return (
    <SigningDialog
      dialog={dialog}
      titles={{
        form: mode === 'create' ? t('form.createTitle') : t('form.replaceTitle'),
        sign: t('sign.title'),
        done: t('done.title'),
      }}
    >
      {isOrganizationUser ? (
        <>
          <OrganizationNotice slug={slug} />
          <CloseFooter label={t('close')} onClose={close} />
        </>
      ) : state.step === 'form' ? (
        <>
          {replacing && (
            <>
              <p>{t('form.replaceIntro')}</p>
              <p>
                <strong>{t('field.receiver')}:</strong> {counterpartName(replacing)} (
                {replacing.receiver.nationalId})
              </p>
            </>
          )}
          <ProxyForm
            mode={mode}
            initial={initial}
            dirtyRef={dialog.dirtyRef}
            onCancel={dialog.requestClose}
            onSubmit={async (request) => {
              const proxy =
                mode === 'create'
                  ? await calls.createProxy({
                      body: { ...request, receiverNationalId: request.receiverNationalId ?? '' },
                    })
                  : await calls.replaceProxy({
                      params: { proxyId: replacing?.id ?? '' },
                      body: request,
                    });
              made.current = proxy;
              dialog.toSign({ proxy });
            }}
          />
        </>
      ) : state.step === 'sign' ? (
        <>
          <ProxyDetails proxy={state.proxy} />
          <SignForm
            api={api}
            proxyId={state.proxy.id}
            fieldRef={dialog.signField}
            onLater={close}
            onSigned={(proxy) => {
              made.current = proxy;
              dialog.toDone({ proxy });
            }}
          />
        </>
      ) : (
        <>
          <p className="alert alert-success alert-spaced">
            {state.proxy.status === 'active'
              ? t('done.active', { name: counterpartName(state.proxy) })
              : t('done.pending')}
            {state.proxy.replacesProxyId ? ` ${t('done.replaced')}` : ''}
          </p>
          {state.proxy.registrationTicketId && (
            <RegistrationLink slug={slug} ticketId={state.proxy.registrationTicketId} inDialog />
          )}
          <CloseFooter label={t('done.close')} onClose={close} primary />
        </>
      )}
    </SigningDialog>
  );
}
