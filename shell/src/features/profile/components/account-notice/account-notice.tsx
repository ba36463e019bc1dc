import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_NOTICE_KEYS, ACCOUNT_NOTICE_PARAM } from '@campusloop/contracts';
import { Button, Modal } from '@campusloop/ui';
import { SUPPORT_EMAIL } from '../../../../app/contact-addresses';

/**
 * The notices of spec §2/§8, opened by `?notice=content-blocked` or `?notice=account-restricted`
 * (the moderation notifications' targets lead here: contracts `CONTENT_BLOCKED_NOTICE_PATH`, `/account/blocked`).
 */
export const ACCOUNT_NOTICES = {
  [ACCOUNT_NOTICE_KEYS.contentBlocked]: { title: 'Content Blocked', message: 'Your content has been blocked for violating our community guidelines.' },
  [ACCOUNT_NOTICE_KEYS.accountRestricted]: {
    title: 'Account Restricted',
    message: 'Your account has been temporarily restricted due to violations of our community guidelines.',
  },
} as const;

export const NOTICE_PARAM = ACCOUNT_NOTICE_PARAM;

type NoticeKey = keyof typeof ACCOUNT_NOTICES;
const ALIASES: Record<string, NoticeKey> = { blocked: 'content-blocked', restricted: 'account-restricted' };

function noticeKey(value: string | null): NoticeKey | null {
  if (!value) return null;
  if (value in ACCOUNT_NOTICES) return value as NoticeKey;
  return ALIASES[value] ?? null;
}

/** Contact Support (spec §6): an alert directing to the support address. */
export function contactSupport() {
  window.alert(`Please contact our support team at ${SUPPORT_EMAIL} and we will help you.`);
}

/** A blocked-content or account-restriction notice the URL asks for; closing it drops the parameter. */
export function AccountNotice() {
  const [params, setParams] = useSearchParams();
  const key = noticeKey(params.get(NOTICE_PARAM));
  if (!key) return null;
  const notice = ACCOUNT_NOTICES[key];
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NOTICE_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={notice.title}
      onClose={close}
      footer={<Button onClick={contactSupport}>Contact Support</Button>}
    >
      <p>{notice.message}</p>
    </Modal>
  );
}
