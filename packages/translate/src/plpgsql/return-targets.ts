/** A `RETURN [NEXT] variable;` in a body: the variable and the line it is on. */
export interface ReturnVariable {
  line: number;
  name: string;
}

type Token = { start: number; end: number; tokenName?: string };

/**
 * The variables of `RETURN var;` / `RETURN NEXT var;` in a function body, from its tokens (the
 * PL/pgSQL scanner's). libpg_query's JSON leaves out the record or row variable such a statement
 * returns (retvarno), so the runner finds it here by line, in order.
 */
export function returnVariables(body: string, tokens: readonly Token[]): ReturnVariable[] {
  const out: ReturnVariable[] = [];
  const text = (t: Token | undefined): string => (t === undefined ? '' : body.slice(t.start, t.end));
  for (let i = 0; i < tokens.length; i++) {
    if (text(tokens[i]).toLowerCase() !== 'return') continue;
    let j = i + 1;
    if (text(tokens[j]).toLowerCase() === 'next') j++;
    const ident = tokens[j];
    // A variable named by an unreserved keyword (`row`, `result`) scans as a keyword token.
    if ((ident?.tokenName !== 'IDENT' && ident?.tokenName !== 'UNKNOWN') || text(tokens[j + 1]) !== ';') continue;
    const raw = text(ident);
    const name = raw.startsWith('"') ? raw.slice(1, -1).split('""').join('"') : raw.toLowerCase();
    out.push({ line: lineOf(body, tokens[i]!.start), name });
  }
  return out;
}

function lineOf(body: string, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (body.charCodeAt(i) === 10) line++;
  return line;
}
