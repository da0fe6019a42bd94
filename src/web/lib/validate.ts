/**
 * A form's value checked by the common zod schema of the request it sends (src/common/schemas), the
 * one rule the server's route checks too: required, length, allowed values, control characters.
 * The schemas (and zod) are downloaded when a form is first focused or submitted, never with the
 * landing page or a member's first page (decision 0103).
 */
import type { ZodType } from 'zod';
import { sayInWords } from '@common/i18n/validation';
import { toast } from '@/components/ui/use-toast';
import type { I18n } from '@/lib/i18n';

/** The common schemas module. */
type Schemas = typeof import('@common/schemas');

let schemas: Promise<Schemas> | undefined;

/**
 * Starts downloading the common schemas, once (give it to a form's onFocus so a submit need not
 * wait). A failed download is tried again by the next call.
 * @returns the schemas module
 */
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('@common/schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/** Starts the schemas' download and ignores a failure (a form's onFocus; the submit tries again). */
export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
}

/** How a form shows a refusal: where its server errors show, and the field to go back to. */
export type Refusal = {
  /** The reader's translate function (`useI18n().t`). */
  t: I18n['t'];
  /**
   * The id of the field focused on a refusal (what was written stays in it), or the ids by the
   * request's field names, for a form of several fields.
   */
  field?: string | Record<string, string>;
} & (
  | {
      /** A toast titled as the form's failed write (in the reader's language), the refusal its description. */
      title: string;
    }
  | {
      /** Shows the refusal's words where the form shows the server's (an inline alert). */
      show: (words: string) => void;
    }
);

/**
 * Checks a form's value with a common schema; on a refusal shows the schema's message in the
 * reader's language, worded as the server's 400 would be, and focuses the field.
 * @param pick chooses the request's schema (`(s) => s.ZSendMessage`)
 * @param value the form's value, as it would be sent
 * @param refusal how a refusal is shown
 * @returns the parsed value to send, or null when refused (or when the schemas could not be
 *   downloaded, shown with the connection hint)
 */
export async function checkForm<T>(pick: (s: Schemas) => ZodType<T>, value: unknown, refusal: Refusal): Promise<T | null> {
  const { t, field } = refusal;
  const show = (words: string) =>
    'show' in refusal ? refusal.show(words) : toast({ title: refusal.title, description: words, variant: 'destructive' });
  let schema: ZodType<T>;
  try {
    schema = pick(await loadSchemas());
  } catch {
    show(t('common.loadErrorHint'));
    return null;
  }
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  show(sayInWords(issue?.message ?? '', t));
  const target = typeof field === 'object' ? field[String(issue?.path[0])] : field;
  if (target) document.getElementById(target)?.focus();
  return null;
}
