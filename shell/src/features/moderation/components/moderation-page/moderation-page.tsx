import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MODERATION_DESK_LIST, MODERATION_SCREEN_TEXTS as T } from '@campusloop/contracts';
import { EmptyState, PageHeader, TabPanel, TabStrip, ToastProvider, tabIds } from '@campusloop/ui';
import { isModeratorSession } from '@campusloop/web-platform';
import { PageContainer } from '../../../../app/page-container';
import { AuditLog } from '../audit-log/audit-log';
import { ReportQueue } from '../report-queue/report-queue';

const Desks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const AUDIT = 'audit';
const TABS = [
  ...MODERATION_DESK_LIST.map((desk) => ({ value: desk.itemType, label: desk.label })),
  { value: AUDIT, label: T.auditTab },
];

/**
 * /moderation: the moderators' screen (issue 28). A tab per desk in contracts' `MODERATION_DESKS`
 * (its open reports grouped by item, oldest first) and the audit log; `?desk=` keeps the tab. A
 * session without the moderator role sees 'Not allowed' (and every service refuses it anyway).
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const requested = params.get('desk');
  const current = TABS.find((tab) => tab.value === requested)?.value ?? TABS[0]?.value ?? AUDIT;
  const desk = MODERATION_DESK_LIST.find((candidate) => candidate.itemType === current);

  if (!isModeratorSession()) {
    return (
      <PageContainer>
        <PageHeader title={T.title} headingLevel={1} />
        <div role="alert">
          <EmptyState title={T.notAllowedTitle} message={T.notAllowed} />
        </div>
      </PageContainer>
    );
  }

  return (
    <ToastProvider>
      <PageContainer>
        <PageHeader title={T.title} subtitle={T.subtitle} headingLevel={1} />
        <Desks>
          <TabStrip
            label={T.tabsLabel}
            tabs={TABS}
            current={current}
            idBase={idBase}
            onChange={(value) => setParams({ desk: value }, { replace: true })}
          />
          <TabPanel
            role="tabpanel"
            id={tabIds(idBase, current).panel}
            aria-labelledby={tabIds(idBase, current).tab}
            tabIndex={0}
          >
            {desk ? <ReportQueue key={desk.itemType} desk={desk} /> : <AuditLog />}
          </TabPanel>
        </Desks>
      </PageContainer>
    </ToastProvider>
  );
}
