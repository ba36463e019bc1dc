import type { ReactNode } from 'react';

// Tab keys and deep-link kinds come from the vertical manifest (tools/verticals/verticals.json), via contracts.
import type { DashboardTabKey, DeepLinkEntityType } from '@campusloop/contracts';

export {
  DASHBOARD_TABS,
  DEEP_LINK_ENTITY_TYPES,
  type DashboardTabKey,
  type DeepLinkEntityType,
} from '@campusloop/contracts';

/**
 * Spec §3 deep-link target: what a dashboard link (e.g. from a notification) asks a tab to open.
 * The shell parses and validates it (ids are 11 characters of [A-Za-z0-9_]) and hands it to the tab.
 */
export type DeepLinkTarget = {
  entityType: DeepLinkEntityType;
  /** The entity to open or highlight; null when only a section is named (profile). */
  entityId: string | null;
  tab: DashboardTabKey;
  /** Communities and profile sections are highlighted rather than opened. */
  highlight: boolean;
  params: {
    section?: string;
    universityId?: string;
    communityId?: string;
    feedType?: string;
    targetUrl?: string;
  };
};

/** Props the shell passes to a remote's exposed tab module. All optional, so a remote also runs standalone. */
export type RemoteTabProps = {
  /** The dashboard tab showing the module (mfe_feed's Feed serves both HOME and CAMPUS_BUZZ). */
  tabKey?: DashboardTabKey;
  /** Deep-linked content for this tab; a new object each time a link is followed. */
  target?: DeepLinkTarget;
};

/** Props of mfe_feed/CommunityPosts, the post list of one community (used by mfe_communities). */
export type CommunityPostsProps = {
  communityId: string;
  /** Set for a university community: its posts live under the university. */
  universityId?: string | null;
  /** Prefixes the post dialog title. */
  communityName?: string;
  /** Offered in the panel shown when the feed fails to load (spec §2: a 'Join Community' button). */
  errorAction?: ReactNode;
  /** A post to open once the list has loaded (e.g. /communities/{cid}/posts/{pid}). */
  openPostId?: string;
};
