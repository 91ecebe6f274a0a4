import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { memberDocuments } from './schema.ts';
import { demoIds } from '../db/demoIds.ts';
import { renderPdf, type PdfBlock } from '../pdf/index.ts';
import { memberDocumentsListId } from '../../shared/contracts/memberDocuments.ts';

type Kind = 'Avräkning' | 'Avtal' | 'Intyg';

interface SeedDocument {
  kind: Kind;
  title: string;
  /** The date on the document and its modified time (noon UTC). */
  date: string;
  blocks: PdfBlock[];
}

interface SeedMember {
  key: 'anna' | 'bertil' | 'david';
  name: string;
  customerNo: string;
  documents: SeedDocument[];
}

const cooperative = 'Granskog ekonomisk förening';

const settlement = (
  date: string,
  title: string,
  property: string,
  rows: [string, string, string][],
  total: string,
): SeedDocument => ({
  kind: 'Avräkning',
  title,
  date,
  blocks: [
    {
      kind: 'keyValues',
      rows: [
        { key: 'Fastighet', value: property },
        { key: 'Avräkningsdatum', value: date },
      ],
    },
    {
      kind: 'table',
      columns: [
        { header: 'Sortiment', width: 2 },
        { header: 'Volym', align: 'right' },
        { header: 'Belopp', align: 'right' },
      ],
      rows,
    },
    { kind: 'keyValues', rows: [{ key: 'Att betala ut', value: total }] },
    { kind: 'paragraph', text: 'Beloppet sätts in på ditt konto inom två bankdagar.' },
  ],
});

const paragraphs = (lines: string[]): PdfBlock[] =>
  lines.map((text) => ({ kind: 'paragraph', text }));

const agreement = (date: string, title: string, lines: string[]): SeedDocument => ({
  kind: 'Avtal',
  title,
  date,
  blocks: [
    { kind: 'keyValues', rows: [{ key: 'Avtalsdatum', value: date }] },
    ...paragraphs(lines),
    ...paragraphs(['Avtalet är signerat med BankID av båda parter.']),
  ],
});

const certificate = (date: string, title: string, lines: string[]): SeedDocument => ({
  kind: 'Intyg',
  title,
  date,
  blocks: [{ kind: 'keyValues', rows: [{ key: 'Utfärdat', value: date }] }, ...paragraphs(lines)],
});

/** The demo members' own documents: Anna has two pages' worth (more than 10). */
const seedMembers: SeedMember[] = [
  {
    key: 'anna',
    name: 'Anna Skog',
    customerNo: '100001',
    documents: [
      settlement(
        '2026-11-05',
        'Avräkning slutavverkning Norrskogen 1:4, oktober 2026',
        'Norrskogen 1:4, Vindeln',
        [
          ['Timmer gran', '212,4 m³fub', '135 936 kr'],
          ['Timmer tall', '96,8 m³fub', '64 856 kr'],
          ['Massaved barr', '148,2 m³fub', '51 870 kr'],
        ],
        '252 662 kr',
      ),
      settlement(
        '2026-10-06',
        'Avräkning slutavverkning Norrskogen 1:4, september 2026',
        'Norrskogen 1:4, Vindeln',
        [
          ['Timmer gran', '180,1 m³fub', '115 264 kr'],
          ['Massaved barr', '121,5 m³fub', '42 525 kr'],
        ],
        '157 789 kr',
      ),
      settlement(
        '2026-06-12',
        'Avräkning gallring Björkås 2:7',
        'Björkås 2:7, Lycksele',
        [
          ['Massaved tall', '84,0 m³fub', '26 880 kr'],
          ['Massaved gran', '61,3 m³fub', '19 616 kr'],
          ['Energived', '22,5 m³fub', '4 725 kr'],
        ],
        '51 221 kr',
      ),
      settlement(
        '2026-04-08',
        'Avräkning leveransvirke mars 2026',
        'Norrskogen 1:4, Vindeln',
        [['Massaved björk', '38,6 m³fub', '13 124 kr']],
        '13 124 kr',
      ),
      settlement(
        '2025-11-20',
        'Avräkning slutavverkning Björkås 2:7',
        'Björkås 2:7, Lycksele',
        [
          ['Timmer tall', '264,0 m³fub', '171 600 kr'],
          ['Massaved barr', '190,7 m³fub', '64 838 kr'],
        ],
        '236 438 kr',
      ),
      settlement(
        '2025-06-10',
        'Avräkning leveransvirke maj 2025',
        'Norrskogen 1:4, Vindeln',
        [['Massaved gran', '44,2 m³fub', '13 702 kr']],
        '13 702 kr',
      ),
      agreement('2026-08-14', 'Avtal avverkningsuppdrag Norrskogen 1:4', [
        'Uppdrag: slutavverkning av avdelning 12 och 14, cirka 15 hektar.',
        'Pris: enligt prislista Norr 2026 med tillägg för certifierat virke.',
        'Avverkning senast: 2027-03-31.',
      ]),
      agreement('2026-02-02', 'Avtal leveransvirke 2026', [
        'Du levererar virke till Granskogs virkesterminal i Vindeln under 2026.',
        'Pris: enligt gällande prislista på leveransdagen.',
      ]),
      agreement('2026-03-18', 'Avtal plantering och markberedning Björkås 2:7', [
        'Markberedning hösten 2026, plantering av 6 500 granplantor våren 2027.',
        'Pris: 38 400 kr inklusive plantor. Röjning ingår inte.',
      ]),
      agreement('2024-09-30', 'Avtal skogsbruksplan Björkås 2:7', [
        'Ny skogsbruksplan för hela fastigheten, 62 hektar produktiv skogsmark.',
        'Planen levereras digitalt till Mina sidor och gäller i tio år.',
      ]),
      certificate('2026-01-15', 'Intyg FSC-certifiering 2026', [
        'Anna Skog ingår i Granskogs gruppcertifikat enligt FSC®.',
        'Gäller fastigheterna Norrskogen 1:4 och Björkås 2:7 till och med 2026-12-31.',
      ]),
      certificate('2026-01-15', 'Intyg PEFC-certifiering 2026', [
        'Anna Skog ingår i Granskogs gruppcertifikat enligt PEFC™.',
        'Gäller fastigheterna Norrskogen 1:4 och Björkås 2:7 till och med 2026-12-31.',
      ]),
      certificate('2026-01-31', 'Intyg medlemskap och insatskapital 2025', [
        'Anna Skog är medlem i Granskog ekonomisk förening sedan 1998.',
        'Inbetalt insatskapital 2025-12-31: 186 300 kr.',
      ]),
      certificate('2026-02-10', 'Intyg utbetald utdelning 2025', [
        'Utdelning på insatskapital för räkenskapsåret 2025: 7 452 kr.',
        'Beloppet har rapporterats till Skatteverket i kontrolluppgift.',
      ]),
    ],
  },
  {
    key: 'bertil',
    name: 'Bertil Gran',
    customerNo: '100002',
    documents: [
      settlement(
        '2026-09-22',
        'Avräkning gallring Granhult 3:2',
        'Granhult 3:2, Åsele',
        [['Massaved gran', '72,4 m³fub', '23 168 kr']],
        '23 168 kr',
      ),
      agreement('2026-05-04', 'Avtal gallring Granhult 3:2', [
        'Uppdrag: förstagallring av avdelning 3, cirka 8 hektar.',
      ]),
      certificate('2026-01-15', 'Intyg PEFC-certifiering 2026', [
        'Bertil Gran ingår i Granskogs gruppcertifikat enligt PEFC™.',
      ]),
    ],
  },
  {
    key: 'david',
    name: 'David Ek',
    customerNo: '100004',
    documents: [
      certificate('2026-10-01', 'Intyg medlemskap', [
        'David Ek är medlem i Granskog ekonomisk förening sedan 2026-09-15.',
      ]),
      agreement('2026-09-15', 'Avtal medlemskap och insatsplan', [
        'Insatsen betalas genom avdrag med 4 procent på likvider för virke.',
      ]),
    ],
  },
];

/** A fixed id from a name: the seed writes the same rows every time (and in every process). */
function fixedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Not a counter: another member's ids cannot be guessed from one's own. */
const driveItemIdOf = (name: string) =>
  `MD${createHash('sha256').update(`drive:${name}`).digest('hex').slice(0, 14).toUpperCase()}`;

/** The file name a member saves: kind, date and title, as the list shows it. */
function fileNameOf(document: SeedDocument): string {
  const title = document.title.startsWith(document.kind)
    ? document.title.slice(document.kind.length).trim()
    : document.title;
  return `${document.kind} ${document.date} ${title}`.replace(/[\\/:*?"<>|]/g, '-') + '.pdf';
}

type SeedRow = typeof memberDocuments.$inferInsert & { content: Buffer };

let seedRows: Promise<SeedRow[]> | undefined;

/**
 * The seeded rows, PDFs made; exported for the tests. Rendered once per process: every test
 * database is seeded, and the same input gives the same bytes anyway.
 */
export function memberDocumentSeedRows(): Promise<SeedRow[]> {
  seedRows ??= Promise.all(
    seedMembers.flatMap((member) =>
      member.documents.map(async (document, index): Promise<SeedRow> => {
        const name = `${member.key}:${index}`;
        const modified = new Date(`${document.date}T12:00:00Z`);
        return {
          id: fixedUuid(`member-document:${name}`),
          memberId: demoIds[member.key],
          listId: memberDocumentsListId,
          driveItemId: driveItemIdOf(name),
          filename: fileNameOf(document),
          title: document.title,
          fileType: 'pdf',
          contentType: 'application/pdf',
          content: await renderPdf({
            title: document.title,
            header: { name: cooperative },
            createdAt: modified,
            blocks: [
              {
                kind: 'keyValues',
                rows: [
                  { key: 'Medlem', value: member.name },
                  { key: 'Medlemsnummer', value: member.customerNo },
                ],
              },
              ...document.blocks,
            ],
          }),
          modified,
        };
      }),
    ),
  );
  return seedRows;
}

/** The demo members' documents (idempotent: fixed ids, existing rows are left alone). */
export async function seedMemberDocuments(db: Db): Promise<void> {
  await db
    .insert(memberDocuments)
    .values(await memberDocumentSeedRows())
    .onConflictDoNothing();
}
