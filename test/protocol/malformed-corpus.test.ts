import { afterAll, describe, expect, it } from 'vitest';
import { startPgsqlite } from '../../src/index.js';
import { exchange } from './corpus/exchange.js';
import { readCorpus } from './corpus/golden.js';

/**
 * The malformed-message corpus (corpus/cases.ts): every case's bytes go to pgsqlite on a fresh
 * connection and the answer must equal PostgreSQL 15's, recorded in malformed-corpus.json —
 * message kinds, order, error severity/SQLSTATE/text/context, other bodies byte for byte, and
 * whether the connection closed. Re-record: `node test/protocol/corpus/cli.mjs --refresh`.
 */
const log: string[] = [];
const keep = (m: string): void => void log.push(m);
const server = await startPgsqlite({ port: 0, logger: { debug: () => undefined, info: keep, warn: keep, error: keep } });
afterAll(async () => server.close());

describe('protocol-corpus: malformed and edge messages answered as PostgreSQL 15 does', () => {
  for (const c of readCorpus()) {
    it(c.name, async () => {
      const got = await exchange(server.host, server.port, Buffer.from(c.send, 'hex'), {
        afterStartup: c.afterStartup,
        quietMs: 400,
        ...(c.rawFirstByte === true ? { rawFirstByte: true } : {}),
        expect: c.expect,
      });
      expect(got).toEqual(c.expect);
    });
  }

  it('leaves no internal error and no stack trace in the server log', () => {
    const bad = log.filter((l) => l.includes('internal error') || l.includes('XX000') || /\n\s+at /.test(l));
    expect(bad).toEqual([]);
  });
});
