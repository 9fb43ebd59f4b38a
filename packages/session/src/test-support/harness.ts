// Test-only: sessions over an in-memory SessionIO, with a real SQLite file behind them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrontendMessage, StartupPacket } from '@pgsqlite/wire';
import { decodeBackend, encodeFrontend, encodeStartup, type BackendMessage } from '@pgsqlite/wire/testing';
import { Session } from '../session.js';
import type { Logger } from '@pgsqlite/backend';
import type { SessionContext } from '../session-context.js';
import { fakeTranslator } from './fake-translator.js';
import { TestDatabase, testProvider } from './sqlite-executor.js';

/** A client of one Session: send messages, await answers. */
export class TestClient {
  readonly received: BackendMessage[] = [];
  closed = false;
  /** Every chunk the session wrote, undecoded. */
  readonly written: Uint8Array[] = [];
  readonly session: Session;
  private seen = 0;

  constructor(ctx: SessionContext) {
    this.session = new Session(
      {
        write: (bytes) => {
          this.written.push(bytes);
          if (bytes[0] === 0x45 && bytes[1] === 0x46) return; // a protocol-2 ErrorResponse is not v3-framed
          this.received.push(...decodeBackend(bytes));
        },
        close: () => {
          this.closed = true;
        },
      },
      ctx,
    );
  }

  startup(parameters: Record<string, string>, major = 3, minor = 0): this {
    return this.raw(encodeStartup({ kind: 'StartupMessage', protocolMajor: major, protocolMinor: minor, parameters }));
  }
  packet(p: StartupPacket): this {
    return this.raw(encodeStartup(p));
  }
  send(...msgs: FrontendMessage[]): this {
    for (const m of msgs) this.raw(encodeFrontend(m));
    return this;
  }
  raw(bytes: Uint8Array): this {
    this.session.receive(bytes);
    return this;
  }

  /** Waits until `pred` holds for the messages received since the last wait; returns those. */
  async until(pred: (msgs: BackendMessage[]) => boolean, ms = 2000): Promise<BackendMessage[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const fresh = this.received.slice(this.seen);
      if (pred(fresh)) {
        this.seen = this.received.length;
        return fresh;
      }
      if (Date.now() > deadline) throw new Error(`timeout; got ${JSON.stringify(fresh.map((m) => m.type))}`);
      await new Promise((r) => setTimeout(r, 1));
    }
  }

  /** Waits for the next ReadyForQuery (or connection close). */
  ready(): Promise<BackendMessage[]> {
    return this.until((m) => this.closed || m.some((x) => x.type === 'ReadyForQuery'));
  }

  /** Simple Query round trip. */
  query(sql: string): Promise<BackendMessage[]> {
    this.send({ type: 'Query', sql });
    return this.ready();
  }
}

/** Compact view of messages for assertions: `C:INSERT 0 1`, `D:1|a`, `E:42601`, `Z:I`, … */
export function brief(msgs: readonly BackendMessage[]): string[] {
  return msgs.map((m) => {
    switch (m.type) {
      case 'CommandComplete':
        return `C:${m.tag}`;
      case 'DataRow':
        return `D:${m.text.map((v) => (v === null ? 'NULL' : v)).join('|')}`;
      case 'ErrorResponse':
        return `E:${m.fields['C'] ?? ''}`;
      case 'NoticeResponse':
        return `N:${m.fields['C'] ?? ''}`;
      case 'ReadyForQuery':
        return `Z:${m.status}`;
      case 'RowDescription':
        return `T:${m.fields.map((f) => f.name).join(',')}`;
      case 'ParameterStatus':
        return `S:${m.name}=${m.value}`;
      default:
        return m.type;
    }
  });
}

const quietLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** A server in miniature: one SQLite file, a fake translator, cancel routing. */
export class TestServer {
  readonly dir = mkdtempSync(join(tmpdir(), 'pgsqlite-session-'));
  readonly db = new TestDatabase('postgres', join(this.dir, 'db.sqlite'));
  readonly translator = fakeTranslator(join(this.dir, 'db.sqlite'));
  readonly errors: string[] = [];
  private nextPid = 1000;
  private readonly cancels = new Map<number, { key: number; cancel: () => void }>();
  readonly ctx: SessionContext = {
    databases: testProvider([this.db]),
    translator: this.translator,
    logger: { ...quietLogger, error: (m) => this.errors.push(m) },
    registerCancel: (cancel) => {
      const processId = this.nextPid++;
      const secretKey = processId * 7;
      this.cancels.set(processId, { key: secretKey, cancel });
      return { processId, secretKey, unregister: () => this.cancels.delete(processId) };
    },
    cancel: (pid, key) => {
      const c = this.cancels.get(pid);
      if (c !== undefined && c.key === key) c.cancel();
    },
  };

  get registered(): number {
    return this.cancels.size;
  }

  /** A client that completed startup. */
  async connect(parameters: Record<string, string> = { user: 'postgres' }): Promise<TestClient> {
    const c = new TestClient(this.ctx).startup(parameters);
    await c.ready();
    return c;
  }

  dispose(): void {
    this.translator.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
