/**
 * The catalog check, for the web's catalogs and the server's: every
 * shipped locale has exactly the English catalog's messages, each valid ICU MessageFormat with the
 * same arguments and tags as the English, and every message is used by the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from './locales';

/** Each set of catalogs: where its files are, and the code that uses its messages. */
const CATALOG_SETS = [
  { name: 'web', dir: path.resolve('src/common/i18n/locales'), users: ['src/web', 'src/server', 'src/common'] },
  { name: 'server', dir: path.resolve('src/server/i18n/locales'), users: ['src/server'] },
];

/** The argument and tag names a parsed message uses, sorted ('#' counts as its plural's argument). */
function namesIn(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.tag) namesIn(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) namesIn(option.value, names);
    }
  }
  return [...names].sort();
}

/** Every source file of the code that shows words (tests excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe.each(CATALOG_SETS)('the $name message catalogs', ({ dir: DIR, users }) => {
  const catalogOf = (locale: string) => JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as Record<string, string>;
  const english = catalogOf('en');

  it('ship one file per locale, and nothing else', () => {
    expect(readdirSync(DIR).sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES)('%s has exactly the English messages, none empty', (locale) => {
    const catalog = catalogOf(locale);
    const missing = Object.keys(english).filter((id) => !(id in catalog));
    const extra = Object.keys(catalog).filter((id) => !(id in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(Object.entries(catalog).filter(([, message]) => typeof message !== 'string' || !message.trim())).toEqual([]);
  });

  it.each(LOCALES)('%s is valid ICU MessageFormat, with the English arguments and tags', (locale) => {
    const problems: string[] = [];
    for (const [id, message] of Object.entries(catalogOf(locale))) {
      try {
        const names = namesIn(parse(message));
        const expected = namesIn(parse(english[id]));
        if (names.join() !== expected.join()) problems.push(`${id}: uses {${names.join(', ')}}, English {${expected.join(', ')}}`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are all used by the code', () => {
    const code = users
      .flatMap((dir) => sourceFiles(path.resolve(dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(Object.keys(english).filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`))).toEqual([]);
  });
});
