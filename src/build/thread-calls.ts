import type { Worker } from 'node:worker_threads';

/**
 * Calls to a worker thread that answers each message `{ id, ...call }` with `{ id, result }` or
 * `{ id, error }`. Once the thread fails or ends, every call waiting and every later one is refused
 * with why. The thread keeps the process alive only while a call waits.
 */
function threadCalls<Call extends object, Result>(worker: Worker, what: string): (call: Call) => Promise<Result> {
  const waiting = new Map<number, { resolve(result: Result): void; reject(error: Error): void }>();
  let ended: Error | undefined;
  const endAll = (error: Error) => {
    ended ??= error;
    for (const call of waiting.values()) call.reject(ended);
    waiting.clear();
  };
  worker.on('message', ({ id, result, error }: { id: number; result?: Result; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (!waiting.size) worker.unref();
    if (error === undefined) call?.resolve(result!);
    else call?.reject(new Error(error));
  });
  worker.on('error', endAll);
  worker.on('exit', (code) => endAll(new Error(`${what} ended (exit code ${code})`)));
  // Idle, the thread does not keep the process alive; while a call waits, it does (a process whose
  // only handle is an unreferenced thread ends, its calls unanswered). Set after the listeners:
  // adding one refs the thread again.
  worker.unref();
  let next = 0;
  return (call) =>
    new Promise<Result>((resolve, reject) => {
      if (ended) return reject(ended);
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...call, id });
    });
}

/**
 * A worker thread made on the first call (`make` may take its time: the calls wait for it), then
 * called as threadCalls does; `close` ends it, if it was ever made.
 */
export function lazyThread<Call extends object, Result>(
  make: () => Worker | Promise<Worker>,
  what: string,
): { call(call: Call): Promise<Result>; close(): Promise<void> } {
  let started: Promise<Worker> | undefined;
  /** The thread's calls, once it is made. */
  let ask: ((call: Call) => Promise<Result>) | undefined;
  const start = async () => {
    const worker = await make();
    ask = threadCalls<Call, Result>(worker, what);
    return worker;
  };
  return {
    // Once the thread is there, the call is posted before this returns: the caller's own work that
    // follows (synchronous, often) does not hold it back.
    call: (call) => (ask ? ask(call) : (started ??= start()).then(() => ask!(call))),
    async close() {
      if (started) await (await started).terminate();
    },
  };
}
