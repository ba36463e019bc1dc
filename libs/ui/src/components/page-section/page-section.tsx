import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader } from '../page-header/page-header';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export type PageSectionProps = { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode; /** 1 for a page's own title; default 2. */ headingLevel?: 1 | 2 };

/** A page or dashboard tab: a region named by its heading, then its content. */
export function PageSection({ title, subtitle, actions, children, headingLevel }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} titleId={headingId} headingLevel={headingLevel} />
      {children}
    </Section>
  );
}
