import { PgError } from '@pgsqlite/errors';
import { formatFloat } from '../float-format.js';
import { GeoScanner } from './geo-scan.js';

/** A point (x, y). */
export interface Point {
  x: number;
  y: number;
}
/** A line segment. */
export interface Lseg {
  p: [Point, Point];
}
/** A box: its upper-right and lower-left corners (high.x >= low.x, high.y >= low.y). */
export interface Box {
  high: Point;
  low: Point;
}
/** A line Ax + By + C = 0. */
export interface Line {
  A: number;
  B: number;
  C: number;
}
/** An open or closed path. */
export interface Path {
  closed: boolean;
  pts: Point[];
}
/** A polygon (its bounding box is derived). */
export interface Polygon {
  pts: Point[];
}
/** A circle. */
export interface Circle {
  center: Point;
  radius: number;
}

/** geo_ops.c's pair_decode: `x,y` or `(x,y)`. */
function pairDecode(s: GeoScanner): Point {
  s.skipSpaces();
  const delim = s.eat('(');
  const x = s.number();
  if (!s.eat(',')) throw s.fail();
  const y = s.number();
  if (delim) {
    if (!s.eat(')')) throw s.fail();
    s.skipSpaces();
  }
  return { x, y };
}

/** geo_ops.c's path_decode: npts pairs, optionally in `[…]` (when allowed) or `(…)`; returns isopen. */
function pathDecode(s: GeoScanner, openAllowed: boolean, npts: number, out: Point[]): boolean {
  let depth = 0;
  s.skipSpaces();
  const isopen = s.peek() === '[';
  if (isopen) {
    if (!openAllowed) throw s.fail();
    depth++;
    s.pos++;
  } else if (s.peek() === '(') {
    let cp = s.pos + 1;
    while (cp < s.text.length && ' \t\n\r\v\f'.includes(s.text[cp] as string)) cp++;
    if (s.text[cp] === '(') {
      depth++;
      s.pos = cp;
    } else if (s.text.lastIndexOf('(') === s.pos) {
      depth++;
      s.pos = cp;
    }
  }
  for (let i = 0; i < npts; i++) {
    out.push(pairDecode(s));
    s.eat(',');
  }
  while (depth > 0) {
    const c = s.peek();
    if (c === ')' || (c === ']' && isopen && depth === 1)) {
      depth--;
      s.pos++;
      s.skipSpaces();
    } else throw s.fail();
  }
  return isopen;
}

/** geo_ops.c's pair_count: the number of points a list of `npts*2-1` commas holds, or -1. */
function pairCount(text: string): number {
  let n = 0;
  for (const c of text) if (c === ',') n++;
  return n % 2 ? (n + 1) / 2 : -1;
}

function ended(s: GeoScanner): void {
  if (!s.atEnd()) throw s.fail();
}

/** point_in. */
export function parsePoint(text: string): Point {
  const s = new GeoScanner(text, 'point');
  const p = pairDecode(s);
  ended(s);
  return p;
}

/** lseg_in. */
export function parseLseg(text: string): Lseg {
  const s = new GeoScanner(text, 'lseg');
  const pts: Point[] = [];
  pathDecode(s, true, 2, pts);
  ended(s);
  return { p: [pts[0] as Point, pts[1] as Point] };
}

/** box_in: the corners put in order. */
export function parseBox(text: string): Box {
  const s = new GeoScanner(text, 'box');
  const pts: Point[] = [];
  pathDecode(s, false, 2, pts);
  ended(s);
  return makeBox(pts[0] as Point, pts[1] as Point);
}

/** A box from two opposite corners. */
export function makeBox(a: Point, b: Point): Box {
  // float8_gt: NaN is above every number
  const gt = (u: number, v: number): boolean => (Number.isNaN(u) ? !Number.isNaN(v) : !Number.isNaN(v) && u > v);
  const [hx, lx] = gt(a.x, b.x) ? [a.x, b.x] : [b.x, a.x];
  const [hy, ly] = gt(a.y, b.y) ? [a.y, b.y] : [b.y, a.y];
  return { high: { x: hx, y: hy }, low: { x: lx, y: ly } };
}

/** path_in. */
export function parsePath(text: string): Path {
  const npts = pairCount(text);
  const s = new GeoScanner(text, 'path');
  if (npts <= 0) throw s.fail();
  let depth = 0;
  s.skipSpaces();
  if (s.peek() === '(' && s.text.lastIndexOf('(') === s.pos) {
    s.pos++;
    depth++;
  }
  const pts: Point[] = [];
  const isopen = pathDecode(s, true, npts, pts);
  if (depth >= 1) {
    if (!s.eat(')')) throw s.fail();
    s.skipSpaces();
  }
  ended(s);
  return { closed: !isopen, pts };
}

/** poly_in. */
export function parsePolygon(text: string): Polygon {
  const npts = pairCount(text);
  const s = new GeoScanner(text, 'polygon');
  if (npts <= 0) throw s.fail();
  const pts: Point[] = [];
  pathDecode(s, false, npts, pts);
  ended(s);
  return { pts };
}

/** circle_in: `<(x,y),r>`, `((x,y),r)`, `(x,y),r`, `x,y,r`. */
export function parseCircle(text: string): Circle {
  const s = new GeoScanner(text, 'circle');
  let depth = 0;
  s.skipSpaces();
  if (s.peek() === '<') {
    depth++;
    s.pos++;
  } else if (s.peek() === '(') {
    let cp = s.pos + 1;
    while (cp < s.text.length && ' \t\n\r\v\f'.includes(s.text[cp] as string)) cp++;
    if (s.text[cp] === '(') {
      depth++;
      s.pos = cp;
    }
  }
  const center = pairDecode(s);
  s.eat(',');
  const radius = s.number();
  if (radius < 0) throw s.fail();
  while (depth > 0) {
    const c = s.peek();
    if (c === ')' || (c === '>' && depth === 1)) {
      depth--;
      s.pos++;
      s.skipSpaces();
    } else throw s.fail();
  }
  ended(s);
  return { center, radius };
}

/** line_in: `{A,B,C}` or two distinct points. */
export function parseLine(text: string): Line {
  const s = new GeoScanner(text, 'line');
  s.skipSpaces();
  if (s.eat('{')) {
    const A = s.number();
    if (!s.eat(',')) throw s.fail();
    const B = s.number();
    if (!s.eat(',')) throw s.fail();
    const C = s.number();
    if (!s.eat('}')) throw s.fail();
    s.skipSpaces();
    ended(s);
    if (fpZero(A) && fpZero(B)) throw new PgError('invalid_text_representation', 'invalid line specification: A and B cannot both be zero');
    return { A, B, C };
  }
  const pts: Point[] = [];
  pathDecode(s, true, 2, pts);
  ended(s);
  const [a, b] = pts as [Point, Point];
  if (fpEq(a.x, b.x) && fpEq(a.y, b.y)) throw new PgError('invalid_text_representation', 'invalid line specification: must be two distinct points');
  return lineFromPointSlope(a, slope(a, b));
}

/** geo_decls.h's EPSILON. */
export const EPSILON = 1.0e-06;

/** FPzero. */
export function fpZero(a: number): boolean {
  return Math.abs(a) <= EPSILON;
}
/** FPeq: equal within EPSILON (infinities equal themselves). */
export function fpEq(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= EPSILON;
}

/** point_sl: the slope through two points (Infinity when vertical). */
export function slope(a: Point, b: Point): number {
  if (fpEq(a.x, b.x)) return Infinity;
  if (fpEq(a.y, b.y)) return 0;
  return (a.y - b.y) / (a.x - b.x);
}

/** line_construct: the line through `p` with slope `m`. */
export function lineFromPointSlope(p: Point, m: number): Line {
  let line: Line;
  if (!Number.isFinite(m) && !Number.isNaN(m)) line = { A: -1, B: 0, C: p.x };
  else if (m === 0) line = { A: 0, B: -1, C: p.y };
  else line = { A: m, B: -1, C: p.y - m * p.x };
  // on some platforms the expression above gives -0 (PostgreSQL normalises it)
  if (line.C === 0) line.C = 0;
  return line;
}

type Fmt = (v: number) => string;

function formatter(extraFloatDigits: number): Fmt {
  return (v) => formatFloat(v, false, extraFloatDigits);
}

function pairs(pts: readonly Point[], f: Fmt): string {
  return pts.map((p) => `(${f(p.x)},${f(p.y)})`).join(',');
}

/** point_out. */
export function formatPoint(p: Point, efd = 1): string {
  return pairs([p], formatter(efd));
}
/** lseg_out. */
export function formatLseg(l: Lseg, efd = 1): string {
  return `[${pairs(l.p, formatter(efd))}]`;
}
/** box_out. */
export function formatBox(b: Box, efd = 1): string {
  return pairs([b.high, b.low], formatter(efd));
}
/** path_out. */
export function formatPath(p: Path, efd = 1): string {
  const body = pairs(p.pts, formatter(efd));
  return p.closed ? `(${body})` : `[${body}]`;
}
/** poly_out. */
export function formatPolygon(p: Polygon, efd = 1): string {
  return `(${pairs(p.pts, formatter(efd))})`;
}
/** circle_out. */
export function formatCircle(c: Circle, efd = 1): string {
  const f = formatter(efd);
  return `<(${f(c.center.x)},${f(c.center.y)}),${f(c.radius)}>`;
}
/** line_out. */
export function formatLine(l: Line, efd = 1): string {
  const f = formatter(efd);
  return `{${f(l.A)},${f(l.B)},${f(l.C)}}`;
}
