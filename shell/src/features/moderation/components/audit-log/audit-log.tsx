import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  MODERATION_DESK_LIST,
  MODERATION_SCREEN_TEXTS as T,
  type AuditEntry,
  type ModerationDesk,
} from '@campusloop/contracts';
import {
  Button,
  EmptyState,
  ErrorPanel,
  LoadMore,
  Loading,
  RelativeTime,
  ToggleChoices,
  useToast,
} from '@campusloop/ui';
import { normalizeApiError, usePagedList, type PagedList } from '@campusloop/web-platform';
import {
  useGetModerationAuditInfiniteQuery,
  useGetRestrictionAuditInfiniteQuery,
  useModerateItemMutation,
} from '../../api/moderation-api';

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An append-only audit log, newest first; `action` adds a button to an entry (a desk's Unblock). */
function AuditEntries({
  label,
  list,
  action,
}: {
  label: string;
  list: PagedList<AuditEntry>;
  action?: (entry: AuditEntry) => ReactNode;
}) {
  if (list.loadError) {
    const error = normalizeApiError(list.loadError);
    return (
      <ErrorPanel
        error={{ status: error.status, message: error.message }}
        title={T.auditFailed}
        onRetry={() => void list.reload()}
      />
    );
  }
  if (!list.loaded) return <Loading label={T.loadingAudit} />;
  if (list.items.length === 0) return <EmptyState title={T.emptyAudit} />;
  return (
    <>
      <Entries aria-label={`${label}: ${T.auditTab}`}>
        {list.items.map((entry) => (
          <Entry key={entry.id}>
            <div>
              <p>
                <strong>{T.actionNames[entry.action]}</strong> {`${entry.itemType} ${entry.itemId}`}
                {entry.reportsClosed > 0 && ` · ${T.reports(entry.reportsClosed)} closed`}
              </p>
              {entry.reason && <p>{entry.reason}</p>}
              <small>
                {`by ${entry.moderatorName ?? entry.moderatorId} · `}
                <RelativeTime value={entry.at} />
              </small>
            </div>
            {action?.(entry)}
          </Entry>
        ))}
      </Entries>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.isLoadingMore}
        onLoadMore={list.loadMore}
        error={list.loadMoreError ? normalizeApiError(list.loadMoreError).message : null}
      />
    </>
  );
}

/** One desk's audit log; a block offers Unblock (the action is idempotent). */
function DeskAudit({ desk }: { desk: ModerationDesk }) {
  const list = usePagedList(useGetModerationAuditInfiniteQuery(desk));
  const [moderate, { isLoading, originalArgs }] = useModerateItemMutation();
  const toast = useToast();

  const unblock = async (itemId: string) => {
    try {
      await moderate({ desk, action: 'unblock', itemId }).unwrap();
      toast.show({ tone: 'success', message: T.unblocked });
    } catch (error) {
      toast.show({ tone: 'error', message: normalizeApiError(error).message || T.actionFailed });
    }
  };

  return (
    <AuditEntries
      label={desk.label}
      list={list}
      action={(entry) =>
        entry.action === 'block' && (
          <Button
            variant="secondary"
            loading={isLoading && originalArgs?.itemId === entry.itemId}
            disabled={isLoading}
            aria-label={`${T.unblock} ${entry.itemType} ${entry.itemId}`}
            onClick={() => void unblock(entry.itemId)}
          >
            {T.unblock}
          </Button>
        )
      }
    />
  );
}

/** Identity's log: account restrictions and lifts, with the moderator's name. */
function RestrictionAudit() {
  const list = usePagedList(useGetRestrictionAuditInfiniteQuery());
  return <AuditEntries label={T.restrictionsLog} list={list} />;
}

const RESTRICTIONS = 'restrictions';

/** The audit log tab: one desk's log at a time (each service keeps its own), or identity's restrictions. */
export function AuditLog() {
  const [itemType, setItemType] = useState(MODERATION_DESK_LIST[0]?.itemType ?? RESTRICTIONS);
  const labelId = useId();
  const desk = MODERATION_DESK_LIST.find((candidate) => candidate.itemType === itemType);
  return (
    <>
      <div id={labelId}>
        <ToggleChoices
          label={T.auditDeskLabel}
          options={[
            ...MODERATION_DESK_LIST.map((candidate) => ({
              value: candidate.itemType,
              label: candidate.label,
            })),
            { value: RESTRICTIONS, label: T.restrictionsLog },
          ]}
          value={itemType}
          onChange={setItemType}
        />
      </div>
      {desk ? <DeskAudit key={desk.itemType} desk={desk} /> : <RestrictionAudit />}
    </>
  );
}
