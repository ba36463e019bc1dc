// The small part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    /** Sent with every request (e.g. `authorization`). */
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  /** Without a callback it returns a promise-like tracker (the only form that honours `warmup`). */
  function autocannon(options: Options): Instance & PromiseLike<Result>;
  export = autocannon;
}
