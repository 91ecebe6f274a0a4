/**
 * A row's id as the portal makes them and PostgreSQL's uuid type reads them: 8-4-4-4-12
 * hexadecimal digits. Checked before an id from outside reaches a query, because the database
 * refuses other text with an error (a 500), not with the empty answer an unknown id gets.
 * A path parameter says it in its route table instead (`uuidParam`, shared/contracts/routes.ts).
 */
export const uuidPattern =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isUuid = (value: string): boolean => uuidPattern.test(value);
