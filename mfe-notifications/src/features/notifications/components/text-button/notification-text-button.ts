import styled from 'styled-components';

/** A notification's text as one borderless button that opens it (the list's rows and the toasts): title in bold on its own line. */
export const NotificationTextButton = styled.button`
  flex: 1;
  text-align: left;
  border: none;
  background: none;
  padding: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  strong {
    display: block;
  }
`;
