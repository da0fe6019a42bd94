/**
 * The pseudo-locale catalog (decision 0091): the English web catalog turned into FormatJS's
 * `en-XA` pseudo-locale ('[Şȧȧƒḗḗ şƥȧȧƈḗḗ]': every letter accented, vowels doubled, about 30%
 * longer, bracketed), ICU arguments, plurals, selects and tags left intact. Built only into a pseudo
 * build (`npm run build:pseudo`, dist/web-pseudo), which the pseudo walk (e2e/pseudo-walk.spec.ts)
 * runs; never shipped.
 */
import path from 'node:path';
import { compile } from '@formatjs/cli-lib';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The English catalog the pseudo one is made from. */
export const EN_CATALOG = path.resolve(import.meta.dirname, '../../src/common/i18n/locales/en.json');

let pseudo: Promise<Record<string, MessageFormatElement[]>> | undefined;

/**
 * The English catalog in `en-XA`, each message parsed (an ICU AST, as the build serves every
 * catalog). Made once per process.
 * @returns message id → its pseudo message's AST
 * @throws when FormatJS cannot read the catalog (an ICU syntax error)
 */
export function pseudoCatalog(): Promise<Record<string, MessageFormatElement[]>> {
  pseudo ??= compile([EN_CATALOG], { pseudoLocale: 'en-XA', ast: true, format: 'simple' }).then(
    (json) => JSON.parse(json) as Record<string, MessageFormatElement[]>,
  );
  return pseudo;
}
