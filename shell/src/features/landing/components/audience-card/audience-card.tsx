import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@campusloop/ui';
import type { Audience } from '../../audiences';
import { CallToAction } from '../call-to-action/call-to-action';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3, p { margin: 0; }
  p { flex: 1; }
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One "Who it's for" card; 'View More' opens a dialog listing what CampusLoop offers that audience. */
export function AudienceCard({ audience }: { audience: Audience }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <h3 id={titleId}>{audience.title}</h3>
      <p>{audience.summary}</p>
      <Button variant="secondary" aria-haspopup="dialog" aria-describedby={titleId} onClick={() => setOpen(true)}>
        View More
      </Button>
      <Modal open={open} title={audience.title} onClose={() => setOpen(false)} size="sm" footer={<CallToAction />}>
        <Bullets>
          {audience.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </Bullets>
      </Modal>
    </Article>
  );
}
