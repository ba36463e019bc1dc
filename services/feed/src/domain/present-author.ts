import { ANONYMOUS_AUTHOR, type FeedAuthor, type MediaItem } from '@campusloop/contracts';
import type { StoredAuthor } from '../data/stored-author';

interface Authored {
  isAnonymous: boolean;
  authorId: string;
  author: StoredAuthor;
  media: MediaItem[];
}

export interface PresentedAuthorship {
  author: FeedAuthor;
  authorId?: string;
  isOwner: boolean;
  media: MediaItem[];
}

/**
 * The anonymity rule in one place (spec §1, architecture "Identity and access"): an anonymous post
 * or comment shows 'Anonymous' with no id, avatar, verified badge or university to everyone but
 * its author, whose own view keeps the real snapshot. Image file names of anonymous items are
 * dropped too (a file name can identify its author).
 */
export function presentAuthorship(item: Authored, viewerId: string | undefined): PresentedAuthorship {
  const isOwner = viewerId !== undefined && viewerId === item.authorId;
  const media = item.media.map((medium) => ({ ...medium }));
  if (item.isAnonymous && !isOwner) {
    return {
      author: { ...ANONYMOUS_AUTHOR },
      isOwner,
      media: media.map(({ originalFilename: _dropped, ...rest }) => rest),
    };
  }
  const { name, avatarUrl, isVerified, universityName } = item.author;
  return { author: { name, avatarUrl, isVerified, universityName }, authorId: item.authorId, isOwner, media };
}
