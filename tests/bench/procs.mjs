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

/** The fields of /proc/<pid>/stat after the command name (state first), or null once the process is gone. */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU time (ms) a process has used so far: utime + stime, in clock ticks of 10 ms (USER_HZ 100); 0 once it is gone. */
export function processCpuMs(pid) {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
}

/**
 * CPU time (ms) of the PostgreSQL processes: those now running (of the user postgres, or the
 * postmaster `parent`'s children) and those that ended since the postmaster started. A backend that
 * ends between two readings (a closed connection) takes its time out of the sum of the running
 * ones, which made a call's PostgreSQL CPU come out negative; its time is then in its parent's
 * cutime + cstime (Linux adds a reaped child's time there), so both are counted.
 */
export function postgresCpuMs(parent) {
  const args = parent === undefined ? ['-u', 'postgres', 'postgres'] : ['-P', String(parent)];
  const pids = spawnSync('pgrep', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  if (parent !== undefined) pids.push(String(parent));
  return pids.reduce((sum, pid) => {
    const fields = statFields(pid);
    if (!fields) return sum;
    // utime, stime, cutime, cstime
    return sum + (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  }, 0);
}
