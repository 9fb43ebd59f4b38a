import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFormatSettings, type Catalog } from '@pgsqlite/catalog';
import { Translator, loadParser } from './index.js';
import { fixtureCatalog } from './testing/fixture-catalog.js';

const catalog = fixtureCatalog();

beforeAll(async () => {
  await loadParser();
});

/** The same catalog under another snapshot version (as after a DDL). */
function versioned(version: number): Catalog {
  return Object.create(catalog, { version: { value: version } }) as Catalog;
}

describe('translate: plan cache (keyed by source text, then context)', () => {
  it('hits for the same text, parameter types and context; misses when any of them differs', () => {
    const tr = new Translator();
    const ctx = { catalog, searchPath: ['public'] };
    const [stmt] = tr.parse('SELECT id FROM users WHERE id = $1');
    const first = tr.plan(stmt!, [23], ctx);
    expect(tr.plan(stmt!, [23], ctx)).toBe(first);
    expect(tr.plan(tr.parse('SELECT id FROM users WHERE id = $1')[0]!, [23], { catalog, searchPath: ['public'] })).toBe(first);
    expect(tr.stats).toEqual({ hits: 2, misses: 1 });
    expect(tr.plan(stmt!, [20], ctx)).not.toBe(first);
    expect(tr.plan(stmt!, [23], { ...ctx, searchPath: ['pg_catalog', 'public'] })).not.toBe(first);
    expect(tr.plan(stmt!, [23], { ...ctx, catalog: versioned(catalog.version + 1000) })).not.toBe(first);
    expect(tr.plan(stmt!, [23], { ...ctx, settings: { ...defaultFormatSettings, timeZone: 'Asia/Tokyo' } })).not.toBe(first);
    // The simple protocol has no parameters: not served the extended protocol's plan.
    expect(() => tr.plan(stmt!, [23], { ...ctx, paramsAllowed: false })).toThrow('there is no parameter $1');
    expect(tr.stats.misses).toBe(6);
    expect(tr.plan(stmt!, [23], ctx)).toBe(first);
  });

  it('keeps every statement of a long multi-statement string apart (by location) and cached', () => {
    const tr = new Translator();
    const ctx = { catalog, searchPath: ['public'] };
    const sql = Array.from({ length: 40 }, (_, i) => `SELECT ${i} AS n`).join('; ');
    const stmts = tr.parse(sql);
    const plans = stmts.map((s) => tr.plan(s, [], ctx));
    expect(new Set(plans).size).toBe(40);
    expect(stmts.map((s) => tr.plan(s, [], ctx))).toEqual(plans);
    expect(tr.stats).toEqual({ hits: 40, misses: 40 });
  });

  it('drops plans of other catalog versions first when a source has many', () => {
    const tr = new Translator();
    const [stmt] = tr.parse('SELECT 1 AS one');
    const current = { catalog: versioned(20_000), searchPath: ['public'] };
    const kept = tr.plan(stmt!, [], current);
    for (let v = 1; v <= 63; v++) tr.plan(stmt!, [], { catalog: versioned(10_000 + v), searchPath: ['public'] });
    // The 65th plan of this text: the 63 stale ones go, not the oldest (which is current).
    tr.plan(stmt!, [23], current);
    const misses = tr.stats.misses;
    expect(tr.plan(stmt!, [], current)).toBe(kept);
    expect(tr.stats.misses).toBe(misses);
  });
});
