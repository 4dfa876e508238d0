/**
 * What compressing a shared answer costs (service-kit shared-answers.ts): its first send of an
 * encoding (a first ask: most are never asked again) against its second, which makes the form kept
 * for every later send. Pages of synthetic cards shaped like the list calls' (20 and 50 cards),
 * 200 pages a round, median (and minimum) of 15 rounds, in this process.
 *
 * `node --import tsx bench/src/shared-compression.bench.ts`
 */
import { loadavg } from 'node:os';
import { sharedAnswer, sharedBody, sharedText } from '@phjobs/service-kit/shared-answers';
import { runBench } from './report.ts';

const WORDS = ['Sales', 'Staff', 'Manager', 'Cashier', 'Driver', 'Accounting', 'Clerk', 'Customer', 'Service', 'Representative', 'Barista', 'Cook', 'Kasambahay', 'Engineer', 'Senior', 'Junior', 'Assistant', 'Supervisor'];
const COMPANIES = ['Jollibee Foods Corp.', 'SM Supermalls', 'Ayala Land Inc.', 'BDO Unibank', 'Globe Telecom', 'Concentrix Philippines', 'Mercury Drug', 'Puregold Price Club'];
const ROUNDS = 15;
const PAGES = 200;

let seed = 1;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const card = () => ({
  jobId: 100_000 + Math.floor(random() * 90_000),
  title: Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(WORDS)).join(' '),
  city: 'Quezon City',
  salary: Math.floor(random() * 60) * 1000,
  salaryCode: '010B',
  workingDayCode: '007B',
  companyName: pick(COMPANIES),
  workingPeriodCode: '008C',
  workingPeriodNegotiable: random() > 0.5,
  workingHourCode: '009A',
  workingHourNegotiable: false,
  logoKey: `logos/${Math.floor(random() * 1e6)}.webp`,
  isScrapped: false,
  lat: 14.5 + random(),
  lng: 121 + random(),
  paymentService: [],
});
const page = (cards: number) => ({ list: Array.from({ length: cards }, card), resultListCount: 12_345 });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main(): Promise<void> {
  process.stdout.write(`shared answers' compression: load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}\n`);
  for (const cards of [20, 50]) {
    const pages = Array.from({ length: PAGES }, () => page(cards));
    const text = JSON.stringify(pages[0]).length;
    const cells: string[] = [];
    for (const encoding of ['br', 'gzip']) {
      const times = { first: [] as number[], second: [] as number[] };
      const bytes = { first: 0, second: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        // fresh answer objects each round: nothing kept from the round before
        const answers = pages.map((p) => sharedAnswer({ ...p }));
        for (const answer of answers) sharedText(answer); // the JSON text, made before timing
        for (const send of ['first', 'second'] as const) {
          const start = process.hrtime.bigint();
          let size = 0;
          for (const answer of answers) size += sharedBody(answer, encoding).body.length;
          times[send].push(Number(process.hrtime.bigint() - start) / answers.length / 1000);
          bytes[send] = size / answers.length;
        }
      }
      for (const send of ['first', 'second'] as const) cells.push(`${encoding} ${send} send ${median(times[send]).toFixed(0)} µs (min ${Math.min(...times[send]).toFixed(0)}), ${bytes[send].toFixed(0)} B`);
    }
    process.stdout.write(`${cards} cards (${text} B of JSON): ${cells.join('; ')}\n`);
  }
}

runBench(main);
