// Where a Lighthouse run's total blocking time went, from its long-tasks audit (issue 41).

/** The long-tasks audit's debug data: each task's script, simulated start and length, and time by kind of work. */
export interface LongTaskData {
  urls?: string[];
  tasks?: Array<{ urlIndex: number; startTime: number; duration: number } & Record<string, number>>;
}

const WORK_KINDS: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML',
  garbageCollection: 'GC',
  other: 'other',
};

/**
 * TBT's tasks (after the first contentful paint, over 50 ms as simulated on the phone), each task's
 * blocking part (its length less 50 ms) given to its script and the kind of work that took most of
 * it: 'dashboard-page.js script 38 ms' says a module's evaluation or its calls blocked for 38 ms.
 */
export function blockingByScript(data: LongTaskData | undefined, firstPaintMs: number): string[] {
  const totals = new Map<string, number>();
  for (const task of data?.tasks ?? []) {
    if (task.startTime + task.duration < firstPaintMs || task.duration <= 50) continue;
    const script = (data?.urls?.[task.urlIndex] ?? '').split('/').pop() || 'no script';
    // Lantern simulates a task's length but not its parts': the parts keep their measured times
    // and 'other' takes the rest, so the kind is the largest part besides 'other'.
    const [kind = 'other'] = Object.keys(WORK_KINDS)
      .filter((key) => key !== 'other' && (task[key] ?? 0) > 0)
      .sort((a, b) => (task[b] ?? 0) - (task[a] ?? 0));
    const key = `${script} ${WORK_KINDS[kind]}`;
    totals.set(key, (totals.get(key) ?? 0) + task.duration - 50);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([key, ms]) => `${key} ${ms.toFixed(0)} ms`);
}
