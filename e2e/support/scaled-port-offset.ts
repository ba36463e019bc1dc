/**
 * The scaled e2e run's ports: unless CAMPUSLOOP_E2E_PORT_OFFSET says otherwise, 11000 (the main run
 * uses 10000), so the two runs never share a port; instance 2 of everything listens 100 above
 * instance 1 (tools/dev-stack/ports.mjs). Imported by playwright.scaled.config.ts before anything reads
 * e2e-env.ts; the workers inherit the variable.
 */
export const SCALED_DEFAULT_PORT_OFFSET = 11_000;

process.env['CAMPUSLOOP_E2E_PORT_OFFSET'] ??= String(SCALED_DEFAULT_PORT_OFFSET);
