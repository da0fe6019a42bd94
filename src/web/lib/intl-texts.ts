/**
 * Texts made with Intl (a day, a country's name) that the prerendered landing page already shows.
 * A page's first Intl formatter costs a phone tens of milliseconds (the browser readies its locale
 * data), a long task in the middle of hydration; the prerender writes the texts it made into the
 * page (`<script type="application/json" id="intl-texts">`) and the client adopts them, so hydrating
 * the landing page makes no formatter at all. Any other text is made, and kept, on first use.
 */

/** The id of the JSON block the prerender writes and the client reads. */
export const INTL_TEXTS_ELEMENT = 'intl-texts';

const texts = new Map<string, string>();

/**
 * A text made with Intl, made once per key.
 * @param key what the text is, in full: the locale, the kind and the value ("en day 2026-11-28")
 * @param make makes the text (with Intl) when neither the page nor an earlier call has it
 * @returns the text
 */
export function intlText(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    texts.set(key, text);
  }
  return text;
}

/**
 * Takes the texts a render made, for the prerender to write into its page, and forgets them, so
 * each page carries only its own.
 * @returns the texts by key
 */
export function takeIntlTexts(): Record<string, string> {
  const made = Object.fromEntries(texts);
  texts.clear();
  return made;
}

/** Adopts the texts the prerendered page carries (an unreadable block is left alone: they are made instead). */
export function seedIntlTextsFromPage(): void {
  const element = document.getElementById(INTL_TEXTS_ELEMENT);
  if (!element?.textContent) return;
  try {
    for (const [key, text] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>))
      if (typeof text === 'string') texts.set(key, text);
  } catch {
    // Not readable: each text is made on first use.
  }
}
