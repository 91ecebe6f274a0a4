// The elements' old address of the amount rules, now in shared/validation/amount.ts (the
// contracts' layer); components/ still import it from here.
export { formatAmount, formatAmountInput, parseAmount } from '../validation/amount.ts';
