import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Pgsqlite } from '@pgsqlite/browser';
import { nativePgsqlite } from './native-host.js';

// execProtocol: the answer to raw frontend messages is complete when it is — one ReadyForQuery
// per Query/Sync, or a CopyInResponse (the client sends data next), or, for messages without a
// Sync (Parse … Flush), what the session wrote once it went quiet.
let db: Pgsqlite;
const enc = new TextEncoder();

beforeAll(async () => {
  db = await nativePgsqlite();
});

afterAll(async () => {
  await db.close();
});

function msg(type: string, ...parts: (string | number[] | Uint8Array)[]): Uint8Array {
  const body: number[] = [];
  for (const p of parts) {
    if (typeof p === 'string') body.push(...enc.encode(p), 0);
    else body.push(...p);
  }
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

function types(bytes: Uint8Array): string {
  let s = '';
  for (let at = 0; at < bytes.length; at += 1 + new DataView(bytes.buffer, bytes.byteOffset).getInt32(at + 1)) s += String.fromCharCode(bytes[at] as number);
  return s;
}

const concat = (...xs: Uint8Array[]): Uint8Array => Uint8Array.from(xs.flatMap((x) => [...x]));

it('answers Parse/Describe/Flush without a Sync once the session is quiet', async () => {
  const out = await db.execProtocol(concat(msg('P', 'ps1', 'SELECT $1::int AS n', [0, 0]), msg('D', [0x53], 'ps1'), msg('H')));
  expect(types(out)).toBe('1tT');
  expect(types(await db.execProtocol(msg('S')))).toBe('Z');
});

it('stops at CopyInResponse and takes the data in the next call', async () => {
  await db.exec('CREATE TABLE copied (id int, v text)');
  expect(types(await db.execProtocol(msg('Q', 'COPY copied FROM STDIN')))).toBe('G');
  const done = await db.execProtocol(concat(msg('d', enc.encode('1\tone\n2\t\\N\n')), msg('c')));
  expect(types(done)).toBe('CZ');
  expect((await db.query('SELECT * FROM copied ORDER BY id', [], { rowMode: 'array' })).rows).toEqual([
    [1, 'one'],
    [2, null],
  ]);
});

it('several Syncs in one call are answered together', async () => {
  const out = await db.execProtocol(concat(msg('Q', 'SELECT 1'), msg('Q', 'SELECT 1/0'), msg('Q', 'SELECT 2')));
  expect(types(out)).toBe('TDCZEZTDCZ');
});

it('exec of COPY FROM STDIN without data ends the copy as psql does at end of input', async () => {
  const [r] = await db.exec('COPY copied FROM STDIN');
  expect(r?.tag).toBe('COPY 0');
});
