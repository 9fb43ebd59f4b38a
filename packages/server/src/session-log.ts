import type { Logger } from '@pgsqlite/backend';
import { readInt32, UNTYPED, WireFrames } from './wire-frames.js';

/** What the server logs about its sessions (ServerOptions). */
export interface SessionLogOptions {
  logger: Logger;
  /** Statements that ran at least this many ms are logged with their duration; -1: none. */
  logMinDurationStatement: number;
}

/** The client's address as the log shows it (null: a Unix socket). */
export interface Peer {
  address: string;
  port: number;
}

/**
 * Follows one connection's two byte streams, as PostgreSQL's log settings would report them:
 * `connection received` / `connection authorized` / `disconnection` (log_connections,
 * log_disconnections; at debug), `duration: … ms  statement: …` (log_min_duration_statement;
 * extended protocol: `execute <name>: …`) and every ErrorResponse sent, with its SQLSTATE and
 * the statement it belongs to (log_min_error_statement = error). It decodes copies of what the
 * session sees and never changes the streams; a stream it cannot follow stops the log for that
 * connection only.
 */
export class SessionLog {
  readonly #options: SessionLogOptions;
  readonly #peer: Peer | null;
  /** Query, Parse, Bind, Execute, Close bodies; startup packets. */
  readonly #input = new WireFrames('QPBEC', true);
  /** Authentication, BackendKeyData, ErrorResponse bodies; the other types' names only. */
  readonly #output = new WireFrames('RKE', false);
  readonly #started = performance.now();
  #broken = false;
  #user = '';
  #database = '';
  #applicationName = '';
  #sessionPid: number | undefined;
  /**
   * Prepared statements' text by name ('' = unnamed; the text undecoded until a line needs it),
   * portals' statement by portal name.
   */
  readonly #statements = new Map<string, Text>();
  readonly #portals = new Map<string, string>();
  /** Statements received and not yet completed, oldest first. */
  readonly #running: Running[] = [];

  constructor(options: SessionLogOptions, peer: Peer | null) {
    this.#options = options;
    this.#peer = peer;
    this.#input.onMessage = (type, body) => this.#onFrontend(type, body);
    this.#output.onMessage = (type, body) => this.#onBackend(type, body);
    this.#output.onAnswerByte = (byte) => {
      // 'S' (or 'G'): an encrypted stream follows, which cannot be followed here; 'N': another
      // startup packet comes in the clear.
      if (byte === 0x4e) this.#input.expectUntyped();
      else this.#broken = true;
    };
    options.logger.debug(`connection received: ${this.#where()}`, this.#fields());
  }

  /** Call with every chunk the client sent (before the session reads it). */
  onInput(chunk: Uint8Array): void {
    if (!this.#broken) this.#input.feed(chunk);
  }

  /** Call with every chunk the session wrote. */
  onOutput(chunk: Uint8Array): void {
    if (!this.#broken) this.#output.feed(chunk);
  }

  /** Call once the connection is closed. */
  onClose(): void {
    if (this.#user === '') return;
    const ms = performance.now() - this.#started;
    this.#options.logger.debug(`disconnection: session time: ${sessionTime(ms)} user=${this.#user} database=${this.#database} ${this.#where()}`, this.#fields());
  }

  #where(): string {
    return this.#peer === null ? 'host=[local]' : `host=${this.#peer.address} port=${this.#peer.port}`;
  }

  #fields() {
    return {
      ...(this.#user === '' ? {} : { user: this.#user, dbname: this.#database }),
      ...(this.#applicationName === '' ? {} : { application_name: this.#applicationName }),
      ...(this.#peer === null ? { remote_host: '[local]' } : { remote_host: this.#peer.address, remote_port: this.#peer.port }),
      ...(this.#sessionPid === undefined ? {} : { session_pid: this.#sessionPid }),
    };
  }

  #onStartup(body: Uint8Array): void {
    const code = readInt32(body, 0);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.#output.expectAnswerByte();
      return;
    }
    if (code >>> 16 !== 3) {
      // A CancelRequest, or a protocol the session refuses: nothing to follow.
      this.#broken = true;
      return;
    }
    const parameters = new Map<string, string>();
    let at = 4;
    while (at < body.length && body[at] !== 0) {
      const [key, afterKey] = cstring(body, at);
      const [value, next] = cstring(body, afterKey);
      parameters.set(key, value);
      at = next;
    }
    this.#user = parameters.get('user') ?? '';
    this.#database = parameters.get('database') ?? this.#user;
    this.#applicationName = parameters.get('application_name') ?? '';
  }

  #onFrontend(type: number, body: Uint8Array): void {
    switch (type) {
      case UNTYPED:
        this.#onStartup(body);
        break;
      case QUERY:
        this.#running.push({ label: 'statement', sql: { bytes: body, at: 0 }, at: performance.now(), simple: true });
        break;
      case PARSE: {
        const [name, at] = cstring(body, 0);
        this.#statements.set(name, { bytes: body, at });
        break;
      }
      case BIND: {
        const [portal, at] = cstring(body, 0);
        this.#portals.set(portal, cstring(body, at)[0]);
        break;
      }
      case EXECUTE: {
        const statement = this.#portals.get(cstring(body, 0)[0]) ?? '';
        const sql = this.#statements.get(statement) ?? { bytes: EMPTY, at: 0 };
        this.#running.push({ label: `execute ${statement === '' ? '<unnamed>' : statement}`, sql, at: performance.now(), simple: false });
        break;
      }
      case CLOSE: {
        const name = cstring(body, 1)[0];
        if (body[0] === 0x53) this.#statements.delete(name);
        else this.#portals.delete(name);
        break;
      }
      default:
        break;
    }
  }

  #onBackend(type: number, body: Uint8Array): void {
    switch (type) {
      case AUTHENTICATION:
        if (readInt32(body, 0) === 0) {
          const app = this.#applicationName === '' ? '' : ` application_name=${this.#applicationName}`;
          this.#options.logger.debug(`connection authorized: user=${this.#user} database=${this.#database}${app}`, this.#fields());
        }
        break;
      case BACKEND_KEY_DATA:
        this.#sessionPid = readInt32(body, 0);
        break;
      case COMMAND_COMPLETE:
      case PORTAL_SUSPENDED:
      case EMPTY_QUERY: {
        // A simple Query may hold several statements: it ends at ReadyForQuery.
        const first = this.#running[0];
        if (first !== undefined && !first.simple) this.#finish(this.#running.shift());
        break;
      }
      case READY_FOR_QUERY:
        for (const r of this.#running.splice(0)) if (r.simple) this.#finish(r);
        break;
      case ERROR_RESPONSE:
        this.#logError(errorFields(body));
        break;
      default:
        break;
    }
  }

  #finish(r: Running | undefined): void {
    const threshold = this.#options.logMinDurationStatement;
    if (r === undefined || threshold < 0) return;
    const ms = performance.now() - r.at;
    if (ms < threshold) return;
    this.#options.logger.info(`duration: ${ms.toFixed(3)} ms  ${r.label}: ${text(r.sql)}`, this.#fields());
  }

  #logError(f: Map<string, string>): void {
    const severity = f.get('V') ?? f.get('S') ?? 'ERROR';
    // The oldest running statement failed: an error ends a simple Query (later statements in it
    // are not run) and, in the extended protocol, everything until Sync.
    // The failed statement is not logged with a duration (PostgreSQL logs it on completion only).
    const current = this.#running.shift();
    const detail = f.get('D');
    const hint = f.get('H');
    const position = f.get('P');
    this.#options.logger.error(`${f.get('M') ?? ''}${position === undefined ? '' : ` at character ${position}`}`, {
      ...this.#fields(),
      error_severity: severity === 'FATAL' || severity === 'PANIC' ? 'FATAL' : 'ERROR',
      ...(f.has('C') ? { state_code: f.get('C') } : {}),
      ...(detail === undefined ? {} : { detail }),
      ...(hint === undefined ? {} : { hint }),
      ...(current === undefined || current.sql.bytes.length === 0 ? {} : { statement: text(current.sql) }),
    });
  }
}

/** `H:MM:SS.mmm`, as PostgreSQL's disconnection line. */
function sessionTime(ms: number): string {
  const total = Math.floor(ms);
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(total % 1000).padStart(3, '0')}`;
}

/** ErrorResponse fields by code letter. */
function errorFields(body: Uint8Array): Map<string, string> {
  const fields = new Map<string, string>();
  const decoder = new TextDecoder();
  let i = 0;
  while (i < body.length && body[i] !== 0) {
    const code = String.fromCharCode(body[i] ?? 0);
    const end = body.indexOf(0, i + 1);
    if (end < 0) break;
    fields.set(code, decoder.decode(body.subarray(i + 1, end)));
    i = end + 1;
  }
  return fields;
}

const EMPTY = new Uint8Array(0);
const AUTHENTICATION = 0x52; // 'R'
const BACKEND_KEY_DATA = 0x4b; // 'K'
const COMMAND_COMPLETE = 0x43; // 'C'
const PORTAL_SUSPENDED = 0x73; // 's'
const EMPTY_QUERY = 0x49; // 'I'
const READY_FOR_QUERY = 0x5a; // 'Z'
const ERROR_RESPONSE = 0x45; // 'E'
const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const EXECUTE = 0x45; // 'E' (frontend)
const CLOSE = 0x43; // 'C' (frontend)
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** A statement's text as it came off the wire: a C string at `at` in `bytes`. */
interface Text {
  bytes: Uint8Array;
  at: number;
}

interface Running {
  label: string;
  sql: Text;
  at: number;
  simple: boolean;
}

const decoder = new TextDecoder();

/** The C string at `at` and the offset after its NUL. */
function cstring(bytes: Uint8Array, at: number): [string, number] {
  if (bytes[at] === 0) return ['', at + 1];
  let end = bytes.indexOf(0, at);
  if (end < 0) end = bytes.length;
  return [decoder.decode(bytes.subarray(at, end)), end + 1];
}

function text(t: Text): string {
  return cstring(t.bytes, t.at)[0];
}
