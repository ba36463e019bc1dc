import { REPORT_TEXTS as T, type Post } from '@campusloop/contracts';
import { BlockUserAction, ReportAction } from '@campusloop/owned-item-web';
import { selectIsSignedIn, useAppSelector } from '@campusloop/web-platform';
import { useBlockAuthorMutation } from '../../api/post-block-api';
import { useReportPostMutation } from '../../api/post-report-api';

/** The post's Report entry (signed in, not one's own post): the shared Report button and dialog. */
export function ReportPostAction({ post }: { post: Pick<Post, 'id' | 'isOwner'> }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [report] = useReportPostMutation();
  if (!signedIn || post.isOwner) return null;
  return <ReportAction title={T.titles.post} send={(body) => report({ postId: post.id, body }).unwrap()} />;
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
