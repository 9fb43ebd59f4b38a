import pg from 'pg';

/** What one statement did, as a client sees it: tag and rows, or the error fields; NOTICEs either way. */
export interface Outcome {
  tag?: string;
  rows?: unknown[];
  notices: string[];
  error?: { code?: string; message: string; detail?: string; hint?: string };
}

/** PostgreSQL's command tag from a node-postgres result (`INSERT 0 n`, `SELECT n`, `CREATE TABLE` …). */
function commandTag(r: pg.QueryResult): string {
  const counted = r.rowCount !== null && ['INSERT', 'SELECT', 'UPDATE', 'DELETE'].includes(r.command);
  return `${r.command}${r.command === 'INSERT' ? ' 0' : ''}${counted ? ` ${r.rowCount}` : ''}`;
}

/**
 * Runs statements one by one on a fresh connection and records each outcome, so the same list
 * can be compared between pgsqlite and PostgreSQL (or PostgreSQL's recorded golden file).
 */
export async function runStatements(url: string, statements: readonly string[]): Promise<Outcome[]> {
  const client = new pg.Client({ connectionString: url });
  const notices: string[] = [];
  client.on('notice', (n) => notices.push(n.message ?? ''));
  await client.connect();
  const out: Outcome[] = [];
  try {
    for (const sql of statements) {
      notices.length = 0;
      try {
        const r = await client.query({ text: sql, rowMode: 'array' });
        out.push({ tag: commandTag(r), rows: r.rows, notices: [...notices] });
      } catch (e) {
        const err = e as pg.DatabaseError;
        out.push({ notices: [...notices], error: { code: err.code, message: err.message, ...(err.detail ? { detail: err.detail } : {}), ...(err.hint ? { hint: err.hint } : {}) } });
      }
    }
  } finally {
    await client.end();
  }
  return out;
}
