import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Badge = styled.span<{ $tone?: 'success' | 'warning' | 'muted' }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSurface : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.warning : theme.colors.textMuted};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One card of the referral page: a region named by its heading, an optional badge beside it. */
export function ReferralCard({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {badge}
      </Head>
      {children}
    </Card>
  );
}
