import { DEEP_LINKS, PUBLIC_ID_PATTERN, type DeepLinkRule } from '@campusloop/contracts';
import type { DashboardTabKey, DeepLinkTarget } from '@campusloop/web-platform';
import { parseTabKey } from '../dashboard-tabs';

/**
 * What a /dashboard link asks for besides its tab (spec §2 deep links). An announcement link is its id
 * only: the dialog shows what the notifications service answers for that id (issue 17), so a link's
 * own title, message or priority are not even read (issue 34, finding 6).
 */
export type DashboardLink = { target: DeepLinkTarget | null; announcementId: string | null };

/** The announcement dialog's parameter (the manifest's `announcement` deep link). */
const ANNOUNCEMENT_PARAMS = ['announcementId'] as const;
/** Read with any deep link and handed to the tab in `params`. */
const CONTEXT_PARAMS = ['feedType', 'targetUrl', 'universityId', 'communityId'] as const;

const isContextParam = (key: string) => (CONTEXT_PARAMS as readonly string[]).includes(key);

/** Every parameter the deep links of tools/verticals/verticals.json read (ids, sections, tab conditions). */
function linkParams(rules: readonly DeepLinkRule[]): string[] {
  return rules.flatMap((rule) => [
    rule.param,
    ...(rule.sectionParam ? [rule.sectionParam] : []),
    ...(rule.tabWhen ?? []).map((when) => when.param),
  ]);
}

/** Query parameters that make a dashboard URL a deep link (the URL is cleaned of them afterwards). */
export const DEEP_LINK_PARAMS: readonly string[] = [
  ...new Set([...linkParams(DEEP_LINKS), ...ANNOUNCEMENT_PARAMS, ...CONTEXT_PARAMS]),
];

const SECTION = /^[A-Za-z][\w-]{0,63}$/;

class InvalidLink extends Error {}

/** An id parameter: absent (or the '-1' notifications use for "none") gives undefined; anything but a public id is an error. */
function idParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key);
  if (value === null || value === '' || value === '-1') return undefined;
  if (!PUBLIC_ID_PATTERN.test(value)) throw new InvalidLink(`${key} is not an id`);
  return value;
}

/** Only site paths and http(s) URLs survive (spec §5: javascript:, data:, vbscript: are blanked). */
function safeTargetUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : undefined;
}

/** The link's tab parameter when the rule lets it choose, else the first condition that holds, else the rule's tab. */
function tabOf(
  rule: DeepLinkRule,
  params: URLSearchParams,
  common: Record<string, string | undefined>,
): DashboardTabKey {
  const asked = parseTabKey(params.get('tab'));
  if (asked && rule.tabFromLink?.includes(asked)) return asked;
  for (const when of rule.tabWhen ?? []) {
    // Context parameters as parsed (an id of '-1' is none), any other as given.
    const given = isContextParam(when.param) ? common[when.param] : params.get(when.param)?.trim();
    const value = (given ?? '').toLowerCase();
    if (value && (!when.in || when.in.includes(value))) return when.tab;
  }
  return rule.tab as DashboardTabKey;
}

function parseTarget(params: URLSearchParams, rules: readonly DeepLinkRule[]): DeepLinkTarget | null {
  const universityId = idParam(params, 'universityId');
  const communityId = idParam(params, 'communityId');
  const sections = new Map<string, string>();
  for (const key of new Set(rules.flatMap((rule) => (rule.sectionParam ? [rule.sectionParam] : [])))) {
    const section = params.get(key)?.trim();
    if (section && !SECTION.test(section)) throw new InvalidLink(`${key} is not a section name`);
    if (section) sections.set(key, section);
  }
  const feedType = params.get('feedType')?.trim() || undefined;
  const targetUrl = safeTargetUrl(params.get('targetUrl'));
  const common = {
    ...(universityId ? { universityId } : {}),
    ...(communityId ? { communityId } : {}),
    ...(feedType ? { feedType } : {}),
    ...(targetUrl ? { targetUrl } : {}),
  };

  // In the manifest's order: content that opens (post, event, listing) before content that is highlighted.
  for (const rule of rules) {
    if (!rule.tab) continue; // the dashboard's own (an announcement): its id below
    const entityId = idParam(params, rule.param);
    const section = rule.sectionParam ? sections.get(rule.sectionParam) : undefined;
    if (!entityId && !section) continue;
    return {
      entityType: rule.entityType,
      entityId: entityId ?? null,
      tab: tabOf(rule, params, common),
      highlight: rule.highlight,
      params: { ...common, ...(section ? { section } : {}) },
    };
  }
  return null;
}

/** Whether the URL carries any deep-link parameter (and so is cleaned up after handling). */
export function hasDeepLinkParams(params: URLSearchParams): boolean {
  return DEEP_LINK_PARAMS.some((key) => params.has(key));
}

/**
 * Reads a /dashboard link's deep-link parameters (spec §2) by the deep links of the vertical manifest
 * (`DEEP_LINKS` from @campusloop/contracts). Pure. A malformed link (an id that is
 * not 11 characters of [A-Za-z0-9_], an odd section name) is ignored as a whole: null.
 */
export function parseDashboardLink(
  params: URLSearchParams,
  rules: readonly DeepLinkRule[] = DEEP_LINKS,
): DashboardLink | null {
  try {
    const target = parseTarget(params, rules);
    const announcementId = idParam(params, 'announcementId') ?? null;
    return target || announcementId ? { target, announcementId } : null;
  } catch (error) {
    if (error instanceof InvalidLink) return null;
    throw error;
  }
}
