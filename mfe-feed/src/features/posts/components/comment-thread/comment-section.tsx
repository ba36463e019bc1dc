import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Comment, Post } from '@campusloop/contracts';
import { ConfirmDialog } from '@campusloop/ui';
import { useCommentActions } from '../../hooks/use-comment-actions';
import { CommentBox } from '../comment-box/comment-box';
import { usesServerLastFlag } from '../post-view';
import { CommentList } from './comment-list';
import { CommentThreadContext, type CommentThread } from './comment-thread-context';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The comments part of the post dialog: the comment box, the thread, and the delete confirmation. */
export function CommentSection({ post }: { post: Pick<Post, 'id' | 'scope'> }) {
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const { deleteComment, deleting } = useCommentActions();
  const thread = useMemo<CommentThread>(
    () => ({ postId: post.id, useLastFlag: usesServerLastFlag(post), requestDelete: setToDelete }),
    [post],
  );

  async function confirmDelete() {
    if (!toDelete) return;
    await deleteComment(toDelete);
    setToDelete(null);
  }

  return (
    <CommentThreadContext.Provider value={thread}>
      <Section aria-label="Comments section">
        <h3>Comments</h3>
        <CommentBox postId={thread.postId} useLastFlag={thread.useLastFlag} parentId={null} collapsible />
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
