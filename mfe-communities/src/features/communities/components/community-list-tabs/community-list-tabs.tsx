import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CommunityListKind } from '../../api/community-lists';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';

const Tabs = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TabButton = styled.button<{ $on: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

type CommunityListTabsProps = {
  kinds: readonly CommunityListKind[];
  current: CommunityListKind;
  onChange: (kind: CommunityListKind) => void;
  /** Joined's total: 'Joined (n)' when above 0 (spec §2). */
  joinedCount: number | null;
  children: ReactNode;
};

/** Public, Campus Communities (verified students only), My Communities, Joined (n). */
export function CommunityListTabs({ kinds, current, onChange, joinedCount, children }: CommunityListTabsProps) {
  const baseId = useId();
  const label = (kind: CommunityListKind) =>
    kind === 'joined' && joinedCount && joinedCount > 0 ? `${T.tabs.joined} (${joinedCount})` : T.tabs[kind];
  return (
    <>
      <Tabs role="tablist" aria-label="Community lists">
        {kinds.map((kind) => (
          <TabButton
            key={kind}
            type="button"
            role="tab"
            id={`${baseId}-${kind}`}
            aria-selected={current === kind}
            aria-controls={`${baseId}-panel`}
            $on={current === kind}
            onClick={() => onChange(kind)}
          >
            {label(kind)}
          </TabButton>
        ))}
      </Tabs>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${current}`}>
        {children}
      </Panel>
    </>
  );
}
