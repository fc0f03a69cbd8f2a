// A CPU profile of the outbox sync in Chromium (`npx tsx tests/bench/profile-sync.ts`): 100 queued
// receipts synced on /home while the CDP Profiler samples the page, then the functions with the most
// self time, the requests the page made during the sync, and the same for 100 direct uploads.
// A tool for finding where the sync's time goes (docs/decisions.md, Performance); not part of the bench.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { startServerProcess } from '../support/server-process';
import { openSyncPage, sendDirectly, syncThroughOutbox } from './sync';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function profiled<T>(page: Page, label: string, task: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const requests = new Map<string, number>();
  const onRequest = (request: { url(): string; method(): string }) => {
    const key = `${request.method()} ${new URL(request.url()).pathname}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  };
  page.on('request', onRequest);
  await cdp.send('Profiler.start');
  const result = await task();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  page.off('request', onRequest);
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    totalMs += ms;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  });
  console.log(`\n== ${label}: ${totalMs.toFixed(0)} ms sampled`);
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  }
  console.log('requests:', Object.fromEntries(requests));
  return result;
}

const server = await startServerProcess();
const browser = await launchBrowser();
try {
  const login = await apiLogin(server.baseUrl, 'asha');
  const page = await openSyncPage(browser, server.baseUrl);
  await sendDirectly(page, login, 10, 'WARM');
  await syncThroughOutbox(page, login, 10);
  const direct = await profiled(page, 'direct uploads', () => sendDirectly(page, login, 100, 'DIRECT'));
  const synced = await profiled(page, 'outbox sync', () => syncThroughOutbox(page, login, 100));
  console.log(
    `\ndirect ${direct.toFixed(0)} ms, sync ${synced.toFixed(0)} ms, ratio ${(synced / direct).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await server.dispose();
}
