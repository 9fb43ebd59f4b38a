// Collects PL/pgSQL function bodies (CREATE FUNCTION … LANGUAGE plpgsql, DO) from SQL files:
// PostgreSQL's regression suite and this repository's tests. Prints JSON [{file, sql}] where sql is
// a CREATE FUNCTION statement (a DO block wrapped as the function PL/pgSQL compiles for it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, loadModule } from 'libpg-query';
import { CoreScanner } from '../../packages/translate/dist/plpgsql/grammar/sql-scanner.js';

await loadModule();
const roots = process.argv.slice(2);
const files = [];
function walk(p) {
  const st = statSync(p);
  if (st.isDirectory()) for (const f of readdirSync(p)) walk(join(p, f));
  else if (p.endsWith('.sql')) files.push(p);
}
for (const r of roots) walk(r);

function statements(text) {
  const clean = text.split('\n').map((l) => (l.startsWith('\\') ? ' '.repeat(l.length) : l)).join('\n');
  const s = new CoreScanner(clean, new Map());
  const out = [];
  let start = 0;
  for (;;) {
    let t;
    try { t = s.next(); } catch { break; }
    if (t.type === 'EOF') break;
    if (t.type === ';') { out.push(clean.slice(start, t.end)); start = t.end; }
  }
  return out;
}

function tag(body) { let t = '$pgsqlite_do$'; for (let n = 0; body.includes(t); n++) t = `$pgsqlite_do${n}$`; return t; }

const out = [];
const seen = new Set();
for (const f of files) {
  for (const stmt of statements(readFileSync(f, 'utf8'))) {
    if (!/plpgsql|\bdo\b/i.test(stmt)) continue;
    let tree;
    try { tree = parseSync(stmt); } catch { continue; }
    const node = tree.stmts?.[0]?.stmt;
    if (!node) continue;
    let sql = null;
    if (node.DoStmt) {
      let body = null; let lang = 'plpgsql';
      for (const o of node.DoStmt.args ?? []) { const d = o.DefElem; if (d.defname === 'as') body = d.arg.String.sval; if (d.defname === 'language') lang = d.arg.String.sval; }
      if (body === null || lang !== 'plpgsql') continue;
      const t = tag(body);
      sql = `CREATE FUNCTION inline_code_block() RETURNS void LANGUAGE plpgsql AS ${t}${body}${t}`;
    } else if (node.CreateFunctionStmt) {
      const lang = (node.CreateFunctionStmt.options ?? []).map((o) => o.DefElem).find((d) => d.defname === 'language')?.arg?.String?.sval;
      if (lang !== 'plpgsql') continue;
      if (!(node.CreateFunctionStmt.options ?? []).some((o) => o.DefElem.defname === 'as')) continue;
      sql = stmt.trim().replace(/;$/, '');
    }
    if (sql === null || seen.has(sql)) continue;
    seen.add(sql);
    out.push({ file: f, sql });
  }
}
process.stdout.write(JSON.stringify(out));
