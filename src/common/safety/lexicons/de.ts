import type { CrisisLexicon } from '../crisis-lexicon';

/**
 * German crisis lexicon (grammar: crisis-lexicon.ts). Intent and distress only; self-harm
 * named generically. Umlauts are folded ("ü" is "u", "ß" is "ss"); spellings with "ue" for
 * "ü" are written out where people use them.
 */
export const GERMAN: CrisisLexicon = {
  macros: {
    will: '(will|wil|mochte|moechte|wurde gern|wuerde gern)',
    ware: '(ware|waere)',
    fur: '(fur|fuer)',
  },
  phrases: [
    // Suicide named directly.
    'suizid(al|ale|alen|aler|gedanke|gedanken|versuch|versuche|gefahrdet|gefaehrdet|absichten)?',
    'selbstmord(gedanke|gedanken|versuch|versuche|absichten|gefahrdet|gefaehrdet)?',
    'ich (will|werde|mochte|moechte|sollte) mich umbringen',
    'mich umzubringen',
    'ich bringe mich um',
    'mir das leben (zu )?nehmen',
    // Wanting to die or not to be alive.
    '{will} (einfach )?(nur )?(noch )?sterben',
    '{will} (so )?nicht mehr (leben|weiterleben|existieren|aufwachen|hier sein|da sein|weitermachen)',
    'nicht (mehr )?weiterleben',
    'nicht mehr aufwachen',
    '{will} aufh(o|oe)ren zu existieren',
    '(wunschte|wuenschte|wunsche mir|wuensche mir) ich {ware} (tot|nie geboren)',
    '{ware} lieber tot',
    '{will} (einfach )?(nur )?(noch )?tot sein',
    'wenn ich tot {ware}',
    'nie (wieder|mehr) aufwachen',
    'nicht (mehr )?aufzuwachen',
    'wenn es mich nicht (mehr )?(gabe|gaebe)',
    '{fur} immer aufh(o|oe)rt',
    '(vermissen|merken|auffallen) wenn ich (sterbe|tot bin|nicht mehr da bin)',
    '(will|mochte|moechte|werde) mich (toten|toeten)',
    'wache morgen nicht (mehr )?auf',
    '{fur} immer verschwinden',
    'sollte (einfach )?sterben',
    'verdiene es (nicht zu leben|zu sterben)',
    'diese welt verlassen',
    'bin ich nicht mehr da',
    'bereit zu sterben',
    // Life without worth or meaning.
    'keinen grund (mehr )?(zu leben|zum leben|weiterzuleben)',
    'wo{fur} es sich (zu )?leben lohnt',
    'nicht (mehr )?lebenswert',
    'leben hat keinen sinn',
    'keinen sinn (mehr )?im leben',
    'hat das leben (noch )?{fur} einen sinn',
    'wozu (noch )?leben',
    'lebensm(u|ue)de',
    'm(u|ue)de vom leben',
    'keine lust mehr (zu leben|auf das leben|aufs leben)',
    'halte das leben nicht mehr aus',
    '(meinem leben|allem) ein ende (zu )?(setzen|machen|bereiten)',
    'schluss machen mit (dem leben|allem)',
    'mit (dem leben|allem) schluss machen',
    // Feeling a burden.
    'besser (dran )?ohne mich',
    'ohne mich besser',
    '(bin|nur) (nur )?eine last',
    // Saying goodbye.
    'letzter abschied',
    'abschiedsbriefe?',
    // Self-harm, named generically.
    'selbstverletz(ung|ungen|end|ende|endes|ender)',
    'verletze mich selbst',
    'mich selbst (zu )?verletzen',
    'mich (wieder )?selbst verletzt',
    'svv',
    'ritze mich',
    'mich (zu )?ritzen',
    '(wieder|mich) geritzt',
    '{will} mir (selbst )?weh ?tun',
    'tue mir (absichtlich|selbst) weh',
    'mir (etwas|was) an(zu)?tun',
    '(u|ue)berdosis (genommen|nehmen)',
    'an eine (u|ue)berdosis',
  ],
  evasive: ['un aliven', 'suizit'],
  exclusions: [
    // Dying of boredom, hunger, laughter…: hyperbole.
    '(sterbe|sterben|gestorben|stirbt) vor (langeweile|hunger|lachen|hitze|angst|scham|aufregung|neugier|durst|kalte|sehnsucht|ungeduld)',
    // Suicide as a figure of speech.
    '(politischer|beruflicher|sozialer|finanzieller|politischen|beruflichen) selbstmord',
    'suicide squad',
    'suizid (eines|einer)',
  ],
};
