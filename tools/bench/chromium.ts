// The one Chromium the benches drive: Debian's /usr/bin/chromium with the flags that keep a headless run
// quiet and comparable (no sandbox in the container, no GPU, no QUIC, no background network or updates).
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the benches' headless Chromium. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
