import type { Socket } from 'node:net';
import { FrameReader, FramingError, MessageWriter } from '@pgsqlite/wire';
import type { CancelRegistry } from '@pgsqlite/session';

/**
 * Serves a connection that arrived while `maxConnections` sessions are open, the way
 * PostgreSQL's postmaster does: the startup packet is read first (SSLRequest / GSSENCRequest
 * get 'N'; a CancelRequest is still routed, since cancelling must work on a full server), then
 * FATAL 53300 `sorry, too many clients already` and close.
 */
export function refuseTooManyClients(socket: Socket, cancels: CancelRegistry, pending?: Buffer): void {
  const reader = new FrameReader();
  socket.on('error', () => {});
  socket.setTimeout(60_000, () => socket.destroy());
  const onData = (chunk: Buffer): void => {
    reader.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    try {
      for (let packet = reader.nextStartup(); packet !== null; packet = reader.nextStartup()) {
        if (packet.kind === 'SSLRequest' || packet.kind === 'GSSENCRequest') {
          socket.write(new MessageWriter().sslRefused().take());
          continue;
        }
        if (packet.kind === 'CancelRequest') {
          cancels.cancel(packet.processId, packet.secretKey);
        } else {
          const fatal = { severity: 'FATAL', code: '53300', message: 'sorry, too many clients already' } as const;
          socket.write(new MessageWriter().errorResponse(fatal).take());
        }
        socket.end();
        socket.removeAllListeners('data');
        return;
      }
    } catch (e) {
      if (e instanceof FramingError && e.error !== null) socket.write(new MessageWriter().errorResponse(e.error.fields).take());
      socket.end();
      socket.removeAllListeners('data');
    }
  };
  socket.on('data', onData);
  if (pending !== undefined && pending.length > 0) onData(pending);
  socket.resume();
}
