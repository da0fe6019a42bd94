import type { CrisisLexicon } from '../crisis-lexicon';

/**
 * French crisis lexicon (grammar: crisis-lexicon.ts). Intent and distress only; self-harm
 * named generically. Apostrophes are dropped, so an elided word is written with a space
 * ("j ai envie", "d en finir") and matches with or without one; an elided pronoun may also
 * stand in front of any pattern ("m'automutiler", "l'automutilation").
 */
export const FRENCH: CrisisLexicon = {
  proclitics: '(j|m|t|s|l|d|n|qu)',
  macros: {
    veux: '(jveux|jveu|veux|veu|voudrais|aimerais|ai envie d|ai envie de)',
  },
  phrases: [
    // Suicide named directly.
    'suicid(e|es|er|aire|aires|ee)',
    '{veux} (plus )?mourir',
    '({veux}|vais|pense a|ai pense a|envie de|essaye de|essayer de|devrais) me tuer',
    'mettre fin a (mes jours|ma vie|tout|cette douleur|mes souffrances)',
    '({veux}|envie d|vais|besoin d) en finir(?! avec (ce|cet|cette|ces|le|les|un|une|du|des))',
    'en finir avec (la vie|tout|ma vie|moi)',
    'me foutre en l air',
    // Not wanting to be alive.
    '(veux|veu|jveux|jveu|voudrais) plus (vivre|etre la|exister|continuer|me reveiller)',
    '(n )?ai plus envie de vivre',
    'envie de (mourir|disparaitre pour toujours)',
    '(voudrais|aimerais|prefererais|veux) etre mort(e)?',
    'mieux mort(e)?',
    '(voudrais|aurais voulu|aimerais) ne (jamais|pas) (etre ne|etre nee|naitre)',
    'ne (jamais|plus) me reveiller',
    'ne pas me reveiller(?! (tot|avant|a|trop|demain matin))',
    'plus gout a la vie',
    'envie de ne plus (exister|vivre|me reveiller)',
    'que tout s arrete (pour toujours|pour de bon|definitivement|a jamais)',
    'si (j|je n) ?existais (pas|plus)',
    'espere ne pas me reveiller',
    'disparaitre (pour toujours|a jamais|pour de bon|definitivement)',
    'dormir pour toujours',
    '(arreter|cesser) d exister',
    '(merite|merites) (pas de vivre|de mourir)',
    'devrais (juste )?mourir',
    'si je (mourais|disparaissais)',
    'quitter ce monde',
    'pret(e)? a mourir',
    'ne serai plus la',
    // Life without worth or meaning.
    '(aucune|plus de|pas de) raisons? de vivre',
    'rien pour quoi vivre',
    'vaut pas la peine d etre vecue',
    'a quoi bon vivre',
    '(l )?(interet|sens) de vivre',
    '(fatigue|fatiguee|marre|las|lasse) de (vivre|la vie)',
    'en peux plus de (vivre|la vie)',
    // Feeling a burden.
    'mieux sans moi',
    'un (fardeau|poids) pour (tout le monde|tous|ma famille|mes parents|les autres|mes proches)',
    // Saying goodbye.
    'dernier adieu',
    'lettres? d adieu',
    // Self-harm, named generically.
    'scarifi(e|es|er|ee|ees|ais|ait|cation|cations)',
    'me mutile',
    'automutil(e|er|ation|ations|ee)',
    'me coupe (quand|expres|encore|souvent|tous les)',
    'me suis (encore )?coupee? (hier|expres|encore|a nouveau|de nouveau|cette nuit)',
    'envie de me couper(?! (les|la|le|l|mes|un|une|des))',
    '({veux}|peur de|envie de|vais|besoin de) me faire du mal',
    'me suis (re)?fait du mal',
    'me fais du mal (expres|quand|volontairement|souvent|encore)',
    '(prendre|pris|faire|fait|fais) une overdose',
    'overdose (volontaire|expres)',
  ],
  evasive: ['idees noires'],
  exclusions: [
    // Dying of hunger, laughter, boredom…: hyperbole.
    '(meurs|meurt|mourir|mort|morte|mourais|mourrais|mourrai|meure) (de|d) (faim|soif|froid|chaud|rire|fatigue|ennui|honte|envie|peur|chaleur|sommeil|jalousie|curiosite|impatience|trac)',
    // Suicide as a figure of speech or a topic.
    'suicide d (un|une)',
    'suicide (politique|commercial|social|professionnel|electoral|squad)',
    '(prevention|taux|etude|etudes|statistiques) (du |de |des )?suicides?',
    '(mission|attentat|attentats|attaque|commando|portes?) suicide',
    // Where someone does not want to live.
    'plus vivre (a|au|aux|en|chez|dans|avec|pres|loin|seul|seule|ici|ensemble)(?! (ce|le) monde)',
  ],
};
