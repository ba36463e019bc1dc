import styled from 'styled-components';
import { EVENTS_TAB_TEXTS, type CampusEvent } from '@campusloop/contracts';
import { Button } from '@campusloop/ui';
import { rsvpControl } from '../../model/rsvp-state';

type RsvpButtonProps = {
  event: CampusEvent;
  onToggle: (event: CampusEvent) => void;
  /** 'card': RSVP / Going; 'details': RSVP to Event / Cancel RSVP. */
  variant: 'card' | 'details';
  busy?: boolean;
};

const Status = styled.span<{ $tone: 'success' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.textMuted)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The RSVP control of spec §4 for a card or the details (nothing for the organizer). */
export function RsvpButton({ event, onToggle, variant, busy = false }: RsvpButtonProps) {
  const control = rsvpControl(event);
  const title = event.title || EVENTS_TAB_TEXTS.untitled;
  if (control.kind === 'none') return null;
  if (control.kind === 'attendance') {
    return (
      <Status $tone={control.attended ? 'success' : 'muted'}>
        {control.attended ? EVENTS_TAB_TEXTS.attended : EVENTS_TAB_TEXTS.notAttended}
      </Status>
    );
  }
  if (control.kind === 'live') {
    return control.going ? <Status $tone="success">{EVENTS_TAB_TEXTS.cardGoing}</Status> : null;
  }
  const label = variant === 'card' ? control.cardLabel : control.label;
  return (
    <Button
      variant={control.rsvpd ? 'secondary' : 'primary'}
      disabled={control.disabled || busy}
      aria-label={variant === 'card' ? `${label}: ${title}` : undefined}
      onClick={(click) => {
        click.stopPropagation();
        onToggle(event);
      }}
    >
      {label}
    </Button>
  );
}
