import type { ElectricityCustomer } from '../electricity.ts';

type CustomerRecord = Omit<ElectricityCustomer, 'active' | 'facilityIds' | 'upcomingStart'>;

/**
 * The demo's electricity customers as the cooperative keeps them: the server's seed inserts
 * them, its tests and the element's fake API answer them (one copy of the demo people's data).
 */
export const demoElectricityCustomers = {
  anna: {
    customerNumber: '4001017',
    name: 'Anna Skog',
    address: 'Granliden 4',
    postalCode: '914 91',
    city: 'Nordmaling',
    phone: '+46 930 123 45',
    mobile: '+46 70 123 45 67',
    email: 'anna.skog@example.se',
  },
  bertil: {
    customerNumber: '4002255',
    name: 'Bertil Gran',
    address: 'Myrvägen 11',
    postalCode: '914 92',
    city: 'Nordmaling',
    phone: null,
    mobile: '+46 70 456 78 90',
    email: 'bertil.gran@example.se',
  },
} as const satisfies Record<string, CustomerRecord>;
