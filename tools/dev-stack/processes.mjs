// Child-process helpers for the dev stack: spawn with prefixed output, wait for readiness, stop cleanly.
import { spawn } from 'node:child_process';
import net from 'node:net';

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95, 93, 92, 94];

/** Resolves true when nothing listens on host:port. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** How many of a child's last output lines `child.recentLines` keeps (shown when it fails to start). */
const RECENT_LINES = 40;

/**
 * `onLine(line)` sees every complete output line (stdout and stderr), also when `quiet` (the e2e log
 * guard, `npm start`'s log file); `child.recentLines` holds the last few for error messages.
 */
export function spawnChild(name, command, args, { env, cwd, quiet = false, index = 0, onLine } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\u001b[${COLOURS[index % COLOURS.length]}m${name.padEnd(13)}\u001b[0m│ `;
  child.recentLines = [];
  const relay = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        child.recentLines.push(line);
        if (child.recentLines.length > RECENT_LINES) child.recentLines.shift();
        onLine?.(line);
        if (!quiet) target.write(prefix + line + '\n');
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Polls a URL until it answers 2xx, the child exits, or the timeout passes. */
export async function waitForHttp(url, { child, timeoutMs = 60_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exitPromise.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      await new Promise((resolve) => setTimeout(resolve, 100)); // its last output may still be in the pipe
      throw new Error(`${name} exited before it became ready${lastLines(child)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000} s${lastLines(child)}`);
}

function lastLines(child) {
  const lines = child?.recentLines ?? [];
  return lines.length ? `. Its last output:\n    ${lines.join('\n    ')}` : '';
}

/** SIGTERM, then SIGKILL after a grace period. */
export async function stopChild(child, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exitPromise;
  clearTimeout(timer);
}
