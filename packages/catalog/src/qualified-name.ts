/**
 * Splits a possibly qualified, possibly quoted relation name as regclass input does:
 * `Foo` → foo, `"Foo"` → Foo, `s.t` → [s, t].
 */
export function parseQualifiedName(text: string): string[] | undefined {
  const parts: string[] = [];
  let i = 0;
  const s = text.trim();
  while (i <= s.length) {
    let part = '';
    if (s[i] === '"') {
      i++;
      for (;;) {
        if (i >= s.length) return undefined;
        if (s[i] === '"') {
          if (s[i + 1] === '"') {
            part += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        part += s[i++];
      }
    } else {
      while (i < s.length && s[i] !== '.') part += s[i++];
      part = part.trim().toLowerCase();
      if (part === '') return undefined;
    }
    parts.push(part);
    if (i >= s.length) break;
    if (s[i] !== '.') return undefined;
    i++;
  }
  return parts.length >= 1 && parts.length <= 3 ? parts : undefined;
}
