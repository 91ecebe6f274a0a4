import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { supportElement } from '../../shared/contracts/support/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';

/** The element's links, from the area manifests (shared/contracts/<area>/element.ts). */
const { accountsHome, accountsNewAccount, accountsAccount, accountsWithdrawal } =
  accountsElement.routes;

export const homePath = (slug: string) => areaPath(accountsHome, slug);
export const newAccountPath = (slug: string) => areaPath(accountsNewAccount, slug);
export const accountPath = (slug: string, accountId: string) =>
  areaPath(accountsAccount, slug, { accountId });
export const withdrawalPath = (slug: string, accountId: string) =>
  areaPath(accountsWithdrawal, slug, { accountId });
export const supportPath = (slug: string) => areaPath(supportElement.routes.support, slug);
