import { createHash } from 'node:crypto';

/**
 * A stable UUID for a demo row from its name (SHA-256 of `namespace:name`, shaped as a
 * version-4 UUID), so an area's seed can run again, in any process, without duplicates.
 */
export function seedId(namespace: string, name: string): string {
  const hex = createHash('sha256').update(`${namespace}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
