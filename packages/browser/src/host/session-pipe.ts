import { Session, type SessionContext } from '@pgsqlite/session';

/**
 * One connection without a socket: bytes in through `send`, the session's bytes out through the
 * `output` callback. This is what `Connection` (packages/server) does over node:net, minus the
 * socket: the very same Session runs behind it, so a host in a Web Worker answers exactly as the
 * server does. Platform-neutral.
 */
export interface SessionPipe {
  /** Bytes from the client (any framing: the session reassembles messages). */
  send(bytes: Uint8Array): void;
  /** The client hung up (Terminate is the polite way; this is the socket closing). */
  close(): void;
  /** True once either side ended the connection. */
  readonly ended: boolean;
}

/** What a pipe reports to its owner. */
export interface PipeListener {
  output(bytes: Uint8Array): void;
  /** The session closed the connection (Terminate, FATAL) or the client did. */
  end(): void;
}

/** Opens a session over an in-memory pipe. */
export function openSessionPipe(ctx: SessionContext, listener: PipeListener): SessionPipe {
  let ended = false;
  const finish = (): void => {
    if (ended) return;
    ended = true;
    listener.end();
  };
  const session = new Session(
    {
      write: (bytes) => {
        // The session's writer reuses nothing after take(), but the receiver may keep the bytes
        // beyond this call (posted to another thread): hand over a copy it alone owns.
        if (!ended) listener.output(bytes.slice());
      },
      close: () => {
        finish();
        session.closed();
      },
      peer: null,
    },
    ctx,
  );
  return {
    send(bytes) {
      if (!ended) session.receive(bytes);
    },
    close() {
      if (ended) return;
      finish();
      session.closed();
    },
    get ended() {
      return ended;
    },
  };
}
