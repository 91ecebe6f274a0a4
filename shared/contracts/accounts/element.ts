import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

const home = 'skogsgardens-ekonomi/konton-i-{slug}';
const read = {
  requirement: requires.single('Service_Finance_Read'),
  flags: requires.single('Accounts'),
} as const;
const write = {
  requirement: requires.readWrite('Service_Finance'),
  flags: requires.single('Accounts'),
} as const;

/**
 * Konton (economy-membership §2 Accounts): the home with its modal child `nytt-konto`, an
 * account `konto/:accountId` with its modal child `uttag`, and the two signing callbacks
 * `.../slutfor`. The flag Accounts off sends the member home; write routes need
 * Service_Finance_Write.
 */
export const accountsElement = defineAreaManifest({
  area: 'accounts',
  element: 'portal-accounts',
  routes: {
    accountsNewAccountDone: { path: `${home}/nytt-konto/slutfor`, page: home, rule: write },
    accountsNewAccount: { path: `${home}/nytt-konto`, page: home, rule: write },
    accountsWithdrawalDone: {
      path: `${home}/konto/:accountId/uttag/slutfor`,
      page: home,
      rule: write,
    },
    accountsWithdrawal: { path: `${home}/konto/:accountId/uttag`, page: home, rule: write },
    accountsAccount: { path: `${home}/konto/:accountId`, page: home, rule: read },
    accountsHome: { path: home, rule: read },
  },
});
