import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type PageHeaderProps = {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** id of the heading, to name a region by it */
  titleId?: string;
  /** 1 for a page's own title; default 2 (a dashboard tab under the dashboard's heading). */
  headingLevel?: 1 | 2;
};

/** The heading row of a page or dashboard tab: title, optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, titleId, headingLevel = 2 }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <Title as={headingLevel === 1 ? 'h1' : 'h2'} id={titleId}>
          {title}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions}
    </Header>
  );
}
