import type { DatabaseError } from '@pgsqlite/browser';
import type { DescribeBlock } from './describe/describe-types.js';
import type { Output } from './run-script.js';
import type { TypeNames } from './catalog-snapshot.js';

/** Rows drawn per grid; the rest is counted, not drawn (a result is for reading, not scrolling a million rows). */
const MAX_ROWS = 1000;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className !== undefined) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The header of one output: the statement (first line) and its timing; click to select it in the editor. */
function header(o: Output, onSelect: (from: number, to: number) => void, right: string): HTMLElement {
  const h = el('header');
  const code = el('code', 'stmt', o.text.trim().split('\n').find((l) => l.trim() !== '' && !l.trim().startsWith('--'))?.trim() ?? o.text.trim());
  code.title = 'Select this statement in the editor';
  code.addEventListener('click', () => onSelect(o.from, o.to));
  h.append(code, el('span', 'tag', right), el('span', 'ms', formatMs(o.ms)));
  return h;
}

/** A result grid: column names with their types, NULL shown as NULL, numbers right-aligned. */
function grid(names: string[], types: string[], rows: (string | null)[][], numeric: boolean[]): HTMLElement {
  const wrap = el('div', 'grid-wrap');
  const table = el('table', 'grid');
  const head = el('tr');
  head.append(el('th', 'rownum', ''));
  names.forEach((n, i) => {
    const th = el('th');
    th.append(el('span', 'col', n), el('span', 'type', types[i] ?? ''));
    head.append(th);
  });
  const thead = el('thead');
  thead.append(head);
  table.append(thead);
  const body = el('tbody');
  rows.slice(0, MAX_ROWS).forEach((r, ri) => {
    const tr = el('tr');
    tr.append(el('td', 'rownum', String(ri + 1)));
    r.forEach((v, i) => {
      if (v === null) tr.append(el('td', 'null', 'NULL'));
      else tr.append(el('td', numeric[i] === true ? 'num' : undefined, v));
    });
    body.append(tr);
  });
  table.append(body);
  wrap.append(table);
  if (rows.length > MAX_ROWS) wrap.append(el('div', 'more', `showing ${MAX_ROWS} of ${rows.length} rows`));
  return wrap;
}

const NUMERIC = new Set([20, 21, 23, 26, 700, 701, 1700]);

/** psql's error text: severity, SQLSTATE, message, detail/hint, and LINE n with a caret. */
export function errorText(e: DatabaseError, statement: string): string {
  const lines = [`${e.severity}:  ${e.code}: ${e.message}`];
  if (e.position !== undefined) {
    const chars = [...statement];
    const before = chars.slice(0, e.position - 1).join('');
    const lineNo = before.split('\n').length;
    const lineStart = before.lastIndexOf('\n') + 1;
    const lineText = statement.slice(lineStart).split('\n')[0] ?? '';
    const prefix = `LINE ${lineNo}: `;
    lines.push(prefix + lineText, ' '.repeat(prefix.length + [...before.slice(lineStart)].length) + '^');
  }
  if (e.detail !== undefined) lines.push(`DETAIL:  ${e.detail}`);
  if (e.hint !== undefined) lines.push(`HINT:  ${e.hint}`);
  if (e.where !== undefined) lines.push(`CONTEXT:  ${e.where}`);
  return lines.join('\n');
}

function describeBlock(b: DescribeBlock): HTMLElement {
  const box = el('div', 'describe');
  if (b.title !== '') box.append(el('div', 'title', b.title));
  if (b.message !== undefined) box.append(el('pre', 'message', b.message));
  else box.append(grid(b.fields, b.fields.map(() => ''), b.rows, []));
  if (b.footers.length > 0) box.append(el('pre', 'footer', b.footers.join('\n')));
  return box;
}

/** The DOM of one output. */
export function renderOutput(o: Output, types: TypeNames, onSelect: (from: number, to: number) => void): HTMLElement {
  const section = el('section', `out ${o.kind}`);
  switch (o.kind) {
    case 'rows': {
      section.append(header(o, onSelect, o.tag ?? 'EMPTY'));
      if (o.notices.length > 0) section.append(el('pre', 'notice', o.notices.join('\n')));
      if (o.fields.length > 0) {
        section.append(
          grid(
            o.fields.map((f) => f.name),
            o.fields.map((f) => types.name(f.typeOid)),
            o.rows,
            o.fields.map((f) => NUMERIC.has(f.typeOid)),
          ),
        );
        section.append(el('div', 'count', `(${o.rows.length} ${o.rows.length === 1 ? 'row' : 'rows'})`));
      }
      break;
    }
    case 'error':
      section.append(header(o, onSelect, o.error.code));
      if (o.notices.length > 0) section.append(el('pre', 'notice', o.notices.join('\n')));
      section.append(el('pre', 'error-text', errorText(o.error, o.text)));
      break;
    case 'describe':
      section.append(header(o, onSelect, 'psql'));
      for (const b of o.blocks) section.append(describeBlock(b));
      break;
    case 'message':
      section.append(header(o, onSelect, ''), el('pre', 'message', o.message));
      break;
  }
  return section;
}
