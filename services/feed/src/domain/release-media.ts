import type { MediaContext } from '@campusloop/contracts';
import type { FeedContext } from './feed-context';

/**
 * Tells media that images of a post or comment are no longer used. Best effort: the content change
 * already happened, and media removes unattached or orphaned uploads by itself later, so a failure
 * is logged, not returned to the user.
 */
export async function releaseMedia(
  ctx: FeedContext,
  context: Extract<MediaContext, 'POST' | 'COMMENT'>,
  referenceId: string,
  ids?: string[],
): Promise<void> {
  if (ids && ids.length === 0) return;
  try {
    await ctx.media.detach({ context, referenceId, ...(ids ? { ids } : {}) });
  } catch (error) {
    ctx.logger.warn({ err: error, context, referenceId }, 'could not release media');
  }
}
