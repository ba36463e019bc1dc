import { useRef } from 'react';
import styled from 'styled-components';
import type { DeepLinkTarget } from '@campusloop/web-platform';
import { ProfileForm } from '../../../profile';
import { HIGHLIGHT_ATTRIBUTE, useHighlight } from '../../hooks/use-highlight';

const Frame = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  &[${HIGHLIGHT_ATTRIBUTE}='true'],
  [${HIGHLIGHT_ATTRIBUTE}='true'] {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
    transition: box-shadow 0.3s ease;
  }
`;

/**
 * The PROFILE tab: the profile form embedded as 'Complete Your Profile'. A deep link (userId or
 * section) scrolls to and highlights the named section (`data-section`), else the whole form.
 */
export function ProfileTab({ target }: { target?: DeepLinkTarget }) {
  const frame = useRef<HTMLDivElement>(null);
  useHighlight(frame, target);
  return (
    <Frame ref={frame}>
      <ProfileForm mode="dashboard" />
    </Frame>
  );
}
