/**
 * Lighthouse on the first screens of a running product (issue 18's goals): performance, SEO and
 * accessibility scores, LCP, TBT, CLS and the JavaScript transferred, for `/`, `/ad/all` and an
 * ad page, each run `--runs` times (default 3); the table shows each figure's median.
 *
 *   node --import tsx bench/src/lighthouse.bench.ts --base http://127.0.0.1:8080 [--runs 3] \
 *     [--label after] [--ad /ad/all/1000] [--block <url pattern>] [/path ...]
 *
 * Lighthouse 13.5 from npm (`npx -y lighthouse@13.5.0`), mobile, simulated throttling (its
 * defaults: slow 4G, 4x CPU), Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium). The
 * ad page is the first ad of the product's sitemap unless `--ad` names one. Reports go to
 * bench/results/lighthouse-<label>-<stamp>/ (gitignored). The machine's load average is printed
 * before and after: on a shared machine, compare rows measured together. `--block` keeps requests
 * matching a pattern from loading (Lighthouse's --blocked-url-patterns): blocking the popups call
 * measures the home as a returning visitor who hid its phone popup for the day (bench/README.md).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runBench } from './report.ts';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@13.5.0';

type Args = { base: string; runs: number; label: string; ad: string | null; block: string[]; paths: string[] };

function parseArgs(argv: string[]): Args {
  const args: Args = { base: 'http://127.0.0.1:8080', runs: 3, label: 'run', ad: null, block: [], paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--base') args.base = value().replace(/\/+$/, '');
    else if (flag === '--runs') args.runs = Number(value());
    else if (flag === '--label') args.label = value();
    else if (flag === '--ad') args.ad = value();
    else if (flag === '--block') args.block.push(value());
    else if (flag?.startsWith('/')) args.paths.push(flag);
    else throw new Error(`unknown argument ${flag}`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive integer');
  return args;
}

type Figures = { performance: number; seo: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; jsKb: number; lcpElement: string };

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; node?: { snippet?: string } }[] } }>;
};

function figuresOf(report: Report): Figures {
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const value = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // Lighthouse 13: the LCP element is the node of the 'lcp-breakdown-insight' audit's list
  const breakdown = report.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; snippet?: string }[] } | undefined;
  const lcpNode = breakdown?.items?.find((item) => item.type === 'node');
  return {
    performance: score('performance'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: js / 1024,
    lcpElement: (lcpNode?.snippet ?? '').slice(0, 90),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function firstAd(base: string): Promise<string> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const file = /<loc>([^<]*\/sitemaps\/ads-1\.xml)<\/loc>/.exec(index)?.[1];
  if (!file) throw new Error(`${base}/sitemap.xml lists no ads: pass --ad /ad/all/<id>`);
  const ads = await (await fetch(new URL(new URL(file).pathname, base))).text();
  const ad = /<loc>([^<]+)<\/loc>/.exec(ads)?.[1];
  if (!ad) throw new Error('the first ads sitemap is empty: pass --ad /ad/all/<id>');
  return new URL(ad).pathname;
}

async function lighthouse(url: string, out: string, block: readonly string[]): Promise<Report> {
  const flags = [
    '-y',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--only-categories=performance,seo,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json',
    `--output-path=${out}`,
    ...block.map((pattern) => `--blocked-url-patterns=${pattern}`),
  ];
  // a run that fails (Lighthouse's own NO_NAVSTART and the like, on a busy machine) is tried again, twice
  for (let attempt = 1; ; attempt++) {
    try {
      await run('npx', flags, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
      return JSON.parse(readFileSync(out, 'utf8')) as Report;
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (${url}: Lighthouse failed, trying again: ${error instanceof Error ? (error.message.split('\n').find((l) => l.includes('error')) ?? '') : ''})`);
    }
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const paths = args.paths.length ? args.paths : ['/', '/ad/all', args.ad ?? (await firstAd(args.base))];
  const dir = fileURLToPath(new URL(`../results/lighthouse-${args.label}-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`, import.meta.url));
  mkdirSync(dir, { recursive: true });
  const started = new Date().toISOString();
  console.log(`${LIGHTHOUSE}, mobile, simulated throttling, ${args.runs} runs a page, ${args.base}${args.block.length ? `, blocking ${args.block.join(' ')}` : ''}; load average ${load()} at ${started}`);
  const rows: [string, Figures][] = [];
  for (const page of paths) {
    const runs: Figures[] = [];
    for (let i = 1; i <= args.runs; i++) {
      const figures = figuresOf(await lighthouse(`${args.base}${page}`, path.join(dir, `${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${i}.json`), args.block));
      runs.push(figures);
      console.log(`  ${page} run ${i}: perf ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}; LCP element ${figures.lcpElement}`);
    }
    rows.push([
      page,
      {
        performance: median(runs.map((r) => r.performance)),
        seo: median(runs.map((r) => r.seo)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        jsKb: median(runs.map((r) => r.jsKb)),
        lcpElement: '',
      },
    ]);
  }
  console.log(`\n| ${args.label} | performance | SEO | accessibility | LCP | TBT | CLS | JS transferred |`);
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [page, f] of rows) {
    console.log(`| ${page} | ${f.performance} | ${f.seo} | ${f.accessibility} | ${(f.lcpMs / 1000).toFixed(2)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${Math.round(f.jsKb)} KB |`);
  }
  console.log(`\nmedians of ${args.runs}; load average ${load()} at ${new Date().toISOString()}; reports in ${path.relative(process.cwd(), dir)}`);
}

runBench(main);
