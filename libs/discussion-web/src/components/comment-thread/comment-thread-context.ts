import { createContext, useContext } from 'react';
import type { DiscussionComment } from '@campusloop/contracts';
import type { Undo } from '@campusloop/web-platform';
import type { DiscussionTarget } from '../../api/discussion-target';
import type { DiscussionTexts } from '../discussion-texts';

export type CommentThread = {
  target: DiscussionTarget;
  texts: DiscussionTexts;
  /** Opens the delete confirmation for one of the user's comments or replies. */
  requestDelete: (comment: DiscussionComment) => void;
  /** The target's top-level comment count changed (optimistically on delete: the undo is called on failure). */
  onCommentCountChange?: ((delta: 1 | -1) => Undo | void) | undefined;
};

export const CommentThreadContext = createContext<CommentThread | null>(null);

export function useCommentThread(): CommentThread {
  const thread = useContext(CommentThreadContext);
  if (!thread) throw new Error('useCommentThread outside a DiscussionSection');
  return thread;
}
