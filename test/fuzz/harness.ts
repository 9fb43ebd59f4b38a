import { judge, summary } from './compare.js';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import type { KnownDifference } from './known.js';
import { PipelineClient, type Answer } from './pipeline-client.js';

/** Both servers with one pipelined connection each. */
export interface Servers {
  lite: PipelineClient;
  pg: PipelineClient;
  /** Replaces both connections (after one broke). */
  reconnect(): Promise<void>;
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
  const servers: Servers = {
    lite,
    pg,
    reconnect: async () => {
      servers.lite.close();
      servers.pg.close();
      servers.lite = await PipelineClient.connect(target.host, target.port);
      servers.pg = await PipelineClient.connect(cluster.host, cluster.port);
    },
    stop: async () => {
      servers.lite.close();
      servers.pg.close();
      await target.stop();
      await cluster.stop();
    },
  };
  return servers;
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
    const answers = await Promise.all([s.lite.run(sql, 15_000), s.pg.run(sql, 15_000)]).catch(async () => {
      await s.reconnect();
      return null; // still breaks a connection: still reproduces
    });
    if (answers === null) continue;
    const [a, b] = answers;
    const x = a.at(-1) as Answer;
    if (judge(x, b.at(-1) as Answer, k.ordered === true) === null) fixed.push({ known: k, now: summary(x) });
  }
  return fixed;
}
