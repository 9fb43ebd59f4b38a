import { Oid } from '@pgsqlite/catalog';
import type { AstNode } from '../parse/ast.js';

const VOID = 2278;

const str = (sval: string): AstNode => ({ String: { sval } });
const typeName = (name: string): AstNode => ({ TypeName: { names: [str('pg_catalog'), str(name)], typemod: -1, location: -1 } });
const cast = (arg: AstNode, type: string): AstNode => ({ TypeCast: { arg, typeName: (typeName(type) as { TypeName: unknown }).TypeName, location: -1 } });
const call = (name: string, args: AstNode[]): AstNode => ({ FuncCall: { funcname: [str('pg_catalog'), str(name)], args, funcformat: 'COERCE_EXPLICIT_CALL', location: -1 } });
const epoch = (e: AstNode): AstNode => call('date_part', [{ A_Const: { sval: { sval: 'epoch' }, location: -1 } }, e]);

/**
 * The settings and sleep functions the session carries out: set_config, and pg_sleep with its
 * interval / timestamp forms, which PostgreSQL defines as SQL functions over pg_sleep
 * (system_functions.sql): both become a sleep until an epoch, computed when the row is read.
 */
export const SETTINGS_SESSION_FUNCTIONS: Record<string, { sigs: string[][]; result: number; pack?: (args: AstNode[]) => AstNode[]; as?: string }> = {
  set_config: { sigs: [['text', 'text', 'bool']], result: Oid.text },
  pg_sleep: { sigs: [['float8']], result: VOID },
  pg_sleep_for: {
    sigs: [['interval']],
    result: VOID,
    as: 'pg_sleep_until',
    pack: ([a]) => [epoch({ A_Expr: { kind: 'AEXPR_OP', name: [str('+')], lexpr: call('clock_timestamp', []), rexpr: cast(a as AstNode, 'interval'), location: -1 } })],
  },
  pg_sleep_until: { sigs: [['timestamptz']], result: VOID, as: 'pg_sleep_until', pack: ([a]) => [epoch(cast(a as AstNode, 'timestamptz'))] },
};

/** Functions that are session calls only next to another one in the same SELECT list (see planSessionFunctions). */
export const SESSION_COMPANIONS: Record<string, { sigs: string[][]; result: number; pack?: (args: AstNode[]) => AstNode[]; as?: string }> = {
  current_setting: { sigs: [['text'], ['text', 'bool']], result: Oid.text },
};
