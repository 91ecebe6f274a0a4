// Benchmark: the account statement PDF for a year of transactions (issue 11: under a
// second). A fresh in-memory database with the demo seed; Anna's member account gets
// `BENCH_TRANSACTIONS` (default 1 000) bookings spread over the last year, then the
// statement of that year is made `BENCH_RUNS` times (default 10) the way the route makes it
// (the query, the document, renderPdf). Prints the median and the slowest.
//
//   npm run bench:statement
import { performance } from 'node:perf_hooks';
import { accountTransactions } from '../../server/accounts/schema.ts';
import { demoAccountIds } from '../../server/accounts/seed.ts';
import { statementDocument } from '../../server/accounts/statement.ts';
import { statementLastDay } from '../../shared/contracts/accounts.ts';
import { addDays, addYears, todayInSweden } from '../../shared/time/index.ts';
import { openDatabase } from '../../server/db/client.ts';
import { serverAreas } from '../../server/areas.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { demoIds } from '../../server/db/demoIds.ts';
import { renderPdf } from '../../server/pdf/index.ts';

const count = Number(process.env.BENCH_TRANSACTIONS ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 10);

const database = await openDatabase({ dataDir: 'memory://' });
await seedDemoData(database.db, { productSlug: 'granskog', fastHashes: true, areas: serverAreas });
const to = todayInSweden();
const from = addDays(addYears(to, -1), 1);
const rows = Array.from({ length: count }, (_, i) => ({
  accountId: demoAccountIds.annaMember,
  activity: i % 5 === 0 ? ('withdrawal' as const) : ('settlementPayout' as const),
  text: `Likvid avtal 4711-${String(i).padStart(4, '0')} Norrskogen 1:4, gallring`,
  bookedOn: addDays(from, Math.floor((i * 364) / count)),
  amountOre: (i % 5 === 0 ? -1 : 1) * (100_000 + ((i * 7919) % 5_000_000)),
}));
for (let i = 0; i < rows.length; i += 500) {
  await database.db.insert(accountTransactions).values(rows.slice(i, i + 500));
}
if (statementLastDay(from) < to) throw new Error('interval longer than the statement allows');

const times: number[] = [];
let pages = 0;
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const document = await statementDocument(
    database.db,
    'Granskog',
    { id: demoIds.anna, name: 'Anna Skog', customerNo: '100001' },
    { from, to },
    to,
  );
  const pdf = await renderPdf(document!);
  times.push(performance.now() - start);
  pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `statement ${from}..${to}: ${count} added transactions (+ the demo's), ${pages} pages; ` +
    `median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over ${runs} runs`,
);
await database.close();
