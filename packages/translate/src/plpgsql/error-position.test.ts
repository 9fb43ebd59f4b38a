import { PgError } from '@pgsqlite/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDoBodySync, loadPlParser } from './do-parse.js';

/** A DO statement, its body as PostgreSQL hands it to PL/pgSQL, and PostgreSQL 15's answer (position, or internal position). */
const CASES: readonly [string, string, string, { position?: number; internalPosition?: number }][] = [
  ['DO $$ BEGIN foo bar; END $$', ' BEGIN foo bar; END ', 'syntax error at or near "foo"', { position: 13 }],
  ['DO $$ DECLARE c CONSTANT int := 1; BEGIN c := 2; END $$', ' DECLARE c CONSTANT int := 1; BEGIN c := 2; END ', 'variable "c" is declared CONSTANT', { position: 42 }],
  ['DO $$ DECLARE c CONSTANT int := 1; BEGIN NULL; NULL; c := 2; END $$', ' DECLARE c CONSTANT int := 1; BEGIN NULL; NULL; c := 2; END ', 'variable "c" is declared CONSTANT', { position: 54 }],
  ['DO $$ DECLARE n int NOT NULL; BEGIN IF NOT FOUND THEN NULL; END IF; END $$', ' DECLARE n int NOT NULL; BEGIN IF NOT FOUND THEN NULL; END IF; END ', `variable "n" must have a default value, since it's declared NOT NULL`, { position: 21 }],
  ['DO $$ BEGIN EXIT; END $$', ' BEGIN EXIT; END ', 'EXIT cannot be used outside a loop, unless it has a label', { position: 13 }],
  ['DO $$ DECLARE n int; BEGIN n := 1 +; END $$', ' DECLARE n int; BEGIN n := 1 +; END ', 'syntax error at end of input', { position: 36 }],
  ['DO $$ DECLARE n int; BEGIN n := (1; END $$', ' DECLARE n int; BEGIN n := (1; END ', 'mismatched parentheses at or near ";"', { position: 35 }],
  ['DO $$ BEGIN SELECT 1 FROM; END $$', ' BEGIN SELECT 1 FROM; END ', 'syntax error at end of input', { position: 26 }],
  ['DO $$ BEGIN IF true THEN NULL; END; END $$', ' BEGIN IF true THEN NULL; END; END ', 'syntax error at or near ";"', { position: 35 }],
  ['DO $$ BEGIN nosuch := 1; END $$', ' BEGIN nosuch := 1; END ', '"nosuch" is not a known variable', { position: 13 }],
  ['DO $$\nBEGIN\n  NULL;\n  foo bar;\nEND $$', '\nBEGIN\n  NULL;\n  foo bar;\nEND ', 'syntax error at or near "foo"', { position: 23 }],
  ['DO $body$ BEGIN foo bar; END $body$', ' BEGIN foo bar; END ', 'syntax error at or near "foo"', { position: 17 }],
  ["DO 'BEGIN foo bar; END'", 'BEGIN foo bar; END', 'syntax error at or near "foo"', { position: 11 }],
  ["DO E'BEGIN\\n foo bar; END'", 'BEGIN\n foo bar; END', 'syntax error at or near "foo"', { internalPosition: 8 }],
  ["DO 'BEGIN RAISE NOTICE ''x''; foo bar; END'", "BEGIN RAISE NOTICE 'x'; foo bar; END", 'syntax error at or near "foo"', { position: 31 }],
  ['DO $$ BEGIN NULL; NULL END $$', ' BEGIN NULL; NULL END ', 'syntax error at or near "END"', { position: 24 }],
  ['DO $$ BEGIN NULL; END; END $$', ' BEGIN NULL; END; END ', 'syntax error at or near "END"', { position: 24 }],
  ['DO $$ BEGIN NULL; END $$; DO $$ BEGIN foo bar; END $$', ' BEGIN foo bar; END ', 'syntax error at or near "foo"', { position: 39 }],
  ['DO $$ BEGIN PERFORM 1 +; END $$', ' BEGIN PERFORM 1 +; END ', 'syntax error at end of input', { position: 24 }],
  ['DO $$ BEGIN FOR i IN 1..3 LOOP NULL; END; END $$', ' BEGIN FOR i IN 1..3 LOOP NULL; END; END ', 'syntax error at or near ";"', { position: 41 }],
  ['DO $$ DECLARE n int; BEGIN n = 1 END $$', ' DECLARE n int; BEGIN n = 1 END ', 'syntax error at end of input', { position: 38 }],
  ['DO $$ BEGIN EXIT nolabel; END $$', ' BEGIN EXIT nolabel; END ', 'there is no label "nolabel" attached to any block or loop enclosing this statement', { position: 18 }],
  ['DO $$ DECLARE n int; BEGIN n := 1 2; END $$', ' DECLARE n int; BEGIN n := 1 2; END ', 'syntax error at or near "2"', { position: 35 }],
  ['DO $$ DECLARE n int; BEGIN n := 1 2; n := 3 2; END $$', ' DECLARE n int; BEGIN n := 1 2; n := 3 2; END ', 'syntax error at or near "2"', { position: 35 }],
  ['DO $$ DECLARE n int; BEGIN n := 2; n := 1 2; END $$', ' DECLARE n int; BEGIN n := 2; n := 1 2; END ', 'syntax error at or near "2"', { position: 43 }],
  ['DO $$ DECLARE n int; BEGIN SELECT 1 INTO nosuch; END $$', ' DECLARE n int; BEGIN SELECT 1 INTO nosuch; END ', '"nosuch" is not a known variable', { position: 42 }],
  ['DO $$ BEGIN FOR i IN 1..3 LOOP NULL; END LOOP x; END $$', ' BEGIN FOR i IN 1..3 LOOP NULL; END LOOP x; END ', 'end label "x" specified for unlabeled block', { position: 47 }],
  ['DO $$ BEGIN IF true THEN NULL; END IF END $$', ' BEGIN IF true THEN NULL; END IF END ', 'syntax error at or near "END"', { position: 39 }],
  ["DO $$ BEGIN RAISE 'x' USING FOO = 1; END $$", " BEGIN RAISE 'x' USING FOO = 1; END ", 'unrecognized RAISE statement option at or near "FOO"', { position: 29 }],
  ['DO $$ DECLARE r record; BEGIN FOR r, x IN SELECT 1 LOOP END LOOP; END $$', ' DECLARE r record; BEGIN FOR r, x IN SELECT 1 LOOP END LOOP; END ', 'syntax error at or near ","', { position: 36 }],
  ['DO $$ BEGIN GET DIAGNOSTICS x = ROW_COUNT; END $$', ' BEGIN GET DIAGNOSTICS x = ROW_COUNT; END ', '"x" is not a known variable', { position: 29 }],
  ['DO $$ DECLARE n int; BEGIN IF n + THEN NULL; END IF; END $$', ' DECLARE n int; BEGIN IF n + THEN NULL; END IF; END ', 'syntax error at end of input', { position: 34 }],
  ['DO $$ DECLARE n int; BEGIN WHILE n + LOOP NULL; END LOOP; END $$', ' DECLARE n int; BEGIN WHILE n + LOOP NULL; END LOOP; END ', 'syntax error at end of input', { position: 37 }],
  ['DO $$ DECLARE n int; n int; BEGIN NULL; END $$', ' DECLARE n int; n int; BEGIN NULL; END ', 'duplicate declaration at or near "n"', { position: 22 }],
  ['DO $$ BEGIN CONTINUE; END $$', ' BEGIN CONTINUE; END ', 'CONTINUE cannot be used outside a loop', { position: 13 }],
  ['DO $$ DECLARE n int := 1 +; BEGIN NULL; END $$', ' DECLARE n int := 1 +; BEGIN NULL; END ', 'syntax error at end of input', { position: 27 }],
  ['DO $$ DECLARE n int; BEGIN n := 1 + -- c\n; END $$', ' DECLARE n int; BEGIN n := 1 + -- c\n; END ', 'syntax error at end of input', { position: 36 }],
  ['DO $$ DECLARE é int; BEGIN é := (1; END $$', ' DECLARE é int; BEGIN é := (1; END ', 'mismatched parentheses at or near ";"', { position: 35 }],
];

describe('PL/pgSQL compile error positions (PostgreSQL 15 answers)', () => {
  beforeAll(async () => {
    await loadPlParser();
  });
  for (const [query, body, message, where] of CASES) {
    it(query, () => {
      let err: unknown;
      try {
        checkDoBodySync(body, query);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(PgError);
      const f = (err as PgError).fields;
      expect(f.message).toBe(message);
      expect({ position: f.position, internalPosition: f.internalPosition }).toEqual({ position: where.position, internalPosition: where.internalPosition });
    });
  }
});
