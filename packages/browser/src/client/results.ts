import type { BackendMessage, Field, NoticeFields } from './backend-messages.js';
import { DatabaseError } from './database-error.js';

/** One statement's answer, values in PostgreSQL's text format. */
export interface RawResult {
  fields: Field[];
  rows: (string | null)[][];
  /** The CommandComplete tag (`SELECT 2`, `INSERT 0 1`, `CREATE TABLE`); null for an empty query. */
  tag: string | null;
  /** NoticeResponses sent while the statement ran (RAISE NOTICE, "… does not exist, skipping"). */
  notices: NoticeFields[];
}

/** What one Query or Sync produced: the statements that completed, and the error that ended it. */
export interface RawAnswer {
  results: RawResult[];
  error: DatabaseError | null;
  /** ReadyForQuery's status: I idle, T in a transaction, E in a failed transaction. */
  status: string;
  /** COPY FROM STDIN is waiting for data. */
  copyIn: boolean;
  /** COPY TO STDOUT data, concatenated (text format). */
  copyOut: Uint8Array[];
}

/** Groups the messages of one answer into per-statement results. */
export function collectAnswer(messages: readonly BackendMessage[]): RawAnswer {
  const answer: RawAnswer = { results: [], error: null, status: 'I', copyIn: false, copyOut: [] };
  let current: RawResult | null = null;
  let notices: NoticeFields[] = [];
  const open = (): RawResult => (current ??= { fields: [], rows: [], tag: null, notices: [] });
  for (const m of messages) {
    switch (m.type) {
      case 'RowDescription':
        open().fields = m.fields;
        break;
      case 'DataRow':
        open().rows.push(m.values);
        break;
      case 'CommandComplete':
      case 'EmptyQueryResponse': {
        const r = open();
        r.tag = m.type === 'CommandComplete' ? m.tag : null;
        r.notices = notices;
        notices = [];
        answer.results.push(r);
        current = null;
        break;
      }
      case 'ErrorResponse':
        answer.error = new DatabaseError(m.fields);
        Object.defineProperty(answer.error, 'notices', { value: notices, enumerable: false });
        current = null;
        break;
      case 'NoticeResponse':
        notices.push(m.fields);
        break;
      case 'ReadyForQuery':
        answer.status = m.status;
        break;
      case 'CopyInResponse':
        answer.copyIn = true;
        break;
      case 'CopyData':
        answer.copyOut.push(m.data);
        break;
      default:
        break;
    }
  }
  return answer;
}
