import { readdirSync, readFileSync } from 'node:fs';

/**
 * What the machine's CPUs did between two moments, split into the work of the process trees the
 * measurement owns (this test process, the browser it drives) and everything else: other
 * programs, and time the hypervisor gave to other machines (steal). Read from Linux's /proc;
 * elsewhere `null` (nothing to say about the load).
 */
export interface CpuSnapshot {
  /** Ticks of every CPU together: busy, idle and waiting. */
  total: number;
  /** Ticks the CPUs were busy, steal included (user, nice, system, irq, softirq, steal). */
  busy: number;
  /** Ticks spent by the owned trees, their exited and reaped children included. */
  ours: number;
  cpus: number;
}

/** Fields of /proc/PID/stat after the command name's closing parenthesis (state is 0). */
const PPID = 1;
const UTIME = 11;
const CSTIME = 14;

function readStat(pid: string): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    let ticks = 0;
    // utime, stime, cutime, cstime: a child that exits and is reaped moves its time into its
    // parent's cutime/cstime, so a tab's renderer closed between two snapshots still counts as ours.
    for (let i = UTIME; i <= CSTIME; i++) ticks += Number(fields[i]);
    return { ppid: Number(fields[PPID]), ticks };
  } catch {
    return null; // it exited while /proc was being read
  }
}

export function cpuSnapshot(roots: number[]): CpuSnapshot | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  const lines = stat.split('\n');
  // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = lines[0]!.trim().split(/\s+/).slice(1, 9).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  const cpus = lines.filter((line) => /^cpu\d/.test(line)).length;

  const processes = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readStat(name);
    if (entry) processes.set(Number(name), entry);
  }
  const owned = new Set(roots);
  // Parents come before children often but not always (PIDs wrap): repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, entry] of processes) {
      if (!owned.has(pid) && owned.has(entry.ppid)) {
        owned.add(pid);
        grew = true;
      }
    }
  }
  let ours = 0;
  for (const pid of owned) ours += processes.get(pid)?.ticks ?? 0;
  return { total: busy + idle! + iowait!, busy, ours, cpus };
}

/**
 * How many CPUs' worth of work others did between two snapshots, on average: 0 on a quiet
 * machine, 1 when another program kept one core busy the whole time. `null` without /proc.
 */
export function otherLoad(before: CpuSnapshot | null, after: CpuSnapshot | null): number | null {
  if (!before || !after) return null;
  const total = after.total - before.total;
  if (total <= 0) return null;
  const others = Math.max(0, after.busy - before.busy - (after.ours - before.ours));
  return (others / total) * after.cpus;
}
