/**
 * The product's role base, `Service_{product}El` (economy-membership §6). Manifests and route
 * tables are static, so the demo cooperative's name (Granskog) is written here once; a server
 * test checks it against the role list of that product (server/electricity/routes.test.ts).
 * Kept apart from the schemas so the manifest stays small in the host's first load.
 */
export const electricityRoleBase = 'Service_GranskogEl';
export const electricityRead = `${electricityRoleBase}_Read`;
export const electricityWrite = `${electricityRoleBase}_Write`;
