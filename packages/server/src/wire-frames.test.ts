import { describe, expect, it } from 'vitest';
import { WireFrames } from './wire-frames.js';

const header = (type: string, length: number): Uint8Array => Uint8Array.of(type.charCodeAt(0), (length >>> 24) & 0xff, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff);

describe('wire-frames: the session log follows a stream without trusting its lengths', () => {
  it('a header claiming 1 GiB costs only the bytes that arrived', () => {
    const frames = new WireFrames('Q', false);
    const before = process.memoryUsage().arrayBuffers;
    frames.feed(header('Q', 0x3ffffffe));
    frames.feed(new TextEncoder().encode('SELECT 1'));
    // The fuzz's mutated length words used to make every such connection allocate the claimed
    // length up front (GC pressure, RSS growth, and an allocation failure away from a crash).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1 << 20);
  });

  it('a kept body spanning chunks arrives whole', () => {
    const frames = new WireFrames('Q', false);
    const got: string[] = [];
    frames.onMessage = (type, body) => got.push(`${String.fromCharCode(type)}:${new TextDecoder().decode(body)}`);
    const sql = new TextEncoder().encode('SELECT 42\0');
    const all = Uint8Array.from([...header('Q', 4 + sql.length), ...sql, ...header('S', 4)]);
    for (let i = 0; i < all.length; i += 3) frames.feed(all.subarray(i, i + 3));
    expect(got).toEqual(['Q:SELECT 42\0', 'S:']);
  });
});
