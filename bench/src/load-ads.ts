/**
 * Ads for the list benches, fast at a million: up to 100,000 generated ads the usual way
 * (services/jobs `loadAds`, created over the 60 days before now); beyond, copies of those made
 * inside PostgreSQL (new ids; created_at moved back by up to 10 hours, so that the copies
 * interleave with the originals), written with job_ad's triggers off and the search table filled
 * afterwards by one set-based statement each (the triggers' own functions: job_ad_filter_vector,
 * job_ad_search_words, job_ad_list_keys). No row leaves the server.
 */
import { loadAds } from '@phjobs/svc-jobs/seed';
import pg from 'pg';

const GENERATED = 100_000;

export async function loadBenchAds(databaseUrl: string, count: number, log: (message: string) => void): Promise<{ inserted: number; seconds: number }> {
  const started = performance.now();
  const generated = await loadAds(databaseUrl, Math.min(count, GENERATED), undefined, new Date());
  log(`generated ${generated.inserted.toLocaleString('en-US')} ads in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (count <= GENERATED) return { inserted: generated.inserted, seconds: (performance.now() - started) / 1000 };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'job_ad' AND is_generated = 'NEVER' ORDER BY ordinal_position",
    );
    const columns = rows.map((row) => row.column_name);
    const [{ max }] = (await client.query<{ max: string }>('SELECT max(id)::text AS max FROM job_ad')).rows as [{ max: string }];
    const span = Number(max);
    const copies = Math.ceil(count / generated.inserted) - 1;
    await client.query('ALTER TABLE job_ad DISABLE TRIGGER USER');
    for (let copy = 1; copy <= copies; copy++) {
      const left = count - generated.inserted * copy;
      const values = columns.map((column) =>
        column === 'id' ? `id + ${span * copy}` : column === 'created_at' ? `created_at - ((id * 7 + ${copy * 131}) % 600) * interval '1 minute'` : `"${column}"`,
      );
      await client.query(`INSERT INTO job_ad (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${values.join(', ')} FROM job_ad WHERE id <= ${span} ORDER BY id LIMIT ${left}`);
      log(`copy ${copy} of ${copies} written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query('ALTER TABLE job_ad ENABLE TRIGGER USER');
    await client.query(`INSERT INTO job_ad_search (id, created_at, salary, lat, lng, province_id, city_id, filter_vector, words)
      SELECT v.id, v.created_at, v.salary, v.lat, v.lng, v.province_id, v.city_id, v.fv, job_ad_search_words(v.fv)
      FROM (SELECT j.*, job_ad_filter_vector(j) AS fv FROM job_ad j WHERE j.id > ${span} AND j.status_code = '012C') v`);
    log(`search table filled (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    await client.query('DELETE FROM job_ad_list_count');
    await client.query('INSERT INTO job_ad_list_count (list, ads) SELECT k, count(*) FROM job_ad_search s, job_ad_list_keys(s) k GROUP BY k');
    await client.query("SELECT setval(pg_get_serial_sequence('job_ad', 'id'), (SELECT max(id) FROM job_ad))");
    const [{ n }] = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM job_ad')).rows as [{ n: number }];
    return { inserted: n, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
