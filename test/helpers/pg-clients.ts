import pg from 'pg';

/** node-postgres clients opened by one test file, all ended by `endAll` (call it in afterAll). */
export interface ClientSet {
  connect(url: string): Promise<pg.Client>;
  endAll(): Promise<void>;
}

/** A ClientSet whose clients ignore late 'error' events (a terminated backend, a server stopping). */
export function clientSet(): ClientSet {
  const clients: pg.Client[] = [];
  return {
    async connect(url: string): Promise<pg.Client> {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => undefined);
      await c.connect();
      clients.push(c);
      return c;
    },
    async endAll(): Promise<void> {
      await Promise.allSettled(clients.map((c) => c.end()));
    },
  };
}

/** `code message` of the error a promise rejects with, or `no error`. */
export async function errorOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; message: string };
    return `${err.code ?? ''} ${err.message}`;
  }
  return 'no error';
}

/** Like errorOf, with ` | detail` appended when the error has one. */
export async function errorWithDetail(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; message: string; detail?: string };
    return `${err.code ?? ''} ${err.message}${err.detail === undefined ? '' : ` | ${err.detail}`}`;
  }
  return 'no error';
}
