// What the benchmarks share about the processes they run: waiting for a server to answer, and the
// CPU time a process (or every PostgreSQL process) has used, read from Linux's /proc.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Waits until `url` answers 2xx (a server starting), for at most 150 s. */
export async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time (ms) a process has used so far: utime + stime, in clock ticks of 10 ms (USER_HZ 100); 0 once it is gone. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of the PostgreSQL processes now running (of the user postgres, or the postmaster `parent`'s children). */
export function postgresCpuMs(parent) {
  const args = parent === undefined ? ['-u', 'postgres', 'postgres'] : ['-P', String(parent)];
  const pids = spawnSync('pgrep', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
}
