import { accountTypes, type Account } from '../../shared/contracts/accounts.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { formatOre } from '../../shared/format/format.ts';
import { interestText, typeLabel } from './labels.ts';
import { accountPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

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
    <DataTable
      name={{ labelledBy }}
      className="data-table"
      columns={[
        { label: t('column.account') },
        { label: t('column.accountNumber') },
        { label: t('column.interest'), className: 'numeric' },
        { label: t('column.balance'), className: 'numeric' },
        { label: t('column.reserved'), className: 'numeric' },
        { label: t('column.available'), className: 'numeric' },
      ]}
    >
      {sorted.map((account) => {
        const href = accountPath(slug, account.id);
        return (
          <tr key={account.id}>
            <th scope="row">
              <PortalLink href={href} navigate={go}>
                {typeLabel(account.type)}
              </PortalLink>
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
    </DataTable>
  );
}
