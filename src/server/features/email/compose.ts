/**
 * The words of a notification email. Deliberately discreet (decision 0019): mail is often read
 * by others in the house, so an email says only that something is waiting and links to the
 * site. It never carries what anyone wrote, a question's title, who wrote, or anything about
 * mental health; the subject is the same for every email.
 */
import { escapeHtml } from '../../auth/embedded-pages';
import type { PendingCounts } from './queries';

export const EMAIL_SUBJECT = 'Something is waiting for you on MindSpace';

export type ComposedEmail = { subject: string; text: string; html: string; unsubscribeUrl: string };

/**
 * Composes the email for one member.
 * @param params `publicUrl` the site's base URL (no trailing slash); `userId` for the settings
 *   link; `firstName` the member's own first name (may be null); `counts` unseen items per kind
 *   (kinds turned off are 0); `unsubscribeToken` the member's token
 * @returns subject, plain text, HTML and the one-click unsubscribe URL
 */
export function composeEmail(params: {
  publicUrl: string;
  userId: number;
  firstName: string | null;
  counts: PendingCounts;
  unsubscribeToken: string;
}): ComposedEmail {
  const { publicUrl, counts } = params;
  const lines: string[] = [];
  if (counts.messages > 0) lines.push(counts.messages === 1 ? 'a new message' : `${counts.messages} new messages`);
  if (counts.replies > 0)
    lines.push(counts.replies === 1 ? 'a new reply to something you posted' : `${counts.replies} new replies to things you posted`);
  if (counts.moderation > 0)
    lines.push(counts.moderation === 1 ? 'an update about your account' : `${counts.moderation} updates about your account`);
  const onlyMessages = counts.messages > 0 && counts.replies === 0 && counts.moderation === 0;
  const siteUrl = onlyMessages ? `${publicUrl}/messages` : `${publicUrl}/`;
  const settingsUrl = `${publicUrl}/profile/${params.userId}?tab=settings`;
  const unsubscribeUrl = `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(params.unsubscribeToken)}`;
  const greeting = params.firstName ? `Hi ${params.firstName},` : 'Hi,';

  const text = [
    greeting,
    '',
    'While you were away, this arrived for you on MindSpace:',
    '',
    ...lines.map((l) => `  - ${l}`),
    '',
    `Have a look whenever you are ready: ${siteUrl}`,
    '',
    'To keep your email private, we never include what anyone wrote or who it is from.',
    '',
    '--',
    `Choose which emails you get (Settings on your profile): ${settingsUrl}`,
    `Stop all these emails: ${unsubscribeUrl}`,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(EMAIL_SUBJECT)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;color:#1f2330;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:32rem;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #cfd4e0;border-radius:12px">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px">While you were away, this arrived for you on MindSpace:</p>
<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p style="margin:0 0 20px"><a href="${escapeHtml(siteUrl)}" style="display:inline-block;padding:10px 18px;background:#5b4bdb;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">Open MindSpace</a></p>
<p style="margin:0 0 16px;color:#555c70;font-size:14px">Have a look whenever you are ready. To keep your email private, we never include what anyone wrote or who it is from.</p>
<p style="margin:0;color:#555c70;font-size:13px"><a href="${escapeHtml(settingsUrl)}" style="color:#5b4bdb">Choose which emails you get</a> · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b4bdb">Stop all these emails</a></p>
</div>
</body></html>`;

  return { subject: EMAIL_SUBJECT, text, html, unsubscribeUrl };
}
