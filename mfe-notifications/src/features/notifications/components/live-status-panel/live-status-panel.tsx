import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_CLIENT_MESSAGES } from '@campusloop/contracts';
import { Button } from '@campusloop/ui';
import { retryLiveConnection, useLiveStatus } from '../../../live';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    flex-wrap: wrap;
  }
`;

/** Spec §8 'Real-time connection lost' with Retry and Refresh (and Dismiss) while the live channel is down. */
export function LiveStatusPanel() {
  const { status, epoch } = useLiveStatus();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  useEffect(() => {
    if (status === 'open') setDismissedAt(null);
  }, [status]);
  if (status !== 'lost' || dismissedAt === epoch) return null;
  return (
    <Panel role="alert" aria-label="Real-time connection lost">
      <h3>Real-time connection lost</h3>
      <p>{NOTIFICATION_CLIENT_MESSAGES.websocketFailed}</p>
      <div>
        <Button onClick={retryLiveConnection}>Retry</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh
        </Button>
        <Button variant="ghost" onClick={() => setDismissedAt(epoch)}>
          Dismiss
        </Button>
      </div>
    </Panel>
  );
}
