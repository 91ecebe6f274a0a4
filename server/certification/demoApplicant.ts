import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { seedId } from '../db/seedId.ts';
import { seedEstates } from '../map/overlays/seed.ts';
import { certificationEstates } from './schema.ts';

/**
 * A demo person of this area's own who may apply for certification digitally and reaches the
 * application step: a private, active, explicit member in Sweden with a mobile number and an
 * e-mail address, no certificate, one estate of 18,4 ha with a recent plan. Anna's demo run
 * (BankID now, then the staff desk) ends with her holding both certificates, so the signing
 * by a link sent by e-mail or SMS is shown with Ingrid. Not one of the five demo accounts,
 * whose figures other areas' tests assert; she has only the certification and profile roles.
 */
export const demoApplicant = {
  id: seedId('certification', 'ingrid-ljung'),
  customerNo: '100161',
  /** Valid by the spec's rule (platform §5), made up. */
  personalNumber: '197105082346',
  name: 'Ingrid Ljung',
  email: 'ingrid.ljung@example.se',
  mobileCountryCode: '+46',
  mobilePhone: '730112233',
  estateId: seedId('certification', 'ljungmyren-estate'),
  estate: 'Ljungmyren 3:2',
  productiveForestHa: 18.4,
  roles: [
    'Page_Certification_Read',
    'Service_Certification_Read',
    'Service_Certification_Write',
    'Service_Profile_Common_Read',
    'Service_Profile_Common_Write',
    'Service_Documents_Read',
    'Service_Support_Read',
    'Service_Support_Write',
  ],
} as const;

/** North of Norrskogen, in SWEREF 99 TM like the map's demo estates (open ring). */
const outline: [number, number][] = [
  [478_600, 6_307_400],
  [479_050, 6_307_350],
  [479_150, 6_307_800],
  [478_800, 6_308_000],
  [478_500, 6_307_750],
];

/** Idempotent: fixed ids, ON CONFLICT DO NOTHING. The estate's facts are the caller's. */
export async function seedDemoApplicant(db: Db): Promise<void> {
  const a = demoApplicant;
  await db
    .insert(members)
    .values({
      id: a.id,
      customerNo: a.customerNo,
      personalNumber: a.personalNumber,
      name: a.name,
      email: a.email,
      roles: [...a.roles],
      mobileCountryCode: a.mobileCountryCode,
      mobilePhone: a.mobilePhone,
      address1: 'Ljungmyrevägen 7',
      postalCode: '35591',
      city: 'Växjö',
      country: 'SE',
      // Confirmed recently: the update-details prompt stays away (platform §4).
      lastModifiedEmailPhone: new Date('2026-09-14T08:00:00Z'),
    })
    .onConflictDoNothing();
  await seedEstates(db, [
    {
      id: a.estateId,
      designation: a.estate,
      municipality: 'Växjö',
      outline,
      owners: [{ memberId: a.id, sharePercent: 100 }],
    },
  ]);
}

/** Ljungmyren's certification facts: under 20 ha, a plan from 2021, its own group. */
export const demoApplicantEstate: typeof certificationEstates.$inferInsert = {
  estateId: demoApplicant.estateId,
  productiveForestHa: demoApplicant.productiveForestHa,
  planDate: '2021-05-20',
  exemptionUntil: null,
  useRightGroupId: 'BE-100161-1',
  certifiedUntil: null,
  manuallyAdjusted: false,
};
