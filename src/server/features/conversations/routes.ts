/**
 * Direct messages (docs/api.md): start or reopen a direct conversation, list conversations,
 * read a conversation's messages (which marks it read), send a message. Only participants
 * may read or write; to anyone else a conversation answers 404, as if it did not exist.
 */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize, can, type Actor } from '../../auth/policy';
import { notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import type { Db } from '../../db/connect';
import { parseIdCursor, splitPage } from '../../shared/id-cursor';
import { ZCursorQuery, ZIdParams, ZSendMessage, ZUserIdParams } from '../../../common/schemas';
import {
  findOrCreateDirectConversation,
  findParticipantIds,
  insertMessage,
  isOpenAccount,
  listConversations,
  listMessages,
  markReadUpTo,
} from './queries';
import { presentConversation, presentMessage } from './presenters';

/** Messages per page of a conversation: the newest 50 before the cursor. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * Loads a conversation's participants and checks the actor is one of them.
 * @returns the participant ids
 * @throws AppError 404 'Conversation was not found' when it is missing or the actor is not in it
 */
async function participantsOrNotFound(db: Db, actor: Actor, conversationId: number, action: 'conversation:read' | 'conversation:write') {
  const participantIds = await findParticipantIds(db, conversationId);
  if (!can(actor, action, { participantIds })) throw notFound('Conversation');
  return participantIds;
}

/** Registers the conversation routes (mounted under /api). */
export async function conversationRoutes(app: App) {
  const db = app.database.db;

  app.post(
    '/conversations/direct/:userId',
    { onRequest: requireSignIn, schema: { params: ZUserIdParams } },
    async (request) => {
      const me = requireUser(request);
      const otherUserId = request.params.userId;
      authorize(me, 'conversation:start', { userId: otherUserId });
      if (!(await isOpenAccount(db, otherUserId))) throw notFound('User');
      const id = await db.transaction((tx) => findOrCreateDirectConversation(tx, { userId: me.id, otherUserId }));
      return { id };
    },
  );

  app.get('/conversations', { onRequest: requireSignIn }, async (request) => {
    const me = requireUser(request);
    const rows = await listConversations(db, me.id);
    return rows.map(presentConversation);
  });

  app.get(
    '/conversations/:id/messages',
    { onRequest: requireSignIn, schema: { params: ZIdParams, querystring: ZCursorQuery } },
    async (request) => {
      const me = requireUser(request);
      const conversationId = request.params.id;
      const before = parseIdCursor(request.query.cursor);
      const page = await db.transaction(async (tx) => {
        await participantsOrNotFound(tx, me, conversationId, 'conversation:read');
        const rows = await listMessages(tx, { conversationId, before, limit: MESSAGE_PAGE_SIZE });
        const newest = rows[0];
        // The newest page marks the conversation read up to the newest message shown; older
        // pages come after it, so there is nothing newer to mark.
        if (!before && newest && (await markReadUpTo(tx, { conversationId, userId: me.id, messageId: newest.message.id }))) {
          await emitEvent(tx, { type: 'conversation.read', userId: me.id, payload: { conversationId } });
        }
        return splitPage(rows, MESSAGE_PAGE_SIZE, (r) => r.message.id);
      });
      return {
        // Oldest first within the page; nextCursor leads to older messages.
        items: page.items.reverse().map((r) => presentMessage(r.message, r.sender)),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    '/conversations/:id/messages',
    { onRequest: requireSignIn, schema: { params: ZIdParams, body: ZSendMessage } },
    async (request, reply) => {
      const me = requireUser(request);
      const conversationId = request.params.id;
      const { message, crisisSupport } = await db.transaction(async (tx) => {
        const participantIds = await participantsOrNotFound(tx, me, conversationId, 'conversation:write');
        const written = await insertMessage(tx, { conversationId, senderId: me.id, body: request.body.body });
        for (const userId of participantIds) {
          await emitEvent(tx, { type: 'message.created', userId, payload: { conversationId, messageId: written.message.id } });
        }
        return written;
      });
      // crisisSupport is for the sender alone; the event others receive carries only ids.
      return reply.status(201).send({ ...presentMessage(message, me), crisisSupport });
    },
  );
}
