import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_TEXTS as T, type Post } from '@campusloop/contracts';
import { ReportDialog } from '@campusloop/owned-item-web';
import { Button } from '@campusloop/ui';
import { selectIsSignedIn, useAppSelector } from '@campusloop/web-platform';
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
