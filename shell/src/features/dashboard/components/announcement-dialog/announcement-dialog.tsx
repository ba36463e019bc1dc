import styled, { css, type DefaultTheme } from 'styled-components';
import { Button, Modal } from '@campusloop/ui';
import type { Announcement, AnnouncementPriority } from '../../deep-link/announcement';

const PRIORITY_STYLES: Record<AnnouncementPriority, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  LOW: (theme) => css`
    color: ${theme.colors.textMuted};
    background: ${theme.colors.surfaceMuted};
    border-color: ${theme.colors.border};
  `,
  MEDIUM: (theme) => css`
    color: ${theme.colors.primary};
    background: #eef2ff;
    border-color: ${theme.colors.primary};
  `,
  HIGH: (theme) => css`
    color: ${theme.colors.warning};
    background: ${theme.colors.warningSurface};
    border-color: ${theme.colors.warning};
  `,
  URGENT: (theme) => css`
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
  `,
};

const Badge = styled.span<{ $priority: AnnouncementPriority }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  ${({ theme, $priority }) => PRIORITY_STYLES[$priority](theme)}
`;

const Message = styled.p<{ $priority: AnnouncementPriority }>`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 4px solid;
  white-space: pre-wrap;
  ${({ theme, $priority }) => PRIORITY_STYLES[$priority](theme)}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;

/** Spec §2: an announcement opened from a dashboard link, styled by priority (LOW, MEDIUM, HIGH, URGENT). */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose: () => void;
}) {
  if (!announcement) return null;
  const { title, message, priority } = announcement;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="sm"
      role={priority === 'URGENT' ? 'alertdialog' : 'dialog'}
      headerExtra={
        <Badge $priority={priority} data-priority={priority}>
          {priority}
        </Badge>
      }
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <Message $priority={priority}>{message}</Message>
    </Modal>
  );
}
