import { useState } from 'react';
import styled from 'styled-components';
import { Button, Loading, Modal, TextField, useToast } from '@campusloop/ui';
import {
  useCreateCalendarSubscriptionMutation,
  useGetCalendarSubscriptionQuery,
  useRevokeCalendarSubscriptionMutation,
} from '../../api/calendar-api';
import { serverMessage } from '../../api/event-error-messages';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The absolute address a calendar app polls. */
export function subscriptionAddress(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/**
 * Beyond the spec: the student's private calendar feed of the events they RSVP'd. The link is shown
 * once, when made (the server keeps only a hash); a new link revokes the old one, Revoke ends it.
 */
export function CalendarSubscriptionDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const status = useGetCalendarSubscriptionQuery();
  const [create, creating] = useCreateCalendarSubscriptionMutation();
  const [revoke, revoking] = useRevokeCalendarSubscriptionMutation();
  const [address, setAddress] = useState<string | null>(null);
  const active = status.data?.active ?? false;

  const makeLink = async () => {
    try {
      const made = await create().unwrap();
      if (made.url) setAddress(subscriptionAddress(made.url));
    } catch (error) {
      toast.show({ tone: 'error', message: serverMessage(error) });
    }
  };
  const revokeLink = async () => {
    try {
      await revoke().unwrap();
      setAddress(null);
      toast.show({ tone: 'success', message: 'Calendar link revoked' });
    } catch (error) {
      toast.show({ tone: 'error', message: serverMessage(error) });
    }
  };
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.show({ tone: 'success', message: 'Calendar link copied' });
    } catch {
      toast.show({ tone: 'error', message: 'Failed to copy the link' });
    }
  };

  return (
    <Modal open title="Calendar subscription" onClose={onClose}>
      <Body>
        <p>
          Subscribe from your calendar app to see every event you RSVP&apos;d. Keep the link private: anyone with it
          can read your RSVP&apos;d events.
        </p>
        {status.isLoading && <Loading label="Loading calendar link..." />}
        {address && (
          <>
            <TextField label="Your calendar link" value={address} readOnly onFocus={(focus) => focus.target.select()} />
            <Row>
              <Button variant="secondary" onClick={() => void copy()}>
                Copy link
              </Button>
              <a href={address.replace(/^https?:/, 'webcal:')}>Open in calendar app</a>
            </Row>
          </>
        )}
        {!address && active && <p>You have an active calendar link. Make a new one to see it again (the old one stops working).</p>}
        <Row>
          <Button loading={creating.isLoading} onClick={() => void makeLink()}>
            {active || address ? 'Make a new link' : 'Create calendar link'}
          </Button>
          {(active || address) && (
            <Button variant="danger" loading={revoking.isLoading} onClick={() => void revokeLink()}>
              Revoke link
            </Button>
          )}
        </Row>
      </Body>
    </Modal>
  );
}
