import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { STATEMENT_WORDS, statementWords } from './statement-words.js';

function parserStatementNodes(): string[] {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@pgsql/types/package.json'));
  const text = readFileSync(join(dir, 'types.d.ts'), 'utf8');
  return [...text.matchAll(/^export interface (\w+Stmt)\b/gm)].map((m) => m[1] ?? '');
}

it('every statement node of the parser has SQL words for its unsupported message', () => {
  const nodes = parserStatementNodes();
  expect(nodes.length).toBeGreaterThan(100);
  expect(nodes.filter((n) => STATEMENT_WORDS[n] === undefined)).toEqual([]);
});

it('statement words never contain a node or enum name', () => {
  const samples: Record<string, Record<string, unknown>> = {
    DefineStmt: { kind: 'OBJECT_AGGREGATE' },
    GrantStmt: { is_grant: true, objtype: 'OBJECT_TABLE' },
    AlterOwnerStmt: { objectType: 'OBJECT_FOREIGN_TABLE' },
    TransactionStmt: { kind: 'TRANS_STMT_PREPARE' },
  };
  for (const n of parserStatementNodes()) {
    const words = statementWords(n, samples[n] ?? {});
    expect(words.replace('PL/pgSQL', 'PL'), n).not.toMatch(/Stmt|[a-z][A-Z]|[A-Z]+_[A-Z]/);
  }
});

it('reads the variant from the statement', () => {
  expect(statementWords('CompositeTypeStmt', {})).toBe('CREATE TYPE … AS (…)');
  expect(statementWords('DefineStmt', { kind: 'OBJECT_OPERATOR' })).toBe('CREATE OPERATOR');
  expect(statementWords('GrantStmt', { is_grant: false, objtype: 'OBJECT_SEQUENCE' })).toBe('REVOKE on SEQUENCE');
  expect(statementWords('CreateTableAsStmt', { objtype: 'OBJECT_MATVIEW' })).toBe('CREATE MATERIALIZED VIEW');
});
