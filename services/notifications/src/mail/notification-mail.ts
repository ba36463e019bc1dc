import { createHash } from 'node:crypto';
import { NOTIFICATIONS_PATHS, UNSUBSCRIBE_PAGE_PATH, UNSUBSCRIBE_TOKEN_PARAM, apiPath } from '@campusloop/contracts';
import { escapeHtml, headerSafe, htmlLayout, type MailMessage } from '@campusloop/service-kit';
import type { MailNotificationSnapshot } from '../data/mail-model';

/** Where the links of a mail point and who it is from (config). */
export interface MailSite {
  /** The app's public origin (PUBLIC_BASE_URL), no trailing slash: links are `<it><targetUrl>`. */
  publicBaseUrl: string;
  /** Reply-To of every notification mail (MAIL_REPLY_TO). */
  replyTo: string;
  /** The right-hand side of Message-IDs (the MAIL_FROM address's domain). */
  messageIdDomain: string;
}

export function unsubscribeLinks(site: MailSite, token: string) {
  const query = `?${UNSUBSCRIBE_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return {
    /** RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here, no session. */
    oneClick: `${site.publicBaseUrl}${apiPath(NOTIFICATIONS_PATHS.unsubscribe)}${query}`,
    page: `${site.publicBaseUrl}${UNSUBSCRIBE_PAGE_PATH}${query}`,
  };
}

/**
 * Mails about one target share a thread: each has its own Message-ID and answers (In-Reply-To,
 * References) the same thread id, derived from recipient and target so nobody can guess another's.
 */
export function threadHeaders(site: MailSite, mailId: string, userId: string, targetUrl: string | null) {
  const messageId = `<n-${mailId}@${site.messageIdDomain}>`;
  if (!targetUrl) return { messageId };
  const thread = createHash('sha256').update(`${userId}\n${targetUrl}`).digest('hex').slice(0, 32);
  const root = `<t-${thread}@${site.messageIdDomain}>`;
  return { messageId, inReplyTo: root, references: [root] };
}

/**
 * One notification as an e-mail: HTML (every user string escaped) and plain text, the target link,
 * the one-click unsubscribe headers, threading by target. The actor is already as the recipient may
 * see them ('Anonymous' for an anonymous one): the snapshot is the stored notification.
 */
export function notificationMail(
  site: MailSite,
  mail: {
    id: string;
    userId: string;
    to: string;
    notification: MailNotificationSnapshot;
    unsubscribeToken: string;
  },
): MailMessage {
  const { notification } = mail;
  const link = notification.targetUrl ? `${site.publicBaseUrl}${notification.targetUrl}` : site.publicBaseUrl;
  const unsubscribe = unsubscribeLinks(site, mail.unsubscribeToken);
  const subject = headerSafe(notification.title, 120);
  const text = [
    notification.message,
    '',
    `Open it on CampusLoop: ${link}`,
    '',
    '—',
    'You get this e-mail because e-mail notifications are on in your CampusLoop settings.',
    `Turn them off: ${unsubscribe.page}`,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(notification.title)}</p>
        <p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(notification.message)}</p>
        <p style="margin:0 0 8px"><a href="${escapeHtml(link)}" style="color:#3056d3">Open it on CampusLoop</a></p>`,
    `<p style="font-size:12px;color:#6b7080;margin:8px 0 0">You get this e-mail because e-mail notifications are on in your settings. <a href="${escapeHtml(unsubscribe.page)}" style="color:#6b7080">Unsubscribe</a></p>`,
  );
  return {
    to: mail.to,
    subject,
    text,
    html,
    replyTo: site.replyTo,
    ...threadHeaders(site, mail.id, mail.userId, notification.targetUrl),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
