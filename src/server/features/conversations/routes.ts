/**
 * Direct messages (docs/api.md): start or reopen a direct conversation, list conversations,
 * read a conversation's messages (which marks it read), send a message, delete a message you
 * sent (DELETE /api/messages/:id: 204; its body is erased). Only participants
 * may read or write (the queries ask the request's row policy); to anyone else a conversation answers 404.
 */
import type { App } from '../../app-types';
import { rowPolicy } from '../../route-chain';
import { parseIdCursor } from '../../shared/cursor';
import { API } from '../../../common/contract';
import {
  conversationStartSubject,
  deleteOwnMessage,
  listConversations,
  readConversationPage,
  sendMessage,
  startDirectConversation,
} from './queries';
import { presentConversation, presentMessage } from './presenters';

/**
 * Registers the conversation routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function conversationRoutes(app: App) {
  const db = app.database.db;

  app.post(
    '/conversations/direct/:userId',
    { schema: API['POST /api/conversations/direct/:userId'], config: { policy: 'conversation:start' } },
    async (request) => {
      const policy = rowPolicy(request);
      const me = policy.actor;
      const otherUserId = request.params.userId;
      const subject = await conversationStartSubject(db, { actor: me, otherUserId, newAccountHours: app.config.newAccountHours });
      policy.require('conversation:start', subject);
      return { id: await startDirectConversation(db, { userId: me.id, otherUserId }) };
    },
  );

  app.get(
    '/conversations',
    { schema: API['GET /api/conversations'], config: { policy: 'signedIn', rowChecks: ['conversation:start'] } },
    async (request) => {
      const rows = await listConversations(db, rowPolicy(request));
      return rows.map(presentConversation);
    },
  );

  app.get(
    '/conversations/:id/messages',
    { schema: API['GET /api/conversations/:id/messages'], config: { policy: 'conversation:read' } },
    async (request) => {
      const policy = rowPolicy(request);
      const reader = policy.actor;
      const page = await readConversationPage(db, {
        policy,
        conversationId: request.params.id,
        before: parseIdCursor(request.query.cursor),
      });
      // Oldest first within the page; nextCursor leads to older messages.
      return { items: page.items.reverse().map((r) => presentMessage(r.message, r.sender, reader)), nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: API['POST /api/conversations/:id/messages'],
      config: { policy: 'conversation:write', rowChecks: ['message:send', 'conversation:start'] },
    },
    async (request, reply) => {
      const policy = rowPolicy(request);
      const me = policy.actor;
      const { message, crisisSupport } = await sendMessage(db, { policy, conversationId: request.params.id, body: request.body.body });
      // crisisSupport is for the sender alone; the event others receive carries only ids.
      return reply.status(201).send({ ...presentMessage(message, me, me), crisisSupport });
    },
  );

  app.delete(
    '/messages/:id',
    { schema: API['DELETE /api/messages/:id'], config: { policy: 'message:deleteOwn', rowChecks: ['conversation:read'] } },
    async (request, reply) => {
      await deleteOwnMessage(db, { policy: rowPolicy(request), messageId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
