import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { DiscussionComment } from '@campusloop/contracts';
import { ConfirmDialog } from '@campusloop/ui';
import type { Undo } from '@campusloop/web-platform';
import type { DiscussionTarget } from '../../api/discussion-target';
import { useCommentActions } from '../../hooks/use-comment-actions';
import { CommentBox } from '../comment-box/comment-box';
import { CommentList } from '../comment-thread/comment-list';
import { CommentThreadContext, type CommentThread } from '../comment-thread/comment-thread-context';
import { DEFAULT_DISCUSSION_TEXTS, type DiscussionTexts } from '../discussion-texts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export type DiscussionSectionProps = {
  target: DiscussionTarget;
  /** The words that differ from a post's (DEFAULT_DISCUSSION_TEXTS). */
  texts?: Partial<DiscussionTexts>;
  /**
   * The target's own top-level comment count moved (+1 after a comment was posted, -1 at once when
   * one is deleted): patch your cached target and return the undo, which runs if the delete fails.
   */
  onCommentCountChange?: (delta: 1 | -1) => Undo | void;
};

/**
 * The discussion of one target (spec §2 comments of a post, an event's or a listing's questions):
 * the comment box, the thread with nested replies, likes, and the delete confirmation.
 */
export function DiscussionSection({ target, texts, onCommentCountChange }: DiscussionSectionProps) {
  const [toDelete, setToDelete] = useState<DiscussionComment | null>(null);
  const { deleteComment, deleting } = useCommentActions(target, onCommentCountChange);
  const thread = useMemo<CommentThread>(
    () => ({
      target,
      texts: { ...DEFAULT_DISCUSSION_TEXTS, ...texts },
      requestDelete: setToDelete,
      onCommentCountChange,
    }),
    [target, texts, onCommentCountChange],
  );

  async function confirmDelete() {
    if (!toDelete) return;
    await deleteComment(toDelete);
    setToDelete(null);
  }

  return (
    <CommentThreadContext.Provider value={thread}>
      <Section aria-label={`${thread.texts.heading} section`}>
        <h3>{thread.texts.heading}</h3>
        <CommentBox parentId={null} collapsible />
        <CommentList />
      </Section>
      <ConfirmDialog
        open={toDelete !== null}
        processing={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </CommentThreadContext.Provider>
  );
}
