import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ConfirmDialog, ErrorPanel, Loading, Modal } from '@campusloop/ui';
import { FEED_STATUS_MESSAGES, normalizeApiError } from '@campusloop/web-platform';

/** The details' body: a column with the item's title as its h3 (and its sections' h4 headings). */
export const DetailsArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  & > section > h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The details' row of actions (RSVP, Mark as Sold, the owner's Edit/Delete…), ruled above and below. */
export const DetailsActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export type DetailsContentProps<T> = {
  /** The item's own answer, else what the list already knew. */
  item: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
  /** The spinner's text ('Loading event...'). */
  loadingLabel: string;
  /** The error panel's title when nothing is known ('Failed to load event details'). */
  errorTitle: string;
  children: (item: T) => ReactNode;
};

/** The details' content: the item once known, else loading, else the error panel with Try Again. */
export function DetailsContent<T>({
  item,
  isLoading,
  error,
  refetch,
  loadingLabel,
  errorTitle,
  children,
}: DetailsContentProps<T>) {
  if (item) return <>{children(item)}</>;
  if (isLoading) return <Loading label={loadingLabel} />;
  if (error === undefined) return null;
  return (
    <ErrorPanel
      title={errorTitle}
      error={normalizeApiError(error, { messages: FEED_STATUS_MESSAGES })}
      onRetry={() => void refetch()}
    />
  );
}

export type DetailsFrameProps = {
  title: string;
  onClose: () => void;
  /** The owner's delete confirmation (`useDeleteConfirmation`). */
  confirmation: { confirming: boolean; cancel: () => void; confirm: () => Promise<void> };
  /** While the delete runs ('Processing...'). */
  deleting: boolean;
  /** The confirmation's text; the spec's default warning when absent. */
  deleteMessage?: string;
  children: ReactNode;
};

/** An owned item's details (spec §2): a large dialog with the item and the owner's delete confirmation. */
export function DetailsFrame({
  title,
  onClose,
  confirmation,
  deleting,
  deleteMessage,
  children,
}: DetailsFrameProps) {
  return (
    <Modal open size="lg" title={title} onClose={onClose}>
      {children}
      <ConfirmDialog
        open={confirmation.confirming}
        {...(deleteMessage ? { message: deleteMessage } : {})}
        processing={deleting}
        onConfirm={() => void confirmation.confirm()}
        onCancel={confirmation.cancel}
      />
    </Modal>
  );
}
