import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFormatSettings, type Catalog } from '@pgsqlite/catalog';
import { Translator, loadParser } from './index.js';
import { fixtureCatalog } from './testing/fixture-catalog.js';

const catalog = fixtureCatalog();

beforeAll(async () => {
  await loadParser();
});

describe("translate: a statement's last plan (a repeated Parse skips the cache key)", () => {
  it('last-plan-1 serves the last plan only under the same catalog, settings, search_path, parameter types and protocol', () => {
    const tr = new Translator();
    const [stmt] = tr.parse("SELECT id, now() > '2020-01-01 00:00'::timestamptz FROM users WHERE id = $1");
    const tokyo = { ...defaultFormatSettings, timeZone: 'Asia/Tokyo' };
    const utc = { catalog, searchPath: ['public'], settings: defaultFormatSettings };
    const first = tr.plan(stmt!, [23], utc);
    expect(tr.plan(stmt!, [23], { ...utc })).toBe(first);
    // Another context in between: its own plan, and the first one's again after it.
    const inTokyo = tr.plan(stmt!, [23], { ...utc, settings: tokyo });
    expect(inTokyo).not.toBe(first);
    expect(tr.plan(stmt!, [23], utc)).toBe(first);
    // An equal settings object made anew is a cache hit, never a wrong memo.
    expect(tr.plan(stmt!, [23], { ...utc, settings: { ...tokyo } })).toBe(inTokyo);
    // A catalog snapshot after DDL (same version number on another object too) plans again.
    const after = Object.create(catalog, { version: { value: catalog.version } }) as Catalog;
    const later = tr.plan(stmt!, [23], { ...utc, catalog: after });
    expect(later).toEqual(first);
    expect(tr.plan(stmt!, [23], { ...utc, searchPath: ['pg_catalog', 'public'] })).not.toBe(first);
    expect(tr.plan(stmt!, [20], utc)).not.toBe(first);
    expect(() => tr.plan(stmt!, [23], { ...utc, paramsAllowed: false })).toThrow('there is no parameter $1');
    expect(tr.plan(stmt!, [23], utc)).toBe(first);
    expect(tr.stats.misses).toBe(5);
  });
});
