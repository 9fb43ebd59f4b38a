import type { ErrorFieldMap, FieldDescription, FormatCode, TransactionStatus } from '../messages.js';

/** Every message {@link MessageWriter} can write, as decoded by {@link decodeBackend}. */
export type BackendMessage =
  | { type: 'AuthenticationOk' }
  | { type: 'AuthenticationCleartextPassword' }
  | { type: 'AuthenticationSASL'; mechanisms: string[] }
  | { type: 'AuthenticationSASLContinue'; data: Uint8Array }
  | { type: 'AuthenticationSASLFinal'; data: Uint8Array }
  | { type: 'ParameterStatus'; name: string; value: string }
  | { type: 'BackendKeyData'; processId: number; secretKey: number }
  | { type: 'ReadyForQuery'; status: TransactionStatus }
  | { type: 'RowDescription'; fields: FieldDescription[] }
  /** Values as raw bytes (null = SQL NULL); use `text` for the UTF-8 reading. */
  | { type: 'DataRow'; values: (Uint8Array | null)[]; text: (string | null)[] }
  | { type: 'CommandComplete'; tag: string }
  | { type: 'EmptyQueryResponse' }
  /** `fields` by one-letter code; `order` lists the codes in the order they were sent. */
  | { type: 'ErrorResponse'; fields: ErrorFieldMap; order: string[] }
  | { type: 'NoticeResponse'; fields: ErrorFieldMap; order: string[] }
  | { type: 'ParseComplete' }
  | { type: 'BindComplete' }
  | { type: 'CloseComplete' }
  | { type: 'NoData' }
  | { type: 'PortalSuspended' }
  | { type: 'ParameterDescription'; typeOids: number[] }
  | { type: 'CopyInResponse'; format: FormatCode; columnFormats: FormatCode[] }
  | { type: 'CopyOutResponse'; format: FormatCode; columnFormats: FormatCode[] }
  | { type: 'CopyData'; data: Uint8Array }
  | { type: 'CopyDone' }
  | { type: 'NotificationResponse'; processId: number; channel: string; payload: string }
  | { type: 'NegotiateProtocolVersion'; newestMinor: number; unrecognized: string[] }
  /** The lone 'N' answering SSLRequest / GSSENCRequest. */
  | { type: 'SSLRefused' };
