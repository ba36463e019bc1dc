export const MODERATOR_USAGE = 'Usage: npm run moderator -- grant <email> | revoke <email>';

/** `grant <email>` / `revoke <email>` → what to ask identity; anything else throws the usage. */
export function parseModeratorArgs(args: readonly string[]): { email: string; moderator: boolean } {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) throw new Error(MODERATOR_USAGE);
  return { email, moderator: command === 'grant' };
}
