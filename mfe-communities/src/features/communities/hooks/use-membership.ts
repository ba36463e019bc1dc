import { useCallback } from 'react';
import { COMMUNITY_MESSAGES, type Community } from '@campusloop/contracts';
import { useToast } from '@campusloop/ui';
import { useSetMembershipMutation } from '../api/community-mutations-api';

/**
 * Join and leave with the spec §8 toasts: optimistic (isMember and memberCount change at once, put
 * back when the call fails — community-mutations-api.ts). Resolves true when the change held.
 */
export function useMembership() {
  const [setMembership, state] = useSetMembershipMutation();
  const toast = useToast();
  const change = useCallback(
    async (community: Pick<Community, 'id'>, join: boolean): Promise<boolean> => {
      try {
        await setMembership({ communityId: community.id, join }).unwrap();
        toast.show({ tone: 'success', message: join ? COMMUNITY_MESSAGES.joined : COMMUNITY_MESSAGES.left });
        return true;
      } catch {
        toast.show({ tone: 'error', message: join ? COMMUNITY_MESSAGES.joinFailed : COMMUNITY_MESSAGES.leaveFailed });
        return false;
      }
    },
    [setMembership, toast],
  );
  return { join: (c: Pick<Community, 'id'>) => change(c, true), leave: (c: Pick<Community, 'id'>) => change(c, false), busy: state.isLoading };
}
