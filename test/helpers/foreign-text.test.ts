import { expect, it } from 'vitest';
import { foreignText } from './foreign-text.js';

// The error sweep (conformance suite, fuzzer) relies on this: statement node names must be caught
// with or without their `Stmt` suffix, while PostgreSQL's own wording passes.
it('a statement node name in a message is foreign text, with or without Stmt', () => {
  expect(foreignText('statement CompositeType is not supported by pgsqlite yet')).toMatch(/parser node name/);
  expect(foreignText('statement Define is not supported by pgsqlite yet')).toMatch(/parser node name DefineStmt/);
  expect(foreignText('statement Rule is not supported')).toMatch(/parser node name/);
  expect(foreignText('CreateRangeStmt is not supported')).toMatch(/parser node name/);
  expect(foreignText('TableLikeClause in CREATE TABLE is not supported')).toMatch(/parser node name/);
});

it('PostgreSQL wording is not foreign text', () => {
  expect(foreignText('CREATE TYPE … AS (…) is not supported by pgsqlite')).toBeNull();
  expect(foreignText('cannot execute DROP TABLE in a read-only transaction')).toBeNull();
  expect(foreignText('prepared statement "s1" does not exist')).toBeNull();
  expect(foreignText('unterminated quoted string at or near "\'x"')).toBeNull();
});
