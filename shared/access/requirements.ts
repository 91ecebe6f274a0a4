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
 * Roles are compared exactly (case-sensitive), as the identity provider issues them. The same
 * kinds say which feature flags a call needs on (`Requirement<FeatureFlagName>`), read the
 * same way over the names of the flags that are on.
 */
export type Requirement<N extends string = string> =
  | { kind: 'single'; role: N }
  | { kind: 'and'; roles: readonly N[] }
  | { kind: 'or'; roles: readonly N[] }
  | { kind: 'andOr'; all: readonly N[]; any: readonly N[] }
  | { kind: 'nestedOr'; anyOf: readonly (readonly N[])[] };
export type RoleRequirement = Requirement;

export function isRequirementMet(requirement: Requirement, roles: readonly string[]): boolean {
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
  single: <N extends string>(role: N): Requirement<N> => ({ kind: 'single', role }),
  and: <N extends string>(...roles: N[]): Requirement<N> => ({ kind: 'and', roles }),
  or: <N extends string>(...roles: N[]): Requirement<N> => ({ kind: 'or', roles }),
  andOr: <N extends string>(all: N[], any: N[]): Requirement<N> => ({ kind: 'andOr', all, any }),
  nestedOr: <N extends string>(...anyOf: N[][]): Requirement<N> => ({ kind: 'nestedOr', anyOf }),
  /** `{base}_Read` and `{base}_Write`, the usual pair of a service that writes. */
  readWrite: (base: string): RoleRequirement => ({
    kind: 'and',
    roles: [`${base}_Read`, `${base}_Write`],
  }),
};
