// The soak's view of a stack process's JavaScript heap after a full garbage collection, through the
// Node inspector: `npm run soak` starts the stack with NODE_OPTIONS=--inspect=127.0.0.1:0 (loopback, a
// free port each, printed as "Debugger listening on ws://…"), and a sample asks each process for a full
// GC (HeapProfiler.collectGarbage) then its used heap (Runtime.getHeapUsage). What is left after a full
// collection is what the process keeps: a leak grows it at the same rate under any GC timing, while RSS
// also moves with V8 filling its old space before it collects, and with the allocator's own caching.

/** `--inspect` on loopback with a port the system picks: each process prints its own URL. */
export const INSPECT_NODE_OPTIONS = '--inspect=127.0.0.1:0';

const LISTENING = /Debugger listening on (ws:\/\/\S+)/;

/** The inspector URL in one output line of a process started with INSPECT_NODE_OPTIONS, if it is that line. */
export function inspectorUrlIn(line: string): string | undefined {
  return LISTENING.exec(line)?.[1];
}

export interface HeapProbe {
  /** Used JavaScript heap in KiB right after a full GC, or undefined when the process does not answer. */
  heapAfterGcKiB(): Promise<number | undefined>;
  close(): void;
}

/** Connects to one process's inspector (a WebSocket speaking the Chrome DevTools Protocol). */
export async function connectHeapProbe(url: string, timeoutMs = 10_000): Promise<HeapProbe> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`inspector ${url}: no connection within ${timeoutMs} ms`)), timeoutMs);
    socket.addEventListener('open', () => (clearTimeout(timer), resolve()), { once: true });
    socket.addEventListener('error', () => (clearTimeout(timer), reject(new Error(`inspector ${url}: connection failed`))), { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, (result: Record<string, unknown> | undefined) => void>();
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as { id?: number; result?: Record<string, unknown> };
    if (data.id === undefined) return;
    waiting.get(data.id)?.(data.result);
    waiting.delete(data.id);
  });
  socket.addEventListener('close', () => {
    for (const answer of waiting.values()) answer(undefined);
    waiting.clear();
  });
  const send = (method: string) =>
    new Promise<Record<string, unknown> | undefined>((resolve) => {
      if (socket.readyState !== WebSocket.OPEN) return resolve(undefined);
      lastId += 1;
      const id = lastId;
      const timer = setTimeout(() => (waiting.delete(id), resolve(undefined)), timeoutMs);
      waiting.set(id, (result) => (clearTimeout(timer), resolve(result)));
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async heapAfterGcKiB() {
      if ((await send('HeapProfiler.collectGarbage')) === undefined) return undefined;
      const usage = await send('Runtime.getHeapUsage');
      return typeof usage?.['usedSize'] === 'number' ? Math.round(usage['usedSize'] / 1024) : undefined;
    },
    close: () => socket.close(),
  };
}
