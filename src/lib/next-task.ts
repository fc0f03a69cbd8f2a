// Work put off to a task of its own, so that the task running now ends sooner and the browser can
// take input and paint between the two (issue 26). A MessageChannel message is such a task, and
// unlike a timer it is not held back in a background tab (browsers stretch timers there to a
// second or more) nor clamped to 4 ms when nested.

/** Runs `work` in a task of its own; the function returned cancels it if it has not run yet. */
export function inNextTask(work: () => void): () => void {
  const channel = new MessageChannel();
  let isCancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!isCancelled) work();
  };
  channel.port2.postMessage(null);
  return () => {
    isCancelled = true;
    channel.port1.close();
  };
}

/** Resolves in a task of its own: `await nextTask()` between two steps that would make one long task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));
