import { Oid, isCitext } from '@pgsqlite/catalog';
import type { AstNode } from '../parse/ast.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';

/**
 * citext 1.6's own replace, split_part and translate. They are SQL functions in the extension
 * (citext--1.4.sql), so a call is rewritten into the very expression their bodies hold and that
 * is planned instead — the pattern escaped with regexp_replace and matched case-insensitively
 * (replacement strings and split positions then behave as PostgreSQL's do: `\1` in a
 * replacement is a group, position 0 or past the end is NULL, an empty delimiter splits into
 * characters), translate applied for the lower- and the upper-case form of the source characters.
 */

const str = (sval: string): AstNode => ({ String: { sval } });
const text = (s: string): AstNode => ({ A_Const: { sval: { sval: s }, location: -1 } });
const call = (name: string, args: AstNode[]): AstNode => ({ FuncCall: { funcname: [str('pg_catalog'), str(name)], args, funcformat: 'COERCE_EXPLICIT_CALL', location: -1 } });
const asText = (arg: AstNode): AstNode => ({ TypeCast: { arg, typeName: { names: [str('pg_catalog'), str('text')], typemod: -1, location: -1 }, location: -1 } });
/** citext's escaping of a pattern: every character but [a-zA-Z_0-9] gets a backslash. */
const escaped = (arg: AstNode): AstNode => call('regexp_replace', [asText(arg), text('([^a-zA-Z_0-9])'), text('\\\\\\1'), text('g')]);

/** The argument positions that must be citext (or an untyped literal / parameter) for citext's overload. */
const CITEXT_POSITIONS: Readonly<Record<string, readonly number[]>> = { replace: [0, 1, 2], split_part: [0, 1], translate: [0, 1] };

/**
 * The citext body a call of replace / split_part / translate stands for, or undefined when the
 * call resolves to text's function (a first argument that is not citext, or a text argument
 * where citext's overload needs citext: text → citext is no implicit cast).
 */
export function citextOwnCall(ctx: PlanCtx, name: string, args: readonly Expr[], nodes: readonly AstNode[]): AstNode | undefined {
  const positions = CITEXT_POSITIONS[name];
  if (positions === undefined || args.length !== 3 || nodes.length !== 3) return undefined;
  if (!isCitext(ctx.catalog, (args[0] as Expr).type)) return undefined;
  const citextType = (args[0] as Expr).type;
  for (const i of positions) {
    const a = args[i] as Expr;
    if (a.type !== Oid.unknown && !isCitext(ctx.catalog, a.type)) return undefined;
  }
  // an untyped parameter takes citext's type, as overload resolution gives it
  for (const i of positions) {
    const a = args[i] as Expr;
    if (a.type === Oid.unknown && a.param !== undefined) ctx.inferParam(a.param, citextType, -1);
  }
  const [source, pattern, third] = nodes as [AstNode, AstNode, AstNode];
  switch (name) {
    case 'replace':
      return call('regexp_replace', [asText(source), escaped(pattern), asText(third), text('gi')]);
    case 'split_part':
      return { A_Indirection: { arg: call('regexp_split_to_array', [asText(source), escaped(pattern), text('i')]), indirection: [{ A_Indices: { uidx: third } }] } };
    default:
      return call('translate', [call('translate', [asText(source), call('lower', [asText(pattern)]), third]), call('upper', [asText(pattern)]), third]);
  }
}
