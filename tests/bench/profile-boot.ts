// A CPU profile of a signed-in screen's first load (`npx tsx tests/bench/profile-boot.ts /home asha`):
// the CPU slowed 4× as Lighthouse's mobile profile does, the CDP Profiler sampling from navigation
// until the screen has been idle for a second, then the functions with the most self time and the
// scripts they belong to. A tool for finding where TBT goes (issue 26); not part of the bench.
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { LANGUAGE_KEY } from '../../src/lib/language';
import { launchBrowser, loginThroughApi, newContext } from '../support/browser';
import { startServerProcess } from '../support/server-process';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

let route = process.argv[2] ?? '/home';
const userName = process.argv[3] ?? 'asha';
const rounds = Number(process.argv[4] ?? 1);
const isTrace = process.env.TRACE === '1';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): unlike `dur`, not stretched when the OS runs another process. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/**
 * The page's main-thread tasks over 12.5 ms (50 ms on Lighthouse's 4× slowed phone: what TBT
 * counts), unthrottled, each with what took its time: scripts evaluated, functions called, layout.
 */
async function traceLoad(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOWDOWN ?? 1) });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  if (process.env.TRACE_FILE) await writeFile(process.env.TRACE_FILE, buffer);
  const main = traceEvents.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      traceEvents.some((other) => other.pid === event.pid && other.name === 'v8.evaluateModule'),
  );
  if (!main) {
    const names = traceEvents
      .filter((event) => event.name === 'thread_name')
      .map((event) => `${event.pid}/${event.tid} ${event.args?.name}`);
    const counts = new Map<string, number>();
    for (const event of traceEvents) counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
    console.log(names, [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40));
    throw new Error('no renderer main thread in the trace');
  }
  // CPU_TIME=1 measures tasks by the main thread's CPU time: on a loaded machine a task's wall time
  // includes the time other processes had the core, which a before/after at equal load cannot tell
  // from the page's own work.
  const onMain = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .map((event) =>
      process.env.CPU_TIME === '1' && event.tdur !== undefined ? { ...event, dur: event.tdur } : event,
    );
  const firstPaint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  );
  // The previous page's unload runs on the same thread: not this screen's work.
  const isUnload = (task: TraceEvent) =>
    onMain.some(
      (event) =>
        event.name === 'EventDispatch' &&
        event.args?.data?.type === 'unload' &&
        event.ts >= task.ts &&
        event.ts <= task.ts + (task.dur ?? 0),
    );
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      !isUnload(event) &&
      (event.dur ?? 0) > Number(process.env.TASK_US ?? 12_500) &&
      (process.env.AFTER_PAINT !== '1' || (firstPaint !== undefined && event.ts >= firstPaint.ts)),
  );
  let blocking = 0;
  let blockingAfterPaint = 0;
  const firstTs = tasks[0]?.ts ?? 0;
  // What TBT counts starts at the first contentful paint (tasks before it block nothing shown).
  console.log(`\n== ${route} as ${userName}: ${tasks.length} tasks over 12.5 ms`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (4 * (task.dur ?? 0)) / 1000 - 50);
    if (firstPaint && task.ts >= firstPaint.ts)
      blockingAfterPaint += Math.max(0, (4 * (task.dur ?? 0)) / 1000 - 50);
    const inside = onMain
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          (event.dur ?? 0) > Number(process.env.EVENT_US ?? 1_000),
      )
      .filter(
        (event) =>
          process.env.ALL_EVENTS === '1' ||
          [
            'EvaluateScript',
            'FunctionCall',
            'v8.compileModule',
            'v8.evaluateModule',
            'Layout',
            'UpdateLayoutTree',
            'ParseHTML',
            'TimerFire',
            'FireAnimationFrame',
            'EventDispatch',
            'RunMicrotasks',
            'v8.run',
            'Paint',
            'PrePaint',
            'Commit',
          ].includes(event.name),
      );
    console.log(
      `task ${((task.dur ?? 0) / 1000).toFixed(1)} ms at ${((task.ts - firstTs) / 1000).toFixed(0)} ms`,
    );
    for (const event of inside.slice(0, 14)) {
      const data = event.args?.data;
      const where = [data?.functionName, data?.url?.split('/').pop(), data?.type].filter(Boolean).join(' ');
      console.log(`   ${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${event.name} ${where}`);
    }
  }
  console.log(`blocking time if slowed 4×: ${blocking.toFixed(0)} ms`);
  const paintAt = firstPaint ? `${((firstPaint.ts - firstTs) / 1000).toFixed(0)} ms` : 'not seen';
  console.log(`after the first contentful paint (at ${paintAt}): ${blockingAfterPaint.toFixed(0)} ms`);
  afterPaintRuns.push(blockingAfterPaint);
}

async function profileLoad(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const byScript = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    busyMs += ms;
    const script = url.split('/').pop() || '(native)';
    const key = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  if (process.env.STRETCHES === '1') printStretches(profile);
  console.log(`\n== ${route} as ${userName}: ${busyMs.toFixed(0)} ms busy (4× slowed)`);
  for (const [key, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  [script] ${key}`);
  }
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  }
}

/**
 * With STRETCHES=1: the busy stretches of the profile over 50 ms (what TBT counts at 4×), each with
 * the functions that took most of it, counting a function's callees (inclusive) and not (self).
 * A stretch is samples with no more than 1 ms of idle between them, so it approximates a task.
 */
function printStretches(profile: Profile): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() || '(native)'}:${node.callFrame.lineNumber + 1}`;
  let stretch: Array<{ id: number; ms: number }> = [];
  let idleMs = 0;
  let at = 0;
  let startedAt = 0;
  const flush = () => {
    const totalMs = stretch.reduce((sum, sample) => sum + sample.ms, 0);
    if (totalMs > 50) {
      const inclusive = new Map<string, number>();
      const self = new Map<string, number>();
      for (const { id, ms } of stretch) {
        const node = byNode.get(id);
        if (!node) continue;
        self.set(label(node), (self.get(label(node)) ?? 0) + ms);
        const seen = new Set<string>();
        for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
          const frame = byNode.get(current);
          if (!frame || frame.callFrame.functionName === '(root)') continue;
          const key = label(frame);
          if (seen.has(key)) continue;
          seen.add(key);
          inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
        }
      }
      console.log(`stretch ${totalMs.toFixed(0)} ms at ${(startedAt / 1000).toFixed(0)} ms (4× slowed)`);
      for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14))
        console.log(`   ${ms.toFixed(1).padStart(6)} ms  incl  ${key}`);
      for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6))
        console.log(`   ${ms.toFixed(1).padStart(6)} ms  self  ${key}`);
    }
    stretch = [];
  };
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    at += ms * 1000;
    const name = byNode.get(id)?.callFrame.functionName;
    if (name === '(idle)') {
      idleMs += ms;
      if (idleMs > 1) flush();
      return;
    }
    if (stretch.length === 0) startedAt = at;
    idleMs = 0;
    stretch.push({ id, ms });
  });
  flush();
}

const afterPaintRuns: number[] = [];
// DIST=/tmp/other-dist profiles another build (e.g. main before a change), for a before/after at equal load.
const server = await startServerProcess(process.env.DIST ? { distDir: process.env.DIST } : {});
const browser = await launchBrowser();
try {
  for (let round = 0; round < rounds; round += 1) {
    const context = await newContext(browser, 'mobile', server.baseUrl);
    const page = await context.newPage();
    await loginThroughApi(page, server.baseUrl, userName);
    // LANGUAGE=hi: the screen in Hindi, the device's choice as /setting keeps it.
    const language = process.env.LANGUAGE;
    if (language)
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        LANGUAGE_KEY,
        language,
      ] as const);
    // A first visit fills the HTTP cache, as Lighthouse's warm-up does; the profile is of the second.
    if (route.includes('{id}')) {
      await page.goto('/expense-approval');
      await page.getByTestId('expense-claim').filter({ hasText: 'Asha' }).getByRole('link').first().click();
      await page.waitForURL('**/expense-details/*');
      route = new URL(page.url()).pathname;
    }
    // A day's details: the day the app keeps once one is chosen on /my-expense.
    if (route === '/my-expense-details') {
      await page.goto('/my-expense');
      await page.getByTestId('expense-day').getByRole('button').first().click();
      await page.waitForURL('**/my-expense-details');
    }
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await (isTrace ? traceLoad(page) : profileLoad(page));
    await context.close();
  }
  if (afterPaintRuns.length > 1) {
    const sorted = [...afterPaintRuns].sort((a, b) => a - b);
    console.log(
      `\nblocking after the first paint, 4×, ${sorted.length} rounds: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms (${afterPaintRuns.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.dispose();
}
