/**
 * The crisis lines a member is given in words (check-ins, removal notices, the welcome
 * notification): their country's lines from the crisis data (src/common/crisis/lines.json;
 * the landing page's US lines when they have chosen no country), in their language.
 */
import { crisisResourcesFor } from '../../common/crisis/data';
import type { TCrisisLine } from '../../common/schemas/crisis';
import type { Locale } from '../../common/i18n/locales';
import { words, type Words } from './words';

/** Whose lines a member is given when they have not chosen a country: the landing page's (spec §1). */
const DEFAULT_COUNTRY = 'US';

/**
 * One crisis line in words, from the crisis data (src/common/crisis/lines.json):
 * 'Call or text 988 (988 Suicide & Crisis Lifeline, also 1-800-273-8255)' in English.
 */
function describeLine(line: TCrisisLine, locale: Locale): Words {
  const name = line.translations?.[locale]?.name ?? line.name;
  if (line.phone && line.sms === line.phone) {
    return line.altPhone
      ? words('crisisLines.callOrTextAlso', { phone: line.phone, name, altPhone: line.altPhone })
      : words('crisisLines.callOrText', { phone: line.phone, name });
  }
  const call = line.phone
    ? line.altPhone
      ? words('crisisLines.callAlso', { phone: line.phone, altPhone: line.altPhone })
      : words('crisisLines.call', { phone: line.phone })
    : null;
  const text = line.sms
    ? line.smsKeyword
      ? words('crisisLines.textKeyword', { keyword: line.smsKeyword, sms: line.sms })
      : words('crisisLines.text', { sms: line.sms })
    : null;
  if (!call && !text) return words('crisisLines.online', { name, url: line.url ?? '' });
  const ways = call && text ? words('crisisLines.either', { first: call, second: text }) : (call ?? text)!;
  return words('crisisLines.ways', { ways, name });
}

/**
 * A country's crisis lines as words, from the crisis data: its lines (the US lines of the landing
 * page when no country is given), then the emergency number.
 * @param country the member's country setting (ISO 3166-1 alpha-2) or null
 * @param locale the language the lines are read in (a service's name in it, when it has one)
 * @returns the lines as Words, to render in that language (messages.ts's crisisLineTexts)
 */
export function crisisLineWords(country: string | null, locale: Locale): Words[] {
  const { emergencyNumber, lines } = crisisResourcesFor(country ?? DEFAULT_COUNTRY);
  const emergency = emergencyNumber ? words('crisisLines.emergency', { number: emergencyNumber }) : words('crisisLines.emergencyLocal');
  return [...lines.map((line) => describeLine(line, locale)), emergency];
}
