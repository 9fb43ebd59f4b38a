import type { RelationInfo } from './catalog-snapshot.js';

const KIND_LABEL: Record<string, string> = { r: 'table', p: 'table', v: 'view', m: 'mat. view', f: 'foreign', S: 'sequence' };

/**
 * The schema tree: schemas, their tables/views/sequences, and columns with types. A click on a
 * relation inserts its name at the cursor; a double click describes it (`\d+ name`).
 */
export function renderSidebar(target: HTMLElement, relations: RelationInfo[], actions: { insert(text: string): void; describe(name: string): void }): void {
  const open = new Set([...target.querySelectorAll('details[open]')].map((d) => d.getAttribute('data-key')));
  target.replaceChildren();
  if (relations.length === 0) {
    const empty = document.createElement('p');
    empty.className = 'empty';
    empty.textContent = 'No tables yet. Create one, or load the sample database.';
    target.append(empty);
    return;
  }
  const bySchema = new Map<string, RelationInfo[]>();
  for (const r of relations) bySchema.set(r.schema, [...(bySchema.get(r.schema) ?? []), r]);
  for (const [schema, rels] of bySchema) {
    const s = document.createElement('div');
    s.className = 'schema';
    s.textContent = schema;
    target.append(s);
    for (const r of rels) {
      const qualified = schema === 'public' ? r.name : `${schema}.${r.name}`;
      const d = document.createElement('details');
      d.setAttribute('data-key', qualified);
      if (open.has(qualified)) d.open = true;
      const summary = document.createElement('summary');
      const name = document.createElement('span');
      name.className = 'rel';
      name.textContent = r.name;
      const kind = document.createElement('span');
      kind.className = 'kind';
      kind.textContent = KIND_LABEL[r.kind] ?? r.kind;
      summary.append(name, kind);
      summary.title = 'Click: expand · Alt-click: insert name · Double-click: \\d+';
      summary.addEventListener('click', (e) => {
        if (e.altKey) {
          e.preventDefault();
          actions.insert(qualified);
        }
      });
      summary.addEventListener('dblclick', (e) => {
        e.preventDefault();
        actions.describe(qualified);
      });
      d.append(summary);
      const list = document.createElement('ul');
      for (const c of r.columns) {
        const li = document.createElement('li');
        const cn = document.createElement('span');
        cn.className = 'col';
        cn.textContent = c.name;
        const ct = document.createElement('span');
        ct.className = 'type';
        ct.textContent = c.type + (c.notNull ? ' not null' : '');
        li.append(cn, ct);
        li.addEventListener('click', () => actions.insert(c.name));
        list.append(li);
      }
      d.append(list);
      target.append(d);
    }
  }
}
