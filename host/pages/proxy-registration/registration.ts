import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { isApiError } from '../../../shared/api/apiError.ts';
import { createApiClient } from '../../../shared/api/client.ts';
import type {
  CompleteRegistrationRequest,
  ProxyRightCode,
} from '../../../shared/contracts/proxies.ts';
import {
  proxyRegistrationPath,
  proxyRegistrationRoutes,
} from '../../../shared/contracts/proxies/element.ts';
import { areaPath } from '../../../shared/elements/manifest.ts';
import {
  proxyProblems,
  proxyTicketProblemTypes,
} from '../../../shared/contracts/proxies/problems.ts';
import { errorMessage } from '../../../shared/i18n/t.ts';
import { formatDate } from '../../../shared/format/format.ts';
import { t } from './t.ts';
import { useBridge } from '../../context.tsx';

/**
 * The receiver is not signed in (platform §6: anonymous routes): a plain client, no token,
 * no X-User-Id, even when someone happens to be signed in on this browser.
 */
export function useAnonymousApi() {
  const settings = useStore(useBridge().settings);
  const baseUrl = settings?.apiBaseUrl ?? '/';
  return useMemo(
    () =>
      createApiClient({ baseUrl, getAccessToken: async () => null, getProxyUserId: () => null }),
    [baseUrl],
  );
}

export const registerPath = proxyRegistrationPath;
export const callbackPath = (slug: string, ticketId: string) =>
  areaPath(proxyRegistrationRoutes.proxyRegisterCallback, slug, { ticketId });

export const rightLabel = (right: ProxyRightCode) => t(`right.${right}`);
export const validToLabel = (validTo: string | null) =>
  validTo ? formatDate(validTo) : t('untilFurtherNotice');

export type TicketProblem = (typeof proxyTicketProblemTypes)[number];

export function ticketProblem(error: unknown): TicketProblem | null {
  return proxyTicketProblemTypes.find((type) => isApiError(error, type)) ?? null;
}

/**
 * The Swedish message for a failed registration call: the link's own, else the host's
 * text for a shared code (the whole shared catalogue stays out of the host's first load).
 */
export function registrationErrorText(error: unknown): string {
  const problem = ticketProblem(error);
  return problem
    ? proxyProblems[problem].message
    : errorMessage(isApiError(error) ? error.type : undefined);
}

/**
 * Between the identification (the register page) and its callback ('slutfor') the identity
 * waits in session storage, for this tab only. In production the e-ID provider returns to
 * the callback instead, and the server reads the identity from its answer.
 */
const storageKey = 'memberportal_proxyRegistration';

export function storeIdentity(ticketId: string, identity: CompleteRegistrationRequest): void {
  sessionStorage.setItem(storageKey, JSON.stringify({ ticketId, ...identity }));
}

export function takeIdentity(ticketId: string): CompleteRegistrationRequest | null {
  const raw = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  try {
    const stored = JSON.parse(raw ?? 'null') as
      ({ ticketId?: unknown } & Partial<CompleteRegistrationRequest>) | null;
    if (
      stored?.ticketId !== ticketId ||
      typeof stored.personalNumber !== 'string' ||
      typeof stored.name !== 'string'
    ) {
      return null;
    }
    return { personalNumber: stored.personalNumber, name: stored.name };
  } catch {
    return null;
  }
}
