import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of each thread of a process, from /proc (clock ticks, user + system). On a loaded
 * machine a computing thread gets only its share of a core, so checks compare threads with each
 * other (the one that ran a statement against the main thread) or look for a thread that used
 * nothing at all, rather than at percentages.
 */
export function threadTicks(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), Number(f[11]) + Number(f[12]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

/** Ticks each thread used over `ms` (threads that ended meanwhile are left out). */
export async function ticksOver(pid: number, ms: number): Promise<Map<number, number>> {
  const a = threadTicks(pid);
  await new Promise((r) => setTimeout(r, ms));
  const b = threadTicks(pid);
  return new Map([...b].map(([tid, t]) => [tid, t - (a.get(tid) ?? t)]));
}
