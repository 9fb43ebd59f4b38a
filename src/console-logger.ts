import type { LogFields, Logger } from '@pgsqlite/server';

/** Log levels of the CLI, least to most severe. */
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];

/** `text`: PostgreSQL's stderr lines (log_line_prefix '%m [%p] '); `json`: its jsonlog keys. */
export const logFormats = ['text', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

/** PostgreSQL's severity word of each level. */
const SEVERITY: Record<LogLevel, NonNullable<LogFields['error_severity']>> = { debug: 'DEBUG', info: 'LOG', warn: 'WARNING', error: 'ERROR' };

/** `2026-11-28 22:10:00.123 UTC`, as PostgreSQL's %m with log_timezone UTC. */
function timestamp(now: Date): string {
  return `${now.toISOString().replace('T', ' ').slice(0, 23)} UTC`;
}

/**
 * A Logger writing to `out` (default stderr), dropping lines below `level`. Text lines look like
 * PostgreSQL's with log_error_verbosity = verbose (`ERROR:  42P01: relation "x" does not
 * exist`, then DETAIL / HINT / STATEMENT lines); JSON lines carry PostgreSQL 15's jsonlog keys.
 */
export function consoleLogger(level: LogLevel, format: LogFormat = 'text', out: (line: string) => void = (l) => process.stderr.write(l)): Logger {
  const min = logLevels.indexOf(level);
  const pid = process.pid;
  const line =
    (at: LogLevel) =>
    (message: string, fields: LogFields = {}): void => {
      if (logLevels.indexOf(at) < min) return;
      const severity = fields.error_severity ?? SEVERITY[at];
      const now = new Date();
      if (format === 'json') {
        const { session_pid, ...rest } = fields;
        out(`${JSON.stringify({ timestamp: timestamp(now), pid, ...(session_pid === undefined ? {} : { session_pid }), ...rest, error_severity: severity, message })}\n`);
        return;
      }
      const prefix = `${timestamp(now)} [${pid}] `;
      let text = `${prefix}${severity}:  ${fields.state_code === undefined ? '' : `${fields.state_code}: `}${message}\n`;
      if (fields.detail !== undefined) text += `${prefix}DETAIL:  ${fields.detail}\n`;
      if (fields.hint !== undefined) text += `${prefix}HINT:  ${fields.hint}\n`;
      if (fields.statement !== undefined) text += `${prefix}STATEMENT:  ${fields.statement}\n`;
      out(text);
    };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}
