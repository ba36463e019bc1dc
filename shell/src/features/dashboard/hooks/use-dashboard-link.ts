import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DashboardTabKey, DeepLinkTarget } from '@campusloop/web-platform';
import { parseTabKey } from '../dashboard-tabs';
import { DEEP_LINK_PARAMS, hasDeepLinkParams, parseDashboardLink } from '../deep-link/parse-dashboard-link';

/** Spec §9: the URL is cleaned 800 ms after a deep link was handled. */
export const URL_CLEANUP_DELAY_MS = 800;
/** Spec §4: the content-opening indicator ends 300 ms after the tab changed. */
export const OPENING_INDICATOR_MS = 300;

export type DashboardLinkState = {
  /** The deep-linked content to open; kept after the URL is cleaned, until dropped. */
  target: DeepLinkTarget | null;
  /** The tab the link asks for, while the URL still carries it. */
  linkedTab: DashboardTabKey | null;
  /** The linked announcement's id (the dialog loads it from the notifications service). */
  announcementId: string | null;
  closeAnnouncement: () => void;
  /** Forget the target (another tab was chosen, or the tab was reloaded). */
  dropTarget: () => void;
  /** 'Opening content...' is showing. */
  opening: boolean;
};

/**
 * Spec §2 deep links on /dashboard: parses them (ignoring malformed ones), holds the target and the
 * announcement's id, shows the opening indicator briefly and cleans the URL after 800 ms, keeping only tab.
 */
export function useDashboardLink(): DashboardLinkState {
  const [params, setParams] = useSearchParams();
  // Keyed by the link's own parameters, so unrelated URL changes keep the same target object.
  const linkKey = ['tab', ...DEEP_LINK_PARAMS].map((key) => params.get(key) ?? '').join('\u0000');
  const isLink = hasDeepLinkParams(params);
  const fromUrl = useMemo(() => (isLink ? parseDashboardLink(params) : null), [linkKey]);
  const [held, setHeld] = useState<DeepLinkTarget | null>(null);
  const [announcementId, setAnnouncementId] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (fromUrl?.target) {
      setHeld(fromUrl.target);
      setOpening(true);
    }
    if (fromUrl?.announcementId) setAnnouncementId(fromUrl.announcementId);
  }, [fromUrl]);

  useEffect(() => {
    if (!opening) return undefined;
    const timer = window.setTimeout(() => setOpening(false), OPENING_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [opening]);

  const linkedTab = fromUrl?.target?.tab ?? null;
  useEffect(() => {
    if (!isLink) return undefined;
    const timer = window.setTimeout(() => {
      const tab = linkedTab ?? parseTabKey(params.get('tab'));
      setParams(tab ? { tab } : {}, { replace: true });
    }, URL_CLEANUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLink, linkedTab, params, setParams]);

  const dropTarget = useCallback(() => setHeld(null), []);
  const closeAnnouncement = useCallback(() => setAnnouncementId(null), []);
  return { target: fromUrl?.target ?? held, linkedTab, announcementId, closeAnnouncement, dropTarget, opening };
}
