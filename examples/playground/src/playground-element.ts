import { Pgsqlite, type Storage } from '@pgsqlite/browser';
import { loadRelations, TypeNames } from './catalog-snapshot.js';
import { SqlEditor } from './editor.js';
import { InputHistory } from './input-history.js';
import { renderOutput } from './render-output.js';
import { runScript, type Output } from './run-script.js';
import { SAMPLE_DATABASE, SAMPLE_QUERY } from './sample-database.js';
import { renderSidebar } from './schema-sidebar.js';
import { decodeScript, encodeScript } from './share-link.js';
import { STYLES } from './styles.js';

const WELCOME = `-- PostgreSQL 15 in your browser, on SQLite compiled to WebAssembly.
-- Ctrl-Enter runs everything (or the selection); Ctrl-Up/Down walks the history; \\? lists psql commands.
CREATE TABLE IF NOT EXISTS note (id serial PRIMARY KEY, body text NOT NULL, created timestamptz DEFAULT now());
INSERT INTO note (body) VALUES ('hello from pgsqlite');
SELECT * FROM note ORDER BY id DESC LIMIT 5;
`;

/**
 * `<pgsqlite-playground>`: a live PostgreSQL with an editor, results, and the schema.
 * Attributes: `storage` (`memory`, default, or `opfs:<name>` to keep data across reloads),
 * `page` (full page: the URL hash carries shared scripts, the draft is kept), `sidebar="off"`,
 * `sample` (load the sample database first), `autorun` (run the initial script at start),
 * `worker-url` (where pgsqlite-worker.js is). The element's text is the initial script.
 */
export class PgsqlitePlayground extends HTMLElement {
  db: Pgsqlite | null = null;
  /** Milliseconds from navigation start to the first answered query. */
  interactiveMs: number | null = null;
  readonly ready: Promise<void>;
  #resolveReady: () => void = () => undefined;
  #editor: SqlEditor | null = null;
  #results!: HTMLElement;
  #side!: HTMLElement;
  #status!: HTMLElement;
  #types: TypeNames | null = null;
  #history!: InputHistory;
  #running: Promise<void> = Promise.resolve();

  constructor() {
    super();
    this.ready = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  get storage(): Storage {
    const s = this.getAttribute('storage') ?? 'memory';
    return s === 'memory' || s.startsWith('opfs:') ? (s as Storage) : 'memory';
  }

  connectedCallback(): void {
    if (this.shadowRoot !== null) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${STYLES}</style>
<div class="app">
  <div class="bar">
    <span class="brand">pgsqlite<small>PostgreSQL 15 · SQLite/wasm</small></span>
    <button class="primary" data-act="run" title="Run the selection, or everything">Run<kbd>Ctrl ⏎</kbd></button>
    <button data-act="sample" title="Create a small bookshop database">Sample DB</button>
    <span class="spacer"></span>
    <button data-act="share" title="Copy a link that carries this script">Share</button>
    <button data-act="export" title="Download the database as SQL (loads into PostgreSQL with psql)">Export</button>
    <button data-act="import" title="Run a .sql file">Import</button>
    <button data-act="reset" title="Drop every table, view, type and schema">Reset</button>
    <input type="file" accept=".sql,text/plain" hidden>
  </div>
  <div class="main">
    <nav class="side" aria-label="Schema"></nav>
    <div class="work">
      <div class="editor"></div>
      <div class="results" aria-live="polite"><div class="hint">Starting PostgreSQL…</div></div>
    </div>
  </div>
  <div class="status"><span class="state">starting…</span><span class="storage"></span><span class="tx"></span></div>
</div>
<div class="toast"></div>`;
    this.#results = root.querySelector('.results') as HTMLElement;
    this.#side = root.querySelector('.side') as HTMLElement;
    this.#status = root.querySelector('.status') as HTMLElement;
    (root.querySelector('.storage') as HTMLElement).textContent = this.storage === 'memory' ? 'in memory (gone on reload)' : `kept in this browser (OPFS: ${this.storage.slice(5)})`;
    this.#history = new InputHistory(this.storage);
    root.querySelector('.bar')?.addEventListener('click', (e) => {
      const act = (e.target as HTMLElement).closest('button')?.getAttribute('data-act');
      if (act !== null && act !== undefined) void this.#action(act);
    });
    (root.querySelector('input[type=file]') as HTMLInputElement).addEventListener('change', (e) => void this.#import(e.target as HTMLInputElement));
    void this.#start(root);
  }

  disconnectedCallback(): void {
    void this.db?.close();
    this.db = null;
  }

  /** Runs `script` (default: the editor's text) and shows its results. */
  run(script?: string, offset = 0): Promise<void> {
    const next = this.#running.then(() => this.#run(script ?? this.#editor?.text ?? '', script === undefined ? 0 : offset));
    this.#running = next.catch(() => undefined);
    return next;
  }

  async #start(root: ShadowRoot): Promise<void> {
    const page = this.hasAttribute('page');
    const shared = page ? await decodeScript(location.hash) : null;
    const draftKey = `pgsqlite-playground:draft:${this.storage}`;
    const initial = shared ?? (page ? localStorage.getItem(draftKey) : null) ?? (this.textContent?.trim() ? dedent(this.textContent) : WELCOME);
    let draftTimer: ReturnType<typeof setTimeout> | undefined;
    this.#editor = new SqlEditor(
      root.querySelector('.editor') as HTMLElement,
      initial,
      {
        run: (text, offset) => void this.run(text, offset),
        historyBack: (current) => this.#history.back(current),
        historyForward: () => this.#history.forward(),
        changed: (text) => {
          if (!page) return;
          clearTimeout(draftTimer);
          draftTimer = setTimeout(() => localStorage.setItem(draftKey, text), 300);
        },
      },
      root,
    );
    try {
      const workerUrl = this.getAttribute('worker-url');
      const worker = this.hasAttribute('page') ? takePrestartedWorker() : undefined;
      this.db = await Pgsqlite.create({ storage: this.storage, ...(workerUrl === null ? {} : { workerUrl }), ...(worker === undefined ? {} : { worker }) });
      this.#types = new TypeNames(this.db);
      await this.#refreshCatalog();
      this.interactiveMs = performance.now();
      this.#setState(`ready in ${Math.round(this.interactiveMs)} ms`, true);
      this.#results.replaceChildren(hint(shared !== null ? 'A shared script is in the editor: press Ctrl-Enter to run it.' : 'Press Ctrl-Enter to run the script, or select a part of it first.'));
      this.setAttribute('ready', '');
      this.#resolveReady();
      this.dispatchEvent(new CustomEvent('ready', { detail: { ms: this.interactiveMs } }));
      if (this.hasAttribute('sample')) await this.#loadSample(false);
      if (this.hasAttribute('autorun')) await this.run();
      this.#editor.focus();
    } catch (e) {
      this.#setState(`failed to start: ${e instanceof Error ? e.message : String(e)}`, false);
      this.#results.replaceChildren(hint(`PostgreSQL could not start: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  async #run(script: string, offset: number): Promise<void> {
    const db = this.db;
    const editor = this.#editor;
    const types = this.#types;
    if (db === null || editor === null || types === null) return;
    if (offset === 0 && script === editor.text) this.#history.add(script);
    this.setAttribute('busy', '');
    editor.markError(null);
    const outputs: Output[] = [];
    const started = performance.now();
    this.#results.replaceChildren();
    let marked = false;
    try {
      await runScript(db, script, offset, (o) => {
        outputs.push(o);
        if (o.kind === 'error' && !marked && !o.text.trimStart().startsWith('\\')) {
          marked = true;
          const at = o.error.position === undefined ? o.from : o.from + utf16Offset(o.text, o.error.position - 1);
          editor.markError({ from: at, to: wordEnd(editor.text, at, o.to), message: o.error.message });
        }
      });
      await types.resolve(outputs.flatMap((o) => (o.kind === 'rows' ? o.fields.map((f) => f.typeOid) : [])));
      const frag = document.createDocumentFragment();
      for (const o of outputs) frag.append(renderOutput(o, types, (from, to) => this.#select(from, to)));
      if (outputs.length === 0) frag.append(hint('Nothing to run.'));
      this.#results.replaceChildren(frag);
      const errors = outputs.filter((o) => o.kind === 'error').length;
      this.#setState(`${outputs.length} statement${outputs.length === 1 ? '' : 's'}${errors > 0 ? `, ${errors} failed` : ''} in ${(performance.now() - started).toFixed(1)} ms`, errors === 0);
      await this.#refreshCatalog();
    } finally {
      this.removeAttribute('busy');
    }
  }

  async #refreshCatalog(): Promise<void> {
    if (this.db === null) return;
    const relations = await loadRelations(this.db);
    this.#editor?.setCatalog(relations);
    renderSidebar(this.#side, relations, {
      insert: (text) => this.#insert(text),
      describe: (name) => void this.run(`\\d+ ${name}`),
    });
    const tx = this.shadowRoot?.querySelector('.tx');
    if (tx) tx.textContent = this.db.status === 'T' ? 'in a transaction' : this.db.status === 'E' ? 'transaction failed: ROLLBACK' : '';
  }

  async #action(act: string): Promise<void> {
    switch (act) {
      case 'run':
        return this.run();
      case 'sample':
        return this.#loadSample(true);
      case 'share': {
        const hash = await encodeScript(this.#editor?.text ?? '');
        const url = `${location.origin}${location.pathname}#${hash}`;
        if (this.hasAttribute('page')) history.replaceState(null, '', `#${hash}`);
        await navigator.clipboard?.writeText(url).catch(() => undefined);
        return this.#toast('Link copied: it carries the script');
      }
      case 'export': {
        if (this.db === null) return;
        const dump = await this.db.dump();
        const a = document.createElement('a');
        a.href = URL.createObjectURL(new Blob([dump], { type: 'application/sql' }));
        a.download = 'pgsqlite-dump.sql';
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
        return;
      }
      case 'import':
        (this.shadowRoot?.querySelector('input[type=file]') as HTMLInputElement | null)?.click();
        return;
      case 'reset':
        if (this.db === null || !confirm('Drop every table, view, type and schema of this database?')) return;
        await this.db.reset();
        await this.#refreshCatalog();
        this.#results.replaceChildren(hint('The database is empty again.'));
        return;
    }
  }

  async #loadSample(showQuery: boolean): Promise<void> {
    if (this.db === null) return;
    await this.db.reset();
    await this.db.exec(SAMPLE_DATABASE);
    await this.#refreshCatalog();
    if (showQuery && this.#editor !== null) {
      this.#editor.text = SAMPLE_QUERY;
      await this.run();
    }
  }

  async #import(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined || this.db === null) return;
    try {
      await this.db.restore(await file.text());
      this.#toast(`${file.name} loaded`);
    } catch (e) {
      this.#results.replaceChildren(hint(`${file.name}: ${e instanceof Error ? e.message : String(e)}`));
    }
    await this.#refreshCatalog();
  }

  #select(from: number, to: number): void {
    this.#editor?.view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
    this.#editor?.focus();
  }

  #insert(text: string): void {
    const view = this.#editor?.view;
    if (view === undefined) return;
    view.dispatch(view.state.replaceSelection(text));
    view.focus();
  }

  #setState(text: string, ok: boolean): void {
    const s = this.#status.querySelector('.state') as HTMLElement;
    s.textContent = text;
    s.className = `state${ok ? ' ok' : ''}`;
  }

  #toast(text: string): void {
    const t = this.shadowRoot?.querySelector('.toast');
    if (!t) return;
    t.textContent = text;
    t.classList.add('show');
    setTimeout(() => t.classList.remove('show'), 1800);
  }
}

/** The worker index.html starts before this script has loaded (`window.pgsqliteWorker`), once. */
function takePrestartedWorker(): Worker | undefined {
  const w = (globalThis as { pgsqliteWorker?: Worker }).pgsqliteWorker;
  delete (globalThis as { pgsqliteWorker?: Worker }).pgsqliteWorker;
  return w;
}

function hint(text: string): HTMLElement {
  const d = document.createElement('div');
  d.className = 'hint';
  d.textContent = text;
  return d;
}

/** Strips the common indentation of an element's text (scripts written inline in HTML). */
function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}

/** UTF-16 offset of the `chars`-th code point of `text` (PostgreSQL positions count characters). */
function utf16Offset(text: string, chars: number): number {
  let at = 0;
  for (let i = 0; i < chars && at < text.length; i++) at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  return at;
}

/** The end of the token at `from` (for the error underline), at most `limit`. */
function wordEnd(doc: string, from: number, limit: number): number {
  let to = from;
  while (to < limit && to < doc.length && !' \t\n,;()'.includes(doc[to] as string)) to++;
  return Math.max(to, from + 1);
}

if (customElements.get('pgsqlite-playground') === undefined) customElements.define('pgsqlite-playground', PgsqlitePlayground);
