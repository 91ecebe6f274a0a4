import { describe, expect, it } from 'vitest';
import { isRequirementMet, requires, routeAccess } from './requirements.ts';

describe('role requirement kinds', () => {
  it('single: the one role', () => {
    expect(isRequirementMet(requires.single('A'), ['A', 'B'])).toBe(true);
    expect(isRequirementMet(requires.single('A'), ['B'])).toBe(false);
    expect(isRequirementMet(requires.single('A'), ['a']), 'case-sensitive').toBe(false);
  });

  it('and: every role; an empty list is met', () => {
    expect(isRequirementMet(requires.and('A', 'B'), ['B', 'A'])).toBe(true);
    expect(isRequirementMet(requires.and('A', 'B'), ['A'])).toBe(false);
    expect(isRequirementMet(requires.and(), [])).toBe(true);
  });

  it('or: at least one role; an empty list is not met', () => {
    expect(isRequirementMet(requires.or('A', 'B'), ['B'])).toBe(true);
    expect(isRequirementMet(requires.or('A', 'B'), ['C'])).toBe(false);
    expect(isRequirementMet(requires.or(), ['A'])).toBe(false);
  });

  it('andOr: all of one list and one of the other', () => {
    const requirement = requires.andOr(['A', 'B'], ['C', 'D']);
    expect(isRequirementMet(requirement, ['A', 'B', 'D'])).toBe(true);
    expect(isRequirementMet(requirement, ['A', 'B']), 'none of any').toBe(false);
    expect(isRequirementMet(requirement, ['A', 'C']), 'not all').toBe(false);
    expect(isRequirementMet(requires.andOr(['A'], []), ['A']), 'empty any').toBe(true);
  });

  it('nestedOr: some group held in full', () => {
    const requirement = requires.nestedOr(['A', 'B'], ['C']);
    expect(isRequirementMet(requirement, ['C'])).toBe(true);
    expect(isRequirementMet(requirement, ['A', 'B'])).toBe(true);
    expect(isRequirementMet(requirement, ['A', 'D'])).toBe(false);
    expect(isRequirementMet(requires.nestedOr(), ['A'])).toBe(false);
    expect(isRequirementMet(requires.nestedOr([]), [])).toBe(true);
  });
});

describe('routeAccess', () => {
  it("a requirement decides, whatever the server's hasAccess says", () => {
    expect(routeAccess(requires.single('A'), false, ['A'])).toBe(true);
    expect(routeAccess(requires.single('A'), true, ['B'])).toBe(false);
  });

  it("without a requirement the server's hasAccess decides, default true", () => {
    expect(routeAccess(undefined, false, ['A'])).toBe(false);
    expect(routeAccess(undefined, true, [])).toBe(true);
    expect(routeAccess(undefined, undefined, [])).toBe(true);
  });
});
