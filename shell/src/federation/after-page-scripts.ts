// Dependency-free: main.ts uses it before the shared libraries have loaded.

/**
 * Runs `next` once every script file the page's HTML names (`<script src>`: the shell's entry and its
 * shared framework) has arrived, by their resource timing entries, or when `fallback` settles, whichever
 * comes first (a browser without PerformanceObserver: at once). On a phone's narrow link, fetching what
 * comes after the shell (its dashboard chunk, a tab's remote) beside the shell's own files would share
 * the bandwidth with them and delay the framework everything waits for (issue 30: bench:mobile measured
 * 200 ms more); after them, it downloads while the framework is evaluated.
 */
export function afterPageScripts(next: () => void, fallback: Promise<unknown>, doc: Document = document): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    next();
  };
  fallback.then(run, run);
  if (typeof PerformanceObserver === 'undefined') return run();
  const pending = new Set(Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src));
  const arrived = (entries: PerformanceEntryList) => {
    for (const entry of entries) pending.delete(entry.name);
    return pending.size === 0;
  };
  const observer = new PerformanceObserver((list) => {
    if (!arrived(list.getEntries())) return;
    observer.disconnect();
    run();
  });
  // buffered: the files that arrived before this ran are reported too.
  observer.observe({ type: 'resource', buffered: true });
}
