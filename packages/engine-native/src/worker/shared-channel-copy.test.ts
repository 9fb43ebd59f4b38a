import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { decodeStreamReply, encodeReply } from './channel-codec.js';
import type { WorkerReply } from './messages.js';
import { REP_LEN, REP_SEQ, allocateChannel, channelMemory, readMessage, sendMessage } from './shared-channel.js';

/**
 * Messages cross the shared memory as 32-bit words from and to staging memory of each thread
 * (shared-channel.ts): every length, whole words or not, arrives byte for byte, and a message
 * left in the area by a longer one before it does not leak into a shorter one.
 */
describe('shared channel: messages copied as words', () => {
  it('shared-copy-1 encoded rows of every length mod 4 and rows of values arrive byte for byte', () => {
    const mem = channelMemory(allocateChannel(1 << 16));
    const { port1, port2 } = new MessageChannel();
    try {
      for (const size of [0, 1, 2, 3, 4, 5, 7, 8, 1001, 4099, 30000, 29999]) {
        const bytes = new Uint8Array(size);
        for (let i = 0; i < size; i++) bytes[i] = (i * 131 + size) & 0xff;
        const rep: WorkerReply = { id: size, ok: true, rows: [], changes: 0, inTx: false, sticky: false, scratch: false, encoded: { count: 1, bytes } };
        sendMessage(mem, port1, rep, encodeReply, REP_LEN, REP_SEQ);
        const got = readMessage(mem, port2, decodeStreamReply, REP_LEN);
        if (!got.ok || got.encoded === undefined) throw new Error('not encoded');
        expect(Buffer.from(got.encoded.bytes).equals(Buffer.from(bytes))).toBe(true);
      }
      const rows = [
        [1n, 'é', null, 2.5, new Uint8Array([1, 2, 3])],
        ['x'.repeat(70), -9007199254740993n, new Uint8Array(0), 'ab', 0],
      ];
      sendMessage(mem, port1, { id: 1, ok: true, rows, changes: 2, inTx: true }, encodeReply, REP_LEN, REP_SEQ);
      const got = readMessage(mem, port2, decodeStreamReply, REP_LEN);
      expect(got).toEqual({ id: 1, ok: true, rows, changes: 2, inTx: true, sticky: false, scratch: false });
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('shared-copy-2 a message too large for the area goes over the port', () => {
    const mem = channelMemory(allocateChannel(1024));
    const { port1, port2 } = new MessageChannel();
    try {
      const bytes = new Uint8Array(5000).fill(7);
      const rep: WorkerReply = { id: 3, ok: true, rows: [], changes: 0, inTx: false, encoded: { count: 1, bytes } };
      sendMessage(mem, port1, rep, encodeReply, REP_LEN, REP_SEQ);
      const got = readMessage(mem, port2, decodeStreamReply, REP_LEN);
      if (!got.ok || got.encoded === undefined) throw new Error('not encoded');
      expect(got.encoded.bytes.length).toBe(5000);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
