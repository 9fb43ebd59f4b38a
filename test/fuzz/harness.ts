import { judge, summary } from './compare.js';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import type { KnownDifference } from './known.js';
import { PipelineClient, type Answer } from './pipeline-client.js';

/** One lane: a pipelined connection to each server, both on the lane's own database. */
export interface Lane {
  lite: PipelineClient;
  pg: PipelineClient;
  /** Replaces both connections (after one broke). */
  reconnect(): Promise<void>;
}

/** Both servers with `lanes` connection pairs, each lane on its own database (its own t0, t1). */
export interface Servers {
  readonly lanes: readonly Lane[];
  stop(): Promise<void>;
}

/** Lanes run by default: a lane's statements run while another lane's answers are compared. */
export const DEFAULT_LANES = 3;

/** pgsqlite in-process and a throw-away PostgreSQL 15 cluster; null when PostgreSQL is not installed. */
export async function startServers(lanes = DEFAULT_LANES): Promise<Servers | null> {
  const cluster = await startPostgres();
  if (cluster === null) return null;
  const target = externalTarget() ?? (await startTarget());
  if (target === null) {
    await cluster.stop();
    return null;
  }
  const made: Lane[] = [];
  try {
    const databases = Array.from({ length: lanes }, (_, i) => (i === 0 ? 'postgres' : `fuzz${i}`));
    const [lite0, pg0] = await Promise.all([PipelineClient.connect(target.host, target.port), PipelineClient.connect(cluster.host, cluster.port)]);
    const create = databases.slice(1).map((d) => `CREATE DATABASE ${d}`);
    await Promise.all([lite0.run(create), pg0.run(create)]);
    lite0.close();
    pg0.close();
    for (const db of databases) {
      const connect = async (): Promise<[PipelineClient, PipelineClient]> =>
        Promise.all([PipelineClient.connect(target.host, target.port, db), PipelineClient.connect(cluster.host, cluster.port, db)]);
      const [lite, pg] = await connect();
      const lane: Lane = {
        lite,
        pg,
        reconnect: async () => {
          lane.lite.close();
          lane.pg.close();
          [lane.lite, lane.pg] = await connect();
        },
      };
      made.push(lane);
    }
  } catch (e) {
    for (const l of made) {
      l.lite.close();
      l.pg.close();
    }
    await target.stop();
    await cluster.stop();
    throw e;
  }
  return {
    lanes: made,
    stop: async () => {
      for (const l of made) {
        l.lite.close();
        l.pg.close();
      }
      await target.stop();
      await cluster.stop();
    },
  };
}

/**
 * With FUZZ_PGSQLITE=<host>:<port> the fuzzer runs against a pgsqlite server started apart
 * (`node dist/cli.js --port N`) instead of one in-process, so the server's own memory and CPU
 * can be watched over a long run (its process alone, apart from the fuzzer's).
 */
function externalTarget(): { host: string; port: number; stop(): Promise<void> } | null {
  const at = process.env['FUZZ_PGSQLITE'];
  if (at === undefined || at === '') return null;
  const colon = at.lastIndexOf(':');
  return { host: at.slice(0, colon), port: Number(at.slice(colon + 1)), stop: async () => undefined };
}

/** A known difference that no longer reproduces, with what both servers answer now. */
export interface Fixed {
  readonly known: KnownDifference;
  readonly now: string;
}

/**
 * Replays every known difference on both servers; those that now agree are returned. The
 * reproductions are spread over the lanes and pipelined in chunks (one round trip per chunk);
 * a chunk that breaks a connection is replayed one reproduction at a time.
 */
export async function recheckKnown(s: Servers, known: readonly KnownDifference[]): Promise<Fixed[]> {
  const fixed: Fixed[] = [];
  const chunks: KnownDifference[][] = [];
  for (let i = 0; i < known.length; i += 25) chunks.push(known.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    s.lanes.map(async (lane) => {
      while (next < chunks.length) {
        const chunk = chunks[next++] as KnownDifference[];
        if (!(await replay(lane, chunk, fixed))) for (const k of chunk) await replay(lane, [k], fixed);
      }
    }),
  );
  return fixed.sort((a, b) => known.indexOf(a.known) - known.indexOf(b.known));
}

/** Replays reproductions in one pipeline per server; false when a connection broke (it is replaced). */
async function replay(lane: Lane, chunk: readonly KnownDifference[], fixed: Fixed[]): Promise<boolean> {
  const sql = chunk.flatMap((k) => [...k.setup, k.sql]);
  const answers = await Promise.all([lane.lite.run(sql, 30_000), lane.pg.run(sql, 30_000)]).catch(async () => {
    await lane.reconnect();
    return null;
  });
  if (answers === null) return chunk.length === 1; // a single one that still breaks a connection still reproduces
  const [a, b] = answers;
  let at = 0;
  for (const k of chunk) {
    at += k.setup.length + 1;
    const x = a[at - 1] as Answer;
    if (judge(x, b[at - 1] as Answer, k.ordered === true) === null) fixed.push({ known: k, now: summary(x) });
  }
  return true;
}
