import { judge, summary } from './compare.js';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import type { KnownDifference } from './known.js';
import { PipelineClient, type Answer } from './pipeline-client.js';

/** Both servers with one pipelined connection each. */
export interface Servers {
  readonly lite: PipelineClient;
  readonly pg: PipelineClient;
  stop(): Promise<void>;
}

/** pgsqlite in-process and a throw-away PostgreSQL 15 cluster; null when PostgreSQL is not installed. */
export async function startServers(): Promise<Servers | null> {
  const cluster = await startPostgres();
  if (cluster === null) return null;
  const target = await startTarget();
  if (target === null) {
    await cluster.stop();
    return null;
  }
  let lite: PipelineClient;
  let pg: PipelineClient;
  try {
    lite = await PipelineClient.connect(target.host, target.port);
    pg = await PipelineClient.connect(cluster.host, cluster.port);
  } catch (e) {
    await target.stop();
    await cluster.stop();
    throw e;
  }
  return {
    lite,
    pg,
    stop: async () => {
      lite.close();
      pg.close();
      await target.stop();
      await cluster.stop();
    },
  };
}

/** A known difference that no longer reproduces, with what both servers answer now. */
export interface Fixed {
  readonly known: KnownDifference;
  readonly now: string;
}

/** Replays every known difference on both servers; those that now agree are returned. */
export async function recheckKnown(s: Servers, known: readonly KnownDifference[]): Promise<Fixed[]> {
  const fixed: Fixed[] = [];
  for (const k of known) {
    const sql = [...k.setup, k.sql];
    const [a, b] = await Promise.all([s.lite.run(sql), s.pg.run(sql)]);
    const x = a.at(-1) as Answer;
    if (judge(x, b.at(-1) as Answer, k.ordered === true) === null) fixed.push({ known: k, now: summary(x) });
  }
  return fixed;
}
