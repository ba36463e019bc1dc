import type { DashboardTabKey, DeepLinkEntityType } from './dashboard.generated';

/** A tab a deep link opens when a link parameter has one of these values (any value when `in` is absent). */
export type DeepLinkTabCondition = {
  readonly param: string;
  /** Compared case-insensitively with the trimmed value. */
  readonly in?: readonly string[];
  readonly tab: DashboardTabKey;
};

/**
 * A site path that stands for the entity (a notification's `targetUrl`, spec §2): `:id` is the entity's
 * id, `:universityId` / `:communityId` are carried on; `tab` overrides the deep link's tab; `query` are
 * fixed parameters its dashboard link carries (`/account/blocked`: `notice=account-restricted`).
 */
export type DeepLinkTargetPattern = {
  readonly path: string;
  readonly tab?: DashboardTabKey;
  readonly query?: Readonly<Record<string, string>>;
};

/**
 * One kind of deep-linked content (spec §2 deep links), from a vertical's `deepLinks` in
 * tools/verticals/verticals.json: the query parameter carrying its id, the tab it opens and the site
 * paths that stand for it.
 */
export type DeepLinkRule = {
  readonly entityType: DeepLinkEntityType;
  /** The dashboard query parameter carrying the entity's id (`eventId`). */
  readonly param: string;
  /** A parameter that opens the tab without an id and is handed on as `params.section` (the profile's). */
  readonly sectionParam?: string;
  /** The tab it opens; null for what the dashboard shows itself (an announcement). */
  readonly tab: DashboardTabKey | null;
  /** The tab highlights the entity (a community, a profile section) rather than opening it. */
  readonly highlight: boolean;
  /** Tabs the link's own `tab` parameter may choose instead (a post: HOME, CAMPUS_BUZZ or COMMUNITIES). */
  readonly tabFromLink?: readonly DashboardTabKey[];
  /** Otherwise the first condition that holds chooses the tab, else `tab`. */
  readonly tabWhen?: readonly DeepLinkTabCondition[];
  readonly targets: readonly DeepLinkTargetPattern[];
};
