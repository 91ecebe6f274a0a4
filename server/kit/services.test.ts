import { afterAll, describe, expect, it } from 'vitest';
import { serverAreas } from '../areas.ts';
import { areaService, provideServices } from './services.ts';
import type { ServiceOrdersService } from './services/serviceOrders.ts';

const orders: ServiceOrdersService = { landingInActiveOrder: async () => false };

describe('the services areas offer each other', () => {
  // Server test files share their worker's modules: leave the app's wiring behind.
  afterAll(() => provideServices(serverAreas));

  it('gives each service of the list to whoever asks for it', () => {
    provideServices(serverAreas);
    const provider = serverAreas.find((area) => area.services?.serviceOrders);
    expect(provider?.name).toBe('ordered-services');
    expect(areaService('serviceOrders')).toBe(provider?.services?.serviceOrders);
  });

  it('refuses two providers of one service, and names a service nobody provides', () => {
    expect(() =>
      provideServices([
        { name: 'a', services: { serviceOrders: orders } },
        { name: 'b', services: { serviceOrders: orders } },
      ]),
    ).toThrow("Both a and b provide the service 'serviceOrders'");
    provideServices([]);
    expect(() => areaService('serviceOrders')).toThrow(
      "No area provides the service 'serviceOrders'",
    );
  });
});
