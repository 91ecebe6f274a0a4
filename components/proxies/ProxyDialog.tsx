import { useEffect, useId, useRef, useState } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Proxy } from '../../shared/contracts/proxies.ts';
import { ConfirmClose } from '../../shared/forms/ConfirmClose.tsx';
import { useFormDialog } from '../../shared/forms/useFormDialog.ts';
import { useProxyCalls } from './api.ts';
import { counterpartName } from './labels.ts';
import { OrganizationNotice } from './OrganizationNotice.tsx';
import { ProxyDetails } from './ProxyDetails.tsx';
import { ProxyForm, emptyProxyForm, type ProxyFormValues } from './ProxyForm.tsx';
import { RegistrationLink } from './RegistrationLink.tsx';
import { SignForm } from './SignForm.tsx';
import { t } from './t.ts';

type Step = { step: 'form' } | { step: 'sign'; proxy: Proxy } | { step: 'done'; proxy: Proxy };

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
  const titleId = useId();
  const calls = useProxyCalls(api);
  const [state, setState] = useState<Step>({ step: 'form' });
  const made = useRef<Proxy | null>(null);
  // Focus starts on the form's first field (the dialog's first tab stop).
  const firstField = useRef<HTMLElement>(null);
  const signField = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = useRef(false);
  const stepRef = useRef(state.step);
  stepRef.current = state.step;
  // Escape, "Avbryt" or the close button with unsaved changes in the form ask first.
  const { close, requestClose, confirming, keepOpen, dialogProps } = useFormDialog(
    () => onClose(made.current),
    firstField,
    () => stepRef.current === 'form' && dirty.current,
  );

  // Each step replaces the one before: focus its first field, or the outcome's heading.
  useEffect(() => {
    if (state.step === 'sign') (signField.current ?? heading.current)?.focus();
    if (state.step === 'done') heading.current?.focus();
  }, [state.step]);

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

  const title =
    state.step === 'sign'
      ? t('sign.title')
      : state.step === 'done'
        ? t('done.title')
        : mode === 'create'
          ? t('form.createTitle')
          : t('form.replaceTitle');

  return (
    <dialog {...dialogProps} className="dialog form-dialog" aria-labelledby={titleId}>
      <ConfirmClose open={confirming} onStay={keepOpen} onLeave={close} />
      <h2 id={titleId} ref={heading} tabIndex={-1} className="form-dialog-title">
        {title}
      </h2>
      {isOrganizationUser ? (
        <>
          <OrganizationNotice slug={slug} />
          <div className="form-footer">
            <button type="button" className="button" onClick={close}>
              {t('close')}
            </button>
          </div>
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
            dirtyRef={dirty}
            onCancel={requestClose}
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
              setState({ step: 'sign', proxy });
            }}
          />
        </>
      ) : state.step === 'sign' ? (
        <>
          <ProxyDetails proxy={state.proxy} />
          <SignForm
            api={api}
            proxyId={state.proxy.id}
            fieldRef={signField}
            onLater={close}
            onSigned={(proxy) => {
              made.current = proxy;
              setState({ step: 'done', proxy });
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
            <RegistrationLink slug={slug} ticketId={state.proxy.registrationTicketId} />
          )}
          <div className="form-footer">
            <button type="button" className="button button-primary" onClick={close}>
              {t('done.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
