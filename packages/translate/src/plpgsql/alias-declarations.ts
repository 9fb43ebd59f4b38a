/** `name ALIAS FOR target;` of a DECLARE section: another name for a variable or parameter. */
export interface AliasDeclaration {
  name: string;
  target: string;
}

type Token = { start: number; end: number; tokenName?: string };

/**
 * The ALIAS FOR declarations of a body, from its tokens (the PL/pgSQL scanner's): libpg_query's
 * JSON keeps no trace of them (an alias is only a name in the compiler's namespace).
 */
export function aliasDeclarations(body: string, tokens: readonly Token[]): AliasDeclaration[] {
  const text = (t: Token | undefined): string => (t === undefined ? '' : body.slice(t.start, t.end));
  const out: AliasDeclaration[] = [];
  for (let i = 0; i + 4 < tokens.length; i++) {
    if (text(tokens[i + 1]).toLowerCase() !== 'alias' || text(tokens[i + 2]).toLowerCase() !== 'for' || text(tokens[i + 4]) !== ';') continue;
    const target = tokens[i + 3];
    if (tokens[i]?.tokenName !== 'IDENT' || (target?.tokenName !== 'IDENT' && target?.tokenName !== 'PARAM' && target?.tokenName !== 'UNKNOWN')) continue;
    out.push({ name: identifier(text(tokens[i])), target: identifier(text(target)) });
  }
  return out;
}

function identifier(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1).split('""').join('"') : raw.toLowerCase();
}
