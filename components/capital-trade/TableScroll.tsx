export { TableScroll } from '../../shared/elements/DataTable.tsx';
