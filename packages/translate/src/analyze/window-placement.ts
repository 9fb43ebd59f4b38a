/**
 * Where PostgreSQL refuses a window function (parse_agg.c transformWindowFuncCall): the words of its
 * 42P20 message for each clause the translator names, undefined where a window function may stand.
 * Clauses named as the message names them (`WHERE`, `RETURNING` …) map to themselves.
 */
const REFUSED: Readonly<Record<string, string>> = {
  WHERE: 'WHERE',
  'GROUP BY': 'GROUP BY',
  HAVING: 'HAVING',
  FILTER: 'FILTER',
  LIMIT: 'LIMIT',
  OFFSET: 'OFFSET',
  RETURNING: 'RETURNING',
  VALUES: 'VALUES',
  UPDATE: 'UPDATE',
  'JOIN/ON': 'JOIN conditions',
  'JOIN conditions': 'JOIN conditions',
  'window PARTITION BY': 'window definitions',
  'window ORDER BY': 'window definitions',
  'functions in FROM': 'functions in FROM',
  'DEFAULT expressions': 'DEFAULT expressions',
  'check constraints': 'check constraints',
  'index expressions': 'index expressions',
  'index predicate': 'index predicates',
  'partition bound': 'partition bound',
  'partition key expressions': 'partition key expressions',
  'generation expression': 'column generation expressions',
  'transform expressions': 'transform expressions',
};

/** The clause words of `window functions are not allowed in …` for `clause`, else undefined. */
export function windowRefusedIn(clause: string | undefined): string | undefined {
  return clause === undefined ? undefined : REFUSED[clause];
}
