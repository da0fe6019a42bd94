/** Wire schemas of notification emails' one-click unsubscribe (docs/api.md). */
import { z } from 'zod';

/** `?token=`: the signed token of the email's link; any shape is checked by the server. */
export const ZUnsubscribeQuery = z.object({ token: z.string().optional() });

/** A readable outcome for a client that asked for JSON (browsers get an HTML page instead). */
export const ZNotice = z.object({ message: z.string() });

/** An HTML page (text/html; sent as text, never serialized). */
export const ZHtmlPage = z.string().describe('text/html page');
