// The module graphs every signed-in boot evaluates before its screen, one task each (issue 41).
import { nextTask } from './next-task';

/** Loads run one after another, each followed by a task boundary; a failed one is tried again next time. */
export function inStages(loads: ReadonlyArray<() => Promise<unknown>>) {
  const reached: Array<Promise<void> | undefined> = [];
  let isDone = false;
  let allDone: Promise<void> | undefined;
  const upTo = (index: number): Promise<void> => {
    const load = loads[index];
    if (!load) return Promise.resolve();
    reached[index] ??= (index === 0 ? Promise.resolve() : upTo(index - 1))
      .then(load)
      .then(nextTask)
      .catch((error: unknown) => {
        reached[index] = undefined;
        throw error;
      });
    return reached[index];
  };
  return {
    /** Loads `index` and those before it. */
    upTo,
    /** Every load; the same promise until one fails (React's use() wants a stable one). */
    all: (): Promise<void> => {
      allDone ??= upTo(loads.length - 1).then(
        () => {
          isDone = true;
        },
        (error: unknown) => {
          allDone = undefined;
          throw error;
        },
      );
      return allDone;
    },
    /** True once every load ran: what comes after need not wait. */
    isDone: (): boolean => isDone,
  };
}

/**
 * A graph imported statically is evaluated in one task: the shell's took 20-35 ms on a desktop
 * (zod, the contracts' schemas, Dexie), four times that on Lighthouse's phone, all of it blocking
 * time. Imported one after another with a task between, each stage below is a task of its own
 * (about 10 ms at most here). In boot order: the signed-in frame needs the first two; screens and
 * the outbox sender need all (the sender's own graph holds every contract of contract/outbox.ts).
 */
const BOOT = inStages([
  // zod, ofetch and the call contract: every request.
  () => import('./api-client'),
  // The queries screens read server data with.
  () => import('./server-store'),
  // The receipts' schemas, the largest contract, which the outbox and most screens use.
  () => import('../contract/receipts'),
  // The rest of the writes the outbox sends (contract/outbox.ts), a few contracts at a time.
  () => Promise.all([import('../contract/calls'), import('../contract/tour-programme')]),
  () => import('../contract/approvals'),
  () => import('../contract/expense-approvals'),
  () => import('../contract/outbox'),
  // Dexie and the app's database.
  () => import('./db'),
]);

/** What the signed-in frame (the shell) imports: the API client and the queries. */
export const shellStages = (): Promise<void> => BOOT.upTo(1);

/** Every stage: before a signed-in screen's own module and the outbox sender. */
export const bootStages = BOOT.all;

/** True once every stage ran: a screen shown after that need not wait for them. */
export const areBootStagesDone = BOOT.isDone;
