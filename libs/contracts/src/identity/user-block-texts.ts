// Zod-free (front ends import it): the block list's limit and the words of blocking. A module defining schemas
// would bring all of zod into the first screen of every tab with a Block action (issue 30).

/** Most accounts one person may block (a sane cap: the list is kept per consuming service). */
export const MAX_BLOCKED_USERS = 500;

// What the identity service answers (the web app shows them).
export const USER_BLOCK_MESSAGES = {
  self: 'You cannot block yourself.',
  notFound: 'User not found.',
  tooMany: `You can block at most ${MAX_BLOCKED_USERS} users. Unblock someone first.`,
  commentRefused: 'You cannot comment here.',
} as const;

// Texts of the block entry, its confirm dialog and Profile's list (web apps).
export const USER_BLOCK_TEXTS = {
  open: 'Block user',
  title: 'Block User',
  confirm: 'Block',
  message: (name: string) =>
    `Block ${name}? You will no longer see their posts, comments, listings, events or communities, and they cannot comment on yours. They are not told.`,
  failed: 'Could not block this user. Please try again.',
  listTitle: 'Blocked users',
  empty: 'You have not blocked anyone.',
  unblock: 'Unblock',
  unblocking: 'Unblocking...',
  unblockFailed: 'Could not unblock. Please try again.',
  loadFailed: 'Could not load your blocked users.',
} as const;
