/**
 * The display name a new member starts with: a kind pseudonym such as 'Teal Otter', never the
 * sign-in provider's name. Made with unique-names-generator from its colour and
 * animal dictionaries, minus animals that read as an insult or a slur when they name a person.
 */
import { animals, colors, uniqueNamesGenerator } from 'unique-names-generator';

/**
 * Animals left out: pests and parasites, insults ('pig', 'rat', 'cow'), apes (racist when
 * paired with a colour), taxonomic and generic terms that are not a name ('mammal', 'bovid').
 */
const UNKIND = new Set([
  'ape',
  'baboon',
  'bonobo',
  'chimpanzee',
  'gibbon',
  'gorilla',
  'mandrill',
  'monkey',
  'orangutan',
  'primate',
  'aphid',
  'bedbug',
  'bug',
  'cockroach',
  'earthworm',
  'earwig',
  'flea',
  'fly',
  'hookworm',
  'leech',
  'locust',
  'louse',
  'mite',
  'mosquito',
  'planarian',
  'roundworm',
  'silverfish',
  'termite',
  'tick',
  'worm',
  'slug',
  'wasp',
  'hornet',
  'boar',
  'booby',
  'chicken',
  'cow',
  'cattle',
  'donkey',
  'mule',
  'ox',
  'pig',
  'rat',
  'rodent',
  'skunk',
  'snake',
  'turkey',
  'viper',
  'vulture',
  'weasel',
  'hyena',
  'jackal',
  'rattlesnake',
  'asp',
  'scorpion',
  'tarantula',
  'spider',
  'piranha',
  'amphibian',
  'bovid',
  'canid',
  'canidae',
  'cephalopod',
  'felidae',
  'fowl',
  'galliform',
  'gamefowl',
  'landfowl',
  'mammal',
  'marsupial',
  'mollusk',
  'pinniped',
  'reptile',
  'xerinae',
  'constrictor',
  'anaconda',
  'lamprey',
  'krill',
  'smelt',
  'sole',
]);

const KIND_ANIMALS = animals.filter((a) => !UNKIND.has(a));

/**
 * A random pseudonym of two capitalised words, colour then animal ('Teal Otter').
 * @returns at most 25 characters (well within the 50-character name limit)
 */
export function pseudonym(): string {
  return uniqueNamesGenerator({ dictionaries: [colors, KIND_ANIMALS], separator: ' ', style: 'capital', length: 2 });
}
