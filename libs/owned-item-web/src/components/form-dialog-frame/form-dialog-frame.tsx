import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@campusloop/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A form-level message (a field group's error, the server's refusal). */
export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type FormDialogFrameProps = {
  title: string;
  /** The form's id (the footer's submit button is outside the form). */
  formId: string;
  submitLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void | Promise<void>;
  /** Whether a backdrop click closes it (default true). */
  closeOnBackdrop?: boolean;
  /** Disables Cancel while saving. */
  lockCancelWhileSaving?: boolean;
  /** Disables the submit button (e.g. spec §5 Communities: while name or description is empty). */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** Create/Edit of an owned item (spec §4/§5): the dialog, its fields in a column, Cancel and the submit button. */
export function FormDialogFrame({
  title,
  formId,
  submitLabel,
  saving,
  onClose,
  onSubmit,
  closeOnBackdrop = true,
  lockCancelWhileSaving = false,
  submitDisabled = false,
  children,
}: FormDialogFrameProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeOnBackdrop={closeOnBackdrop}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={lockCancelWhileSaving && saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitDisabled) void onSubmit();
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
