import type { CommandVerb } from '@pgsqlite/translate';

/**
 * The CommandComplete tag of a statement, as PostgreSQL builds it in BuildQueryCompletionString.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html (CommandComplete)
 */
export function commandTag(verb: CommandVerb, count: number): string {
  switch (verb) {
    case 'INSERT':
      return `INSERT 0 ${count}`;
    case 'SELECT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
    case 'FETCH':
    case 'MOVE':
    case 'COPY':
      return `${verb} ${count}`;
    default:
      return verb;
  }
}
