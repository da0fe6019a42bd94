/**
 * A comment by the asker on their own anonymous question is anonymous like the question: shown
 * 'Anonymous (asker)', its author never leaving the server for others (docs/api.md "Comment").
 * Whether a comment is one is worked out in SQL, from the question, wherever comments are read.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { questions } from '../db/schema/index';

/**
 * SQL: true when `authorId` is the asker of an anonymous question (`questions` must be joined
 * to the comment's question in the query).
 * @param authorId the comment's author column (or a bound id)
 * @returns a boolean SQL expression, mapped to a JavaScript boolean
 */
export const byAnonymousAsker = (authorId: SQLWrapper) =>
  sql<boolean>`(${questions.isAnonymous} and ${questions.authorId} = ${authorId})`.mapWith(Boolean);
