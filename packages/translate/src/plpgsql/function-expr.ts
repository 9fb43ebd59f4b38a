/**
 * PL/pgSQL function bodies that are one expression in disguise: `BEGIN RETURN expr; END`, and
 * IF / ELSIF / ELSE chains whose branches end in RETURN (a CASE). Such a function is inlined in
 * the query that calls it like a LANGUAGE sql function; any other body is kept (PostgreSQL accepts
 * it) and a call is 0A000 naming what is not supported.
 */

// The PL/pgSQL AST is JSON from libpg_query: objects wrapped as { NodeName: fields }.
type Json = Record<string, unknown>;

/** The body as the SQL text of one expression, or why it cannot be one. */
export type PlFunctionExpression = { sql: string } | { unsupported: string };

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

class NotAnExpression extends Error {}

/** Converts a parsed PL/pgSQL function (PLpgSQL_function JSON) whose parameters are `argNames`. */
export function plFunctionExpression(fn: unknown, argNames: readonly string[]): PlFunctionExpression {
  const [, f] = node(fn);
  const params = new Set(argNames.filter((n) => n !== ''));
  for (const d of list(f['datums'])) {
    const [kind, v] = node(d);
    const name = String(v['refname'] ?? '');
    if (kind === 'PLpgSQL_var' && (name === 'found' || params.has(name) || name.startsWith('$'))) continue;
    return { unsupported: 'PL/pgSQL functions with DECLARE' };
  }
  const [kind, action] = node(f['action']);
  if (kind !== 'PLpgSQL_stmt_block' || action['exceptions'] !== undefined) return { unsupported: 'PL/pgSQL functions with EXCEPTION handlers' };
  try {
    const sql = reduce(list(action['body']));
    if (sql === null) return { unsupported: 'PL/pgSQL functions that can end without RETURN' };
    return { sql };
  } catch (e) {
    if (e instanceof NotAnExpression) return { unsupported: e.message };
    throw e;
  }
}

/** The value a statement list returns as one expression, or null when it can fall off its end. */
function reduce(stmts: readonly unknown[]): string | null {
  const [first, ...rest] = stmts;
  if (first === undefined) return null;
  const [kind, f] = node(first);
  switch (kind) {
    case 'PLpgSQL_stmt_return':
      if (f['expr'] === undefined) throw new NotAnExpression('PL/pgSQL RETURN without a value in a function');
      return `(${exprText(f['expr'])})`;
    case 'PLpgSQL_stmt_if': {
      const arms: [string, string | null][] = [[exprText(f['cond']), reduce(list(f['then_body']))]];
      for (const e of list(f['elsif_list'])) {
        const [, ef] = node(e);
        arms.push([exprText(ef['cond']), reduce(list(ef['stmts']))]);
      }
      const otherwise = f['else_body'] === undefined ? reduce(rest) : reduce([...list(f['else_body']), ...rest]);
      // A branch that does not return goes on with the statements after IF.
      const after = rest.length > 0 ? reduce(rest) : null;
      const whens = arms.map(([cond, value]) => {
        const v = value ?? after;
        if (v === null) throw new NotAnExpression('PL/pgSQL functions that can end without RETURN');
        return ` WHEN (${cond}) THEN ${v}`;
      });
      if (otherwise === null) throw new NotAnExpression('PL/pgSQL functions that can end without RETURN');
      return `(CASE${whens.join('')} ELSE ${otherwise} END)`;
    }
    default: {
      const name = kind.startsWith('PLpgSQL_stmt_') ? kind.slice('PLpgSQL_stmt_'.length).toUpperCase() : kind;
      throw new NotAnExpression(`PL/pgSQL ${name} statements in functions`);
    }
  }
}
