/**
 * PostgreSQL's regex flag `b` selects the POSIX basic syntax (BRE) in place of the advanced one
 * (ARE); so does `e` ("extended") in PostgreSQL 15: its flag clears REG_ADVANCED, whose bits
 * include REG_EXTENDED, so `x|y`, `a+b`, `(a)` are ordinary characters under `e` too. The BRE is
 * rewritten here into the ARE spelling of the same expression, which the ARE conversion then
 * handles: `\(` `\)` group, `\{m,n\}` bounds, `\<` `\>` word start and end, `\1`…`\9` back
 * references, another character after a backslash is itself (`\d` is `d`); `( ) { } | + ?` are
 * ordinary characters; `*` is ordinary at the start of the expression or of a group (or after a
 * leading `^`); `^` anchors only there and `$` only at the end of the expression or of a group;
 * inside a bracket expression a backslash is an ordinary character. There are no embedded
 * options or directors (`(?i)`, `***=`). A trailing backslash stays a trailing backslash, so the
 * ARE conversion raises PostgreSQL's 2201B for it.
 */
export function basicToAdvanced(pattern: string): string {
  const a = Array.from(pattern);
  let out = '';
  // where `*` is an ordinary character and `^` an anchor
  let atStart = true;
  for (let i = 0; i < a.length; i++) {
    const ch = a[i] as string;
    const start: boolean = atStart;
    atStart = false;
    if (ch === '\\') {
      const n = a[i + 1];
      if (n === undefined) {
        out += '\\';
        continue;
      }
      i++;
      if (n >= '1' && n <= '9') out += `\\${n}`;
      else if (n === '(') {
        out += '(';
        atStart = true;
      } else if (n === ')') out += ')';
      else if (n === '{') out += '{';
      else if (n === '}') out += '}';
      else if (n === '<') out += '\\m';
      else if (n === '>') out += '\\M';
      else out += literal(n);
      continue;
    }
    if (ch === '[') {
      const [text, next] = bracket(a, i);
      out += text;
      i = next;
      continue;
    }
    if (ch === '*') out += start ? '\\*' : '*';
    else if (ch === '^') {
      out += start ? '^' : '\\^';
      atStart = start;
    } else if (ch === '$') out += i === a.length - 1 || (a[i + 1] === '\\' && a[i + 2] === ')') ? '$' : '\\$';
    else if ('(){}|+?'.includes(ch)) out += `\\${ch}`;
    else out += ch;
  }
  return out;
}

/** `c` as an ordinary character in ARE syntax. */
function literal(c: string): string {
  const ascii = c.charCodeAt(0) < 128;
  const alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  return ascii && !alnum ? `\\${c}` : c;
}

/**
 * The bracket expression starting at `a[i]` (`[`) in ARE syntax, and the index of its closing
 * `]`: members as written (a leading `]` and `^`, `[:class:]`, `[.x.]`, `[=x=]`), a backslash
 * made an ordinary member. An unclosed bracket is copied as is (the ARE conversion raises).
 */
function bracket(a: readonly string[], i: number): [string, number] {
  let out = '[';
  let j = i + 1;
  if (a[j] === '^') out += a[j++];
  if (a[j] === ']') {
    out += '\\]';
    j++;
  }
  for (; j < a.length; j++) {
    const c = a[j] as string;
    if (c === ']') return [`${out}]`, j];
    if (c === '[' && (a[j + 1] === ':' || a[j + 1] === '.' || a[j + 1] === '=')) {
      const close = `${a[j + 1] as string}]`;
      let k = j + 2;
      while (k + 1 < a.length && `${a[k] as string}${a[k + 1] as string}` !== close) k++;
      if (k + 1 < a.length) {
        out += a.slice(j, k + 2).join('');
        j = k + 1;
        continue;
      }
    }
    out += c === '\\' ? '\\\\' : c;
  }
  return [out, j - 1];
}
