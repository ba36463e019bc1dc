import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, PageSection } from '@campusloop/ui';
import type { DeepLinkTarget } from '@campusloop/web-platform';
import { HIGHLIGHT_ATTRIBUTE, useHighlight } from '../../hooks/use-highlight';

const Frame = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  transition: box-shadow 0.3s ease;
  &[${HIGHLIGHT_ATTRIBUTE}='true'],
  [${HIGHLIGHT_ATTRIBUTE}='true'] {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * The PROFILE tab. A deep link (userId or section) scrolls to and highlights the named section.
 * The embedded profile form comes with the profile feature; until it exports one, a link to /profile.
 */
export function ProfileTab({ target }: { target?: DeepLinkTarget }) {
  const navigate = useNavigate();
  const frame = useRef<HTMLDivElement>(null);
  useHighlight(frame, target);
  return (
    <Frame ref={frame}>
      <PageSection title="Profile">
        <EmptyState
          title="Your profile"
          message="Edit your details, picture and university verification on the profile page."
          action={<Button onClick={() => navigate('/profile')}>Open Profile</Button>}
        />
      </PageSection>
    </Frame>
  );
}
