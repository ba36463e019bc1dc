import { execFile } from 'node:child_process';
import path from 'node:path';
import { E2E_PORT_OFFSET } from './e2e-env';

/**
 * An operator command (`npm run announce`, `npm run moderator`, …: a tsx script under services/) as an
 * operator runs it against the e2e stack: its service secret lives in the stack's data dir, which
 * global-setup names in CAMPUSLOOP_E2E_DATA_DIR. Resolves with its stdout; rejects with its stderr.
 */
export function runOperatorCommand(script: string, args: readonly string[]): Promise<string> {
  const dataDir = process.env['CAMPUSLOOP_E2E_DATA_DIR'];
  if (!dataDir) throw new Error('CAMPUSLOOP_E2E_DATA_DIR is not set (global-setup sets it)');
  const root = path.resolve(__dirname, '../..');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, CAMPUSLOOP_PORT_OFFSET: String(E2E_PORT_OFFSET) },
        timeout: 30_000,
      },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${path.basename(script)} failed: ${stderr || error.message}`))
          : resolve(stdout),
    );
  });
}

/** `npm run moderator -- grant <email>`: the role arrives with the account's next token (sign in again). */
export function grantModerator(email: string): Promise<string> {
  return runOperatorCommand('services/identity/src/cli/moderator.ts', ['grant', email]);
}
