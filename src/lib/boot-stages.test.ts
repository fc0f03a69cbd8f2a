import { describe, expect, it } from 'vitest';
import { inStages } from './boot-stages';
import { inNextTask } from './next-task';

describe('inStages', () => {
  it('runs each load once, in order, with a task boundary after each', async () => {
    const order: string[] = [];
    const stages = inStages([
      async () => {
        order.push('first');
        // Work queued in the first load's task runs before the second load: they are apart.
        inNextTask(() => order.push('a task after the first'));
      },
      async () => order.push('second'),
      async () => order.push('third'),
    ]);
    await stages.upTo(1);
    expect(order).toEqual(['first', 'a task after the first', 'second']);
    expect(stages.isDone()).toBe(false);
    await Promise.all([stages.all(), stages.all()]);
    expect(order).toEqual(['first', 'a task after the first', 'second', 'third']);
    expect(stages.isDone()).toBe(true);
  });

  it('tries a failed load again on the next call, and not the loads before it', async () => {
    const calls: string[] = [];
    let isOffline = true;
    const stages = inStages([
      async () => calls.push('first'),
      async () => {
        calls.push('second');
        if (isOffline) throw new Error('offline');
      },
    ]);
    await expect(stages.all()).rejects.toThrow('offline');
    expect(stages.isDone()).toBe(false);
    isOffline = false;
    await stages.all();
    expect(calls).toEqual(['first', 'second', 'second']);
    expect(stages.isDone()).toBe(true);
  });
});
