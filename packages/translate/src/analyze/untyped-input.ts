import { Oid, typeIn } from '@pgsqlite/catalog';
import { toPgError } from '@pgsqlite/errors';
import { sqlLiteral } from '../sql/quote.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';

/**
 * An untyped value cast to a user type (enum, range, composite …): NULL stays NULL, an untyped
 * `$n` takes the type, an untyped literal is read by the type's input function now (its error at
 * the literal). `out` builds the result from its SQL; undefined for any other value.
 */
export function untypedToUserType(ctx: PlanCtx, e: Expr, target: number, out: (sql: string) => Expr): Expr | undefined {
  if (e.isNull) return out('NULL');
  if (e.param !== undefined && e.type === Oid.unknown) {
    ctx.inferParam(e.param, target, -1);
    return out(e.sql);
  }
  if (e.literal !== undefined && e.type === Oid.unknown) {
    try {
      return out(sqlLiteral(typeIn(ctx.catalog, target)!.fromText(e.literal, -1, ctx.settings)));
    } catch (err) {
      throw toPgError(err).with({ position: ctx.position(e.location) });
    }
  }
  return undefined;
}
