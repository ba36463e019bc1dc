import { createContext, useContext } from 'react';
import type { Comment } from '@campusloop/contracts';

export type CommentThread = {
  postId: string;
  /** Campus posts page their comments by the server's `last` flag (spec §4). */
  useLastFlag: boolean;
  /** Opens the delete confirmation for one of the user's comments or replies. */
  requestDelete: (comment: Comment) => void;
};

export const CommentThreadContext = createContext<CommentThread | null>(null);

export function useCommentThread(): CommentThread {
  const thread = useContext(CommentThreadContext);
  if (!thread) throw new Error('useCommentThread outside a CommentSection');
  return thread;
}
