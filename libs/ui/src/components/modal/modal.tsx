import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDialogBehaviour } from './use-dialog-behaviour';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  open: boolean;
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  size?: ModalSize;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click on the backdrop closes the dialog; default true. */
  closeOnBackdrop?: boolean;
  /** The control to focus when the dialog opens; default its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra content of the header row, after the title (e.g. a badge). */
  headerExtra?: ReactNode;
};

const WIDTHS: Record<ModalSize, string> = { sm: '420px', md: '600px', lg: '820px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(17, 24, 39, 0.55);
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
  }
`;

const Surface = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    height: 100%;
    max-height: none;
    border-radius: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CloseButton = styled.button`
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * An accessible modal dialog in a portal: named by its title, focus kept inside while open, Escape
 * and the close button close it, focus returns to the opener. Full screen at 768px and below.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  closeOnBackdrop = true,
  initialFocus,
  headerExtra,
}: ModalProps) {
  const titleId = useId();
  const surface = useRef<HTMLDivElement>(null);
  useDialogBehaviour(surface, open, onClose, initialFocus);
  if (!open) return null;
  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <Surface
        ref={surface}
        $size={size}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {headerExtra}
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Surface>
    </Backdrop>,
    document.body,
  );
}
