import { DEEP_LINKS, type DashboardTabKey, type DeepLinkEntityType } from './dashboard.generated';
import type { DeepLinkRule } from './deep-link-rule';

/**
 * The site path that stands for an entity (a notification's `targetUrl`, spec §2), from the vertical
 * manifest's target paths: the inverse of `resolveDeepLinkTarget`. `tab` picks the target that opens that
 * tab (a public post's `/feed/posts/{id}` for HOME); without it the entity's plain target (`/posts/{id}`).
 * `ids.id` fills `:id`, the other ids their own segments (`:communityId`).
 */
export function deepLinkTargetPath(
  entityType: DeepLinkEntityType,
  ids: { id: string } & Record<string, string>,
  tab?: DashboardTabKey,
  rules: readonly DeepLinkRule[] = DEEP_LINKS,
): string {
  const rule = rules.find((candidate) => candidate.entityType === entityType);
  const target = rule?.targets.find((candidate) => (tab === undefined ? !candidate.tab : candidate.tab === tab));
  if (!target) throw new Error(`The manifest has no ${entityType} target${tab ? ` for ${tab}` : ''}`);
  return target.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = ids[segment.slice(1)];
      if (value === undefined) throw new Error(`${target.path} needs ${segment.slice(1)}`);
      return encodeURIComponent(value);
    })
    .join('/');
}
