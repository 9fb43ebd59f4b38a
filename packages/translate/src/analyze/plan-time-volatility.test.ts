import { describe, expect, it } from 'vitest';
import { Oid } from '@pgsqlite/catalog';
import { castFolds, operatorFolds } from './plan-time-volatility.js';

// The planner pre-evaluates only immutable casts and operators (eval_const_expressions); these
// facts decide whether a constant argument's error surfaces beside a strict call's NULL.
describe('casts and operators the planner folds over constants', () => {
  it('does not fold casts through stable input or output functions', () => {
    for (const to of [Oid.date, Oid.time, Oid.timetz, Oid.timestamp, Oid.timestamptz, Oid.interval]) expect(castFolds(Oid.text, to)).toBe(false);
    expect(castFolds(Oid.date, Oid.text)).toBe(false);
    expect(castFolds(Oid.timestamp, Oid.timestamptz)).toBe(false);
    expect(castFolds(Oid.timestamptz, Oid.date)).toBe(false);
  });
  it('folds immutable casts', () => {
    expect(castFolds(Oid.text, Oid.int4)).toBe(true);
    expect(castFolds(Oid.numeric, Oid.int4)).toBe(true);
    expect(castFolds(Oid.date, Oid.timestamp)).toBe(true);
    expect(castFolds(Oid.time, Oid.text)).toBe(true);
    expect(castFolds(Oid.unknown, Oid.date)).toBe(true);
  });
  it('does not fold stable operators', () => {
    expect(operatorFolds('+', Oid.timestamptz, Oid.interval)).toBe(false);
    expect(operatorFolds('-', Oid.timestamptz, Oid.timestamptz)).toBe(true);
    expect(operatorFolds('>', Oid.date, Oid.timestamptz)).toBe(false);
    expect(operatorFolds('+', Oid.int4, Oid.int4)).toBe(true);
  });
});
