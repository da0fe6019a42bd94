/**
 * Identities of the users the Counsel Chat importer creates (identities.issuer/subject).
 * Kept apart from the importer so the seed can recognise imported users without loading it.
 */

/** identities.issuer of every user the importer creates. */
export const COUNSEL_CHAT_ISSUER = 'counselchat';
/** identities.subject of the system user that owns imported questions ('Counsel Chat'). */
export const COUNSEL_CHAT_COMMUNITY_SUBJECT = 'community';
