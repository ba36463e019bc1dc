import { escapeHtml, htmlLayout, type MailMessage } from '@campusloop/service-kit';
import type { MailDigestSnapshot } from '../data/mail-model';
import { unsubscribeLinks, type MailSite } from './notification-mail';

/** The daily digest: the unread notifications (newest first, at most the snapshot's items), a link to all. */
export function digestMail(
  site: MailSite,
  mail: { id: string; to: string; digest: MailDigestSnapshot; unsubscribeToken: string },
): MailMessage {
  const { digest } = mail;
  const unsubscribe = unsubscribeLinks(site, mail.unsubscribeToken);
  const all = `${site.publicBaseUrl}/notifications`;
  const subject = `Your CampusLoop digest: ${digest.total} unread notification${digest.total === 1 ? '' : 's'}`;
  const link = (targetUrl: string | null) => (targetUrl ? `${site.publicBaseUrl}${targetUrl}` : all);
  const more = digest.total - digest.items.length;
  const text = [
    `You have ${digest.total} unread notification${digest.total === 1 ? '' : 's'} on CampusLoop.`,
    '',
    ...digest.items.flatMap((item) => [`• ${item.title}: ${item.message}`, `  ${link(item.targetUrl)}`]),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `All your notifications: ${all}`,
    '',
    '—',
    'You get this daily digest because e-mail notifications and the daily digest are on in your CampusLoop settings.',
    `Turn e-mail off: ${unsubscribe.page}`,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 12px">You have <strong>${digest.total}</strong> unread notification${digest.total === 1 ? '' : 's'}.</p>
        <ul style="padding-left:18px;margin:0 0 12px">${digest.items
          .map(
            (item) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(link(item.targetUrl))}" style="color:#3056d3">${escapeHtml(item.title)}</a><br>${escapeHtml(item.message)}</li>`,
          )
          .join('')}</ul>
        ${more > 0 ? `<p style="margin:0 0 12px">…and ${more} more.</p>` : ''}
        <p style="margin:0"><a href="${escapeHtml(all)}" style="color:#3056d3">All your notifications</a></p>`,
    `<p style="font-size:12px;color:#6b7080;margin:8px 0 0">You get this daily digest because e-mail notifications and the digest are on in your settings. <a href="${escapeHtml(unsubscribe.page)}" style="color:#6b7080">Unsubscribe</a></p>`,
  );
  return {
    to: mail.to,
    subject,
    text,
    html,
    replyTo: site.replyTo,
    messageId: `<d-${mail.id.replace(/[^A-Za-z0-9.-]/g, '-')}@${site.messageIdDomain}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
