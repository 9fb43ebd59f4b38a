import { judge, summary, type Verdict } from './compare.js';
import { skeleton, vocabulary, type Node, type Vocabulary } from './expr.js';
import { parseSignature, type KnownDifference } from './known.js';
import type { Answer, PipelineClient } from './pipeline-client.js';
import { Rng } from './rng.js';
import { agreedSubexpressionCodes, classifyByMessage, needsProbes, sameMessage, shrink, signature, type Both, type Shrunk } from './shrink.js';
import { loadSignatures } from './signatures.js';
import { TYPE_BY_OID } from './types.js';
import { genStatement, genTables, insertSql, setupSql, type Statement, type Table } from './statements.js';

export interface FuzzOptions {
  readonly seed: number;
  /** Stop after this many generated statements … */
  readonly statements?: number;
  /** … or after this many milliseconds, whichever comes first. */
  readonly millis?: number;
  /** Statements per pipeline. */
  readonly batch?: number;
  readonly known: readonly KnownDifference[];
  readonly log?: (line: string) => void;
}

/** A class of difference found in this run, with its smallest reproduction. */
export interface Found {
  readonly signature: string;
  readonly cls: string;
  readonly setup: readonly string[];
  readonly sql: string;
  readonly ordered: boolean;
  readonly pgsqlite: string;
  readonly postgres: string;
  /** Statements of the run attributed to this class. */
  count: number;
  readonly known: boolean;
  /** From the known entry: an expected 0A000 by design, or why the class is explained. */
  readonly byDesign?: boolean;
  readonly note?: string;
}

export interface FuzzReport {
  statements: number;
  differing: number;
  shrinks: number;
  /** Time spent shrinking and classifying differences (the rest is the generated statements). */
  shrinkMs: number;
  elapsedMs: number;
  readonly found: Map<string, Found>;
  /** Every distinct error message pgsqlite sent (`SQLSTATE message`), for the foreign-text sweep. */
  readonly errors: Set<string>;
}

/**
 * The differential loop: per round a fresh random schema (two small tables) on both servers,
 * then a batch of random statements pipelined to each; every statement whose answers differ is
 * attributed to a known class when its shape contains one, else shrunk to a minimal case and
 * recorded under its own signature. Rounds run on several lanes at once (each lane its own
 * database on both servers); differences are classified in round order, so a seed gives the
 * same classes whatever the lanes' timing.
 */
export async function fuzz(sides: Sides | readonly Sides[], opts: FuzzOptions): Promise<FuzzReport> {
  const lanes: readonly Sides[] = Array.isArray(sides) ? sides : [sides as Sides];
  const started = Date.now();
  const first = lanes[0] as Sides;
  const { calls, casts } = await loadSignatures(first.pg);
  const vocab = vocabulary(calls, casts);
  const master = new Rng(opts.seed);
  const report: FuzzReport = { statements: 0, differing: 0, shrinks: 0, shrinkMs: 0, elapsedMs: 0, found: new Map(), errors: new Set() };
  const knownParts = opts.known.map((k) => ({ sig: k.signature, ...parseSignature(k.signature) }));
  const batch = opts.batch ?? 100;
  const budget = opts.statements ?? Number.POSITIVE_INFINITY;
  const deadline = started + (opts.millis ?? Number.POSITIVE_INFINITY);
  opts.log?.(`fuzz: seed ${opts.seed}, ${calls.length} signatures, ${casts.length} casts, ${lanes.length} lane(s)`);

  const count = (sig: string, cls: string): boolean => {
    const f = report.found.get(sig);
    if (f !== undefined) {
      f.count++;
      return true;
    }
    const k = opts.known.find((x) => x.signature === sig);
    if (k === undefined) return false;
    report.found.set(sig, { ...k, ordered: k.ordered === true, cls, count: 1, known: true });
    return true;
  };
  const record = async (both: Both, first: Shrunk, codes: ReadonlySet<string>): Promise<void> => {
    report.differing++;
    const byMessage = classifyByMessage(first, codes);
    if (byMessage !== null && count(byMessage.signature, byMessage.cls)) return;
    if (byMessage === null) {
      const classes = [...knownParts, ...[...report.found.keys()].map((sig) => ({ sig, ...parseSignature(sig) }))];
      const attributed = attribute(first, classes);
      if (attributed !== null && count(attributed, first.verdict.cls)) return;
    }
    report.shrinks++;
    const keepMessage = byMessage !== null && byMessage.cls !== 'constant-folding' && byMessage.cls !== 'error-order';
    const small = await shrink(both, first, keepMessage ? sameMessage : undefined);
    const sig = byMessage?.signature ?? signature(small.verdict, small.stmt);
    if (count(sig, byMessage?.cls ?? small.verdict.cls)) return;
    report.found.set(sig, {
      signature: sig,
      cls: byMessage?.cls ?? small.verdict.cls,
      setup: setupSql(small.tables).slice(small.tables.length === 0 ? 1 : 0),
      sql: small.stmt.build(small.stmt.exprs),
      ordered: small.stmt.ordered,
      pgsqlite: summary(small.pgsqlite),
      postgres: summary(small.postgres),
      count: 1,
      known: false,
    });
    opts.log?.(`NEW ${sig}\n  ${small.stmt.build(small.stmt.exprs)}\n  pgsqlite: ${summary(small.pgsqlite)}\n  postgres: ${summary(small.postgres)}`);
  };

  // Rounds are handed out in order; each round's random state is forked from the master when it
  // is handed out, and its differences are recorded only after every earlier round's.
  let planned = 0;
  let nextRound = 0;
  const recorded: Promise<void>[] = [];
  const runLane = async (lane: Sides): Promise<void> => {
    const both: Both = async (sql) => Promise.all([lane.lite.run(sql), lane.pg.run(sql)]);
    while (planned < budget && Date.now() < deadline) {
      const round = nextRound++;
      const rng = new Rng(master.fork());
      const generated = genTables(rng);
      const setupCount = setupSql(generated).length;
      const n = Math.max(0, Math.min(batch, budget - planned - setupCount));
      planned += setupCount + n;
      let release = (): void => {};
      recorded[round] = new Promise<void>((r) => (release = r));
      const turn = round === 0 ? Promise.resolve() : (recorded[round - 1] as Promise<void>);
      try {
        await runRound(lane, both, rng, generated, n, turn, round);
      } finally {
        release();
      }
    }
  };
  const runRound = async (lane: Sides, both: Both, rng: Rng, generated: Table[], n: number, turn: Promise<void>, round: number): Promise<void> => {
    const { tables, differing: setupDiffs } = await agreedTables(both, generated, report);
    const stmts: Statement[] = [];
    for (let i = 0; i < n; i++) stmts.push(genStatement(rng, vocab, tables));
    let answers: [Answer[], Answer[]];
    try {
      answers = await both(stmts.map((s) => s.build(s.exprs)));
    } catch {
      report.statements += n;
      await turn;
      await recordBroken(lane, stmts, tables, report, opts);
      return;
    }
    const [a, b] = answers;
    report.statements += n;
    collectErrors(a, report.errors);
    // a session pgsqlite ended (57P02, FATAL in PostgreSQL: the connection is gone) answers
    // nothing more: what follows is not compared, the lane reconnects after this round
    const lost = a.findIndex((x) => x.kind === 'error' && x.code === '57P02');
    const compared = lost < 0 ? n : lost;
    const diffs: Shrunk[] = [...setupDiffs];
    for (let i = 0; i < compared; i++) {
      const stmt = stmts[i] as Statement;
      const verdict = judge(a[i] as Answer, b[i] as Answer, stmt.ordered);
      if (verdict !== null) diffs.push({ stmt, tables, verdict, pgsqlite: a[i] as Answer, postgres: b[i] as Answer });
    }
    // The subexpression probes of every error difference in one pipeline, before waiting for the turn.
    const probed = diffs.filter(needsProbes);
    const codes = new Map<Shrunk, Set<string>>();
    (await agreedSubexpressionCodes(both, probed)).forEach((c, i) => codes.set(probed[i] as Shrunk, c));
    await turn;
    const t0 = Date.now();
    for (const d of diffs) {
      const shrinks = report.shrinks;
      await record(both, d, codes.get(d) ?? new Set());
      if (report.shrinks !== shrinks) await both(setupSql(tables)); // shrinking rebuilt the tables with other rows
    }
    report.shrinkMs += Date.now() - t0;
    if (lost >= 0) {
      recordLostSession(stmts, lost, tables, report, opts);
      await lane.reconnect();
    }
    if (round % 100 === 99) opts.log?.(`… ${report.statements} statements, ${report.differing} differing, ${report.found.size} classes, ${Math.round((Date.now() - started) / 1000)} s`);
  };
  await Promise.all(lanes.map(runLane));
  report.elapsedMs = Date.now() - started;
  return report;
}

/** One lane's connections (a pipelined connection to each server); `reconnect` replaces them after one broke. */
export interface Sides {
  readonly lite: PipelineClient;
  readonly pg: PipelineClient;
  reconnect(): Promise<void>;
}

/**
 * A batch that did not come back (a statement ran past the 60 s pipeline timeout although both
 * sides run with statement_timeout 5 s, or a connection closed): reconnect, replay the batch one
 * statement at a time to find the culprit, record it as class `broken`, reconnect again.
 */
async function recordBroken(sides: Sides, stmts: readonly Statement[], tables: readonly Table[], report: FuzzReport, opts: FuzzOptions): Promise<void> {
  await sides.reconnect();
  await Promise.all([sides.lite.run(setupSql(tables)), sides.pg.run(setupSql(tables))]);
  for (const stmt of stmts) {
    const sql = stmt.build(stmt.exprs);
    const [lite, pg] = await Promise.allSettled([sides.lite.run([sql], 15_000), sides.pg.run([sql], 15_000)]);
    if (lite.status === 'fulfilled' && pg.status === 'fulfilled') continue;
    const side = lite.status === 'rejected' ? 'pgsqlite' : 'postgres';
    const signature = `broken | ${side} did not answer within 15 s (statement_timeout 5 s) or closed the connection`;
    report.differing++;
    const prior = report.found.get(signature);
    if (prior !== undefined) prior.count++;
    else {
      const known = opts.known.some((k) => k.signature === signature);
      const answer = (r: PromiseSettledResult<Answer[]>): string => (r.status === 'fulfilled' ? summary(r.value[0] as Answer) : `no answer: ${String(r.reason)}`);
      report.found.set(signature, { signature, cls: 'broken', setup: setupSql(tables), sql, ordered: false, pgsqlite: answer(lite), postgres: answer(pg), count: 1, known });
      opts.log?.(`${known ? 'known' : 'NEW'} ${signature}\n  ${sql}`);
    }
    await sides.reconnect();
    return;
  }
}

/**
 * pgsqlite ended the session (57P02: the executor thread holding its connection state was
 * stopped, as after a statement it could not interrupt): recorded as class `broken`, with the
 * statement before the first 57P02 (the one that ran when the session was lost) as its SQL.
 */
function recordLostSession(stmts: readonly Statement[], lost: number, tables: readonly Table[], report: FuzzReport, opts: FuzzOptions): void {
  const culprit = stmts[Math.max(0, lost - 1)] as Statement;
  const sql = culprit.build(culprit.exprs);
  const signature = 'broken | pgsqlite ended the session (57P02) after a statement it could not interrupt';
  report.differing++;
  const prior = report.found.get(signature);
  if (prior !== undefined) return void prior.count++;
  const known = opts.known.some((k) => k.signature === signature);
  report.found.set(signature, { signature, cls: 'broken', setup: setupSql(tables), sql, ordered: false, pgsqlite: 'ERROR 57P02 from the next statement on', postgres: 'the session goes on', count: 1, known });
  opts.log?.(`${known ? 'known' : 'NEW'} ${signature}\n  ${sql}`);
}

/**
 * Creates the tables on both servers; a row one server refuses and the other takes is a
 * difference (returned, recorded in the round's turn) and is left out.
 */
async function agreedTables(both: Both, tables: Table[], report: FuzzReport): Promise<{ tables: Table[]; differing: Shrunk[] }> {
  const sql = setupSql(tables);
  const [a, b] = await both(sql);
  report.statements += sql.length;
  collectErrors(a, report.errors);
  schemaDdlDiffers(sql, a, b, report);
  let at = 1;
  const kept: Table[] = [];
  const differing: Shrunk[] = [];
  for (const t of tables) {
    at++; // CREATE TABLE
    const rows: (readonly Node[])[] = [];
    t.rows.forEach((row, i) => {
      const verdict = judge(a[at] as Answer, b[at] as Answer, false);
      const stmt: Statement = { kind: 'insert', exprs: row, ordered: false, build: (x) => insertSql(t, i, x) };
      if (verdict === null) {
        if ((b[at] as Answer).kind === 'rows') rows.push(row);
      } else differing.push({ stmt, tables: [{ ...t, rows: [] }], verdict, pgsqlite: a[at] as Answer, postgres: b[at] as Answer });
      at++;
    });
    kept.push({ ...t, rows });
  }
  if (differing.length > 0 || kept.some((t, i) => t.rows.length !== tables[i]?.rows.length)) await both(setupSql(kept));
  return { tables: kept, differing };
}

/**
 * The DROP and CREATE TABLE of a round's schema must succeed on both servers: where one refuses
 * them, its tables are the previous round's and every later answer differs for that reason
 * alone. Recorded as class `broken` with the refusal, and reported at once.
 */
function schemaDdlDiffers(sql: readonly string[], a: readonly Answer[], b: readonly Answer[], report: FuzzReport): void {
  sql.forEach((stmt, i) => {
    if (!/^(DROP|CREATE) TABLE/.test(stmt)) return;
    const [x, y] = [a[i] as Answer, b[i] as Answer];
    if ((x.kind === 'error') === (y.kind === 'error')) return;
    const side = x.kind === 'error' ? 'pgsqlite' : 'postgres';
    const err = (x.kind === 'error' ? x : y) as Extract<Answer, { kind: 'error' }>;
    const signature = `broken | ${side} refused the round's schema DDL: ${err.code}`;
    report.differing++;
    const prior = report.found.get(signature);
    if (prior !== undefined) return void prior.count++;
    report.found.set(signature, { signature, cls: 'broken', setup: sql.slice(0, i), sql: stmt, ordered: false, pgsqlite: summary(x), postgres: summary(y), count: 1, known: false });
    console.error(`NEW ${signature}: ${err.message}\n  ${stmt}`);
  });
}

function collectErrors(answers: readonly Answer[], into: Set<string>): void {
  for (const a of answers) if (a.kind === 'error' && into.size < 100_000) into.add(`${a.code} ${a.message}`);
}

/**
 * The known (or already found) class a difference belongs to: one with the same verdict kind
 * whose every shape occurs in the statement. Checked before shrinking, so a class seen a
 * thousand times is shrunk once.
 */
function attribute(d: Shrunk, classes: readonly { sig: string; kind: string; parts: string[] }[]): string | null {
  const have = new Set<string>([`stmt:${d.stmt.kind}`]);
  for (const e of d.stmt.exprs) {
    skeleton(e, have);
    literalTypes(e, have);
  }
  for (const c of classes) if (c.kind === d.verdict.kind && c.parts.every((p) => have.has(p))) return c.sig;
  return null;
}

function literalTypes(n: Node, out: Set<string>): void {
  if (n.k === 'lit' || n.k === 'null') out.add(`${n.k === 'lit' ? 'literal' : 'null'}:${typeNameOf(n.type)}`);
  else if (n.k !== 'col') for (const c of n.args) literalTypes(c, out);
}

const typeNameOf = (oid: number): string => TYPE_BY_OID.get(oid)?.name ?? String(oid);

export type { Verdict, Vocabulary };
