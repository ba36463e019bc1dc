import styled from 'styled-components';

/** The centred card of the sign-in pages. */
export const AuthCard = styled.div`
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

export const FormError = styled.p.attrs({ role: 'alert' })`
  && { color: ${({ theme }) => theme.colors.danger}; }
`;
