import { SqlState, type SqlStateName } from './sqlstate.js';

/** Severity of an ErrorResponse or NoticeResponse (field `S` and `V`). */
export type Severity = 'ERROR' | 'FATAL' | 'PANIC' | 'WARNING' | 'NOTICE' | 'DEBUG' | 'INFO' | 'LOG';

/**
 * The fields of an ErrorResponse / NoticeResponse.
 * @see https://www.postgresql.org/docs/15/protocol-error-fields.html
 */
export interface PgErrorFields {
  severity: Severity;
  /** SQLSTATE, five characters. */
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  /** 1-based character position in the original query string. */
  position?: number;
  internalPosition?: number;
  internalQuery?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
}

/** Options accepted next to the condition name and message. */
export type PgErrorOptions = Partial<Omit<PgErrorFields, 'code' | 'message'>>;

/**
 * Every error a client can see. Carries the SQLSTATE and the optional fields of an
 * ErrorResponse; the session encodes it, nothing else needs to know the wire format.
 */
export class PgError extends Error {
  readonly fields: PgErrorFields;

  constructor(condition: SqlStateName, message: string, options: PgErrorOptions = {}) {
    super(message);
    this.name = 'PgError';
    this.fields = { severity: 'ERROR', ...options, code: SqlState[condition], message };
  }

  /** Builds an error from a raw SQLSTATE code (for codes without a listed condition name). */
  static fromCode(code: string, message: string, options: PgErrorOptions = {}): PgError {
    const err = new PgError('internal_error', message, options);
    (err.fields as { code: string }).code = code;
    return err;
  }

  get code(): string {
    return this.fields.code;
  }

  get severity(): Severity {
    return this.fields.severity;
  }

  /** A copy with more fields set (e.g. a position once the caller knows it). */
  with(options: PgErrorOptions): PgError {
    const err = PgError.fromCode(this.fields.code, this.fields.message, { ...this.fields, ...options });
    return err;
  }
}

/** True when `e` is a PgError (also across realms/bundles, by shape). */
export function isPgError(e: unknown): e is PgError {
  return e instanceof PgError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'PgError' && 'fields' in e);
}

/**
 * Normalises anything thrown into a PgError. Errors that are not PgErrors are bugs of ours,
 * reported as XX000 with their message so the session survives them.
 */
export function toPgError(e: unknown): PgError {
  if (isPgError(e)) return e;
  const message = e instanceof Error ? e.message : String(e);
  return new PgError('internal_error', message);
}

/** Shorthand for 0A000 naming the unsupported construct. */
export function unsupported(feature: string, position?: number): PgError {
  return new PgError('feature_not_supported', `${feature} is not supported by pgsqlite`, position === undefined ? {} : { position });
}
