import { resolveDeepLinkTarget, type DeepLinkEntityType } from '@campusloop/contracts';
import type { AppDispatch, DeepLinkTarget } from '@campusloop/web-platform';
import { useAutoOpen, type AutoOpenOptions } from './use-auto-open';

/** Spec §4/§9: while the user's university is not known yet, look again every 500 ms, up to 10 s. */
export const CAMPUS_AUTO_OPEN_RETRY = { everyMs: 500, times: 20 } as const;

export type CampusAutoOpenOptions<Request, Item> = Omit<
  AutoOpenOptions<Request, Item>,
  'ready' | 'retryWhileNotReady' | 'load'
> & {
  /** Fetches the item of the user's university (`FRESH_READ`, see `useAutoOpen`). */
  load: (request: Request, universityId: string, dispatch: AppDispatch) => Promise<Item | null | undefined>;
};

/**
 * Opening a campus item (an event, a listing) from a notification or a link (spec §4): once the
 * user's university is known (looked for again every 500 ms, up to 10 s), 200 ms later (the kit's
 * auto-open), in the user's own university; an empty answer says `emptyText`.
 */
export function useCampusAutoOpen<Request extends object, Item>(
  request: Request | undefined,
  universityId: string | null | undefined,
  { load, ...options }: CampusAutoOpenOptions<Request, Item>,
): void {
  useAutoOpen(request, {
    ...options,
    ready: Boolean(universityId),
    retryWhileNotReady: CAMPUS_AUTO_OPEN_RETRY,
    load: (asked, dispatch) => load(asked, universityId ?? '', dispatch),
  });
}

/**
 * The id of the `entityType` a deep link asks for: its `entityId`, or the id in a notification's target
 * URL when the manifest's target paths (contracts' `resolveDeepLinkTarget`) say it stands for one.
 */
export function deepLinkedId(
  target: DeepLinkTarget | undefined,
  entityType: DeepLinkEntityType,
): string | undefined {
  if (!target) return undefined;
  if (target.entityType === entityType && target.entityId) return target.entityId;
  const fromUrl = target.params.targetUrl ? resolveDeepLinkTarget(target.params.targetUrl) : null;
  return fromUrl?.entityType === entityType && fromUrl.entityId ? fromUrl.entityId : undefined;
}
