import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Community } from '@campusloop/contracts';
import { FloatingActionButton, Loading, PageSection } from '@campusloop/ui';
import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import type { CommunityListKey, CommunityListKind } from '../../api/community-lists';
import { useCommunityList } from '../../hooks/use-community-list';
import { useMembership } from '../../hooks/use-membership';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';
import { CommunityGrid } from '../community-grid/community-grid';
import { CommunityListTabs } from '../community-list-tabs/community-list-tabs';
import { CommunityPage } from '../community-page/community-page';

// The form (with the zod schema it validates with) loads when it opens, not with the grid, so the
// Communities tab's first screen carries no zod (issue 30, as mfe-feed's post dialogs).
const CommunityFormDialog = lazy(async () => ({
  default: (await import('../community-form-dialog/community-form-dialog')).CommunityFormDialog,
}));

/** A community to open: from a card's View, or a deep link (`communityId`, `/communities/{id}[/posts/{pid}]`). */
export type OpenCommunity = { communityId: string; postId?: string | undefined; highlight?: boolean; initial?: Community };

export type CommunitiesBoardProps = {
  /** A community to open (a deep link); a new object per request. */
  open?: OpenCommunity | undefined;
};

type Form = { mode: 'create' } | { mode: 'edit'; community: Community } | null;

/**
 * The Communities tab (spec §2): Public, Campus Communities (verified students), My Communities and
 * Joined (n) as card grids with Load More, the floating Create Community button, the form, and the
 * community page when one is opened.
 */
export function CommunitiesBoard({ open }: CommunitiesBoardProps) {
  const user = useAppSelector(selectCurrentUser);
  const verified = hasCampusAccess(user);
  const universityId = verified ? (user?.universityId ?? null) : null;
  const kinds = useMemo<CommunityListKind[]>(
    () => (universityId ? ['public', 'campus', 'mine', 'joined'] : ['public', 'mine', 'joined']),
    [universityId],
  );
  const [kind, setKind] = useState<CommunityListKind>('public');
  const [selected, setSelected] = useState<OpenCommunity | null>(open ?? null);
  const [form, setForm] = useState<Form>(null);
  const { join, leave } = useMembership();

  useEffect(() => {
    if (open) setSelected(open);
  }, [open]);

  const key = useMemo<CommunityListKey>(
    () => (kind === 'campus' ? { kind, universityId } : { kind }),
    [kind, universityId],
  );
  const list = useCommunityList(key);
  const joined = useCommunityList(useMemo<CommunityListKey>(() => ({ kind: 'joined' }), []));

  const edit = (community: Community) => setForm({ mode: 'edit', community });
  return (
    <PageSection title={T.header}>
      {selected ? (
        <CommunityPage
          communityId={selected.communityId}
          initial={selected.initial}
          openPostId={selected.postId}
          highlight={selected.highlight ?? false}
          onBack={() => setSelected(null)}
          onEdit={edit}
        />
      ) : (
        <CommunityListTabs kinds={kinds} current={kind} onChange={setKind} joinedCount={joined.total}>
          <CommunityGrid
            list={list}
            kind={kind}
            onView={(community) => setSelected({ communityId: community.id, initial: community })}
            onEdit={edit}
            onJoin={(community) => void join(community)}
            onLeave={(community) => void leave(community)}
          />
        </CommunityListTabs>
      )}
      {!selected && <FloatingActionButton label={T.create} icon="+" onClick={() => setForm({ mode: 'create' })} />}
      {form && (
        <Suspense fallback={<Loading />}>
          <CommunityFormDialog
            onClose={() => setForm(null)}
            {...(form.mode === 'edit' ? { community: form.community } : { onSaved: () => setKind('mine') })}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
