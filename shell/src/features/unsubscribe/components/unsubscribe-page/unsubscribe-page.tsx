import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { UNSUBSCRIBE_TOKEN_PARAM } from '@campusloop/contracts';
import { Button, PageSection } from '@campusloop/ui';
import { normalizeApiError } from '@campusloop/web-platform';
import { PageContainer } from '../../../../app/page-container';
import { useResubscribeByLinkMutation, useUnsubscribeByLinkMutation } from '../../api/email-subscription-api';

const Panel = styled.div`
  max-width: 560px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const INCOMPLETE =
  'This unsubscribe link is incomplete. Open it again from the e-mail, or sign in and change your e-mail settings.';

/**
 * /unsubscribe?token=…, the link in every notification mail's footer: turns e-mail notifications off
 * at once (no sign-in: the signed token is the credential), confirms, and offers to turn them back on.
 * A forged or expired link changes nothing and says so.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get(UNSUBSCRIBE_TOKEN_PARAM) ?? '';
  const [unsubscribe, off] = useUnsubscribeByLinkMutation();
  const [resubscribe, on] = useResubscribeByLinkMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void unsubscribe(token);
  }, [token, unsubscribe]);

  const failure = !token
    ? INCOMPLETE
    : off.error
      ? normalizeApiError(off.error).message
      : on.error
        ? normalizeApiError(on.error).message
        : null;

  return (
    <PageContainer>
      <PageSection title="E-mail notifications" headingLevel={1}>
        <Panel>
          {failure ? (
            <>
              <p role="alert">{failure}</p>
              <p>
                You can always change this under <Link to="/notifications">Notifications → Settings</Link>{' '}
                after signing in.
              </p>
            </>
          ) : on.isSuccess ? (
            <p role="status">E-mail notifications are on again.</p>
          ) : off.isSuccess ? (
            <>
              <h2>You&apos;re unsubscribed</h2>
              <p role="status">
                You won&apos;t get notification e-mails from CampusLoop any more. Your notifications still
                show on the site.
              </p>
              <Button onClick={() => void resubscribe(token)} loading={on.isLoading}>
                Turn e-mail notifications back on
              </Button>
            </>
          ) : (
            <p role="status" aria-live="polite">
              Turning off e-mail notifications...
            </p>
          )}
        </Panel>
      </PageSection>
    </PageContainer>
  );
}
