import type { Logger } from '@pgsqlite/server';

/** Log levels of the CLI, least to most severe. */
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A Logger writing `LEVEL: message` lines to stderr, dropping lines below `level`. */
export function consoleLogger(level: LogLevel): Logger {
  const min = logLevels.indexOf(level);
  const line = (at: LogLevel) => (msg: string) => {
    if (logLevels.indexOf(at) >= min) process.stderr.write(`${at.toUpperCase()}: ${msg}\n`);
  };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}
