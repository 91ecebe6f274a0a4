import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { seedId } from '../db/seedId.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import { demoApplicantEstate, seedDemoApplicant } from './demoApplicant.ts';
import {
  certificationApplications,
  certificationEstates,
  certificationQuestions,
} from './schema.ts';

/** Fixed ids of the certification demo rows. */
export const certificationDemoIds = {
  annaFsc: seedId('certification', 'anna-fsc-2021'),
  bertilPefc: seedId('certification', 'bertil-pefc-2019'),
};

/** The application questions (README: "Questions"); ids are stored with the answers. */
export const demoQuestions: (typeof certificationQuestions.$inferInsert)[] = [
  {
    id: 'hansyn',
    certificateType: 'any',
    text: 'Lämnar du naturhänsyn vid avverkning, till exempel naturvärdesträd, högstubbar och skyddszoner mot vatten?',
    help: 'Hänsynen beskrivs i standarden och i din skogsbruksplan.',
    sortOrder: 10,
  },
  {
    id: 'kemikalier',
    certificateType: 'any',
    text: 'Avstår du från kemiska bekämpningsmedel i skogen, utom där standarden medger undantag?',
    help: null,
    sortOrder: 20,
  },
  {
    id: 'kulturmiljo',
    certificateType: 'any',
    text: 'Vet du var det finns fornlämningar och kulturmiljöer på dina fastigheter?',
    help: 'Du hittar dem i Riksantikvarieämbetets Fornsök eller i din skogsbruksplan.',
    sortOrder: 30,
  },
  {
    id: 'fsc-avsattning',
    certificateType: 'FSC',
    text: 'Avsätter du minst 5 procent av den produktiva skogsmarken för naturvård?',
    help: 'FSC kräver frivilliga avsättningar om minst 5 procent.',
    sortOrder: 40,
  },
  {
    id: 'pefc-naturvardstrad',
    certificateType: 'PEFC',
    text: 'Lämnar du minst tio naturvårdsträd per hektar vid föryngringsavverkning?',
    help: null,
    sortOrder: 50,
  },
  {
    id: 'naturvardsplan',
    certificateType: 'any',
    text: 'Har du en målklassning av naturvården i din skogsbruksplan?',
    help: 'Frågan ställs till dig som har minst 50 hektar produktiv skogsmark.',
    minAreaHa: 50,
    sortOrder: 60,
  },
];

/**
 * Demo data: Anna is FSC-certified since 2021 (Norrskogen 1:4, plan from 2017 that expires
 * within a year; Björkås 2:7 with an exemption ending in March 2027, an ended group
 * certificate and Bertil, who holds PEFC only, as co-owner: every kind of deviation) and may
 * apply for PEFC or both. Bertil is PEFC-certified since 2019. Both estates are on their
 * certificates; Cecilia and David have no estate, so theirs is unavailable (economy §6).
 * Ingrid Ljung (demoApplicant.ts) holds none and may apply for any: she signs by a link.
 */
export async function seedCertification(db: Db): Promise<void> {
  await seedDemoApplicant(db);
  await db.insert(certificationQuestions).values(demoQuestions).onConflictDoNothing();
  await db
    .insert(certificationEstates)
    .values([
      {
        estateId: mapDemoIds.norrskogen,
        productiveForestHa: 85.5,
        planDate: '2017-02-10',
        exemptionUntil: null,
        useRightGroupId: 'BE-100001-1',
        certifiedUntil: '2029-12-31',
        manuallyAdjusted: false,
      },
      {
        estateId: mapDemoIds.bjorkas,
        productiveForestHa: 14.2,
        planDate: null,
        exemptionUntil: '2027-03-31',
        useRightGroupId: 'BE-100002-1',
        certifiedUntil: '2026-06-30',
        manuallyAdjusted: false,
      },
      demoApplicantEstate,
    ])
    .onConflictDoNothing();
  await db
    .insert(certificationApplications)
    .values([
      {
        id: certificationDemoIds.annaFsc,
        memberId: demoIds.anna,
        sentByMemberId: demoIds.anna,
        certificateType: 'FSC',
        status: 'completed',
        answers: { hansyn: 'yes', kemikalier: 'yes', kulturmiljo: 'yes', 'fsc-avsattning': 'yes' },
        advisorMessage: '',
        totalAreaForestHa: 99.7,
        createdAt: new Date('2021-03-02T09:15:00Z'),
        submittedAt: new Date('2021-03-02T09:16:00Z'),
        issuedOn: '2021-04-15',
      },
      {
        id: certificationDemoIds.bertilPefc,
        memberId: demoIds.bertil,
        sentByMemberId: demoIds.bertil,
        certificateType: 'PEFC',
        status: 'completed',
        answers: {
          hansyn: 'yes',
          kemikalier: 'yes',
          kulturmiljo: 'no',
          'pefc-naturvardstrad': 'yes',
        },
        advisorMessage: 'Ring gärna efter kl. 16.',
        totalAreaForestHa: 14.2,
        createdAt: new Date('2019-08-12T14:00:00Z'),
        submittedAt: new Date('2019-08-12T14:02:00Z'),
        issuedOn: '2019-09-02',
      },
    ])
    .onConflictDoNothing();
}
