import type { Link } from '../client/link.js';
import type { EmbeddedHost } from './embedded-host.js';
import { ProtocolExchange } from './protocol-exchange.js';

/** A link to a host running in this thread (Node, tests, or inside the worker itself). */
export function inThreadLink(host: EmbeddedHost): Link {
  const exchange = new ProtocolExchange(host, { startup: true });
  return {
    exchange: (bytes) => exchange.exchange(bytes),
    split: async (sql) => host.split(sql),
    close: async () => exchange.close(),
  };
}
