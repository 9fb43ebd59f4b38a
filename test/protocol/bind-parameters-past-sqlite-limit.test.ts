import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { bind, describePortal, errorFields, execute, message, parse, startedClient, sync } from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/**
 * PostgreSQL binds up to 65,535 parameters (a Bind's Int16 count); SQLite at most 32,766. The
 * parameters past SQLite's limit are written into the statement as literals of their SQLite
 * types, so a statement with 65,535 parameters runs (pgx's TestConnExecParamsMaxNumberOfParams).
 * A Parse may name more ($65536: PostgreSQL prepares and describes it, its ParameterDescription
 * count the low 16 bits; pgx's TestConnExecPreparedTooManyParams).
 */
describe.skipIf(target === null)(`bind parameters past SQLite's limit (${target?.kind})`, () => {
  const host = target?.host ?? '';
  const port = target?.port ?? 0;

  it('bind-params-1: 65,535 parameters of several types, the last ones past 32,766', async () => {
    const n = 65535;
    // a row per parameter, typed by position: text, int4, float8, bytea, numeric, NULL text
    const kinds = ['text', 'int4', 'float8', 'bytea', 'numeric', 'text'];
    const sql = 'select count(*), count(t), sum(length(t)), sum(i), sum(f), sum(length(b)), sum(m) from (values ' + Array.from({ length: n }, (_, k) => {
      const kind = kinds[k % kinds.length];
      const p = `$${k + 1}`;
      return kind === 'text' ? `(${p}::text, null::int4, null::float8, null::bytea, null::numeric)` : kind === 'int4' ? `(null, ${p}::int4, null, null, null)` : kind === 'float8' ? `(null, null, ${p}::float8, null, null)` : kind === 'bytea' ? `(null, null, null, ${p}::bytea, null)` : `(null, null, null, null, ${p}::numeric)`;
    }).join(', ') + ') v(t, i, f, b, m)';
    const values = Array.from({ length: n }, (_, k) => {
      const kind = k % kinds.length;
      if (kind === 5) return null;
      return kind === 0 ? `it's ${k}` : kind === 1 ? String(k) : kind === 2 ? `${k}.5` : kind === 3 ? '\\x00ff' : `${k}.25`;
    });
    let expected = { t: 0, tl: 0, i: 0, f: 0, b: 0, m: 0 };
    values.forEach((v, k) => {
      if (v === null) return;
      const kind = k % kinds.length;
      if (kind === 0) expected = { ...expected, t: expected.t + 1, tl: expected.tl + v.length };
      if (kind === 1) expected.i += k;
      if (kind === 2) expected.f += k + 0.5;
      if (kind === 3) expected.b += 2;
      if (kind === 4) expected.m += k + 0.25;
    });
    const c = await startedClient(host, port);
    c.write(Buffer.concat([parse(sql), bind('', '', values), describePortal(), execute(), sync()]));
    const ms = await c.until('Z', 240_000);
    const e = ms.find((m) => m.type === 'E');
    expect(e === undefined ? '' : errorFields(e.body)['M']).toBe('');
    const row = ms.find((m) => m.type === 'D');
    const body = row?.body ?? Buffer.alloc(0);
    const cols: string[] = [];
    for (let at = 2; at < body.length; ) {
      const len = body.readInt32BE(at);
      cols.push(body.subarray(at + 4, at + 4 + len).toString());
      at += 4 + len;
    }
    expect(cols).toEqual([String(n), String(expected.t), String(expected.tl), String(expected.i), String(expected.f), String(expected.b), expected.m.toFixed(2)]);
    c.socket.destroy();
  }, 300_000);

  it('bind-params-2: a statement naming $65536 is prepared and described (count: the low 16 bits)', async () => {
    const n = 65536;
    const sql = 'select array[' + Array.from({ length: n }, (_, k) => `$${k + 1}::int4`).join(', ') + ']';
    const c = await startedClient(host, port);
    c.write(Buffer.concat([parse(sql, 'ps1'), message('D', Buffer.from('Sps1\0')), sync()]));
    const ms = await c.until('Z', 240_000);
    const e = ms.find((m) => m.type === 'E');
    expect(e === undefined ? '' : errorFields(e.body)['M']).toBe('');
    expect(ms.map((m) => m.type).join('')).toBe('1tTZ');
    const t = ms.find((m) => m.type === 't')?.body ?? Buffer.alloc(0);
    expect(t.readUInt16BE(0)).toBe(0);
    expect((t.length - 2) / 4).toBe(n);
    c.socket.destroy();
  }, 300_000);
});
