import type { FormatSettings } from '../pg-type.js';
import { parseDateStyle } from './format.js';
import { decodeDateTime } from './parse.js';

/**
 * True when a date/timestamp input string names a moment relative to the transaction start
 * ('now', 'today', 'tomorrow', 'yesterday', with or without a zone): its value is not a constant
 * of the statement text, so a plan must read it when it runs, not when it was planned.
 */
export function datetimeReadsClock(text: string, settings: FormatSettings): boolean {
  try {
    const special = decodeDateTime(text, parseDateStyle(settings.dateStyle)).special;
    return special === 'now' || special === 'today' || special === 'tomorrow' || special === 'yesterday';
  } catch {
    return false;
  }
}
