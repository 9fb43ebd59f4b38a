import { describe, expect, it } from 'vitest';
import { SequenceSession } from './sequence-session.js';

// Issue 18: the sequence state of a session as text, moved between connections.
describe('SequenceSession save/load', () => {
  it('seq-session-1 an empty state is the empty text; a state round-trips between connections', () => {
    const a = new SequenceSession();
    expect(a.save(null)).toBe('');
    a.currvals.set('autoinc:1:t_id_seq', 5n);
    a.currvals.set('plain', 9007199254740993n);
    a.last = 'plain';
    a.unsaved.set('t', 7n);
    a.marks.set('autoinc:1:t_id_seq', 4n);
    const b = new SequenceSession();
    b.currvals.set('other', 1n);
    b.load(a.save(null), null);
    expect([...b.currvals]).toEqual([...a.currvals]);
    expect(b.last).toBe('plain');
    expect([...b.unsaved]).toEqual([['t', 7n]]);
    expect([...b.marks]).toEqual([['autoinc:1:t_id_seq', 4n]]);
    b.load('', null);
    expect(b.currvals.size + b.unsaved.size + b.marks.size).toBe(0);
    expect(b.last).toBeNull();
  });

  it('seq-session-2 a draw nothing was written after continues on the connection that loads it; one written after does not', () => {
    const a = new SequenceSession();
    // Drawn at total_changes() 10 (a DO NOTHING: nothing written since) and at 3 (written since).
    a.drawn.set('k1', { seq: 4n, tc: 10n, high: 5n });
    a.drawn.set('k2', { seq: 8n, tc: 3n, high: 9n });
    a.undo = { key: 'k1', table: 't', s: { seq: 4n, tc: 10n, high: 4n }, kept: undefined, currval: 3n, last: null };
    expect(a.needsChanges()).toBe(true);
    const text = a.save(10n);
    const b = new SequenceSession();
    b.load(text, 77n);
    expect(b.drawn.get('k1')).toEqual({ seq: 4n, tc: 77n, high: 5n });
    // Written after: dropped (it could never be continued).
    expect(b.drawn.has('k2')).toBe(false);
    expect(b.undo).toEqual({ key: 'k1', table: 't', s: { seq: 4n, tc: 77n, high: 4n }, kept: undefined, currval: 3n, last: null });
    // Saved again where nothing was written since the load: the same text.
    expect(b.save(77n)).toBe(text);
    // Once the connection wrote, nothing is left to continue: no total_changes() needed any more.
    b.undo = null;
    expect(b.save(78n)).toBe('');
    expect(b.needsChanges()).toBe(false);
  });
});
