import { productRole } from '../../access/productRoles.ts';

/**
 * The product's role base, `Service_{product}El` (economy-membership §2, §6), with the
 * placeholder the role checks fill in from the slug (shared/access/productRoles.ts): the
 * demo's granskog gives Service_GranskogEl_Read and _Write. Kept apart from the schemas so
 * the manifest stays small in the host's first load.
 */
export const electricityRoleBase = 'Service_{product}El';
export const electricityRead = `${electricityRoleBase}_Read`;
export const electricityWrite = `${electricityRoleBase}_Write`;

/** The electricity roles of the cooperative of `slug`, as the identity provider issues them. */
export const electricityRolesOf = (slug: string) => ({
  read: productRole(electricityRead, slug),
  write: productRole(electricityWrite, slug),
});
