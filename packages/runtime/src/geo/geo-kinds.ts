import {
  type Box,
  type Circle,
  type Line,
  type Lseg,
  type Path,
  type Point,
  type Polygon,
  formatBox,
  formatCircle,
  formatLine,
  formatLseg,
  formatPath,
  formatPoint,
  formatPolygon,
  parseBox,
  parseCircle,
  parseLine,
  parseLseg,
  parsePath,
  parsePoint,
  parsePolygon,
} from '@pgsqlite/catalog';
import type { SqlValue } from '../host.js';

/** The argument and result kinds of the geometric functions, and how each travels through SQLite. */
export type Kind = 'point' | 'lseg' | 'box' | 'line' | 'path' | 'polygon' | 'circle' | 'float' | 'int' | 'bool';

/** The JavaScript value of a kind. */
export interface KindValue {
  point: Point;
  lseg: Lseg;
  box: Box;
  line: Line;
  path: Path;
  polygon: Polygon;
  circle: Circle;
  float: number;
  int: number;
  bool: boolean;
}

/** One geometric function (named after its C function in pg_proc.prosrc). */
export interface GeoFn {
  args: readonly Kind[];
  ret: Kind;
  // any: the arguments are decoded per `args`, which TypeScript cannot tie to a tuple here
  fn: (...args: any[]) => unknown;
}

/** A table entry, typed by its argument kinds. */
export function geo<A extends Kind[], R extends Kind>(args: [...A], ret: R, fn: (...a: { [K in keyof A]: KindValue[A[K] & Kind] }) => KindValue[R] | null): GeoFn {
  return { args, ret, fn: fn as GeoFn['fn'] };
}

function readFloat(v: SqlValue): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return Number(String(v) === 'NaN' ? NaN : v);
}

/** Decodes a stored value of a kind. */
export function decode(kind: Kind, v: SqlValue): unknown {
  const s = String(v);
  switch (kind) {
    case 'point':
      return parsePoint(s);
    case 'lseg':
      return parseLseg(s);
    case 'box':
      return parseBox(s);
    case 'line':
      return parseLine(s);
    case 'path':
      return parsePath(s);
    case 'polygon':
      return parsePolygon(s);
    case 'circle':
      return parseCircle(s);
    case 'float':
      return readFloat(v);
    case 'int':
      return Number(v);
    case 'bool':
      return Number(v) !== 0;
  }
}

/** Encodes a result of a kind as its stored value. */
export function encode(kind: Kind, v: unknown): SqlValue {
  if (v === null || v === undefined) return null;
  switch (kind) {
    case 'point':
      return formatPoint(v as Point);
    case 'lseg':
      return formatLseg(v as Lseg);
    case 'box':
      return formatBox(v as Box);
    case 'line':
      return formatLine(v as Line);
    case 'path':
      return formatPath(v as Path);
    case 'polygon':
      return formatPolygon(v as Polygon);
    case 'circle':
      return formatCircle(v as Circle);
    case 'float':
      return Number.isNaN(v) ? 'NaN' : (v as number);
    case 'int':
      return v as number;
    case 'bool':
      return v ? 1 : 0;
  }
}
