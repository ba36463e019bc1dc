import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_TEXTS as T, type CreateReportRequest } from '@campusloop/contracts';
import { Button } from '@campusloop/ui';
import { ReportDialog } from './report-dialog';

export type ReportActionProps = {
  /** The dialog's title (contracts `REPORT_TEXTS.titles`). */
  title: string;
  /** Sends the report (RTK's `unwrap()`): see `ReportDialog`. */
  send: (body: CreateReportRequest) => Promise<unknown>;
  /** The button's words where the spec names them ('Report Community'); default 'Report'. */
  label?: string;
};

/**
 * An item's Report entry (issue 28): the 'Report' button and, once pressed, the shared report dialog.
 * The item's view shows it only to someone who is not its owner.
 */
export function ReportAction({ title, send, label = T.open }: ReportActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <ReportDialog title={title} send={send} onClose={() => setOpen(false)} />}
    </>
  );
}

const Marker = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

/** 'Blocked' on an item a moderator blocked: only its owner is ever sent one (issue 28). */
export function BlockedMarker({ blocked }: { blocked?: boolean | undefined }) {
  return blocked ? <Marker>{T.blocked}</Marker> : null;
}
