/**
 * Protocol v3 messages as plain data.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */

/** Format code of a parameter or result column: 0 text, 1 binary. */
export type FormatCode = 0 | 1;

// ---------------------------------------------------------------- frontend: before startup

/** The first packet of a connection (no type byte). */
export type StartupPacket =
  | { kind: 'StartupMessage'; protocolMajor: number; protocolMinor: number; parameters: Record<string, string> }
  | { kind: 'SSLRequest' }
  | { kind: 'GSSENCRequest' }
  | { kind: 'CancelRequest'; processId: number; secretKey: number };

// ---------------------------------------------------------------- frontend: after startup

export type FrontendMessage =
  | { type: 'Query'; sql: string }
  | { type: 'Parse'; name: string; sql: string; paramTypes: number[] }
  | {
      type: 'Bind';
      portal: string;
      statement: string;
      paramFormats: FormatCode[];
      /** null = SQL NULL */
      params: (Uint8Array | null)[];
      /** As sent: PostgreSQL checks each code only when a row is sent in it (printtup). */
      resultFormats: number[];
    }
  | { type: 'Describe'; target: 'S' | 'P'; name: string }
  | { type: 'Execute'; portal: string; maxRows: number }
  | { type: 'Close'; target: 'S' | 'P'; name: string }
  | { type: 'Sync' }
  | { type: 'Flush' }
  | { type: 'Terminate' }
  | { type: 'CopyData'; data: Uint8Array }
  | { type: 'CopyDone' }
  | { type: 'CopyFail'; message: string }
  | { type: 'PasswordMessage'; data: Uint8Array }
  | { type: 'FunctionCall'; raw: Uint8Array };

// ---------------------------------------------------------------- backend

/** One field of a RowDescription. */
export interface FieldDescription {
  name: string;
  tableOid: number;
  columnAttr: number;
  typeOid: number;
  typeSize: number;
  typeModifier: number;
  format: FormatCode;
}

/** ErrorResponse / NoticeResponse fields by their one-letter protocol code (S, V, C, M, D, H, P, …). */
export type ErrorFieldMap = Partial<Record<string, string>>;

/** Transaction status of ReadyForQuery: idle, in transaction, failed transaction. */
export type TransactionStatus = 'I' | 'T' | 'E';
