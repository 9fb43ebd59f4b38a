import type { SqlValue } from './engine.js';

/**
 * Judging SQLite programs (the rows of `EXPLAIN sql`: addr, opcode, p1, p2, p3, p4, p5, comment)
 * for the point reader: a statement may run on the server's own thread only when its program
 * does a bounded amount of work — a few B-tree probes — and reads no connection state.
 */

/**
 * VDBE opcodes a point read may use: no Next/Prev/Rewind/Sorter (no loop over rows), no
 * Function/Agg (no JavaScript, no connection state), no virtual tables, coroutines,
 * sub-programs, ephemeral tables or writes. Anything not listed makes the statement ineligible.
 */
const READ_OPCODES: ReadonlySet<string> = new Set([
  'Init', 'Goto', 'Transaction', 'TableLock', 'OpenRead', 'ReopenIdx', 'Variable', 'MustBeInt', 'SeekRowid', 'NotExists',
  'Column', 'Rowid', 'ResultRow', 'Halt', 'Copy', 'SCopy', 'IntCopy', 'Integer', 'Int64', 'String8', 'String', 'Null',
  'Real', 'Blob', 'IsNull', 'NotNull', 'Affinity', 'SeekGE', 'SeekGT', 'SeekLE', 'SeekLT', 'IdxGT', 'IdxGE', 'IdxLT',
  'IdxLE', 'DeferredSeek', 'IdxRowid', 'Eq', 'Ne', 'Lt', 'Le', 'Gt', 'Ge', 'If', 'IfNot', 'And', 'Or', 'Not', 'Cast',
  'RealAffinity', 'CollSeq', 'Noop', 'Explain', 'IsTrue', 'ZeroOrNull', 'TypeCheck', 'IsType', 'ColumnsUsed',
]);

/**
 * What a point write may add: writing the row and its index entries, constraint checks, the
 * foreign-key counter check at the end, arithmetic, once-only subroutines, and the loops of
 * {@link LOOP_OPCODES} over RETURNING's rows. No Program (triggers), FkCounter/FkIfZero (foreign key
 * probes), sorters, coroutines or virtual tables.
 */
const WRITE_OPCODES: ReadonlySet<string> = new Set([
  ...READ_OPCODES,
  'OpenWrite', 'NewRowid', 'Insert', 'Delete', 'IdxInsert', 'IdxDelete', 'MakeRecord', 'HaltIfNull', 'NoConflict',
  'Found', 'NotFound', 'FinishSeek', 'SoftNull', 'MemMax', 'AddImm', 'Add', 'Subtract', 'Multiply', 'Divide', 'Remainder',
  'Concat', 'BitAnd', 'BitOr', 'BitNot', 'ShiftLeft', 'ShiftRight', 'Close', 'FkCheck', 'Once', 'BeginSubrtn', 'Return',
  'DecrJumpZero', 'OpenEphemeral', 'Function', 'PureFunc',
]);

/** Opcodes that step a cursor over rows: allowed in writes only on bounded cursors. */
const LOOP_OPCODES: ReadonlySet<string> = new Set(['Rewind', 'Next', 'Prev', 'Last']);

/** Opcodes whose P2 is a jump target (a backward jump could loop). */
const JUMP_OPCODES: ReadonlySet<string> = new Set([
  'Goto', 'MustBeInt', 'SeekRowid', 'NotExists', 'IsNull', 'NotNull', 'SeekGE', 'SeekGT', 'SeekLE', 'SeekLT', 'IdxGT',
  'IdxGE', 'IdxLT', 'IdxLE', 'Eq', 'Ne', 'Lt', 'Le', 'Gt', 'Ge', 'If', 'IfNot', 'NoConflict', 'Found', 'NotFound',
  'Once', 'DecrJumpZero', 'Rewind', 'Last',
]);

const num = (v: SqlValue | undefined): number => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : Number.NaN);

/** True when every instruction of the program is a point-read opcode (and there is one). */
export function isPointReadProgram(program: readonly SqlValue[][]): boolean {
  if (program.length === 0) return false;
  for (const row of program) {
    const opcode = row[1];
    if (typeof opcode !== 'string' || !READ_OPCODES.has(opcode)) return false;
  }
  return true;
}

/** What a point write's program may call. */
export interface PointWriteRules {
  /** Functions the program may call: ones that read no connection state and cannot loop. */
  functions: ReadonlySet<string>;
  /**
   * The root page of `sqlite_sequence` when the program may read and write it (an INSERT drawing
   * its serial key from the counter in plain SQL): loops over cursors opened only on it are
   * allowed — it holds one row per AUTOINCREMENT table. Otherwise AUTOINCREMENT tables are refused.
   */
  counterRoot?: number;
}

/**
 * True when the program writes at most a bounded number of rows by key: only write-safe opcodes,
 * every function call allowed by `rules`, loops only over an ephemeral table filled before its
 * loop starts (RETURNING's rows), and no other backward jump than the final Goto of the
 * program's prologue. AUTOINCREMENT tables (serial/identity keys: their counter in
 * `sqlite_sequence` is looked up by a loop) are point writes only with `rules.counterRoot`: the
 * caller vouches that the statement draws its key as PostgreSQL's nextval in plain SQL (the
 * session notes currval afterwards); any other write to them follows rules of the session's own
 * connection (pg_autoinc_draw, the fix-ups of explicit keys).
 */
export function isPointWriteProgram(program: readonly SqlValue[][], rules: PointWriteRules): boolean {
  if (program.length === 0) return false;
  // Cursor number → every way it is opened ('eph' or 'other'); first loop and last fill of ephemerals.
  const opens = new Map<number, Set<string>>();
  const firstLoop = new Map<number, number>();
  const lastFill = new Map<number, number>();
  const last = program.length - 1;
  for (let addr = 0; addr < program.length; addr++) {
    const row = program[addr] ?? [];
    const opcode = row[1];
    if (typeof opcode !== 'string') return false;
    const p1 = num(row[2]);
    const p2 = num(row[3]);
    if (LOOP_OPCODES.has(opcode)) {
      if (!firstLoop.has(p1)) firstLoop.set(p1, addr);
      // Next/Prev jump back to the loop body: bounded by the cursor's rows (checked below).
      if (JUMP_OPCODES.has(opcode) && p2 <= addr) return false;
      continue;
    }
    if (!WRITE_OPCODES.has(opcode)) return false;
    // (MustBeInt's P2 0 means "raise an error" rather than a jump.)
    if (JUMP_OPCODES.has(opcode) && p2 <= addr && !(opcode === 'Goto' && addr === last) && !(opcode === 'MustBeInt' && p2 === 0)) return false;
    if (opcode === 'Function' || opcode === 'PureFunc') {
      const p4 = row[5];
      const name = typeof p4 === 'string' ? p4.slice(0, Math.max(0, p4.indexOf('('))) : '';
      if (!rules.functions.has(name)) return false;
    }
    if (opcode === 'OpenRead' || opcode === 'OpenWrite' || opcode === 'ReopenIdx' || opcode === 'OpenEphemeral') {
      const counter = opcode !== 'OpenEphemeral' && rules.counterRoot !== undefined && p2 === rules.counterRoot && num(row[4]) === 0;
      const kind = opcode === 'OpenEphemeral' ? 'eph' : counter ? 'counter' : 'other';
      let kinds = opens.get(p1);
      if (kinds === undefined) opens.set(p1, (kinds = new Set()));
      kinds.add(kind);
    }
    if (opcode === 'Insert' || opcode === 'IdxInsert') lastFill.set(p1, addr);
  }
  for (const [cursor, at] of firstLoop) {
    const kinds = opens.get(cursor);
    if (kinds === undefined || kinds.size !== 1) return false;
    if (kinds.has('counter')) continue;
    if (!kinds.has('eph') || (lastFill.get(cursor) ?? -1) > at) return false;
  }
  return true;
}
