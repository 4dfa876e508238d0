/**
 * Reads what an index is built from: one SELECT in one REPEATABLE READ snapshot, through a cursor
 * in batches, the next batch asked for before the last one is handed over (PostgreSQL reads while
 * Node indexes). A change committed during the read is not in it, and its NOTIFY comes after.
 */
import pg from 'pg';

export async function readSnapshot<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  { name, select, batch, add }: { name: string; select: string; batch: number; add: (rows: Row[]) => void },
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: name });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE snapshot NO SCROLL CURSOR FOR ${select}`);
    let next = client.query<Row>(`FETCH ${batch} FROM snapshot`);
    for (;;) {
      const { rows } = await next;
      if (rows.length === batch) next = client.query<Row>(`FETCH ${batch} FROM snapshot`);
      add(rows);
      if (rows.length < batch) break;
    }
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => undefined);
  }
}
