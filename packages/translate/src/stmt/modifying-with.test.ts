import { beforeAll, describe, expect, it } from 'vitest';
import { Translator, loadParser, type SqlPlan } from '../index.js';
import { fixtureCatalog } from '../testing/fixture-catalog.js';

const ctx = { catalog: fixtureCatalog(), searchPath: ['public'] };
let tr: Translator;

beforeAll(async () => {
  await loadParser();
  tr = new Translator();
});

function steps(sql: string): string[] {
  const [stmt] = tr.parse(sql);
  const p = tr.plan(stmt!, [], ctx) as SqlPlan;
  return (p.steps ?? []).map((s) => s.sql);
}

describe('data-modifying WITH snapshots', () => {
  it('copies a modified table that the statement reads again, before the modification, and reads the copy', () => {
    const s = steps('WITH d AS (DELETE FROM users WHERE id = 1 RETURNING id) SELECT count(*) FROM users');
    expect(s[0]).toBe('CREATE TEMP TABLE "_pgsqlite_snap_0" AS SELECT * FROM "users"');
    expect(s.findIndex((x) => x.startsWith('DELETE'))).toBeGreaterThan(0);
    expect(s.find((x) => x.includes('count('))).toContain('temp."_pgsqlite_snap_0" AS "users"');
    expect(s).toContain('DROP TABLE temp."_pgsqlite_snap_0"');
  });

  it('does not copy a table that is only written', () => {
    const s = steps('WITH i AS (INSERT INTO users (id, email) VALUES (7, \'x\') RETURNING id) SELECT id FROM i');
    expect(s.some((x) => x.includes('_pgsqlite_snap_'))).toBe(false);
  });

  it('refuses to modify one table twice (0A000)', () => {
    const [stmt] = tr.parse('WITH d AS (DELETE FROM users WHERE id = 1) DELETE FROM users WHERE id = 2');
    expect(() => tr.plan(stmt!, [], ctx)).toThrow(/twice in one statement/);
  });
});
