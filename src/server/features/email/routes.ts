/**
 * One-click unsubscribe from notification emails (RFC 8058), public (no sign-in: the signed
 * token in the link says whose emails to stop):
 * - `GET /api/email/unsubscribe?token=…` shows a page with a button (a GET never changes anything,
 *   since mail scanners follow links);
 * - `POST /api/email/unsubscribe?token=…` turns every kind of email off. Mail providers send it
 *   with the body `List-Unsubscribe=One-Click` (form-encoded or multipart) and no Origin header;
 *   the body is not needed and is ignored.
 * Answers are HTML for browsers and `{ message }` JSON otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { API } from '../../../common/contract';
import { escapeHtml, htmlPage } from '../../auth/embedded-pages';
import { turnOffAllEmail, userForUnsubscribeToken } from './queries';

const BAD_LINK =
  'This unsubscribe link is not valid. It may be incomplete: try copying the whole link from the email, or sign in and choose your emails in Settings on your profile.';
const DONE = 'You will not get any more emails from MindSpace. You can turn them back on any time in Settings on your profile.';

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function badLink(request: FastifyRequest, reply: FastifyReply) {
  reply.status(400);
  if (!wantsHtml(request)) return reply.send({ message: BAD_LINK });
  return reply
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        'Unsubscribe link not valid',
        `<h1>This link did not work</h1><p role="alert">${escapeHtml(BAD_LINK)}</p><p><a href="/">Go to MindSpace</a></p>`,
      ),
    );
}

/**
 * Registers the unsubscribe routes (mounted under /api). Any token shape is checked by the
 * handler, so a mangled link still gets the readable page.
 * @param app the app (scoped to /api)
 */
export async function emailRoutes(app: App) {
  const db = app.database.db;
  // RFC 8058 bodies are form-encoded or multipart; the token is in the URL, so any body is
  // accepted (up to 8 KiB) and ignored. Scoped to these routes only.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 8 * 1024 }, (_request, _body, done) => done(null, undefined));

  app.get('/email/unsubscribe', { schema: API['GET /api/email/unsubscribe'], config: { policy: 'public' } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const userId = await userForUnsubscribeToken(db, token);
    if (userId === null) return badLink(request, reply);
    const action = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
    return reply.type('text/html; charset=utf-8').send(
      htmlPage(
        'Stop emails from MindSpace',
        `<h1>Stop emails from MindSpace?</h1>
<p>You will stop getting emails about new messages, replies and updates about your account. Everything stays on the site for you.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop all emails</button></form>
<p class="muted">Changed your mind? Just close this page. You can also choose which emails you get in Settings on your profile.</p>`,
      ),
    );
  });

  // Posted by mail providers as a form with no Origin: the token, not the session, authorises it.
  app.post(
    '/email/unsubscribe',
    { schema: API['POST /api/email/unsubscribe'], config: { policy: 'public', allowCrossSite: true } },
    async (request, reply) => {
      const userId = await userForUnsubscribeToken(db, request.query.token ?? '');
      if (userId === null) return badLink(request, reply);
      await turnOffAllEmail(db, userId);
      if (!wantsHtml(request)) return { message: DONE };
      return reply
        .type('text/html; charset=utf-8')
        .send(
          htmlPage(
            'Emails stopped',
            `<h1>Emails stopped</h1><p role="status">${escapeHtml(DONE)}</p><p><a href="/">Go to MindSpace</a></p>`,
          ),
        );
    },
  );
}
