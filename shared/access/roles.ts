import { productRole } from './productRoles.ts';

/**
 * Role names (platform §6). `{product}` in Service_{product}El_* is the cooperative's part
 * of a role name, made from its slug (productRoles.ts; demo granskog: Service_GranskogEl_*).
 */
const readWrite = (base: string) => [`${base}_Read`, `${base}_Write`];

export function allRoleNames(productSlug: string): string[] {
  return [
    ...readWrite('Service_MyMap'),
    'Page_Certification_Read',
    ...readWrite('Service_Certification'),
    ...readWrite('Service_SeedlingOrder'),
    'Service_TimberDeliveries_Read',
    'Service_Documents_Read',
    ...readWrite('Service_TimberManager_Agreements'),
    ...readWrite('Service_TimberManager_Deliveries'),
    ...readWrite('Service_Finance'),
    ...readWrite('Service_Profile_Economics'),
    ...readWrite('Service_Profile_Common'),
    'Service_Profile_MarketingProductsPreferences_Write',
    'Service_EconomicDevelopment_Read',
    ...readWrite('Service_Trade'),
    ...readWrite('Service_DigitalDemocracy'),
    ...readWrite('Service_Proxy'),
    ...readWrite('Service_Support'),
    'Page_MemberOffers_Read',
    'Page_InterestRates_Read',
    'Page_LegalForestry_Read',
    ...readWrite('Service_Production'),
    ...readWrite('Service_{product}El').map((name) => productRole(name, productSlug)),
    'Service_PriceCalculation_Read',
  ];
}
