// Dashboard tabs and deep links, derived from tools/verticals/verticals.json (dashboard.generated.ts).
export {
  DASHBOARD_TABS,
  DEEP_LINK_ENTITY_TYPES,
  DEEP_LINKS,
  type DashboardTabKey,
  type DeepLinkEntityType,
} from './dashboard.generated';
export type { DeepLinkRule, DeepLinkTabCondition, DeepLinkTargetPattern } from './deep-link-rule';
export {
  dashboardLinkForTarget,
  resolveDeepLinkTarget,
  type DeepLinkContext,
  type ResolvedDeepLinkTarget,
} from './dashboard-link-for-target';
export { deepLinkTargetPath } from './deep-link-target-path';
