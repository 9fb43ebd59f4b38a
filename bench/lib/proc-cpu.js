// Server CPU from /proc, for servers that cannot report their own (PostgreSQL's processes).
import { readFileSync } from 'node:fs';

const USER_HZ = 100;

/**
 * CPU µs of process `root` and its descendants so far: utime + stime, plus the children's that
 * were waited for (PostgreSQL's backends that exited when their connections closed).
 */
export function procTreeCpu(root) {
  let us = 0;
  const walk = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      us += ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1e6) / USER_HZ;
      for (const c of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)) if (c) walk(Number(c));
    } catch {
      // gone meanwhile
    }
  };
  walk(root);
  return us;
}
