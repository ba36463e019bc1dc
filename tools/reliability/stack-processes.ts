// Read-only views of a running composed stack for the fault tests and the soak: which process listens on
// a port (`ss -ltnp`, loopback, our own processes only), its resident memory (/proc/<pid>/status), and the
// stack's processes by name. startStack does not hand out its children; the port is what a test knows.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The pid listening on 127.0.0.1:<port>, or undefined when nothing (of ours) listens there. */
export function pidListeningOn(port: number): number | undefined {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : undefined;
}

/** VmRSS of a process in KiB, or undefined when it is gone. */
export function rssKiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface StackProcess {
  name: string;
  port: number;
}

/** Every process of a one-instance stack by the port it listens on: the gateway, each service, FerretDB, MailDev. */
export function stackProcesses(ports: Record<string, number>, services: string[]): StackProcess[] {
  const port = (name: string) => {
    const value = ports[name];
    if (value === undefined) throw new Error(`no port for ${name}`);
    return value;
  };
  return [
    { name: 'gateway', port: port('gateway') },
    ...services.map((name) => ({ name, port: port(name) })),
    { name: 'ferretdb', port: port('ferretdb') },
    { name: 'maildev', port: port('smtp') },
  ];
}

/** Sends a signal to whoever listens on the port and waits (bounded) until the port is free. */
export async function signalListener(port: number, signal: NodeJS.Signals, timeoutMs = 15_000): Promise<number> {
  const pid = pidListeningOn(port);
  if (pid === undefined) throw new Error(`nothing listens on port ${port}`);
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (pidListeningOn(port) !== undefined) {
    if (Date.now() > deadline) throw new Error(`port ${port} still in use ${timeoutMs} ms after ${signal}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pid;
}
