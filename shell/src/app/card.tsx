import styled from 'styled-components';

/** The centred card of the sign-in and verification pages. */
export const Card = styled.div`
  width: min(440px, 100%);
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.md}; }
  ${({ theme }) => theme.media.mobile} {
    margin: ${({ theme }) => theme.space.lg} auto;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A form-level error line, announced when it appears. */
export const FormError = styled.p.attrs({ role: 'alert' })`
  && { color: ${({ theme }) => theme.colors.danger}; }
`;

/** A button that looks like a link (secondary actions such as Resend OTP). */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; cursor: default; }
`;
