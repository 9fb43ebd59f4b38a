/** libpg_query's JSON of a compiled PL/pgSQL function (pg_query_json_plpgsql.c): nodes wrapped as { NodeName: fields }, zero fields left out. */
import type { Datum, PlExpr } from './pl-datums.js';

export type Json = Record<string, unknown>;

export function nonEmpty(fields: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || v === false || v === 0 || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}

export function exprJson(e: PlExpr | undefined | null): Json | undefined {
  return e == null ? undefined : { PLpgSQL_expr: { query: e.query, parseMode: e.parseMode } };
}

/** The JSON of a datum (libpg_query dump_var / dump_row / dump_record / dump_record_field). */
export function datumJson(d: Datum): Json {
  switch (d.kind) {
    case 'var':
      return {
        PLpgSQL_var: nonEmpty({
          refname: d.refname,
          lineno: d.lineno,
          datatype: { PLpgSQL_type: d.typname === undefined ? {} : { typname: d.typname } },
          isconst: d.isconst,
          notnull: d.notnull,
          default_val: exprJson(d.default_val),
          cursor_explicit_expr: exprJson(d.cursor_explicit_expr),
          cursor_explicit_argrow: d.cursor_explicit_argrow,
          cursor_options: d.cursor_options,
        }),
      };
    case 'rec':
      // A record of a named composite type also carries the type and its declaration's options
      // (PLpgSQL_rec.rectypeid, notnull, default_val; libpg_query, without a catalog, has none).
      return {
        PLpgSQL_rec: nonEmpty({
          refname: d.refname,
          dno: d.dno,
          lineno: d.lineno,
          datatype: d.typname === undefined ? undefined : { PLpgSQL_type: { typname: d.typname } },
          isconst: d.typname === undefined ? undefined : d.isconst,
          notnull: d.notnull,
          default_val: exprJson(d.default_val),
        }),
      };
    case 'row':
      return { PLpgSQL_row: { ...nonEmpty({ refname: d.refname, lineno: d.lineno }), fields: d.fields.map((f) => nonEmpty({ name: f.name, varno: f.varno })) } };
    case 'recfield':
      return { PLpgSQL_recfield: nonEmpty({ fieldname: d.fieldname, recparentno: d.recparentno }) };
  }
}

export function stmt(kind: string, fields: Json): Json {
  const out = nonEmpty(fields);
  for (const [k, v] of Object.entries(out)) if (v !== null && typeof v === 'object' && 'enum' in v) out[k] = (v as { enum: number }).enum;
  return { [`PLpgSQL_stmt_${kind}`]: out };
}

/** The fields of a FOR statement in libpg_query's order (lineno, label, var, …, body, query). */
export function reorder(node: Json): Json {
  const [kind, f] = Object.entries(node)[0] as [string, Json];
  const order: Readonly<Record<string, string[]>> = {
    PLpgSQL_stmt_fori: ['lineno', 'label', 'var', 'lower', 'upper', 'step', 'reverse', 'body'],
    PLpgSQL_stmt_fors: ['lineno', 'label', 'var', 'body', 'query'],
    PLpgSQL_stmt_forc: ['lineno', 'label', 'var', 'body', 'curvar', 'argquery'],
    PLpgSQL_stmt_dynfors: ['lineno', 'label', 'var', 'body', 'query', 'params'],
  };
  const out: Json = {};
  for (const k of order[kind] ?? Object.keys(f)) if (f[k] !== undefined) out[k] = f[k];
  return { [kind]: out };
}
