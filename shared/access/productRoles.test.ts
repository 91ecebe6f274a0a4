import { describe, expect, it } from 'vitest';
import { electricityRead, electricityRolesOf } from '../contracts/electricity/roles.ts';
import { forProduct, namesProduct, productRole, productRolePart } from './productRoles.ts';
import { isRequirementMet, requires } from './requirements.ts';
import { allRoleNames } from './roles.ts';

describe('role names of the product (Service_{product}El)', () => {
  it('takes the product from the slug: each word capitalised, joined', () => {
    expect(productRolePart('granskog')).toBe('Granskog');
    expect(productRolePart('norra-skog')).toBe('NorraSkog');
    expect(productRolePart('sodra')).toBe('Sodra');
    expect(productRole(electricityRead, 'granskog')).toBe('Service_GranskogEl_Read');
    expect(electricityRolesOf('norra-skog')).toEqual({
      read: 'Service_NorraSkogEl_Read',
      write: 'Service_NorraSkogEl_Write',
    });
  });

  it('lists the roles of the cooperative whose slug it is given', () => {
    expect(allRoleNames('granskog')).toEqual(
      expect.arrayContaining(['Service_GranskogEl_Read', 'Service_GranskogEl_Write']),
    );
    expect(allRoleNames('norra-skog')).toContain('Service_NorraSkogEl_Write');
    expect(allRoleNames('norra-skog').join()).not.toContain('Granskog');
  });

  it("checks a requirement against this cooperative's role, never another's", () => {
    const rule = requires.readWrite('Service_{product}El');
    expect(namesProduct(rule)).toBe(true);
    const granskog = forProduct(rule, 'granskog');
    expect(granskog).toEqual(requires.readWrite('Service_GranskogEl'));
    expect(
      isRequirementMet(granskog, ['Service_GranskogEl_Read', 'Service_GranskogEl_Write']),
    ).toBe(true);
    expect(
      isRequirementMet(forProduct(rule, 'norra-skog'), [
        'Service_GranskogEl_Read',
        'Service_GranskogEl_Write',
      ]),
    ).toBe(false);
    // Unresolved, the placeholder matches no role: a forgotten forProduct refuses.
    expect(isRequirementMet(rule, ['Service_GranskogEl_Read', 'Service_GranskogEl_Write'])).toBe(
      false,
    );
  });

  it('puts the product into every kind and leaves other requirements as they are', () => {
    const other = requires.single('Service_Finance_Read');
    expect(forProduct(other, 'granskog')).toBe(other);
    expect(
      forProduct(
        requires.nestedOr(['Service_{product}El_Read'], ['Service_Finance_Read']),
        'granskog',
      ),
    ).toEqual(requires.nestedOr(['Service_GranskogEl_Read'], ['Service_Finance_Read']));
    expect(
      forProduct(requires.andOr(['Service_{product}El_Read'], ['Service_{product}El_Write']), 'x'),
    ).toEqual(requires.andOr(['Service_XEl_Read'], ['Service_XEl_Write']));
  });
});
