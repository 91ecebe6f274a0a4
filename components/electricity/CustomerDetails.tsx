import type { ElectricityCustomer } from '../../shared/contracts/electricity.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { t } from './t.ts';

/** kunduppgifter (§3 Electricity customer): name, number, address, phone, mobile, e-mail. */
export function CustomerDetails({ customer }: { customer: ElectricityCustomer }) {
  const rows: [string, string | null][] = [
    [t('customer.name'), customer.name],
    [t('customer.number'), customer.customerNumber],
    [t('customer.address'), customer.address],
    [t('customer.postalCode'), customer.postalCode],
    [t('customer.city'), customer.city],
    [t('customer.phone'), customer.phone],
    [t('customer.mobile'), customer.mobile],
    [t('customer.email'), customer.email],
  ];
  return (
    <section aria-labelledby="electricity-customer">
      <h2 id="electricity-customer">{t('customer.heading')}</h2>
      <LabelValueList
        rows={rows.map(([label, value]) => [label, value ?? t('customer.missing')])}
        className="details-grid"
      />
      <p>{t('customer.change')}</p>
    </section>
  );
}
