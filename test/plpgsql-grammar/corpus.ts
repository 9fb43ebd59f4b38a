import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'libpg-query';
import { CoreScanner } from '../../packages/translate/src/plpgsql/grammar/sql-scanner.js';

/** A PL/pgSQL function to compile: a CREATE FUNCTION statement (a DO block wrapped as PL/pgSQL compiles it). */
export interface CorpusBody {
  /** the file it is from, relative to its root */
  file: string;
  sql: string;
  /** sha256 of `sql` (the goldens' key: they hold no body text) */
  key: string;
}

function sqlFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) walk(join(p, f));
    else if (p.endsWith('.sql')) out.push(p);
  };
  walk(root);
  return out;
}

/** The statements of a script (psql meta-command lines left out), split at `;` as the SQL scanner reads it. */
function statements(text: string): string[] {
  const clean = text
    .split('\n')
    .map((l) => (l.startsWith('\\') ? ' '.repeat(l.length) : l))
    .join('\n');
  const s = new CoreScanner(clean, new Map());
  const out: string[] = [];
  let start = 0;
  for (;;) {
    let t;
    try {
      t = s.next();
    } catch {
      break;
    }
    if (t.type === 'EOF') break;
    if (t.type === ';') {
      out.push(clean.slice(start, t.end));
      start = t.end;
    }
  }
  return out;
}

function tag(body: string): string {
  let t = '$pgsqlite_do$';
  for (let n = 0; body.includes(t); n++) t = `$pgsqlite_do${n}$`;
  return t;
}

type Json = Record<string, any>;

/** Every DO block and CREATE FUNCTION … LANGUAGE plpgsql of the SQL files under `roots` (each once). */
export function plpgsqlBodies(roots: readonly string[]): CorpusBody[] {
  const out: CorpusBody[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    for (const f of sqlFiles(root)) {
      for (const stmt of statements(readFileSync(f, 'utf8'))) {
        if (!/plpgsql|\bdo\b/i.test(stmt)) continue;
        let node: Json | undefined;
        try {
          node = (parseSync(stmt) as Json)['stmts']?.[0]?.['stmt'];
        } catch {
          continue;
        }
        let sql: string | null = null;
        if (node?.['DoStmt'] !== undefined) {
          let body: string | null = null;
          let lang = 'plpgsql';
          for (const o of node['DoStmt']['args'] ?? []) {
            const d = o['DefElem'];
            if (d['defname'] === 'as') body = d['arg']['String']['sval'];
            if (d['defname'] === 'language') lang = d['arg']['String']['sval'];
          }
          if (body === null || lang !== 'plpgsql') continue;
          const t = tag(body);
          sql = `CREATE FUNCTION inline_code_block() RETURNS void LANGUAGE plpgsql AS ${t}${body}${t}`;
        } else if (node?.['CreateFunctionStmt'] !== undefined) {
          const options = ((node['CreateFunctionStmt']['options'] ?? []) as Json[]).map((o) => o['DefElem']);
          if (options.find((d) => d['defname'] === 'language')?.['arg']?.['String']?.['sval'] !== 'plpgsql') continue;
          if (!options.some((d) => d['defname'] === 'as')) continue;
          sql = stmt.trim().replace(/;$/, '');
        }
        if (sql === null || seen.has(sql)) continue;
        seen.add(sql);
        out.push({ file: relative(root, f), sql, key: createHash('sha256').update(sql).digest('hex') });
      }
    }
  }
  return out;
}

/** A compile result's fingerprint: sha256 of its JSON with keys sorted. */
export function fingerprint(tree: unknown): string {
  const canon = JSON.stringify(tree, (_k, x: unknown) => (x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
  return createHash('sha256').update(canon).digest('hex');
}
