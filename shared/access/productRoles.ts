import type { Requirement } from './requirements.ts';

/**
 * `{product}` in role names (platform §6 Service_{product}El_Read/Write, economy §6). Route
 * tables and manifests are static, so they write the placeholder and the role checks put
 * the cooperative in: the server's kit once per route at start (server/kit/registerRoutes.ts),
 * the host's guard and the elements' `canWrite` with the runtime settings' slug.
 */
export const productPlaceholder = '{product}';

/**
 * The cooperative's part of a role name, from its slug (PRODUCT_SLUG, the same `{product}`
 * as in the paths): each dash-separated word with its first letter in capitals, the rest as
 * written, joined: granskog -> Granskog, norra-skog -> NorraSkog. The slug is the
 * deployment's ASCII form of the name, so the role name never depends on how the display
 * name is spelt (Södra is slug sodra, role Service_SodraEl_Read).
 */
export function productRolePart(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** A role name with `{product}` put in for the cooperative of `slug`. */
export function productRole(name: string, slug: string): string {
  return name.replaceAll(productPlaceholder, productRolePart(slug));
}

/** Whether a requirement names a role of the product (`{product}`). */
export function namesProduct(requirement: Requirement): boolean {
  return requirementNames(requirement).some((name) => name.includes(productPlaceholder));
}

/**
 * The requirement with `{product}` put in every role name. One that names none is given
 * back as it is. An unresolved placeholder never matches a real role, so a check that
 * forgets this refuses rather than lets through.
 */
export function forProduct(requirement: Requirement, slug: string): Requirement {
  if (!namesProduct(requirement)) return requirement;
  const put = (names: readonly string[]) => names.map((name) => productRole(name, slug));
  switch (requirement.kind) {
    case 'single':
      return { kind: 'single', role: productRole(requirement.role, slug) };
    case 'and':
    case 'or':
      return { kind: requirement.kind, roles: put(requirement.roles) };
    case 'andOr':
      return { kind: 'andOr', all: put(requirement.all), any: put(requirement.any) };
    case 'nestedOr':
      return { kind: 'nestedOr', anyOf: requirement.anyOf.map(put) };
  }
}

function requirementNames(requirement: Requirement): readonly string[] {
  switch (requirement.kind) {
    case 'single':
      return [requirement.role];
    case 'and':
    case 'or':
      return requirement.roles;
    case 'andOr':
      return [...requirement.all, ...requirement.any];
    case 'nestedOr':
      return requirement.anyOf.flat();
  }
}
