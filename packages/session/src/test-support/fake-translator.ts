// Test-only: a tiny stand-in for @pgsqlite/translate that understands just enough statements
// to drive the session state machine. SQL it does not special-case is handed to SQLite as is.
import Database from 'better-sqlite3';
import { PgError } from '@pgsqlite/errors';
import type { ParsedStatement, Plan, ResultColumn } from '@pgsqlite/translate';
import type { QueryTranslator } from '@pgsqlite/backend';

const INT4 = 23;
const TEXT = 25;

/** Splits on `;` outside single quotes; `FAIL` makes parse throw 42601 at its position. */
function split(sql: string): ParsedStatement[] {
  const out: ParsedStatement[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= sql.length; i++) {
    const c = sql[i];
    if (c === "'") quoted = !quoted;
    if ((c === ';' && !quoted) || i === sql.length) {
      const text = sql.slice(start, i).trim();
      if (text.length > 0) out.push({ sql: text, location: start, source: sql, ast: null as unknown as ParsedStatement['ast'] });
      start = i + 1;
    }
  }
  const bad = sql.indexOf('FAIL');
  if (bad >= 0) throw new PgError('syntax_error', 'syntax error at or near "FAIL"', { position: bad + 1 });
  return out;
}

/** `$n` → `?` with the parameter order. */
function placeholders(sql: string): { sql: string; order: number[] } {
  let out = '';
  const order: number[] = [];
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i] as string;
    if (c === '$' && (sql[i + 1] ?? '') >= '0' && (sql[i + 1] ?? '') <= '9') {
      let j = i + 1;
      while (j < sql.length && (sql[j] as string) >= '0' && (sql[j] as string) <= '9') j++;
      order.push(Number(sql.slice(i + 1, j)));
      out += '?';
      i = j - 1;
    } else out += c;
  }
  return { sql: out, order };
}

function words(sql: string): string[] {
  return sql.split(' ').filter((w) => w.length > 0);
}

/** A fake translator over the SQLite file at `path` (used to describe statements). */
export function fakeTranslator(path: string): QueryTranslator & { close(): void } {
  const db = new Database(path, { timeout: 0 });
  return {
    close: () => db.close(),
    parse: split,
    /** The simple protocol: no literals are lifted here (the real translator's LiteralPlans does that). */
    planSimple(stmt: ParsedStatement) {
      return { plan: this.plan(stmt, []), params: [] };
    },
    planSimpleText: () => null,
    plan(stmt: ParsedStatement, declared: readonly number[]): Plan {
      const w = words(stmt.sql);
      const upper = w.map((x) => x.toUpperCase());
      const head = upper[0] ?? '';
      if (head === 'BEGIN' || head === 'START') {
        return { kind: 'transaction', action: 'begin', tag: head === 'BEGIN' ? 'BEGIN' : 'START TRANSACTION', ...(upper.includes('ONLY') ? { readOnly: true } : {}) };
      }
      if (head === 'COMMIT' || head === 'END') return { kind: 'transaction', action: 'commit', tag: 'COMMIT' };
      if (head === 'ROLLBACK' && upper[1] === 'TO') return { kind: 'transaction', action: 'rollback_to', savepoint: w[2] ?? '', tag: 'ROLLBACK' };
      if (head === 'ROLLBACK') return { kind: 'transaction', action: 'rollback', tag: 'ROLLBACK' };
      if (head === 'SAVEPOINT') return { kind: 'transaction', action: 'savepoint', savepoint: w[1] ?? '', tag: 'SAVEPOINT' };
      if (head === 'RELEASE') return { kind: 'transaction', action: 'release', savepoint: w[1] ?? '', tag: 'RELEASE' };
      if (head === 'SET') {
        const local = upper[1] === 'LOCAL';
        const rest = w.slice(local ? 2 : 1);
        const value = rest.slice(2).join(' ');
        return { kind: 'set', name: rest[0] ?? '', value: value.startsWith("'") ? value.slice(1, -1) : value, local, tag: 'SET' };
      }
      if (head === 'RESET') {
        if (upper[1] === 'ALL') return { kind: 'set', name: '', value: null, local: false, all: true, tag: 'RESET' };
        return { kind: 'set', name: w[1] ?? '', value: null, local: false, tag: 'RESET' };
      }
      if (head === 'SHOW') return { kind: 'show', name: w[1] ?? '', columns: [] };
      if (head === 'VACUUM') return { kind: 'noop', tag: 'VACUUM' };
      if (head === 'CREATE' || head === 'DROP') {
        return { kind: 'ddl', steps: [stmt.sql], tag: `${head} ${upper[1] ?? ''}`, notices: upper.includes('EXISTS') ? ['skipping'] : [] };
      }
      const p = placeholders(stmt.sql);
      let prepared: Database.Statement;
      try {
        prepared = db.prepare(p.sql);
      } catch (e) {
        throw new PgError('undefined_table', e instanceof Error ? e.message : String(e));
      }
      const count = Math.max(0, ...p.order, declared.length);
      const paramTypes = Array.from({ length: count }, (_, i) => declared[i] || TEXT);
      const columns: ResultColumn[] | null = prepared.reader
        ? prepared.columns().map((c) => ({
            name: c.name,
            typeOid: (c.type ?? '').toUpperCase().includes('INT') || c.name.startsWith('i_') ? INT4 : TEXT,
            typmod: -1,
            tableOid: 0,
            attnum: 0,
          }))
        : null;
      return {
        kind: 'sql',
        sql: p.sql,
        paramOrder: p.order,
        paramTypes,
        paramTypmods: paramTypes.map(() => -1),
        columns,
        verb: head,
        readonly: prepared.readonly,
      };
    },
  };
}
