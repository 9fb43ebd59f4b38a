/** Splits a search_path value: comma-separated, optionally double-quoted identifiers. */
export function splitSearchPath(value: string, user: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (value[i] === ' ' || value[i] === ',')) i++;
    if (i >= value.length) break;
    let name = '';
    if (value[i] === '"') {
      i++;
      while (i < value.length) {
        if (value[i] === '"') {
          if (value[i + 1] === '"') {
            name += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        name += value[i];
        i++;
      }
    } else {
      while (i < value.length && value[i] !== ',') name += value[i++];
      name = name.trim().toLowerCase();
    }
    out.push(name === '$user' ? user : name);
  }
  return out;
}
