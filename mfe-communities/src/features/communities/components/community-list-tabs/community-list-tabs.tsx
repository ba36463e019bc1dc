import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { TabPanel, TabStrip, tabIds } from '@campusloop/ui';
import type { CommunityListKind } from '../../api/community-lists';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';

const Panel = styled(TabPanel)`
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
export function CommunityListTabs({
  kinds,
  current,
  onChange,
  joinedCount,
  children,
}: CommunityListTabsProps) {
  const baseId = useId();
  const label = (kind: CommunityListKind) =>
    kind === 'joined' && joinedCount && joinedCount > 0 ? `${T.tabs.joined} (${joinedCount})` : T.tabs[kind];
  const ids = tabIds(baseId, current);
  return (
    <>
      <TabStrip
        label="Community lists"
        tabs={kinds.map((kind) => ({ value: kind, label: label(kind) }))}
        current={current}
        onChange={onChange}
        idBase={baseId}
      />
      <Panel role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {children}
      </Panel>
    </>
  );
}
