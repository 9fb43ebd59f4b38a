import type { LexOptions } from '@pgsqlite/translate';
import { type Uses, sendNotice } from './context.js';

/**
 * How the session's scanner reads a query string now: standard_conforming_strings,
 * escape_string_warning and backslash_quote as set (SET, SET LOCAL, RESET, startup options,
 * restored by ROLLBACK), its WARNINGs sent as NoticeResponse.
 */
export function lexOptions(core: Uses<'settings' | 'client'>): LexOptions {
  const quote = core.settings.get('backslash_quote');
  return {
    standardConformingStrings: core.settings.get('standard_conforming_strings') === 'on',
    escapeStringWarning: core.settings.get('escape_string_warning') === 'on',
    backslashQuote: quote === 'on' || quote === 'off' ? quote : 'safe_encoding',
    warn: (w) => sendNotice(core, w),
  };
}
