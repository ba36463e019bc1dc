import { useState } from 'react';
import { USER_BLOCK_TEXTS as T } from '@campusloop/contracts';
import { Button, ConfirmDialog } from '@campusloop/ui';

export type BlockUserActionProps = {
  /** The author's display name (only named items offer the entry; an anonymous one never does). */
  name: string;
  /** Blocks the author (RTK's `unwrap()`: a rejection shows the failure text). */
  block: () => Promise<unknown>;
  /** After the block is stored (e.g. close the item: it is hidden from the blocker now). */
  onBlocked?: () => void;
};

/**
 * An item's 'Block user' entry (issue 28) and its confirm dialog: Cancel / Block, 'Processing...' and
 * nothing clickable while the request runs. The item's view shows it only for a named author who is
 * not the viewer.
 */
export function BlockUserAction({ name, block, onBlocked }: BlockUserActionProps) {
  const [open, setOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setProcessing(true);
    setFailed(false);
    try {
      await block();
      setOpen(false);
      onBlocked?.();
    } catch {
      setFailed(true);
      setOpen(false);
    } finally {
      setProcessing(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      {failed && <span role="alert">{T.failed}</span>}
      <ConfirmDialog
        open={open}
        title={T.title}
        message={T.message(name)}
        confirmLabel={T.confirm}
        processing={processing}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
