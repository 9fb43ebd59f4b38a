import { connect } from 'node:net';

/** How a fuzzed session ended on the client's side. */
export type Ending = 'at-once' | 'closed' | 'ready' | 'quiet' | 'limit' | 'refused';

/**
 * How long the client waits for the server: after the last byte either side sent, QUIET_MS of
 * silence means the server waits for input the mutated stream will never send (a truncated
 * message, a length word promising more); LIMIT_MS bounds the whole session.
 */
export const QUIET_MS = 150;
export const LIMIT_MS = 3_000;
/** After a ReadyForQuery the server is between commands: this long with nothing more, and the client hangs up. */
const AFTER_READY_MS = 25;

const READY = Buffer.from([0x5a, 0, 0, 0, 5]);

/** The stream opens with an intact SSLRequest or GSSENCRequest (8 bytes: length 8, code 80877103 / 80877104). */
function negotiates(b: Uint8Array): boolean {
  if (b.length < 8 || b[0] !== 0 || b[1] !== 0 || b[2] !== 0 || b[3] !== 8) return false;
  const code = ((b[4]! << 24) | (b[5]! << 16) | (b[6]! << 8) | b[7]!) >>> 0;
  return code === 80877103 || code === 80877104;
}

/**
 * Plays one mutated client stream against the server at `port`: connect, send it in `parts`
 * writes (an intact SSLRequest first and alone, waiting for the server's one-byte answer, as
 * psql does: pipelined after it, the startup packet would be refused as a possible
 * man-in-the-middle attack and nothing after it would be read), then hang up — at once (`hangUpAtOnce`: mid-startup, mid-statement), or when the server
 * closed, or AFTER_READY_MS after its last ReadyForQuery, or after QUIET_MS of silence, or at
 * LIMIT_MS. Waiting for the answers keeps the fuzzer from opening sessions faster than the server
 * ends them; hanging up on silence keeps a session that waits for bytes from costing seconds.
 */
export async function play(port: number, bytes: Uint8Array, parts: number, hangUpAtOnce: boolean): Promise<Ending> {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  socket.on('error', () => undefined);
  let ending: Ending | null = null;
  let finish: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const end = (why: Ending): void => {
    if (ending !== null) return;
    ending = why;
    finish?.();
  };
  const arm = (why: Ending, ms: number): void => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => end(why), ms);
  };
  socket.on('data', (d: Buffer) => {
    // A ReadyForQuery ('Z', length 5) in the chunk: the server is between commands.
    if (d.includes(READY)) arm('ready', AFTER_READY_MS);
    else arm('quiet', QUIET_MS);
  });
  socket.once('close', () => end('closed'));
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
  if (!connected) {
    socket.destroy();
    return 'refused';
  }
  let rest = bytes;
  if (negotiates(bytes)) {
    // As psql does: the SSLRequest alone, then the startup packet once the server answered 'N'.
    const answered = new Promise<void>((resolve) => {
      socket.once('data', () => resolve());
      socket.once('close', () => resolve());
    });
    socket.write(bytes.subarray(0, 8));
    await answered;
    rest = bytes.subarray(8);
  }
  const step = Math.max(1, Math.ceil(rest.length / parts));
  for (let at = 0; at < rest.length; at += step) socket.write(rest.subarray(at, at + step));
  if (hangUpAtOnce) end('at-once');
  else if (ending === null) {
    arm('quiet', QUIET_MS);
    const limit = setTimeout(() => end('limit'), LIMIT_MS);
    await new Promise<void>((resolve) => {
      finish = resolve;
      if (ending !== null) resolve();
    });
    clearTimeout(limit);
  }
  if (timer !== null) clearTimeout(timer);
  socket.destroy();
  return ending ?? 'closed';
}
