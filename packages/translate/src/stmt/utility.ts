import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { NoopPlan, SetPlan, ShowPlan, TransactionPlan } from '../plan.js';
import { sqlConstruct } from '../errors/construct-names.js';

const ISOLATION: Record<string, TransactionPlan['isolation']> = {
  'read uncommitted': 'read uncommitted',
  'read committed': 'read committed',
  'repeatable read': 'repeatable read',
  serializable: 'serializable',
};

function txnOptions(ctx: PlanCtx, options: AstNode[] | undefined): Pick<TransactionPlan, 'isolation' | 'readOnly' | 'deferrable' | 'optionOrder'> {
  const out: Pick<TransactionPlan, 'isolation' | 'readOnly' | 'deferrable' | 'optionOrder'> = {};
  const order: NonNullable<TransactionPlan['optionOrder']> = [];
  for (const o of options ?? []) {
    const d = fieldsOf(o);
    const arg = d['arg'] ? constText(d['arg']) : '';
    if (d['defname'] === 'transaction_isolation') out.isolation = ISOLATION[arg.toLowerCase()];
    else if (d['defname'] === 'transaction_read_only') out.readOnly = arg === 'true' || arg === '1' || arg === 'on';
    else if (d['defname'] === 'transaction_deferrable') out.deferrable = arg === 'true' || arg === '1' || arg === 'on';
    else throw ctx.error('syntax_error', `unrecognized transaction option "${d['defname']}"`);
    order.push(d['defname'] === 'transaction_isolation' ? 'isolation' : d['defname'] === 'transaction_read_only' ? 'readOnly' : 'deferrable');
  }
  if (order.length > 0) out.optionOrder = order;
  return out;
}

/** BEGIN / START TRANSACTION / COMMIT / ROLLBACK / SAVEPOINT / RELEASE / ROLLBACK TO. */
export function planTransaction(ctx: PlanCtx, f: Fields): TransactionPlan {
  const kind = String(f['kind']);
  const savepoint = f['savepoint_name'] as string | undefined;
  // COMMIT / ROLLBACK AND CHAIN: a new transaction with the same characteristics follows at once
  const chain = f['chain'] === true ? { chain: true } : {};
  switch (kind) {
    case 'TRANS_STMT_BEGIN':
      return { kind: 'transaction', action: 'begin', tag: 'BEGIN', ...txnOptions(ctx, f['options']) };
    case 'TRANS_STMT_START':
      return { kind: 'transaction', action: 'begin', tag: 'START TRANSACTION', ...txnOptions(ctx, f['options']) };
    case 'TRANS_STMT_COMMIT':
      return { kind: 'transaction', action: 'commit', tag: 'COMMIT', ...chain };
    case 'TRANS_STMT_ROLLBACK':
      return { kind: 'transaction', action: 'rollback', tag: 'ROLLBACK', ...chain };
    case 'TRANS_STMT_SAVEPOINT':
      return { kind: 'transaction', action: 'savepoint', savepoint, tag: 'SAVEPOINT' };
    case 'TRANS_STMT_RELEASE':
      return { kind: 'transaction', action: 'release', savepoint, tag: 'RELEASE' };
    case 'TRANS_STMT_ROLLBACK_TO':
      return { kind: 'transaction', action: 'rollback_to', savepoint, tag: 'ROLLBACK' };
    // Two-phase commit, with PostgreSQL's default max_prepared_transactions = 0 (backend/prepared-xacts.ts).
    case 'TRANS_STMT_PREPARE':
      return { kind: 'transaction', action: 'prepare', gid: String(f['gid'] ?? ''), tag: 'PREPARE TRANSACTION' };
    case 'TRANS_STMT_COMMIT_PREPARED':
      return { kind: 'transaction', action: 'commit_prepared', gid: String(f['gid'] ?? ''), tag: 'COMMIT PREPARED' };
    case 'TRANS_STMT_ROLLBACK_PREPARED':
      return { kind: 'transaction', action: 'rollback_prepared', gid: String(f['gid'] ?? ''), tag: 'ROLLBACK PREPARED' };
    default:
      throw ctx.error('feature_not_supported', `${sqlConstruct(kind)} is not supported by pgsqlite`);
  }
}

/** The text of a constant as SET sees it. */
export function constText(node: AstNode): string {
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'A_Const') {
    if (f['sval'] !== undefined) return String(f['sval']['sval'] ?? '');
    if (f['ival'] !== undefined) return String(f['ival']['ival'] ?? 0);
    if (f['fval'] !== undefined) return String(f['fval']['fval']);
    if (f['boolval'] !== undefined) return f['boolval']['boolval'] ? 'on' : 'off';
  }
  if (t === 'TypeCast') {
    // SET TIME ZONE INTERVAL '…' reaches the setting as PostgreSQL flattens it: INTERVAL '…'.
    const names = ((f['typeName'] as Fields | undefined)?.['names'] as AstNode[] | undefined) ?? [];
    const last = names.length > 0 ? strVal(names[names.length - 1]!) : '';
    const text = constText(f['arg']);
    return last === 'interval' ? `INTERVAL '${text.split("'").join("''")}'` : text;
  }
  if (t === 'String') return strVal(node);
  return '';
}

/** SET / SET LOCAL / RESET / RESET ALL / SET TRANSACTION. */
export function planVariableSet(ctx: PlanCtx, f: Fields): SetPlan | TransactionPlan {
  const kind = String(f['kind']);
  const name = String(f['name'] ?? '').toLowerCase();
  const local = Boolean(f['is_local']);
  switch (kind) {
    case 'VAR_SET_VALUE': {
      const args = ((f['args'] as AstNode[] | undefined) ?? []).map(constText);
      return { kind: 'set', name, value: args.join(', '), local, tag: 'SET' };
    }
    case 'VAR_SET_DEFAULT':
      return { kind: 'set', name, value: null, local, tag: 'SET' };
    case 'VAR_RESET':
      return { kind: 'set', name, value: null, local: false, tag: 'RESET' };
    case 'VAR_RESET_ALL':
      return { kind: 'set', name: 'all', value: null, local: false, all: true, tag: 'RESET' };
    case 'VAR_SET_MULTI':
      if (name === 'transaction') return { kind: 'transaction', action: 'set_transaction', tag: 'SET', ...txnOptions(ctx, f['args']) };
      if (name === 'session characteristics') return { kind: 'transaction', action: 'set_session_characteristics', tag: 'SET', ...txnOptions(ctx, f['args']) };
      throw ctx.error('feature_not_supported', `SET ${name} is not supported by pgsqlite`);
    default:
      throw ctx.error('feature_not_supported', `SET FROM CURRENT is not supported by pgsqlite`);
  }
}

/** SHOW name | SHOW ALL */
export function planShow(f: Fields): ShowPlan {
  const name = String(f['name'] ?? '').toLowerCase();
  if (name === 'all') {
    return {
      kind: 'show',
      name,
      columns: ['name', 'setting', 'description'].map((n) => ({ name: n, typeOid: Oid.text, typmod: -1, tableOid: 0, attnum: 0 })),
    };
  }
  return { kind: 'show', name, columns: [{ name, typeOid: Oid.text, typmod: -1, tableOid: 0, attnum: 0 }] };
}

/** Statements PostgreSQL runs that have nothing to do here. */
export function planNoop(tag: string): NoopPlan {
  return { kind: 'noop', tag };
}
