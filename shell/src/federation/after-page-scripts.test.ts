import { afterPageScripts } from './after-page-scripts';

/** A page naming two script files, and a PerformanceObserver the test feeds resource entries to. */
function pageWithScripts() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = '<script>/* inline guard */</script><script defer src="http://localhost/main.js"></script><script defer src="http://localhost/framework.js"></script>';
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe() {
      observers.push((names) => this.callback({ getEntries: () => names.map((name) => ({ name })) }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  (globalThis as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
  return { doc, arrive: (...names: string[]) => observers.forEach((observer) => observer(names.map((name) => `http://localhost${name}`))) };
}

describe('afterPageScripts (what follows the shell is fetched once the shell\'s own files have arrived)', () => {
  const never = new Promise<never>(() => undefined);
  afterEach(() => delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver);

  it('waits for every <script src> of the page, then runs once', () => {
    const { doc, arrive } = pageWithScripts();
    const next = jest.fn();
    afterPageScripts(next, never, doc);
    arrive('/main.js', '/a-remote.js');
    expect(next).not.toHaveBeenCalled();
    arrive('/framework.js');
    expect(next).toHaveBeenCalledTimes(1);
    arrive('/main.js', '/framework.js');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('runs when the fallback settles first (the app itself has started), and not again after', async () => {
    const { doc, arrive } = pageWithScripts();
    const next = jest.fn();
    afterPageScripts(next, Promise.reject(new Error('chunk failed')), doc);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(next).toHaveBeenCalledTimes(1);
    arrive('/main.js', '/framework.js');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('runs at once without PerformanceObserver', () => {
    const next = jest.fn();
    afterPageScripts(next, never);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
