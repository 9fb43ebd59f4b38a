import { PgError } from '@pgsqlite/errors';
import { storedString, viewOf } from '../codec-util.js';
import { defineType } from '../define.js';
import type { PgType } from '../pg-type.js';
import {
  type Point,
  formatBox,
  formatCircle,
  formatLine,
  formatLseg,
  formatPath,
  formatPoint,
  formatPolygon,
  fpZero,
  makeBox,
  parseBox,
  parseCircle,
  parseLine,
  parseLseg,
  parsePath,
  parsePoint,
  parsePolygon,
} from './geo-text.js';

/**
 * The geometric types point, lseg, path, box, polygon, line, circle. Stored as TEXT in their
 * output form at full precision (extra_float_digits 1: every float reads back exactly), so one
 * value has one stored form; text output re-formats it with the session's extra_float_digits.
 */

/** Big-endian float8s, as the *_send functions write them. */
function floats(vals: readonly number[], prefix = 0): Uint8Array {
  const out = new Uint8Array(prefix + vals.length * 8);
  const dv = new DataView(out.buffer);
  vals.forEach((v, i) => dv.setFloat64(prefix + i * 8, v));
  return out;
}

function readFloats(b: Uint8Array, count: number, offset = 0): number[] {
  if (b.length !== offset + count * 8) throw new PgError('invalid_binary_representation', 'insufficient data left in message');
  const dv = viewOf(b);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(dv.getFloat64(offset + i * 8));
  return out;
}

const flat = (pts: readonly Point[]): number[] => pts.flatMap((p) => [p.x, p.y]);
const points = (v: readonly number[]): Point[] => {
  const out: Point[] = [];
  for (let i = 0; i + 1 < v.length; i += 2) out.push({ x: v[i] as number, y: v[i + 1] as number });
  return out;
};

interface GeoSpec {
  oid: number;
  name: string;
  arrayOid: number;
  len: number;
  /** text → canonical stored text (throws 22P02 …) */
  canon: (text: string) => string;
  /** stored text → output at this extra_float_digits */
  out: (stored: string, efd: number) => string;
  send: (stored: string) => Uint8Array;
  recv: (b: Uint8Array) => string;
}

function geoType(g: GeoSpec): PgType {
  return defineType({
    oid: g.oid,
    name: g.name,
    displayName: g.name,
    storage: 'text',
    len: g.len,
    category: 'G',
    arrayOid: g.arrayOid,
    toText: (v, _t, s) => (s.extraFloatDigits >= 1 ? storedString(v) : g.out(storedString(v), s.extraFloatDigits)),
    fromText: (t) => g.canon(t),
    toBinary: (v) => g.send(storedString(v)),
    fromBinary: (b) => g.recv(b),
  });
}

/** point: `(x,y)`. */
export const pointType = geoType({
  oid: 600,
  name: 'point',
  arrayOid: 1017,
  len: 16,
  canon: (t) => formatPoint(parsePoint(t)),
  out: (s, e) => formatPoint(parsePoint(s), e),
  send: (s) => floats(flat([parsePoint(s)])),
  recv: (b) => formatPoint(points(readFloats(b, 2))[0] as Point),
});

/** lseg: `[(x1,y1),(x2,y2)]`. */
export const lsegType = geoType({
  oid: 601,
  name: 'lseg',
  arrayOid: 1018,
  len: 32,
  canon: (t) => formatLseg(parseLseg(t)),
  out: (s, e) => formatLseg(parseLseg(s), e),
  send: (s) => floats(flat(parseLseg(s).p)),
  recv: (b) => {
    const [a, c] = points(readFloats(b, 4)) as [Point, Point];
    return formatLseg({ p: [a, c] });
  },
});

/** box: `(high),(low)`. */
export const boxType = geoType({
  oid: 603,
  name: 'box',
  arrayOid: 1020,
  len: 32,
  canon: (t) => formatBox(parseBox(t)),
  out: (s, e) => formatBox(parseBox(s), e),
  send: (s) => {
    const b = parseBox(s);
    return floats(flat([b.high, b.low]));
  },
  recv: (b) => {
    const [a, c] = points(readFloats(b, 4)) as [Point, Point];
    return formatBox(makeBox(a, c));
  },
});

/** line: `{A,B,C}`. */
export const lineType = geoType({
  oid: 628,
  name: 'line',
  arrayOid: 629,
  len: 24,
  canon: (t) => formatLine(parseLine(t)),
  out: (s, e) => formatLine(parseLine(s), e),
  send: (s) => {
    const l = parseLine(s);
    return floats([l.A, l.B, l.C]);
  },
  recv: (b) => {
    const [A, B, C] = readFloats(b, 3) as [number, number, number];
    if (fpZero(A) && fpZero(B)) throw new PgError('invalid_binary_representation', 'invalid line specification: A and B cannot both be zero');
    return formatLine({ A, B, C });
  },
});

function countedPoints(b: Uint8Array, offset: number, name: string): Point[] {
  if (b.length < offset + 4) throw new PgError('invalid_binary_representation', 'insufficient data left in message');
  const n = viewOf(b).getInt32(offset);
  if (n <= 0 || n > 0x7fffffff / 16) throw new PgError('invalid_binary_representation', `invalid number of points in external "${name}" value`);
  return points(readFloats(b, n * 2, offset + 4));
}

function withCount(pts: readonly Point[], prefix: number): Uint8Array {
  const out = floats(flat(pts), prefix + 4);
  new DataView(out.buffer).setInt32(prefix, pts.length);
  return out;
}

/** path: `[(…),…]` open, `((…),…)` closed. */
export const pathType = geoType({
  oid: 602,
  name: 'path',
  arrayOid: 1019,
  len: -1,
  canon: (t) => formatPath(parsePath(t)),
  out: (s, e) => formatPath(parsePath(s), e),
  send: (s) => {
    const p = parsePath(s);
    const out = withCount(p.pts, 1);
    out[0] = p.closed ? 1 : 0;
    return out;
  },
  recv: (b) => formatPath({ closed: (b[0] ?? 0) !== 0, pts: countedPoints(b, 1, 'path') }),
});

/** polygon: `((…),…)`. */
export const polygonType = geoType({
  oid: 604,
  name: 'polygon',
  arrayOid: 1027,
  len: -1,
  canon: (t) => formatPolygon(parsePolygon(t)),
  out: (s, e) => formatPolygon(parsePolygon(s), e),
  send: (s) => withCount(parsePolygon(s).pts, 0),
  recv: (b) => formatPolygon({ pts: countedPoints(b, 0, 'polygon') }),
});

/** circle: `<(x,y),r>`. */
export const circleType = geoType({
  oid: 718,
  name: 'circle',
  arrayOid: 719,
  len: 24,
  canon: (t) => formatCircle(parseCircle(t)),
  out: (s, e) => formatCircle(parseCircle(s), e),
  send: (s) => {
    const c = parseCircle(s);
    return floats([c.center.x, c.center.y, c.radius]);
  },
  recv: (b) => {
    const [x, y, radius] = readFloats(b, 3) as [number, number, number];
    if (radius < 0) throw new PgError('invalid_binary_representation', 'invalid radius in external "circle" value');
    return formatCircle({ center: { x, y }, radius });
  },
});

/** The seven geometric types. */
export const geoTypes: readonly PgType[] = [pointType, lsegType, pathType, boxType, polygonType, lineType, circleType];
