import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ConfirmDialog, Modal } from '@campusloop/ui';

/** The details' body: a column with the item's title as its h3. */
export const DetailsArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

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
