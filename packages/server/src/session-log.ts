import type { Logger } from '@pgsqlite/backend';
import { FrameReader, type FrontendMessage, type StartupPacket } from '@pgsqlite/wire';

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
  readonly #input = new FrameReader();
  readonly #output = new BackendFrames();
  readonly #started = performance.now();
  #startup = true;
  #broken = false;
  #user = '';
  #database = '';
  #applicationName = '';
  #sessionPid: number | undefined;
  /** Prepared statements' text by name ('' = unnamed), portals' statement by portal name. */
  readonly #statements = new Map<string, string>();
  readonly #portals = new Map<string, string>();
  /** Statements received and not yet completed, oldest first. */
  readonly #running: { label: string; sql: string; at: number; simple: boolean }[] = [];

  constructor(options: SessionLogOptions, peer: Peer | null) {
    this.#options = options;
    this.#peer = peer;
    this.#output.onMessage = (type, body) => this.#onBackend(type, body);
    // An encrypted stream cannot be followed here.
    this.#output.onEncrypted = () => (this.#broken = true);
    options.logger.debug(`connection received: ${this.#where()}`, this.#fields());
  }

  /** Call with every chunk the client sent. */
  onInput(chunk: Uint8Array): void {
    if (this.#broken) return;
    try {
      this.#input.push(chunk);
      for (;;) {
        if (this.#startup) {
          const packet = this.#input.nextStartup();
          if (packet === null) return;
          this.#onStartup(packet);
        } else {
          const message = this.#input.nextMessage();
          if (message === null) return;
          this.#onFrontend(message);
        }
      }
    } catch {
      // Malformed input: the session answers it; the log stops following this connection.
      this.#broken = true;
    }
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

  #onStartup(packet: StartupPacket): void {
    if (packet.kind !== 'StartupMessage') {
      // SSLRequest / GSSENCRequest: answered by one byte; 'N' continues in the clear.
      if (packet.kind !== 'CancelRequest') this.#output.expectAnswerByte();
      return;
    }
    this.#startup = false;
    this.#user = packet.parameters['user'] ?? '';
    this.#database = packet.parameters['database'] ?? this.#user;
    this.#applicationName = packet.parameters['application_name'] ?? '';
  }

  #onFrontend(m: FrontendMessage): void {
    const now = performance.now();
    switch (m.type) {
      case 'Query':
        this.#running.push({ label: 'statement', sql: m.sql, at: now, simple: true });
        break;
      case 'Parse':
        this.#statements.set(m.name, m.sql);
        break;
      case 'Bind':
        this.#portals.set(m.portal, m.statement);
        break;
      case 'Execute': {
        const statement = this.#portals.get(m.portal) ?? '';
        const name = statement === '' ? '<unnamed>' : statement;
        this.#running.push({ label: `execute ${name}`, sql: this.#statements.get(statement) ?? '', at: now, simple: false });
        break;
      }
      case 'Close':
        if (m.target === 'S') this.#statements.delete(m.name);
        else this.#portals.delete(m.name);
        break;
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

  #finish(r: { label: string; sql: string; at: number } | undefined): void {
    const threshold = this.#options.logMinDurationStatement;
    if (r === undefined || threshold < 0) return;
    const ms = performance.now() - r.at;
    if (ms < threshold) return;
    this.#options.logger.info(`duration: ${ms.toFixed(3)} ms  ${r.label}: ${r.sql}`, this.#fields());
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
      ...(current === undefined || current.sql === '' ? {} : { statement: current.sql }),
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

/**
 * Splits the backend stream into messages, keeping the bodies of the few types the log reads
 * (authentication, key data, errors) and skipping the others (rows) without copying them.
 * Single bytes answering SSLRequest / GSSENCRequest are announced by expectAnswerByte.
 */
class BackendFrames {
  onMessage: (type: number, body: Uint8Array) => void = () => {};
  onEncrypted: () => void = () => {};
  readonly #header = new Uint8Array(5);
  #answers = 0;
  #headerLength = 0;
  #type = 0;
  #remaining = 0;
  #body: Uint8Array | null = null;
  #filled = 0;

  /** The next byte is the one-byte answer to an SSLRequest / GSSENCRequest. */
  expectAnswerByte(): void {
    this.#answers += 1;
  }

  feed(bytes: Uint8Array): void {
    let i = 0;
    while (i < bytes.length) {
      if (this.#remaining > 0) {
        const n = Math.min(this.#remaining, bytes.length - i);
        if (this.#body !== null) this.#body.set(bytes.subarray(i, i + n), this.#filled);
        this.#filled += n;
        this.#remaining -= n;
        i += n;
        if (this.#remaining === 0) this.#emit();
        continue;
      }
      const b = bytes[i] ?? 0;
      i += 1;
      if (this.#answers > 0 && this.#headerLength === 0) {
        this.#answers -= 1;
        if (b === 0x53) this.onEncrypted(); // 'S': TLS (or GSS) follows
        continue;
      }
      this.#header[this.#headerLength++] = b;
      if (this.#headerLength < 5) continue;
      this.#type = this.#header[0] ?? 0;
      this.#remaining = Math.max(0, readInt32(this.#header, 1) - 4);
      this.#headerLength = 0;
      this.#filled = 0;
      this.#body = KEPT.has(this.#type) ? new Uint8Array(this.#remaining) : null;
      if (this.#remaining === 0) this.#emit();
    }
  }

  #emit(): void {
    this.onMessage(this.#type, this.#body ?? EMPTY);
    this.#body = null;
  }
}

function readInt32(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
}

const EMPTY = new Uint8Array(0);
const AUTHENTICATION = 0x52; // 'R'
const BACKEND_KEY_DATA = 0x4b; // 'K'
const COMMAND_COMPLETE = 0x43; // 'C'
const PORTAL_SUSPENDED = 0x73; // 's'
const EMPTY_QUERY = 0x49; // 'I'
const READY_FOR_QUERY = 0x5a; // 'Z'
const ERROR_RESPONSE = 0x45; // 'E'
const KEPT = new Set([AUTHENTICATION, BACKEND_KEY_DATA, ERROR_RESPONSE]);
