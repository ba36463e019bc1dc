import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, useDismiss } from '@campusloop/ui';

const Anchor = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(360px, 90vw);
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  header { display: flex; justify-content: space-between; align-items: center; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  footer { margin-top: ${({ theme }) => theme.space.md}; text-align: center; }
`;

function BellIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** Exposed as mfe_notifications/NotificationBell: the navbar bell with its dropdown. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const dropdownId = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);

  return (
    <Anchor ref={anchor}>
      <BellButton aria-label="Notifications" aria-expanded={open} aria-controls={dropdownId} onClick={() => setOpen((value) => !value)}>
        <BellIcon />
      </BellButton>
      {open && (
        <Dropdown id={dropdownId} role="dialog" aria-label="Notifications">
          <header>
            <h2>Notifications</h2>
            <BellButton aria-label="Close notifications" onClick={close}>
              <span aria-hidden="true">×</span>
            </BellButton>
          </header>
          <EmptyState title="No notifications" message="You're all caught up! New notifications will appear here." />
          <footer>
            <Link to="/notifications" onClick={close}>
              View all notifications →
            </Link>
          </footer>
        </Dropdown>
      )}
    </Anchor>
  );
}

export default NotificationBell;
