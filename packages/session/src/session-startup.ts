import { PgError, toPgError } from '@pgsqlite/errors';
import type { FrontendMessage, MessageWriter, StartupPacket } from '@pgsqlite/wire';
import { checkLogin, connectSession, databaseDefaults, Settings, startBackend } from '@pgsqlite/backend';
import type { SessionCore } from './session-core.js';
import type { SessionContext, SessionIO } from './session-context.js';
import { ActivityTracker } from './activity.js';
import { messageChannel } from './client-channel.js';
import { PortalStore } from './portal.js';
import type { Signalling } from './signalling.js';
import { checkStartup } from './startup.js';
import { authenticateClient } from './authentication.js';

/** What the startup phase needs from its Session. */
export interface StartupHost {
  readonly io: SessionIO;
  readonly ctx: SessionContext;
  readonly out: MessageWriter;
  readonly signals: Signalling;
  /** Bytes received and not yet framed. */
  pendingBytes(): number;
  flush(): void;
  /** SessionCore.drain. */
  drain(): Promise<void>;
  close(): void;
  /** Type byte of the next client message already received, or null. */
  nextMessageType(): string | null;
  readCopyMessage(): Promise<FrontendMessage | null>;
  /** Whether client input arrives within `ms` (nothing consumed). */
  copyInputWithin(ms: number): true | Promise<boolean>;
  /** The next message of the authentication exchange (a PasswordMessage does not lose a COPY stream). */
  readAuthMessage(): Promise<FrontendMessage | null>;
  /** SessionCore.syncClientEncoding. */
  syncClientEncoding(): void;
}

/** A session accepted by startup: its state, and what undoes its registrations at the end. */
export interface Established {
  core: SessionCore;
  /** The BackendKeyData secret key. */
  secretKey: number;
  /** Unregisters the session from cancel routing, its database and pg_terminate_backend. */
  release(): void;
}

/**
 * One packet of the startup phase: SSLRequest/GSSENCRequest (refused), CancelRequest (routed, then
 * the connection closes) or StartupMessage (authentication, then the session is established).
 * Returns the established session, or null while still in startup. Throws a FATAL PgError.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-START-UP
 */
export async function onStartupPacket(host: StartupHost, packet: StartupPacket): Promise<Established | null> {
  switch (packet.kind) {
    case 'SSLRequest':
    case 'GSSENCRequest':
      host.out.sslRefused();
      host.flush();
      if (host.pendingBytes() > 0) {
        const what = packet.kind === 'SSLRequest' ? 'SSL' : 'GSSAPI encryption';
        throw new PgError('protocol_violation', `received unencrypted data after ${what} request`, {
          severity: 'FATAL',
          detail: 'This could be either a client-software bug or evidence of an attempted man-in-the-middle attack.',
        });
      }
      return null;
    case 'CancelRequest':
      host.ctx.cancel(packet.processId, packet.secretKey);
      host.close();
      return null;
    case 'StartupMessage':
      return onStartupMessage(host, packet.protocolMajor, packet.protocolMinor, packet.parameters);
  }
}

async function onStartupMessage(host: StartupHost, major: number, minor: number, parameters: Record<string, string>): Promise<Established | null> {
  if (major < 3) {
    // A protocol-2 client cannot read a v3 ErrorResponse: PostgreSQL answers in the v2 format
    // ('E', "FATAL:  message\n", NUL) and closes.
    host.flush();
    host.io.write(asciiBytes(`EFATAL:  unsupported frontend protocol ${major}.${minor}: server supports 3.0 to 3.0\n\0`));
    host.close();
    return null;
  }
  const req = checkStartup(major, minor, parameters);
  if (req.negotiateMinor !== null) host.out.negotiateProtocolVersion(req.negotiateMinor, req.unrecognized);
  const role = await authenticateClient(host, req);
  if (role === null) {
    host.close();
    return null;
  }
  if (host.io.established?.() === false) throw new PgError('too_many_connections', 'sorry, too many clients already', { severity: 'FATAL' });
  host.out.authenticationOk();
  if (role !== undefined) checkLogin(role, () => (host.ctx.activity?.() ?? []).filter((a) => a.usename === role.name).length);
  const settings = new Settings(req.user);
  for (const [name, value] of host.ctx.serverSettings ?? []) settings.applyServer(name, value);
  if (role !== undefined) settings.applyServer('is_superuser', role.superuser ? 'on' : 'off');
  try {
    for (const [name, value] of req.gucs) settings.applyStartup(name, value);
  } catch (e) {
    throw toPgError(e).with({ severity: 'FATAL' });
  }
  const { ctx, signals } = host;
  const shared = await ctx.databases.open(req.database).catch((e: unknown) => {
    throw toPgError(e).with({ severity: 'FATAL' });
  });
  databaseDefaults(ctx.databases.catalog?.defaults(req.database) ?? [], req.gucs, (n, v) => settings.applyStartup(n, v));
  const connection = await connectSession(shared);
  const { handle } = connection;
  const key = ctx.registerCancel(() => signals.cancel());
  const detach = handle.attach?.(() => signals.terminate()) ?? null;
  const activity = new ActivityTracker(key.processId, handle.name, settings, host.io.peer, host.io.tls?.() ?? null);
  const unregisterBackend =
    ctx.registerBackend?.(key.processId, { cancel: () => signals.cancel(), terminate: () => signals.terminate(), activity: () => activity.snapshot() }) ?? null;
  const exec = startBackend({
    connection,
    processId: key.processId,
    settings,
    services: ctx,
    client: messageChannel(host),
    ownActivity: () => activity.snapshot(),
    deliverNotification: (pid, ch, payload) => signals.deliverNotification(pid, ch, payload),
    waitFor: (p) => signals.waitFor(p),
    cancelled: () => signals.cancelled(),
  });
  const core: SessionCore = {
    ...exec,
    out: host.out,
    portals: new PortalStore(),
    activity,
    flush: () => host.flush(),
    drain: () => host.drain(),
    nextMessageType: () => host.nextMessageType(),
    syncClientEncoding: () => host.syncClientEncoding(),
  };
  const release = (): void => {
    key.unregister();
    detach?.();
    unregisterBackend?.();
  };
  return { core, secretKey: key.secretKey, release };
}

/** After startup: ParameterStatus of the reportable settings, BackendKeyData (ReadyForQuery follows). */
export function announceSession(out: MessageWriter, session: Established): void {
  for (const [name, value] of session.core.settings.changedReportable()) out.parameterStatus(name, value);
  out.backendKeyData(session.core.processId, session.secretKey);
}

/** Bytes of an ASCII string (the v2 error text is ASCII by construction). */
function asciiBytes(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
