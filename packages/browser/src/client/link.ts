/** Where a statement of a script starts and ends (UTF-16 offsets into the script). */
export interface StatementSpan {
  from: number;
  to: number;
  /** Set on the one span of a text that does not parse (the server will say why when it runs). */
  unparsed?: true;
}

/**
 * The client's way to its host: a Web Worker in the browser, or a host in the same thread (Node,
 * tests). One connection; `exchange` is the raw protocol.
 */
export interface Link {
  /** Sends frontend messages; resolves with the complete backend answer. */
  exchange(bytes: Uint8Array): Promise<Uint8Array>;
  /** Statement boundaries as PostgreSQL's parser reads `sql` (one span when it does not parse). */
  split(sql: string): Promise<StatementSpan[]>;
  close(): Promise<void>;
}
