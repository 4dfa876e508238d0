/**
 * The V8 heap of a child Node process started with `--inspect=127.0.0.1:<port>`, read over the
 * DevTools protocol: a full garbage collection, then the live heap. RSS alone cannot tell a leak
 * from a heap V8 has grown and not yet given back; the live heap after a full collection can.
 */
import WebSocket from 'ws';

export type HeapUsage = { usedMB: number; totalMB: number };

/** One DevTools session: `call` sends a method and waits for its answer. */
async function session<T>(port: number, work: (call: (method: string, params?: object) => Promise<unknown>) => Promise<T>): Promise<T> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  let next = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    return await work(call);
  } finally {
    ws.close();
  }
}

/** The live heap of the process after a full garbage collection, in MB. */
export function heapAfterGc(port: number): Promise<HeapUsage> {
  return session(port, async (call) => {
    await call('HeapProfiler.collectGarbage');
    const usage = (await call('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
    return { usedMB: usage.usedSize / 2 ** 20, totalMB: usage.totalSize / 2 ** 20 };
  });
}
