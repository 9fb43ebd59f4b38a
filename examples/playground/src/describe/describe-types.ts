import type { Pgsqlite } from '@pgsqlite/browser';

/** One block of psql output: a titled table, then footer lines (Indexes:, View definition: …). */
export interface DescribeBlock {
  title: string;
  fields: string[];
  rows: (string | null)[][];
  footers: string[];
  /** psql's message instead of a table (e.g. "Did not find any relation named "x"."). */
  message?: string;
}

/** A meta-command's run: it sends catalog queries through `db` and returns psql's blocks. */
export type DescribeCommand = (db: Pgsqlite, pattern: string | undefined, verbose: boolean) => Promise<DescribeBlock[]>;

/** Rows of `sql` as text, as psql prints them. */
export async function textRows(db: Pgsqlite, sql: string): Promise<{ fields: string[]; rows: (string | null)[][] }> {
  const r = await db.query<(string | null)[]>(sql, [], { rowMode: 'array', text: true });
  return { fields: r.fields.map((f) => f.name), rows: r.rows };
}
