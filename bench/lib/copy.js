// COPY … FROM STDIN of many rows through postgres.js (text format, 10,000-row chunks): rows/s,
// checked by count(*) afterwards. Fails (and is reported) where the server has no COPY yet.
import postgres from 'postgres';
import { CheckError } from './trials.js';

/** Loads `rows` rows into a fresh table; resolves with seconds taken. */
export async function copyTrial(server, rows) {
  const sql = postgres({ host: server.host, port: server.port, user: 'postgres', database: 'postgres', max: 1, fetch_types: false, onnotice: () => {} });
  try {
    await sql.unsafe('CREATE TABLE copy_in (id integer PRIMARY KEY, a integer NOT NULL, b text NOT NULL)').simple();
    const chunks = [];
    for (let from = 1; from <= rows; from += 10_000) {
      let s = '';
      for (let i = from; i < Math.min(from + 10_000, rows + 1); i++) s += `${i}\t${i % 1000}\tcopied row ${i}\n`;
      chunks.push(s);
    }
    const t0 = performance.now();
    const stream = await sql.unsafe('COPY copy_in (id, a, b) FROM STDIN').writable();
    await new Promise((resolve, reject) => {
      stream.on('error', reject);
      stream.on('finish', resolve);
      let k = 0;
      const pump = () => {
        while (k < chunks.length) if (!stream.write(chunks[k++])) return void stream.once('drain', pump);
        stream.end();
      };
      pump();
    });
    const seconds = (performance.now() - t0) / 1000;
    const [{ n }] = await sql.unsafe('SELECT count(*)::int AS n FROM copy_in');
    if (n !== rows) throw new CheckError(`expected ${rows} rows after COPY, got ${n}`);
    return seconds;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
