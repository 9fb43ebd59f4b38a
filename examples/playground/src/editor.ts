import { basicSetup } from 'codemirror';
import { PostgreSQL, sql, type SQLNamespace } from '@codemirror/lang-sql';
import { Compartment, EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, keymap, type DecorationSet } from '@codemirror/view';
import type { RelationInfo } from './catalog-snapshot.js';

/** Where an error is: a character range of the document. */
export interface ErrorMark {
  from: number;
  to: number;
  message: string;
}

const setError = StateEffect.define<ErrorMark | null>();

/** The error marker: the offending token underlined, its line tinted, gone on the next edit. */
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = tr.docChanged ? Decoration.none : marks;
    for (const e of tr.effects) {
      if (!e.is(setError)) continue;
      if (e.value === null) next = Decoration.none;
      else {
        const { from, to, message } = e.value;
        const line = tr.state.doc.lineAt(from);
        next = Decoration.set([Decoration.line({ class: 'cm-error-line' }).range(line.from), Decoration.mark({ class: 'cm-error-mark', attributes: { title: message } }).range(from, Math.max(to, from + 1))], true);
      }
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** What the editor reports to the playground. */
export interface EditorHooks {
  /** Ctrl/Cmd-Enter: the selection, or everything, with its offset. */
  run(text: string, offset: number): void;
  /** Ctrl-Up / Ctrl-Down through the input history. */
  historyBack(current: string): string | null;
  historyForward(): string | null;
  changed(text: string): void;
}

/** The SQL editor: CodeMirror 6, PostgreSQL dialect, catalog completion, error marker. */
export class SqlEditor {
  readonly view: EditorView;
  readonly #language = new Compartment();

  constructor(parent: HTMLElement, doc: string, hooks: EditorHooks, root?: ShadowRoot) {
    const runKeys = keymap.of([
      { key: 'Mod-Enter', run: (v) => (this.#runSelectionOrAll(v, hooks), true) },
      { key: 'Mod-ArrowUp', run: (v) => this.#replace(v, hooks.historyBack(v.state.doc.toString())) },
      { key: 'Mod-ArrowDown', run: (v) => this.#replace(v, hooks.historyForward()) },
    ]);
    const extensions: Extension[] = [
      runKeys,
      basicSetup,
      this.#language.of(sql({ dialect: PostgreSQL, upperCaseKeywords: false })),
      errorField,
      EditorView.updateListener.of((u) => {
        if (u.docChanged) hooks.changed(u.state.doc.toString());
      }),
      EditorView.lineWrapping,
    ];
    this.view = new EditorView({ state: EditorState.create({ doc, extensions }), parent, ...(root === undefined ? {} : { root }) });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  set text(value: string) {
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: value }, selection: { anchor: value.length } });
  }

  /** Completion of keywords plus the live catalog's schemas, tables and columns. */
  setCatalog(relations: RelationInfo[]): void {
    const schema: Record<string, SQLNamespace> = {};
    for (const r of relations) {
      if (r.kind === 'S') continue;
      const ns = (schema[r.schema] ??= {}) as Record<string, SQLNamespace>;
      ns[r.name] = r.columns.map((c) => ({ label: c.name, type: 'property', detail: c.type }));
    }
    this.view.dispatch({ effects: this.#language.reconfigure(sql({ dialect: PostgreSQL, upperCaseKeywords: false, schema, defaultSchema: 'public' })) });
  }

  markError(mark: ErrorMark | null): void {
    this.view.dispatch({ effects: setError.of(mark), ...(mark === null ? {} : { selection: { anchor: mark.from }, scrollIntoView: true }) });
  }

  focus(): void {
    this.view.focus();
  }

  #runSelectionOrAll(view: EditorView, hooks: EditorHooks): void {
    const sel = view.state.selection.main;
    if (sel.empty) hooks.run(view.state.doc.toString(), 0);
    else hooks.run(view.state.sliceDoc(sel.from, sel.to), sel.from);
  }

  #replace(view: EditorView, text: string | null): boolean {
    if (text === null) return false;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: text.length } });
    return true;
  }
}
