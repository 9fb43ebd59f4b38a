import type { NoticeFields } from './backend-messages.js';

/**
 * An ErrorResponse of the session as a JavaScript error: PostgreSQL's SQLSTATE (`code`), message
 * and 1-based character `position` in the statement, plus the optional fields PostgreSQL sends.
 */
export class DatabaseError extends Error {
  /** SQLSTATE, e.g. 42P01 (undefined_table). */
  readonly code: string;
  readonly severity: string;
  /** 1-based character position in the statement sent, when PostgreSQL gives one. */
  readonly position?: number;
  readonly detail?: string;
  readonly hint?: string;
  readonly where?: string;
  readonly schema?: string;
  readonly table?: string;
  readonly column?: string;
  readonly constraint?: string;
  readonly dataType?: string;
  readonly internalPosition?: number;
  readonly internalQuery?: string;

  constructor(fields: NoticeFields) {
    super(fields['M'] ?? 'unknown error');
    this.name = 'DatabaseError';
    this.code = fields['C'] ?? 'XX000';
    this.severity = fields['V'] ?? fields['S'] ?? 'ERROR';
    const optional: Record<string, string | undefined> = {
      detail: fields['D'],
      hint: fields['H'],
      where: fields['W'],
      schema: fields['s'],
      table: fields['t'],
      column: fields['c'],
      constraint: fields['n'],
      dataType: fields['d'],
      internalQuery: fields['q'],
    };
    for (const [k, v] of Object.entries(optional)) if (v !== undefined) Object.defineProperty(this, k, { value: v, enumerable: true });
    if (fields['P'] !== undefined) this.position = Number(fields['P']);
    if (fields['p'] !== undefined) this.internalPosition = Number(fields['p']);
  }
}
