import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export const CONFIRM_DIALOG_DEFAULTS = {
  title: 'Confirm Delete',
  message: 'Are you sure you want to delete this item? This action cannot be undone.',
  processing: 'Processing...',
} as const;

export type ConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: the confirm button reads 'Processing...' and nothing can be clicked. */
  processing?: boolean;
};

const Message = styled.p`
  margin: 0;
`;

/** Spec §2 confirm dialog: 'Confirm Delete', the default warning, and a 'Processing...' state. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = CONFIRM_DIALOG_DEFAULTS.title,
  message = CONFIRM_DIALOG_DEFAULTS.message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  processing = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!processing) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      size="sm"
      role="alertdialog"
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={processing}>
            {cancelLabel}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            disabled={processing}
            aria-busy={processing || undefined}
          >
            {processing ? CONFIRM_DIALOG_DEFAULTS.processing : confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Modal>
  );
}
