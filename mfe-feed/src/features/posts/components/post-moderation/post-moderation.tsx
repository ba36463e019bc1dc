import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_TEXTS as T, type Post } from '@campusloop/contracts';
import { BlockUserAction, ReportDialog } from '@campusloop/owned-item-web';
import { Button } from '@campusloop/ui';
import { selectIsSignedIn, useAppSelector } from '@campusloop/web-platform';
import { useBlockAuthorMutation } from '../../api/post-block-api';
import { useReportPostMutation } from '../../api/post-report-api';

const Marker = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

/** 'Blocked' on a post a moderator blocked: only its author is ever sent one (issue 28). */
export function BlockedMarker({ post }: { post: Pick<Post, 'blocked'> }) {
  return post.blocked ? <Marker>{T.blocked}</Marker> : null;
}

/** The post's Report entry (signed in, not one's own post) and its dialog: the shared report dialog. */
export function ReportPostAction({ post }: { post: Pick<Post, 'id' | 'isOwner'> }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const [report] = useReportPostMutation();
  if (!signedIn || post.isOwner) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      {open && (
        <ReportDialog
          title={T.titles.post}
          send={(body) => report({ postId: post.id, body }).unwrap()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * 'Block user' on a named post of someone else (issue 28): never on an anonymous post (it carries no
 * author id). After the block the post is gone for the viewer, so `onBlocked` closes it.
 */
export function BlockAuthorAction({
  post,
  onBlocked,
}: {
  post: Pick<Post, 'isOwner' | 'isAnonymous' | 'authorId' | 'author'>;
  onBlocked: () => void;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [block] = useBlockAuthorMutation();
  const authorId = post.authorId;
  if (!signedIn || post.isOwner || post.isAnonymous || !authorId) return null;
  return <BlockUserAction name={post.author.name} block={() => block({ userId: authorId }).unwrap()} onBlocked={onBlocked} />;
}
