/** First OID of user objects (FirstNormalObjectId): type OIDs from here on differ between servers. */
export const FIRST_USER_TYPE_OID = 16384;

/** A result column as RowDescription describes it. */
export interface OutcomeColumn {
  readonly name: string;
  readonly typeOid: number;
  /** For a user type (OID >= 16384): its name as format_type prints it, which is what is compared */
  readonly typeName?: string;
}

/** What a server answered to one case. */
export type Outcome =
  | {
      readonly kind: 'rows';
      /** The CommandComplete tag exactly as sent, e.g. `SELECT 2`, `INSERT 0 1`, `CREATE TABLE`. */
      readonly tag: string;
      readonly columns: readonly OutcomeColumn[];
      /** Values in PostgreSQL's text format; null for SQL NULL. */
      readonly rows: readonly (readonly (string | null)[])[];
    }
  | {
      readonly kind: 'error';
      readonly code: string;
      /** 1-based character position in the statement, when the server gave one. */
      readonly position?: number;
      readonly message: string;
    }
  /** The shared setup failed before the statement ran. */
  | { readonly kind: 'setup-error'; readonly code: string; readonly message: string }
  /** The connection broke or timed out. */
  | { readonly kind: 'broken'; readonly message: string };

/** A recorded answer of the oracle for one case. */
export interface GoldenEntry {
  /** The statement the answer is for; a mismatch means the golden file is stale. */
  readonly sql: string;
  /** Short hash of the setup the answer was recorded with. */
  readonly setup: string;
  readonly ordered: boolean;
  readonly outcome: Outcome;
}
