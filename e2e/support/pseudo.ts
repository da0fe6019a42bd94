/**
 * The pseudo walk's words and checks. The pseudo build shows every catalog message
 * in FormatJS's `en-XA` pseudo-locale; `pseudo(id)` is the text a message shows there, so the walk
 * finds buttons and tabs by it. `problemsOnPage` lists what a person would meet that is not pseudo
 * (words that bypass the catalogs) and the controls whose words do not fit.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from '@playwright/test';
import { pseudoCatalog } from '../../scripts/lib/pseudo-catalog';
import type enWhole from '../../src/common/i18n/locales/en.json';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The demo seed's data (src/server/seed/content.ts, the demo accounts, the fixed topics), read
 * through tsx: the seed imports the server's JSON catalogs, which Playwright's loader cannot.
 */
function seedData(): unknown {
  const script = `
    const seed = await import('./src/server/seed/content.ts');
    const { DEMO_ACCOUNTS } = await import('./src/server/auth/demo-accounts.ts');
    const { FIXED_TOPICS } = await import('./src/common/constants.ts');
    const { SEED_PEOPLE, SEED_QUESTIONS, SEED_CONVERSATIONS, SEED_REPORTS, SEED_TOPICS } = seed;
    process.stdout.write(JSON.stringify([SEED_PEOPLE, SEED_QUESTIONS, SEED_CONVERSATIONS, SEED_REPORTS, SEED_TOPICS, DEMO_ACCOUNTS, FIXED_TOPICS]));
  `;
  return JSON.parse(execFileSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/**
 * A message's text in the pseudo build.
 * @param id a message id of the web catalog
 * @param values its arguments, if any
 */
export async function pseudo(id: keyof typeof enWhole, values?: Record<string, string | number>): Promise<string> {
  const catalog = await pseudoCatalog();
  return String(new IntlMessageFormat(catalog[id], 'en').format(values));
}

/** Every string of a value, however deep (the seed's titles, bodies, names, bios, messages, reasons). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * What people and data wrote rather than MindSpace: the demo seed's posts, messages, names,
 * topics and reports, the crisis lines' names (data, shown as written in every language), and
 * whatever the walk typed itself. Each is also split at blank lines and markdown marks, as a post
 * is rendered in paragraphs and list items.
 */
export function userContent(extra: string[] = []): string[] {
  const whole = [...stringsIn(seedData()), ...stringsIn(JSON.parse(readFileSync('src/common/crisis/lines.json', 'utf8'))), ...extra];
  const pieces = whole.flatMap((text) => [text, ...text.split(/\n+|\*\*|__|^[-*>#\d.]+\s/m)]);
  return [...new Set(pieces.map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p.length >= 2))].sort((a, b) => b.length - a.length);
}

export type Problems = { untranslated: string[]; clipped: string[] };

/**
 * The page's problems, as a person would meet them:
 * - **untranslated**: a visible text node, or a label, title, placeholder or alt, holding a Latin
 *   word of two letters or more once user content (also a preview of it cut with '…'),
 *   'MindSpace', web addresses and lengths of time are taken out (English lengths of time are
 *   date-fns's and Intl's unit formats ('4 hr'), locale data, which the pseudo
 *   build keeps in English).
 *   Text with a pseudo letter in it came from a catalog message, whose arguments (names, dates,
 *   numbers, a country) are values, not words to translate. Skipped: text inside an element that
 *   declares its own `lang` (a language's own name, a crisis line's hours in English), and
 *   `<time>` (dates and times are locale data, not catalog words);
 * - **clipped**: a visible button, link, label, tab, menu item or option (or a truncating part of
 *   one) holding catalog words, whose content is wider or taller than its box; visually hidden
 *   text (`sr-only`) and cut previews of people's words are not looked at, being cut on purpose.
 * @param page the page
 * @param content user content (`userContent()`), longest first
 */
export async function problemsOnPage(page: Page, content: string[]): Promise<Problems> {
  return page.evaluate((content) => {
    const untranslated = new Set<string>();
    const clipped = new Set<string>();
    const visible = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [hidden], template')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
    };
    const skipped = (el: Element) => Boolean(el.closest('script, style, noscript, time, body [lang]'));
    const visuallyHidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clip !== 'auto' || style.clipPath !== 'none' || el.getBoundingClientRect().width <= 1;
    };
    const TIME =
      /^(about |over |almost |less than )?(a|an|\d+(\.\d+)?) (seconds?|minutes?|hours?|days?|weeks?|months?|years?|sec|min|hr|wk|mth|yr)( ago)?$/;
    const check = (raw: string) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (/[\u00C0-\u024F\u1E00-\u1EFF]/.test(text) || TIME.test(text)) return;
      const preview = text.replace(/…$/, '');
      if (content.some((piece) => piece.includes(preview))) return;
      let rest = text.replace(/(https?:\/\/)?[\w.-]+\.[a-z]{2,}(\/\S*)?/gi, ' ');
      for (const piece of content) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
      rest = rest.replace(/MindSpace/g, ' ');
      if (/[A-Za-z]{2,}/.test(rest)) untranslated.add(text.slice(0, 120));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || skipped(parent) || !visible(parent)) continue;
      check(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skipped(el) || !visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value?.trim()) check(value);
      }
    }
    const controls =
      'button, a, label, [role="tab"], [role="menuitem"], [role="option"], select, input[type="submit"], input[type="button"]';
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (!visible(el) || getComputedStyle(el).display === 'inline') continue;
      if (visuallyHidden(el)) continue;
      const parts = [el, ...el.querySelectorAll<HTMLElement>('*')].filter((part) => {
        const style = getComputedStyle(part);
        return !visuallyHidden(part) && (part === el || style.overflow !== 'visible' || style.textOverflow === 'ellipsis');
      });
      for (const part of parts) {
        if (part.clientWidth === 0) continue;
        // Only catalog words: a preview of someone's message cut with '…' is cut on purpose.
        if (!/[\u00C0-\u024F\u1E00-\u1EFF]/.test(part.textContent ?? '')) continue;
        if (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 2) {
          clipped.add(`${el.tagName.toLowerCase()} “${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 60)}”`);
          break;
        }
      }
    }
    return { untranslated: [...untranslated], clipped: [...clipped] };
  }, content);
}
