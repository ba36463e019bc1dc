import { useState } from 'react';
import { REPORT_TEXTS as T, type DiscussionComment } from '@campusloop/contracts';
import { ReportDialog } from '@campusloop/owned-item-web';
import { Button } from '@campusloop/ui';
import { selectIsSignedIn, useAppSelector } from '@campusloop/web-platform';
import { useReportDiscussionCommentMutation } from '../../api/comment-report-api';
import type { DiscussionTarget } from '../../api/discussion-target';

/**
 * A comment's Report entry (issue 28): where the target's service takes reports of comments
 * (`target.reports`), for a signed-in reader of someone else's comment; opens the shared report dialog.
 */
export function ReportCommentAction({ target, comment }: { target: DiscussionTarget; comment: Pick<DiscussionComment, 'id' | 'isOwner'> }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const [report] = useReportDiscussionCommentMutation();
  if (!target.reports || !signedIn || comment.isOwner) return null;
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      {open && (
        <ReportDialog
          title={T.titles.comment}
          send={(body) => report({ target, commentId: comment.id, body }).unwrap()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
