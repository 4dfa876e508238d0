import { loadSearchIndex } from '@phjobs/svc-jobs/data/search-index/live';
import pg from 'pg';
const url = process.env.BENCH_DATABASE_URL!;
let t = performance.now();
const c = new pg.Client({ connectionString: url }); await c.connect();
await c.query('BEGIN'); await c.query(`DECLARE ads NO SCROLL CURSOR FOR SELECT s.id::float8 AS id, (extract(epoch FROM s.created_at) * 1000)::float8 AS created, s.salary::float8 AS salary, s.lat, s.lng, j.working_hour_from AS hour_from, j.working_hour_to AS hour_to, s.filter_vector::text AS vector FROM job_ad_search s JOIN job_ad j ON j.id = s.id`);
let n = 0, chars = 0;
for (;;) { const { rows } = await c.query(`FETCH 20000 FROM ads`); n += rows.length; for (const r of rows) chars += r.vector.length; if (rows.length < 20000) break; }
await c.query('COMMIT'); await c.end();
console.log('fetch only', n, 'rows', (chars / n).toFixed(0), 'chars a vector', ((performance.now() - t) / 1000).toFixed(1), 's');
t = performance.now();
const { index, ms } = await loadSearchIndex(url);
console.log('load', index.size, (ms / 1000).toFixed(1), 's', index.memory());
