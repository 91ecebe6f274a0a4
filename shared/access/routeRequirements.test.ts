import { describe, expect, it } from 'vitest';
import { isRequirementMet, requires } from './requirements.ts';
import { fixedRouteRules, type FixedRouteRuleId } from './routeRequirements.ts';

const met = (id: FixedRouteRuleId, roles: string[]) =>
  isRequirementMet(fixedRouteRules[id].requirement, roles);

describe('requirements of the fixed routes (platform §6)', () => {
  it('proxy list and page need Proxy_Read', () => {
    for (const id of ['proxyList', 'proxyPage'] as const) {
      expect(met(id, ['Service_Proxy_Read'])).toBe(true);
      expect(met(id, ['Service_Proxy_Write'])).toBe(false);
    }
  });

  it('creating or replacing a proxy needs Proxy_Read and Proxy_Write', () => {
    for (const id of ['proxyCreate', 'proxyReplace'] as const) {
      expect(met(id, ['Service_Proxy_Read', 'Service_Proxy_Write'])).toBe(true);
      expect(met(id, ['Service_Proxy_Read'])).toBe(false);
    }
  });

  it('support needs Support_Read and Support_Write', () => {
    expect(met('support', ['Service_Support_Read', 'Service_Support_Write'])).toBe(true);
    expect(met('support', ['Service_Support_Read'])).toBe(false);
  });

  it('documents need Documents_Read', () => {
    expect(met('documents', ['Service_Documents_Read'])).toBe(true);
    expect(met('documents', [])).toBe(false);
  });

  it('profile details need Profile_Common_Read and Write', () => {
    expect(
      met('profileDetails', ['Service_Profile_Common_Read', 'Service_Profile_Common_Write']),
    ).toBe(true);
    expect(met('profileDetails', ['Service_Profile_Common_Read'])).toBe(false);
  });

  it('economics needs Profile_Economics_Read and Write', () => {
    expect(
      met('economics', ['Service_Profile_Economics_Read', 'Service_Profile_Economics_Write']),
    ).toBe(true);
    expect(met('economics', ['Service_Profile_Economics_Write'])).toBe(false);
  });

  it('production needs Production_Read and the MemberProduction flag', () => {
    expect(met('production', ['Service_Production_Read'])).toBe(true);
    expect(met('production', ['Service_Production_Write'])).toBe(false);
    expect(fixedRouteRules.production.flags).toEqual(requires.single('MemberProduction'));
    // Every page of the area needs MemberProduction, its own flag on top (issue 28).
    expect(fixedRouteRules.productionMeasuredTimber.flags).toEqual(
      requires.and('MemberProduction', 'AssortmentReport'),
    );
    expect(fixedRouteRules.productionMap.flags).toEqual(
      requires.and('MemberProduction', 'MemberProductionMap'),
    );
  });

  it('timber manager: agreements read+write, deliveries read+write, home either read', () => {
    const agreements = [
      'Service_TimberManager_Agreements_Read',
      'Service_TimberManager_Agreements_Write',
    ];
    const deliveries = [
      'Service_TimberManager_Deliveries_Read',
      'Service_TimberManager_Deliveries_Write',
    ];
    expect(met('timberManagerAgreement', agreements)).toBe(true);
    expect(met('timberManagerAgreement', agreements.slice(0, 1))).toBe(false);
    expect(met('timberManagerDeliveries', deliveries)).toBe(true);
    expect(met('timberManagerDeliveries', deliveries.slice(0, 1))).toBe(false);
    expect(met('timberManagerDeliveries', agreements)).toBe(false);
    expect(met('timberManagerHome', ['Service_TimberManager_Agreements_Read'])).toBe(true);
    expect(met('timberManagerHome', ['Service_TimberManager_Deliveries_Read'])).toBe(true);
    expect(met('timberManagerHome', ['Service_TimberManager_Agreements_Write'])).toBe(false);
    expect(fixedRouteRules.timberManagerHome.flags).toEqual(
      requires.or('TimberManagerViol2', 'TimberManagerViol3'),
    );
    // A generation's route set with its variant (the server's generation guards).
    expect(fixedRouteRules.timberManagerDeliveries.flags).toEqual(
      requires.nestedOr(
        ['TimberManagerViol2', 'TimberManagerViol2Delivery'],
        ['TimberManagerViol3', 'TimberManagerViol3Delivery'],
      ),
    );
    expect(fixedRouteRules.timberManagerAgreement.flags).toEqual(
      requires.nestedOr(
        ['TimberManagerViol2', 'TimberManagerViol2Opportunity'],
        ['TimberManagerViol3', 'TimberManagerViol3Opportunity'],
      ),
    );
  });
});
