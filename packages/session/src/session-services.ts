import { LockTable, NotificationHub, type DatabaseProvider, type Logger, type QueryTranslator, type RoleStore, type AuthService } from '@pgsqlite/backend';
import { CancelRegistry } from './cancel-registry.js';
import type { BackendSignals, SessionContext } from './session-context.js';

/** What a host has to provide for its sessions: databases, the translator, a log. */
export interface SessionServicesOptions {
  databases: DatabaseProvider;
  translator: QueryTranslator;
  logger: Logger;
  roles?: RoleStore;
  auth?: AuthService;
  serverSettings?: readonly (readonly [string, string])[];
}

/** The server-wide services of a host's sessions, and its cancel keys (admission needs them too). */
export interface SessionServices {
  readonly context: SessionContext;
  readonly cancels: CancelRegistry;
}

/**
 * Everything the sessions of one host share besides its databases: CancelRequest routing
 * (BackendKeyData), pg_cancel_backend / pg_terminate_backend and pg_stat_activity over every
 * live session, LISTEN/NOTIFY and advisory locks. Platform-neutral: the Node server and a
 * browser host make it the same way.
 */
export function createSessionServices<T extends SessionServicesOptions>(options: T): SessionServices & { readonly context: SessionContext & T } {
  const cancels = new CancelRegistry();
  const backends = new Map<number, BackendSignals>();
  const context: SessionContext & T = {
    ...options,
    registerCancel: (cancel) => cancels.register(cancel),
    cancel: (processId, secretKey) => {
      cancels.cancel(processId, secretKey);
    },
    notifications: new NotificationHub(),
    advisoryLocks: new LockTable(),
    registerBackend: (processId, signals) => {
      backends.set(processId, signals);
      return () => {
        if (backends.get(processId) === signals) backends.delete(processId);
      };
    },
    signalBackend: (processId, signal) => {
      const target = backends.get(processId);
      if (target === undefined) return false;
      target[signal]();
      return true;
    },
    activity: () => [...backends.values()].flatMap((b) => (b.activity === undefined ? [] : [b.activity()])),
  };
  return { context, cancels };
}
