import { PUBLIC_ID_PATTERN } from '../public-id-pattern';
import { DEEP_LINKS, type DashboardTabKey, type DeepLinkEntityType } from './dashboard.generated';
import type { DeepLinkRule } from './deep-link-rule';

/** A site path (a notification's `targetUrl`) read as deep-linked content. */
export type ResolvedDeepLinkTarget = {
  entityType: DeepLinkEntityType;
  /** The id in the path; null for a path without one (`/account/blocked`). */
  entityId: string | null;
  /** null: the dashboard itself (an announcement). */
  tab: DashboardTabKey | null;
  /** The dashboard query: the tab, the entity's id parameter, the other ids in the path, the target's fixed parameters. */
  query: Record<string, string>;
  /** `#…` of the path, or ''. */
  fragment: string;
};

const segmentsOf = (path: string) => path.split('/').slice(1);

/**
 * Which deep-linked content a site path stands for (spec §2: `/posts/{id}` CAMPUS_BUZZ, `/events/{id}`
 * EVENTS, `/feed/posts/{id}` HOME, `/communities/{cid}/posts/{pid}` COMMUNITIES, …), from the target
 * paths of the vertical manifest. null for anything else: another site, a query-only path, an id that
 * is not 11 characters of [A-Za-z0-9_].
 */
export function resolveDeepLinkTarget(
  targetUrl: string,
  rules: readonly DeepLinkRule[] = DEEP_LINKS,
): ResolvedDeepLinkTarget | null {
  if (!targetUrl.startsWith('/') || targetUrl.startsWith('//')) return null;
  const hash = targetUrl.indexOf('#');
  const fragment = hash >= 0 ? targetUrl.slice(hash) : '';
  const path =
    (hash >= 0 ? targetUrl.slice(0, hash) : targetUrl).split('?')[0]?.replace(/(.)\/$/, '$1') ?? '';
  const actual = segmentsOf(path);
  for (const rule of rules) {
    for (const target of rule.targets) {
      const expected = segmentsOf(target.path);
      if (expected.length !== actual.length) continue;
      const ids: Record<string, string> = {};
      const matches = expected.every((segment, index) => {
        const value = actual[index] ?? '';
        if (!segment.startsWith(':')) return segment === value;
        if (!PUBLIC_ID_PATTERN.test(value)) return false;
        ids[segment === ':id' ? rule.param : segment.slice(1)] = value;
        return true;
      });
      if (!matches) continue;
      const tab = target.tab ?? rule.tab;
      return {
        entityType: rule.entityType,
        entityId: ids[rule.param] ?? null,
        tab,
        // Spec order: tab, the entity's id, then the other ids.
        query: {
          ...(tab ? { tab } : {}),
          ...(ids[rule.param] ? { [rule.param]: ids[rule.param] } : {}),
          ...ids,
          ...target.query,
        },
        fragment,
      };
    }
  }
  return null;
}

/** Ids a notification carries besides its target path; '-1' (or null) means none. */
export type DeepLinkContext = { universityId?: string | null; communityId?: string | null };

/**
 * The /dashboard link for a site path (spec §2): query tab, the entity's id, universityId and
 * communityId (omitted when -1), and the path's fragment. null when the path stands for no content.
 */
export function dashboardLinkForTarget(
  targetUrl: string,
  context: DeepLinkContext = {},
  rules: readonly DeepLinkRule[] = DEEP_LINKS,
): string | null {
  const resolved = resolveDeepLinkTarget(targetUrl, rules);
  if (!resolved) return null;
  const query = new URLSearchParams(resolved.query);
  for (const key of ['universityId', 'communityId'] as const) {
    const value = context[key];
    if (value && value !== '-1' && !query.has(key)) query.set(key, value);
  }
  const search = query.toString();
  return `/dashboard${search ? `?${search}` : ''}${resolved.fragment}`;
}
