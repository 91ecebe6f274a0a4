import type { AccountsService } from './services/accounts.ts';
import type { CapitalTradeService } from './services/capitalTrade.ts';
import type { CertificationService } from './services/certification.ts';
import type { EconomicDevelopmentService } from './services/economicDevelopment.ts';
import type { MemberDocumentsService } from './services/memberDocuments.ts';
import type { MemberProfileService } from './services/memberProfile.ts';
import type { PriceCalculationService } from './services/priceCalculation.ts';
import type { ServiceOrdersService } from './services/serviceOrders.ts';
import type { TimberAgreementsService } from './services/timberAgreements.ts';

/**
 * What an area offers the others, by name. Areas never import each other: the provider names
 * its implementation in its defineServerArea (`services`), server/areas.ts hands the list to
 * `provideServices`, and a consumer asks `areaService(name)` when it runs. Each interface is
 * in services/, so the consumer depends on the kit only.
 */
export interface AreaServices {
  accounts: AccountsService;
  capitalTrade: CapitalTradeService;
  certification: CertificationService;
  economicDevelopment: EconomicDevelopmentService;
  memberDocuments: MemberDocumentsService;
  memberProfile: MemberProfileService;
  priceCalculation: PriceCalculationService;
  serviceOrders: ServiceOrdersService;
  timberAgreements: TimberAgreementsService;
}

export type ServiceName = keyof AreaServices;

let provided: Partial<AreaServices> = {};

/**
 * Wires the services the areas provide (server/areas.ts calls it with the list as it loads);
 * again with the same list changes nothing. Two areas providing one name is a mistake.
 */
export function provideServices(
  areas: readonly { name: string; services?: Partial<AreaServices> }[],
): void {
  const next: Partial<Record<ServiceName, unknown>> = {};
  const providers = new Map<ServiceName, string>();
  for (const area of areas) {
    for (const name of Object.keys(area.services ?? {}) as ServiceName[]) {
      const other = providers.get(name);
      if (other) throw new Error(`Both ${other} and ${area.name} provide the service '${name}'`);
      providers.set(name, area.name);
      next[name] = area.services?.[name];
    }
  }
  provided = next as Partial<AreaServices>;
}

/** The service another area provides; ask when it runs, not as a module loads. */
export function areaService<N extends ServiceName>(name: N): AreaServices[N] {
  const service = provided[name];
  if (!service) {
    throw new Error(`No area provides the service '${name}' (server/areas.ts wires them)`);
  }
  return service;
}
