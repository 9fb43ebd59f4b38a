import type { PgErrorFields } from '@pgsqlite/errors';

/** A result or COPY format code: 0 text, 1 binary (the protocol's format codes). */
export type FormatCode = 0 | 1;

/** Transaction status as ReadyForQuery reports it: idle, in a block, in a failed block. */
export type TransactionStatus = 'I' | 'T' | 'E';

/**
 * What COPY FROM STDIN reads from the client: data, the end, the client's failure, or any other
 * message (its type byte, for 08P01). Sync and Flush are ignored during COPY and never appear.
 */
export type CopyInMessage =
  | { type: 'CopyData'; data: Uint8Array }
  | { type: 'CopyDone' }
  | { type: 'CopyFail'; message: string }
  | { type: 'unexpected'; typeByte: string };

/**
 * The client as a running statement sees it: notices, COPY out and in. The protocol layer
 * implements it over its message writer; the backend never sees messages or bytes of the wire.
 */
export interface ClientChannel {
  /** NoticeResponse (client_min_messages is applied by the caller, context.ts sendNotice). */
  noticeResponse(fields: PgErrorFields): void;
  /** COPY TO STDOUT: CopyOutResponse. */
  /** `encoding`: COPY's ENCODING option, the data's encoding instead of the client's. */
  copyOutResponse(format: FormatCode, columnFormats: readonly FormatCode[], encoding?: string): void;
  /** One CopyData message (COPY TO STDOUT). */
  copyData(data: Uint8Array): void;
  /** CopyDone (COPY TO STDOUT). */
  copyDone(): void;
  /** COPY FROM STDIN: CopyInResponse. */
  copyInResponse(format: FormatCode, columnFormats: readonly FormatCode[], encoding?: string): void;
  /** Writes what is buffered to the client now. */
  flush(): void;
  /** Writes what is buffered when it has grown past the protocol layer's threshold (long outputs). */
  flushIfLarge(): void;
  /**
   * Writes what is buffered and waits while the client is behind reading (back-pressure);
   * rejects when the statement is interrupted or the connection is gone. Optional.
   */
  drain?(): Promise<void>;
  /**
   * COPY FROM STDIN: the next client message, waiting for it to arrive; null once the connection
   * closed. Throws the cancel reason when the statement is cancelled while waiting.
   */
  readCopyMessage(): Promise<CopyInMessage | null>;
  /**
   * COPY FROM STDIN: true when client input is waiting (no promise then: the common case while a
   * client streams), else resolves true as soon as some arrives, false when none did within `ms`.
   * Consumes nothing. Optional.
   */
  copyInputWithin?(ms: number): true | Promise<boolean>;
}
