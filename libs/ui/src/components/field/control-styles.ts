import { css } from 'styled-components';

/** The look every text-like control shares (inputs, text areas, selects). */
export const controlStyles = css<{ $invalid: boolean }>`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &:disabled, &[readonly] { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.textMuted}; }
  &:disabled { cursor: not-allowed; }
`;
