import { PgError } from '@pgsqlite/errors';

/**
 * check_datestyle of src/backend/commands/variable.c: a comma-separated list of one output
 * style and/or one field order; what is not given is kept from the current value.
 */
export function normalizeDateStyle(input: string, current: string): string {
  const [curStyle = 'ISO', curOrder = 'MDY'] = current.split(',').map((s) => s.trim());
  let style = curStyle;
  let order = curOrder;
  let styles = 0;
  let orders = 0;
  for (const raw of input.split(',')) {
    const tok = raw.trim().toLowerCase();
    switch (tok) {
      case 'iso':
        style = 'ISO';
        styles++;
        break;
      case 'sql':
        style = 'SQL';
        styles++;
        break;
      case 'postgres':
        style = 'Postgres';
        styles++;
        break;
      case 'german':
        style = 'German';
        styles++;
        if (orders === 0) order = 'DMY';
        break;
      case 'ymd':
        order = 'YMD';
        orders++;
        break;
      case 'dmy':
      case 'euro':
      case 'european':
        order = 'DMY';
        orders++;
        break;
      case 'mdy':
      case 'us':
      case 'noneuro':
      case 'noneuropean':
        order = 'MDY';
        orders++;
        break;
      case 'default':
        style = 'ISO';
        order = 'MDY';
        styles++;
        orders++;
        break;
      default:
        throw new PgError('invalid_parameter_value', `invalid value for parameter "DateStyle": "${input}"`, {
          detail: `Unrecognized key word: "${raw.trim()}".`,
        });
    }
  }
  if (styles > 1 || orders > 1) {
    throw new PgError('invalid_parameter_value', `invalid value for parameter "DateStyle": "${input}"`, {
      detail: 'Conflicting "datestyle" specifications.',
    });
  }
  return `${style}, ${order}`;
}
