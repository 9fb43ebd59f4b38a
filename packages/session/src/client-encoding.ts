import type { FormatSettings } from '@pgsqlite/catalog';
import type { Settings } from '@pgsqlite/backend';
import type { SessionCore } from './session-core.js';
import { clientCodec, type ClientCodec, type FrameReader, type MessageWriter } from '@pgsqlite/wire';

/**
 * Keeps the protocol's string conversion in step with client_encoding (PostgreSQL's
 * SetClientEncoding): messages written from the moment SET ran, messages read from the next one.
 * A change of any setting makes Settings build new FormatSettings, so the check per statement
 * is one comparison; UTF8 sessions never look further.
 */
export class ClientEncodingSync {
  private seen: FormatSettings | null = null;
  private name = 'UTF8';

  constructor(
    private readonly reader: FrameReader,
    private readonly out: MessageWriter,
  ) {}

  /** The codec in use (null: UTF8 or SQL_ASCII, no conversion). */
  get codec(): ClientCodec | null {
    return this.out.clientCodec;
  }

  /** Applies the session's client_encoding if it changed since the last call. */
  sync(settings: Settings): void {
    const format = settings.formatSettings();
    if (format === this.seen) return;
    this.seen = format;
    const name = settings.get('client_encoding');
    if (name === this.name) return;
    this.name = name;
    const codec = clientCodec(name);
    this.out.setClientCodec(codec);
    this.reader.setClientCodec(codec);
  }
}

/**
 * A statement whose rows are converted to a non-UTF8 client encoding runs in an implicit
 * transaction of its own, committed only after its rows were sent: a value the encoding cannot
 * hold (22P05) fails the statement, and an INSERT … RETURNING of it inserts nothing, as in
 * PostgreSQL. UTF8 sessions keep autocommit's single round trip.
 */
export function holdCommitForConversion(core: SessionCore): void {
  if (core.tx.block !== 'none') return;
  core.tx.startImplicit('started');
  core.tx.aloneInImplicit(false);
}
