import { PgError } from '@pgsqlite/errors';
import { assignmentOperator } from './do-program.js';

/** One `NEW.column := expr` of a trigger function, guarded by the IF conditions around it (SQL text; `at`: assignments before the IF). */
export interface TriggerBodyAssignment {
  column: string;
  expr: string;
  conds: readonly { text: string; at: number }[];
}

// The PL/pgSQL AST is JSON from libpg_query: objects wrapped as { NodeName: fields }.
type Json = Record<string, unknown>;

function node(value: unknown): [string, Json] {
  const entry = Object.entries((value ?? {}) as Json)[0];
  return entry === undefined ? ['', {}] : [entry[0], (entry[1] ?? {}) as Json];
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function exprText(value: unknown): string {
  return String(node(value)[1]['query'] ?? '');
}

function unsupported(fn: string, what: string): PgError {
  return new PgError('feature_not_supported', `trigger function ${fn}: ${what} is not supported by pgsqlite (only BEFORE ROW triggers that assign NEW fields and RETURN NEW)`);
}

/**
 * The assignments to NEW of a trigger function whose body is only `NEW.col := expr`, IF/ELSIF/ELSE
 * around such assignments, and a final `RETURN NEW` — what pgsqlite can fold into the INSERT or
 * UPDATE that fires it. Anything else is 0A000 naming it.
 */
export function triggerAssignments(fn: unknown, name: string): TriggerBodyAssignment[] {
  const [, f] = node(fn);
  const datums = list(f['datums']).map((d) => node(d));
  const newNo = Number(f['new_varno'] ?? -1);
  for (const [kind, v] of datums) {
    if (kind === 'PLpgSQL_var' && v['refname'] === 'found') continue;
    if (kind === 'PLpgSQL_rec' || kind === 'PLpgSQL_recfield') continue;
    throw unsupported(name, 'DECLARE');
  }
  const [kind, action] = node(f['action']);
  if (kind !== 'PLpgSQL_stmt_block' || action['exceptions'] !== undefined) throw unsupported(name, 'an EXCEPTION block');
  const body = list(action['body']);
  const last = body[body.length - 1];
  const [lastKind, lastF] = node(last);
  if (lastKind !== 'PLpgSQL_stmt_return' || exprText(lastF['expr']).trim().toLowerCase() !== 'new') throw unsupported(name, 'a body that does not end in RETURN NEW');
  const out: TriggerBodyAssignment[] = [];
  const walk = (stmts: readonly unknown[], conds: readonly { text: string; at: number }[]): void => {
    for (const s of stmts) {
      const [k, sf] = node(s);
      if (k === 'PLpgSQL_stmt_assign') {
        const [dk, dv] = datums[Number(sf['varno'] ?? -1)] ?? ['', {}];
        if (dk !== 'PLpgSQL_recfield' || Number(dv['recparentno'] ?? 0) !== newNo) throw unsupported(name, 'an assignment to anything but a NEW field');
        const text = exprText(sf['expr']);
        const at = assignmentOperator(text);
        if (at === null) throw unsupported(name, `the assignment "${text}"`);
        out.push({ column: String(dv['fieldname']), expr: text.slice(at.end).trim(), conds });
      } else if (k === 'PLpgSQL_stmt_if') {
        const arms: [string, unknown[]][] = [[exprText(sf['cond']), list(sf['then_body'])]];
        for (const e of list(sf['elsif_list'])) {
          const [, ef] = node(e);
          arms.push([exprText(ef['cond']), list(ef['stmts'])]);
        }
        // Each arm runs when its condition holds and none before it did, all read where the IF stands.
        const at = out.length;
        const before: { text: string; at: number }[] = [];
        for (const [cond, stmtsOf] of arms) {
          walk(stmtsOf, [...conds, ...before, { text: `COALESCE((${cond}), false)`, at }]);
          before.push({ text: `NOT COALESCE((${cond}), false)`, at });
        }
        walk(list(sf['else_body']), [...conds, ...before]);
      } else {
        const what = k.startsWith('PLpgSQL_stmt_') ? `PL/pgSQL ${k.slice('PLpgSQL_stmt_'.length).toUpperCase()}` : k;
        throw unsupported(name, what);
      }
    }
  };
  walk(body.slice(0, -1), []);
  return out;
}
