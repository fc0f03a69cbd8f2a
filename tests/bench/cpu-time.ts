// CPU time spent by the bench's server process and by PostgreSQL's processes, read from Linux's
// /proc: what a request costs on each side, the cause behind a throughput ratio.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuTimes {
  serverMs: number;
  postgresMs: number;
}

function processMs(pid: string): { ms: number; isPostgres: boolean } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ms: (ticks * 1000) / TICKS_PER_SECOND, isPostgres: stat.includes('(postgres)') };
  } catch {
    return undefined; // the process ended while we looked
  }
}

/** The server's CPU time, and that of every PostgreSQL process on the machine (0 off Linux). */
export function cpuTimes(serverPid: number): CpuTimes {
  let postgresMs = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return { serverMs: 0, postgresMs: 0 };
  }
  for (const pid of pids) {
    const times = processMs(pid);
    if (times?.isPostgres) postgresMs += times.ms;
  }
  return { serverMs: processMs(String(serverPid))?.ms ?? 0, postgresMs };
}
