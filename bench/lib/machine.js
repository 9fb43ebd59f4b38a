// Where and on what a run happened.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type } from 'node:os';

/** CPU, cores, memory, OS and Node of this machine. */
export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memory_gb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    /** 1-minute load average when the run started: other jobs on the machine inflate absolute times. */
    load_average: loadavg()[0],
  };
}

/** Date (ISO) and git commit (short sha, `-dirty` when tracked files differ from it). */
export function revision() {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const sha = git('rev-parse', '--short', 'HEAD') || 'nogit';
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return { date: new Date().toISOString(), sha: dirty ? `${sha}-dirty` : sha };
}
