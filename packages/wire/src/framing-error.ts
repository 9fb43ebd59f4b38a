import type { PgError } from '@pgsqlite/errors';

/**
 * Thrown by {@link FrameReader} when the connection must end: the byte stream can no longer be
 * framed. `error` is what to send before closing (a FATAL ErrorResponse), or `null` to close
 * without sending anything, as PostgreSQL does for a bad message length (it only logs it; the
 * reason is in `message`, for the server's log).
 */
export class FramingError extends Error {
  readonly error: PgError | null;

  constructor(message: string, error: PgError | null) {
    super(message);
    this.name = 'FramingError';
    this.error = error;
  }
}
