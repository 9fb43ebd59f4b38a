/**
 * The compiler's variables (pl_comp.c datums) and its namespace of names and labels (pl_funcs.c
 * plpgsql_ns_*), as the PL/pgSQL grammar builds them.
 */

/** A PLpgSQL_expr: the SQL text of an expression or statement and its raw_parser mode. */
export interface PlExpr {
  query: string;
  parseMode: number;
}

/** raw_parser modes (parser.h RawParseMode). */
export const PARSE_DEFAULT = 0;
export const PARSE_EXPR = 2;
export const PARSE_ASSIGN1 = 3;

export type Datum =
  | {
      kind: 'var';
      dno: number;
      refname: string;
      lineno: number;
      typname?: string;
      isconst: boolean;
      notnull: boolean;
      refcursor: boolean;
      default_val?: PlExpr;
      cursor_explicit_expr?: PlExpr;
      cursor_explicit_argrow?: number;
      cursor_options?: number;
    }
  | {
      kind: 'rec';
      dno: number;
      refname: string;
      lineno: number;
      isconst: boolean;
      firstField?: number;
      /** a record of a named composite type (a table's, a view's, CREATE TYPE … AS): the type as written */
      typname?: string;
      notnull?: boolean;
      default_val?: PlExpr;
    }
  | { kind: 'row'; dno: number; refname: string; lineno: number; fields: { name: string; varno: number }[] }
  | { kind: 'recfield'; dno: number; fieldname: string; recparentno: number };

/** A PLpgSQL_type as libpg_query reports it: the type's name as written, and whether it makes a record. */
export interface PlType {
  typname?: string;
  record: boolean;
  refcursor?: boolean;
}

type NsItem = { kind: 'label'; name: string; loop: boolean; prev: NsItem | null } | { kind: 'var' | 'rec'; no: number; name: string; prev: NsItem | null };

/** Whether a type, as written in a declaration, is a composite type (pl_comp.c asks the catalog; null: no catalog, as libpg_query). */
export type RowTypeTest = (typname: string) => boolean;

export class Datums {
  readonly all: Datum[] = [];
  private top: NsItem | null = null;

  constructor(private readonly rowType: RowTypeTest | null = null) {}

  add<T extends Datum>(d: Omit<T, 'dno'>): T {
    const datum = { ...d, dno: this.all.length } as T;
    this.all.push(datum);
    return datum;
  }

  /** plpgsql_build_variable: a record for a record type, else a scalar variable; named in the namespace when `named`. */
  variable(refname: string, lineno: number, type: PlType, named: boolean): Datum {
    if (type.record) return this.record(refname, lineno, named);
    if (type.typname !== undefined && type.refcursor !== true && this.rowType?.(type.typname) === true) {
      const r = this.record(refname, lineno, named);
      if (r.kind === 'rec') r.typname = type.typname;
      return r;
    }
    const v = this.add<Extract<Datum, { kind: 'var' }>>({ kind: 'var', refname, lineno, isconst: false, notnull: false, refcursor: type.refcursor === true, ...(type.typname !== undefined ? { typname: type.typname } : {}) });
    if (named) this.name('var', v.dno, refname);
    return v;
  }

  record(refname: string, lineno: number, named: boolean): Datum {
    const r = this.add<Extract<Datum, { kind: 'rec' }>>({ kind: 'rec', refname, lineno, isconst: false });
    if (named) this.name('rec', r.dno, refname);
    return r;
  }

  /** plpgsql_build_recfield: the field datum of a record, made on first use. */
  recfield(rec: Extract<Datum, { kind: 'rec' }>, fieldname: string): Datum {
    const found = this.all.find((d) => d.kind === 'recfield' && d.recparentno === rec.dno && d.fieldname === fieldname);
    return found ?? this.add<Extract<Datum, { kind: 'recfield' }>>({ kind: 'recfield', fieldname, recparentno: rec.dno });
  }

  name(kind: 'var' | 'rec', no: number, name: string): void {
    this.top = { kind, no, name, prev: this.top };
  }

  /** plpgsql_ns_push: a new block or loop level, labelled or not. */
  push(label: string | null, loop: boolean): void {
    this.top = { kind: 'label', name: label ?? '', loop, prev: this.top };
  }

  /** plpgsql_ns_pop: leaves the innermost level. */
  pop(): void {
    while (this.top !== null && this.top.kind !== 'label') this.top = this.top.prev;
    if (this.top !== null) this.top = this.top.prev;
  }

  /** plpgsql_ns_lookup. */
  lookup(local: boolean, n1: string, n2: string | null, n3: string | null): { item: Extract<NsItem, { no: number }>; names: number } | null {
    let cur = this.top;
    while (cur !== null) {
      let item: NsItem | null = cur;
      for (; item !== null && item.kind !== 'label'; item = item.prev) {
        if (item.name === n1 && (n2 === null || item.kind !== 'var')) return { item, names: 1 };
      }
      if (item === null) return null;
      if (n2 !== null && item.name === n1) {
        for (let inner: NsItem | null = cur; inner !== null && inner.kind !== 'label'; inner = inner.prev) {
          if (inner.name === n2 && (n3 === null || inner.kind !== 'var')) return { item: inner, names: 2 };
        }
      }
      if (local) break;
      cur = item.prev;
    }
    return null;
  }

  /** plpgsql_ns_lookup_label: the enclosing block or loop labelled `name`. */
  label(name: string): { loop: boolean } | null {
    for (let item = this.top; item !== null; item = item.prev) if (item.kind === 'label' && item.name === name) return { loop: item.loop };
    return null;
  }

  /** plpgsql_ns_find_nearest_loop. */
  inLoop(): boolean {
    for (let item = this.top; item !== null; item = item.prev) if (item.kind === 'label' && item.loop) return true;
    return false;
  }

  /** The datum a scalar or record name stands for. */
  get(no: number): Datum {
    return this.all[no] as Datum;
  }
}
