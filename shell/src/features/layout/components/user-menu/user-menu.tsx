import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MODERATION_SCREEN_TEXTS, type User } from '@campusloop/contracts';
import { Avatar, useDismiss, VerifiedBadge, VisuallyHidden } from '@campusloop/ui';
import { isModeratorSession, signOut, useAppDispatch } from '@campusloop/web-platform/core';
import { RemoteModule } from '../../../../federation/remote-module';

const Anchor = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 220px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} { display: none; }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 220px;
  max-width: min(320px, calc(100vw - 16px));
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Menu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
`;

const Item = styled.button`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/** The name the navbar shows: name, falling back to e-mail, then 'User'. */
export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name?.trim() || user.email?.trim() || 'User';
}

/** Signed-in user menu: Profile, Dashboard (only with a complete profile), Referrals (with mfe_referrals' gift badge), Moderation (moderators only), Logout. */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const verifiedId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);
  const name = displayName(user);
  const university = user.universityVerified ? user.universityName : null;

  const entries: Array<{ label: string; run: () => unknown; badge?: ReactNode }> = [
    { label: 'Profile', run: () => navigate('/profile') },
    ...(user.profileComplete ? [{ label: 'Dashboard', run: () => navigate('/dashboard') }] : []),
    {
      label: 'Referrals',
      run: () => navigate('/referrals'),
      // Spec §2: a gift while the user is eligible for a code and has none (the referrals remote decides).
      badge: <RemoteModule id="mfe_referrals/ReferralGiftBadge" quiet />,
    },
    // Only when the access token carries the moderator role (issue 28).
    ...(isModeratorSession() ? [{ label: MODERATION_SCREEN_TEXTS.menuEntry, run: () => navigate('/moderation') }] : []),
    {
      label: 'Logout',
      run: async () => {
        await dispatch(signOut());
        navigate('/');
      },
    },
  ];

  function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  }

  return (
    <Anchor ref={anchor}>
      <Trigger
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={name}
        aria-describedby={university ? verifiedId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} src={user.avatarUrl} size={28} verified={Boolean(university)} />
        <Name>{name}</Name>
      </Trigger>
      {university && <VisuallyHidden id={verifiedId}>Verified student at {university}</VisuallyHidden>}
      {open && (
        <Panel>
          <Who>
            <strong>{name}</strong>
            {user.email && user.email !== name && <span>{user.email}</span>}
            {university && <VerifiedBadge universityName={university} />}
          </Who>
          <Menu id={menuId} role="menu" aria-label={name} onKeyDown={moveFocus}>
            {entries.map((entry, index) => (
              <li role="none" key={entry.label}>
                <Item
                  role="menuitem"
                  autoFocus={index === 0}
                  onClick={() => {
                    close();
                    void entry.run();
                  }}
                >
                  {entry.label}
                  {entry.badge}
                </Item>
              </li>
            ))}
          </Menu>
        </Panel>
      )}
    </Anchor>
  );
}
