import { PUBLIC_ID_PATTERN } from '@campusloop/contracts';
import type { DashboardTabKey, DeepLinkTarget } from '@campusloop/web-platform';
import { parseTabKey } from '../dashboard-tabs';
import {
  ANNOUNCEMENT_DEFAULTS,
  ANNOUNCEMENT_PRIORITIES,
  type Announcement,
  type AnnouncementPriority,
} from './announcement';

/** What a /dashboard link asks for besides its tab (spec §2 deep links). */
export type DashboardLink = { target: DeepLinkTarget | null; announcement: Announcement | null };

/** Query parameters that make a dashboard URL a deep link (the URL is cleaned of them afterwards). */
export const DEEP_LINK_PARAMS = [
  'postId',
  'eventId',
  'listingId',
  'communityId',
  'userId',
  'section',
  'announcementId',
  'title',
  'message',
  'priority',
  'feedType',
  'targetUrl',
  'universityId',
] as const;

const SECTION = /^[A-Za-z][\w-]{0,63}$/;
const TEXT_MAX = 2000;

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

function text(params: URLSearchParams, key: string, fallback: string): string {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, TEXT_MAX) : fallback;
}

function priority(value: string | null): AnnouncementPriority {
  const upper = value?.trim().toUpperCase();
  return (ANNOUNCEMENT_PRIORITIES as readonly string[]).includes(upper ?? '')
    ? (upper as AnnouncementPriority)
    : ANNOUNCEMENT_DEFAULTS.priority;
}

/** postId: tab or feedType 'public' means HOME, otherwise CAMPUS_BUZZ or (community posts) COMMUNITIES. */
function postTab(params: URLSearchParams, communityId: string | undefined): DashboardTabKey {
  const tab = parseTabKey(params.get('tab'));
  if (tab === 'HOME' || tab === 'CAMPUS_BUZZ' || tab === 'COMMUNITIES') return tab;
  const feedType = params.get('feedType')?.trim().toLowerCase();
  if (feedType === 'public') return 'HOME';
  if (feedType === 'community' || feedType === 'communities' || communityId) return 'COMMUNITIES';
  return 'CAMPUS_BUZZ';
}

function parseTarget(params: URLSearchParams): DeepLinkTarget | null {
  const universityId = idParam(params, 'universityId');
  const communityId = idParam(params, 'communityId');
  const section = params.get('section')?.trim();
  if (section && !SECTION.test(section)) throw new InvalidLink('section is not a section name');
  const feedType = params.get('feedType')?.trim() || undefined;
  const targetUrl = safeTargetUrl(params.get('targetUrl'));
  const common = {
    ...(universityId ? { universityId } : {}),
    ...(communityId ? { communityId } : {}),
    ...(feedType ? { feedType } : {}),
    ...(targetUrl ? { targetUrl } : {}),
  };

  const postId = idParam(params, 'postId');
  if (postId)
    return {
      entityType: 'post',
      entityId: postId,
      tab: postTab(params, communityId),
      highlight: false,
      params: common,
    };
  const eventId = idParam(params, 'eventId');
  if (eventId)
    return { entityType: 'event', entityId: eventId, tab: 'EVENTS', highlight: false, params: common };
  const listingId = idParam(params, 'listingId');
  if (listingId)
    return {
      entityType: 'listing',
      entityId: listingId,
      tab: 'MARKETPLACE',
      highlight: false,
      params: common,
    };
  if (communityId)
    return {
      entityType: 'community',
      entityId: communityId,
      tab: 'COMMUNITIES',
      highlight: true,
      params: common,
    };
  const userId = idParam(params, 'userId');
  if (userId || section) {
    return {
      entityType: 'profile',
      entityId: userId ?? null,
      tab: 'PROFILE',
      highlight: true,
      params: { ...common, ...(section ? { section } : {}) },
    };
  }
  return null;
}

function parseAnnouncement(params: URLSearchParams): Announcement | null {
  const id = idParam(params, 'announcementId');
  if (!id) return null;
  return {
    id,
    title: text(params, 'title', ANNOUNCEMENT_DEFAULTS.title),
    message: text(params, 'message', ANNOUNCEMENT_DEFAULTS.message),
    priority: priority(params.get('priority')),
  };
}

/** Whether the URL carries any deep-link parameter (and so is cleaned up after handling). */
export function hasDeepLinkParams(params: URLSearchParams): boolean {
  return DEEP_LINK_PARAMS.some((key) => params.has(key));
}

/**
 * Reads a /dashboard link's deep-link parameters (spec §2). Pure. A malformed link (an id that is
 * not 11 characters of [A-Za-z0-9_], an odd section name) is ignored as a whole: null.
 */
export function parseDashboardLink(params: URLSearchParams): DashboardLink | null {
  try {
    const target = parseTarget(params);
    const announcement = parseAnnouncement(params);
    return target || announcement ? { target, announcement } : null;
  } catch (error) {
    if (error instanceof InvalidLink) return null;
    throw error;
  }
}
