import type { Fields } from '../parse/ast.js';
import type { ListenPlan } from '../plan.js';

/** LISTEN channel. */
export function planListen(f: Fields): ListenPlan {
  return { kind: 'listen', action: 'listen', channel: String(f['conditionname']), payload: '', tag: 'LISTEN' };
}

/** UNLISTEN channel | *. */
export function planUnlisten(f: Fields): ListenPlan {
  const channel = f['conditionname'] as string | undefined;
  return { kind: 'listen', action: 'unlisten', channel: channel ?? null, payload: '', tag: 'UNLISTEN' };
}

/** NOTIFY channel [, 'payload']. */
export function planNotify(f: Fields): ListenPlan {
  return { kind: 'listen', action: 'notify', channel: String(f['conditionname']), payload: String(f['payload'] ?? ''), tag: 'NOTIFY' };
}
