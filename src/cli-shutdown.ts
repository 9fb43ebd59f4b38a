import type { Logger, RunningServer } from '@pgsqlite/server';

/**
 * PostgreSQL's shutdown signals: SIGTERM is a smart shutdown (no new connections; exit once the
 * last session has ended), SIGINT a fast one (every session ends with FATAL 57P01 at once, or
 * after its running statement), SIGQUIT an immediate one. A signal during a smart shutdown makes
 * it fast; one during a fast shutdown exits at once (code 1). `cleanUp` runs before any exit.
 */
export function exitOnSignals(server: Promise<RunningServer>, logger: Logger, cleanUp: () => void): void {
  let stage: 'running' | 'smart' | 'fast' = 'running';
  const exit = (code: number): never => {
    cleanUp();
    process.exit(code);
  };
  const immediate = (): void => {
    logger.info('received immediate shutdown request');
    exit(1);
  };
  const shutDown = (mode: 'smart' | 'fast'): void => {
    logger.info(`received ${mode} shutdown request`);
    stage = mode;
    // Installed before start-up completes (the URL is printed before): a signal then waits for it.
    server.then((s) => s.close(mode)).then(
      () => exit(0),
      (e: unknown) => {
        logger.error(`shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
        exit(1);
      },
    );
  };
  const on = (signal: 'SIGTERM' | 'SIGINT'): void => {
    if (stage === 'fast') immediate();
    else if (stage === 'smart') shutDown('fast');
    else shutDown(signal === 'SIGTERM' ? 'smart' : 'fast');
  };
  process.on('SIGTERM', () => on('SIGTERM'));
  process.on('SIGINT', () => on('SIGINT'));
  process.on('SIGQUIT', immediate);
}
