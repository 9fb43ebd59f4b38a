import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { isHstoreType } from '../analyze/types.js';

/**
 * The options of hstore's operator classes in CREATE INDEX (`h gist_hstore_ops(siglen=N)`), checked
 * as PostgreSQL 15 checks them: gist_hstore_ops takes siglen 1..2024 (22023 otherwise), the others
 * none. The index itself answers queries the same whatever the signature length.
 */
export function checkHstoreOpclassOptions(ctx: PlanCtx, elem: Fields, opclass: string | undefined, type: number): void {
  const options = (elem['opclassopts'] as AstNode[] | undefined) ?? [];
  if (options.length === 0 || !isHstoreType(type) || opclass === undefined) return;
  if (opclass !== 'gist_hstore_ops') throw ctx.error('invalid_parameter_value', `operator class ${opclass} has no options`);
  for (const o of options) {
    const d = fieldsOf(o);
    const name = String(d['defname']);
    if (name !== 'siglen') throw ctx.error('invalid_parameter_value', `unrecognized parameter "${name}"`);
    const arg = d['arg'] as AstNode | undefined;
    const f = arg ? fieldsOf(arg) : {};
    const text = arg === undefined ? '' : nodeType(arg) === 'Integer' ? String(f['ival'] ?? 0) : String(f['sval'] ?? f['fval'] ?? '');
    const n = text.trim() !== '' && Number.isInteger(Number(text)) ? Number(text) : NaN;
    if (Number.isNaN(n)) throw ctx.error('invalid_parameter_value', `invalid value for integer option "siglen": ${text}`);
    if (n < 1 || n > 2024) {
      throw ctx.error('invalid_parameter_value', `value ${text} out of bounds for option "siglen"`, undefined, { detail: 'Valid values are between "1" and "2024".' });
    }
  }
}
