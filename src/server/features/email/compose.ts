/**
 * The words of a notification email. Deliberately discreet (decision 0019): mail is often read
 * by others in the house, so an email says only that something is waiting and links to the
 * site. It never carries what anyone wrote, a question's title, who wrote, or anything about
 * mental health; the subject is the same for every email of a language. Written in the member's
 * language.
 */
import { escapeHtml } from '../../auth/embedded-pages';
import { localeDirection, type Locale } from '../../../common/i18n/locales';
import { serverText } from '../../i18n/messages';
import type { PendingCounts } from './queries';

export type ComposedEmail = { subject: string; text: string; html: string; unsubscribeUrl: string };

/**
 * Composes the email for one member.
 * @param params `publicUrl` the site's base URL (no trailing slash); `userId` for the settings
 *   link; `firstName` the member's own first name (may be null); `counts` unseen items per kind
 *   (kinds turned off are 0); `unsubscribeToken` the member's token; `locale` the member's language
 * @returns subject, plain text, HTML and the one-click unsubscribe URL
 */
export function composeEmail(params: {
  publicUrl: string;
  userId: number;
  firstName: string | null;
  counts: PendingCounts;
  unsubscribeToken: string;
  locale: Locale;
}): ComposedEmail {
  const { publicUrl, counts, locale } = params;
  const t = (id: Parameters<typeof serverText>[1], values?: Parameters<typeof serverText>[2]) => serverText(locale, id, values);
  const lines: string[] = [];
  if (counts.messages > 0) lines.push(t('email.messages', { count: counts.messages }));
  if (counts.replies > 0) lines.push(t('email.replies', { count: counts.replies }));
  if (counts.moderation > 0) lines.push(t('email.moderation', { count: counts.moderation }));
  const subject = t('email.subject');
  const onlyMessages = counts.messages > 0 && counts.replies === 0 && counts.moderation === 0;
  const siteUrl = onlyMessages ? `${publicUrl}/messages` : `${publicUrl}/`;
  const settingsUrl = `${publicUrl}/profile/${params.userId}?tab=settings`;
  const unsubscribeUrl = `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(params.unsubscribeToken)}`;
  const greeting = params.firstName ? t('email.greeting', { name: params.firstName }) : t('email.greetingNoName');

  const text = [
    greeting,
    '',
    t('email.arrived'),
    '',
    ...lines.map((l) => `  - ${l}`),
    '',
    t('email.haveALook', { url: siteUrl }),
    '',
    t('email.private'),
    '',
    '--',
    t('email.chooseText', { url: settingsUrl }),
    t('email.stopText', { url: unsubscribeUrl }),
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;color:#1f2330;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:32rem;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #cfd4e0;border-radius:12px">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px">${escapeHtml(t('email.arrived'))}</p>
<ul style="margin:0 0 16px;padding-inline-start:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p style="margin:0 0 20px"><a href="${escapeHtml(siteUrl)}" style="display:inline-block;padding:10px 18px;background:#5b4bdb;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(t('email.open'))}</a></p>
<p style="margin:0 0 16px;color:#555c70;font-size:14px">${escapeHtml(t('email.haveALookHtml'))}</p>
<p style="margin:0;color:#555c70;font-size:13px"><a href="${escapeHtml(settingsUrl)}" style="color:#5b4bdb">${escapeHtml(t('email.choose'))}</a> · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b4bdb">${escapeHtml(t('email.stop'))}</a></p>
</div>
</body></html>`;

  return { subject, text, html, unsubscribeUrl };
}
