import { PgError } from '@pgsqlite/errors';
import { authenticate, type AuthConversation, type Role } from '@pgsqlite/backend';
import type { StartupHost } from './session-startup.js';
import type { StartupRequest } from './startup.js';

/**
 * The authentication exchange of a StartupMessage (auth.c ClientAuthentication's messages): the
 * host's access policy decides (ctx.auth); without one every login is let in, as before. Sends
 * nothing itself but the Authentication* requests; AuthenticationOk follows in the caller.
 * Resolves to the role, undefined when the host has no policy, null when the client left.
 */
export async function authenticateClient(host: StartupHost, req: StartupRequest): Promise<Role | null | undefined> {
  const auth = host.ctx.auth;
  if (auth === undefined) return undefined;
  const tls = host.io.tls?.() ?? null;
  const conversation: AuthConversation = {
    sasl: (mechanisms) => send(host, () => host.out.authenticationSASL(mechanisms)),
    saslContinue: (data) => send(host, () => host.out.authenticationSASLContinue(data)),
    saslFinal: (data) => send(host, () => host.out.authenticationSASLFinal(data)),
    md5: (salt) => {
      host.flush();
      host.io.write(md5Request(salt));
    },
    cleartext: () => send(host, () => host.out.authenticationCleartextPassword()),
    read: async (expected) => {
      const msg = await host.readAuthMessage();
      if (msg === null) return null;
      if (msg.type !== 'PasswordMessage') {
        throw new PgError('protocol_violation', `expected ${expected} response, got message type ${typeCode(msg.type)}`, { severity: 'FATAL' });
      }
      return msg.data;
    },
  };
  const peer = host.io.peer ?? null;
  return authenticate(auth, { address: peer?.address ?? null, tls: tls !== null, user: req.user, database: req.database, channelBinding: tls?.channelBinding ?? null }, conversation);
}

function send(host: StartupHost, write: () => void): void {
  write();
  host.flush();
}

/** AuthenticationMD5Password: 'R', length 12, 5, the 4-byte salt. */
function md5Request(salt: Uint8Array): Uint8Array {
  const out = new Uint8Array(13);
  out[0] = 0x52;
  new DataView(out.buffer).setInt32(1, 12);
  new DataView(out.buffer).setInt32(5, 5);
  out.set(salt.subarray(0, 4), 9);
  return out;
}

/** The type byte of a frontend message, as PostgreSQL prints it (a number). */
function typeCode(type: string): number {
  const codes: Record<string, string> = {
    Query: 'Q', Parse: 'P', Bind: 'B', Describe: 'D', Execute: 'E', Close: 'C', Flush: 'H', Sync: 'S', Terminate: 'X',
    CopyData: 'd', CopyDone: 'c', CopyFail: 'f', FunctionCall: 'F', PasswordMessage: 'p',
  };
  return (codes[type] ?? '?').charCodeAt(0);
}
