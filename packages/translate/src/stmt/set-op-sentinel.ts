import { Oid } from '@pgsqlite/catalog';
import { quoteIdent } from '../sql/quote.js';
import type { OutputColumn } from './targets.js';

/** The hidden column that marks the sentinel row of an INTERSECT/EXCEPT left arm. */
const MARK = '"__setop_sentinel"';

/** The two arms of an INTERSECT/EXCEPT with the sentinel in place, and how to drop it again. */
export interface SentinelArms {
  left: string;
  right: string;
  /** The output columns plus the hidden mark column, for the set operation over the arms. */
  columns: OutputColumn[];
  /** The set operation's result without the sentinel row and the mark column. */
  unwrap(setOp: string): string;
}

/**
 * PostgreSQL reads both arms of INTERSECT and EXCEPT in full (an Append under the SetOp node),
 * so an error that only the right arm's rows raise is raised even when the left arm has no rows.
 * SQLite merges the two arms as co-routines and never starts the right one when the left one is
 * empty: `SELECT x FROM empty EXCEPT SELECT 1/0 FROM t` answered 0 rows where PostgreSQL fails.
 *
 * The left arm gets one extra row, all NULLs with the mark 1 (its real rows have mark 0), so it
 * is never empty and the right arm (mark 0 on every row) is always read in full; the mark keeps
 * the sentinel from matching a right-arm row, and the result drops it with its column.
 * Both arms are already on the common column types and named by `columns`' aliases.
 */
export function sentinelArms(left: string, right: string, columns: OutputColumn[]): SentinelArms {
  const cols = columns.map((c) => quoteIdent(c.alias));
  const list = cols.join(', ');
  const nulls = cols.map((c) => `NULL AS ${c}`).join(', ');
  const mark: OutputColumn = { name: '__setop_sentinel', alias: '__setop_sentinel', type: Oid.int4, typmod: -1, tableOid: 0, attnum: 0 };
  return {
    left: `SELECT ${list}, ${MARK} FROM (SELECT ${list}, 0 AS ${MARK} FROM (${left}) UNION ALL SELECT ${nulls}, 1 AS ${MARK})`,
    // LIMIT -1 keeps SQLite from flattening the right arm into the match of INTERSECT/EXCEPT on
    // order keys (keyed-dedup.ts), where the sentinel's constant mark would skip its scan.
    right: `SELECT ${list}, ${MARK} FROM (SELECT ${list}, 0 AS ${MARK} FROM (${right}) LIMIT -1)`,
    columns: [...columns, mark],
    // LIMIT -1 (no limit) keeps SQLite from pushing the filter down into the arms, which would
    // drop the sentinel before the set operation sees it.
    unwrap: (setOp) => `SELECT ${list} FROM (${setOp} LIMIT -1) WHERE ${MARK} = 0`,
  };
}
