import { accountTypes, type Account } from '../../shared/contracts/accounts.ts';
import { formatOre } from '../../shared/format/format.ts';
import { interestText, typeLabel } from './labels.ts';
import { accountPath } from './paths.ts';
import { t } from './t.ts';

const order = (account: Account) => accountTypes.indexOf(account.type);

/**
 * The member's accounts in the order of their types (member account, fixed interest 1, 3,
 * 5 years, settlement, paid and issued capital, payment plan): each named by its type and
 * linked to its page, with number, rate, balance, reserved and available amounts.
 */
export function AccountTable({
  accounts,
  slug,
  labelledBy,
  go,
}: {
  accounts: readonly Account[];
  slug: string;
  /** The id of the heading that names the table (and its scrolling region). */
  labelledBy: string;
  go(path: string): void;
}) {
  const sorted = [...accounts].sort(
    (a, b) => order(a) - order(b) || a.accountNumber.localeCompare(b.accountNumber),
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that may scroll sideways (a wide table at 320 px) must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="data-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('column.account')}</th>
            <th scope="col">{t('column.accountNumber')}</th>
            <th scope="col" className="numeric">
              {t('column.interest')}
            </th>
            <th scope="col" className="numeric">
              {t('column.balance')}
            </th>
            <th scope="col" className="numeric">
              {t('column.reserved')}
            </th>
            <th scope="col" className="numeric">
              {t('column.available')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((account) => {
            const href = accountPath(slug, account.id);
            return (
              <tr key={account.id}>
                <th scope="row">
                  <a
                    href={href}
                    onClick={(event) => {
                      event.preventDefault();
                      go(href);
                    }}
                  >
                    {typeLabel(account.type)}
                  </a>
                  {!account.active && (
                    <>
                      {' '}
                      <span className="chip">{t('account.inactive')}</span>
                    </>
                  )}
                </th>
                <td>{account.accountNumber}</td>
                <td className="numeric">{interestText(account)}</td>
                <td className="numeric">{formatOre(account.balanceOre)}</td>
                <td className="numeric">{formatOre(account.reservedOre)}</td>
                <td className="numeric">{formatOre(account.availableOre)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
