/**
 * Role requirements of routes (platform §5, §6). The five kinds and what "met" means:
 *
 * - `single`:   the member holds `role`.
 * - `and`:      the member holds every role in `roles` (an empty list is met).
 * - `or`:       the member holds at least one role in `roles` (an empty list is not met).
 * - `andOr`:    the member holds every role in `all` and at least one in `any`
 *               (an empty `any` adds no condition, so it behaves as `and` over `all`).
 * - `nestedOr`: an OR of ANDs: met when some group in `anyOf` is held in full
 *               (an empty `anyOf` is not met; an empty group is met).
 *
 * Roles are compared exactly (case-sensitive), as the identity provider issues them.
 */
export type RoleRequirement =
  | { kind: 'single'; role: string }
  | { kind: 'and'; roles: readonly string[] }
  | { kind: 'or'; roles: readonly string[] }
  | { kind: 'andOr'; all: readonly string[]; any: readonly string[] }
  | { kind: 'nestedOr'; anyOf: readonly (readonly string[])[] };

export function isRequirementMet(requirement: RoleRequirement, roles: readonly string[]): boolean {
  const held = (role: string) => roles.includes(role);
  switch (requirement.kind) {
    case 'single':
      return held(requirement.role);
    case 'and':
      return requirement.roles.every(held);
    case 'or':
      return requirement.roles.some(held);
    case 'andOr':
      return (
        requirement.all.every(held) && (requirement.any.length === 0 || requirement.any.some(held))
      );
    case 'nestedOr':
      return requirement.anyOf.some((group) => group.every(held));
  }
}

/**
 * Whether a route is accessible (platform §5): its role requirement decides when it has
 * one; otherwise the server's per-route `hasAccess`, which defaults to true. `roles` are
 * the EFFECTIVE profile's (the proxy's while a proxy is used).
 */
export function routeAccess(
  requirement: RoleRequirement | undefined,
  serverHasAccess: boolean | undefined,
  roles: readonly string[],
): boolean {
  if (requirement) return isRequirementMet(requirement, roles);
  return serverHasAccess ?? true;
}

/** Builders that read like the spec's wording. */
export const requires = {
  single: (role: string): RoleRequirement => ({ kind: 'single', role }),
  and: (...roles: string[]): RoleRequirement => ({ kind: 'and', roles }),
  or: (...roles: string[]): RoleRequirement => ({ kind: 'or', roles }),
  andOr: (all: string[], any: string[]): RoleRequirement => ({ kind: 'andOr', all, any }),
  nestedOr: (...anyOf: string[][]): RoleRequirement => ({ kind: 'nestedOr', anyOf }),
  /** `{base}_Read` and `{base}_Write`, the usual pair of a service that writes. */
  readWrite: (base: string): RoleRequirement => ({
    kind: 'and',
    roles: [`${base}_Read`, `${base}_Write`],
  }),
};
