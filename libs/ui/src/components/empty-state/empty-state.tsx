import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  max-width: 42ch;
`;

export type EmptyStateProps = {
  title: string;
  message?: string;
  /** A decorative icon (an emoji or an svg); hidden from screen readers. */
  icon?: ReactNode;
  /** e.g. a 'Create First Post' button. */
  action?: ReactNode;
};

/** What a list shows when it has nothing in it, e.g. 'No posts yet' with a hint and an action. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  return (
    <Box>
      {icon && <span aria-hidden="true">{icon}</span>}
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action}
    </Box>
  );
}
