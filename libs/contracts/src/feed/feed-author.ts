// The feed's names for the shared author contract (libs/contracts/src/discussion/authored-item.ts).
import { authorSchema, type Author } from '../discussion/authored-item';

/** Author snapshot on posts and comments (spec §3): the shared `authorSchema`. */
export const feedAuthorSchema = authorSchema;
export type FeedAuthor = Author;
