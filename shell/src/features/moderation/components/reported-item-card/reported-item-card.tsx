import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  REPORT_REASON_LABELS,
  MODERATION_SCREEN_TEXTS as T,
  type ModerationDesk,
  type ReportReason,
} from '@campusloop/contracts';
import { Button, RelativeTime, TextField, UserText } from '@campusloop/ui';
import type { DeskAction, QueueEntry } from '../../api/moderation-api';
import { RestrictAuthorForm } from '../restrict-author-form/restrict-author-form';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export type ReportedItemCardProps = {
  item: QueueEntry;
  desk: ModerationDesk;
  /** The action running on this item (its button spins, every button waits). */
  busy: DeskAction | 'restrict' | 'lift' | null;
  /** Another item's action runs: every button waits. */
  locked?: boolean;
  onAct: (action: DeskAction, reason?: string) => void;
  /** 'Restrict author', where the desk offers it for this item; resolves whether it was done. */
  onRestrict?: (input: { hours: number; reason?: string }) => Promise<boolean>;
  /** 'Lift restriction' of the item's author (with the reason typed for the audit log). */
  onLift?: (reason?: string) => void;
};

/** The item's title, or its text's start, or that it no longer exists. */
function headingOf(item: QueueEntry): string {
  if (!item.content) return T.deleted;
  const text = item.content.title?.trim() || item.content.text.trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * One reported item of a desk's queue: what it says, who wrote it ('Anonymous' when the desk does not
 * say), its open reports by reason, their count and age and the reporters' notes (never a reporter),
 * and the moderator's actions with an optional reason for the audit log.
 */
export function ReportedItemCard({
  item,
  desk,
  busy,
  locked = false,
  onAct,
  onRestrict,
  onLift,
}: ReportedItemCardProps) {
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [restricting, setRestricting] = useState(false);
  const content = item.content;
  const acting = locked || busy !== null;
  const act = (action: DeskAction) => onAct(action, reason.trim() || undefined);
  const reasons = Object.entries(item.reasons) as Array<[ReportReason, number]>;
  // The name everyone sees ('Anonymous' for an anonymous item); a desk that names no author: Anonymous too.
  const author = content ? (content.authorName ?? (content.authorId ? null : T.anonymous)) : null;

  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{headingOf(item)}</Heading>
      <Meta>
        <span>{desk.label}</span>
        {author && <span>{`${T.by} ${author}`}</span>}
        {content?.blocked && <Badge>{T.blockedBadge}</Badge>}
        <strong>{T.reports(item.count)}</strong>
        <span>
          {T.firstReported} <RelativeTime value={item.firstReportedAt} />
        </span>
      </Meta>
      {content && content.title && content.text && <UserText $lines={6}>{content.text}</UserText>}
      <Chips aria-label="Reasons">
        {reasons.map(([key, count]) => (
          <li key={key}>{`${REPORT_REASON_LABELS[key]} × ${count}`}</li>
        ))}
      </Chips>
      {item.notes.length > 0 && (
        <Notes aria-label={T.notes}>
          {item.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </Notes>
      )}
      <TextField
        label={T.reason}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        disabled={acting}
      />
      <Actions role="group" aria-label={`Actions on ${headingOf(item)}`}>
        {content && !content.blocked && (
          <Button variant="danger" loading={busy === 'block'} disabled={acting} onClick={() => act('block')}>
            {T.block}
          </Button>
        )}
        {content?.blocked && (
          <Button
            variant="secondary"
            loading={busy === 'unblock'}
            disabled={acting}
            onClick={() => act('unblock')}
          >
            {T.unblock}
          </Button>
        )}
        <Button
          variant="secondary"
          loading={busy === 'dismiss'}
          disabled={acting}
          onClick={() => act('dismiss')}
        >
          {T.dismiss}
        </Button>
        {onRestrict && !restricting && (
          <Button variant="ghost" disabled={acting} onClick={() => setRestricting(true)}>
            {T.restrictAuthor}
          </Button>
        )}
        {onLift && (
          <Button
            variant="ghost"
            loading={busy === 'lift'}
            disabled={acting}
            onClick={() => onLift(reason.trim() || undefined)}
          >
            {T.liftRestriction}
          </Button>
        )}
      </Actions>
      {onRestrict && restricting && (
        <RestrictAuthorForm
          busy={busy === 'restrict'}
          onCancel={() => setRestricting(false)}
          onSubmit={(input) => void onRestrict(input).then((done) => done && setRestricting(false))}
        />
      )}
    </Card>
  );
}
