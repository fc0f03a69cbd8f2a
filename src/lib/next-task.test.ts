import { describe, expect, it } from 'vitest';
import { inNextTask, nextTask } from './next-task';

describe('inNextTask', () => {
  it('runs the work in a later task: after the code and the promise reactions of this one', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('this task');
    expect(order).toEqual(['this task']);
    await nextTask();
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('does not run work cancelled before its task', async () => {
    const ran: string[] = [];
    const cancel = inNextTask(() => ran.push('cancelled'));
    inNextTask(() => ran.push('kept'));
    cancel();
    await nextTask();
    expect(ran).toEqual(['kept']);
  });
});
