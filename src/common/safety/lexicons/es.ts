import type { CrisisLexicon } from '../crisis-lexicon';

/**
 * Spanish crisis lexicon (grammar: crisis-lexicon.ts). Intent and distress only; self-harm
 * named generically. Accents are folded, so "más" and "mas" are one pattern.
 */
export const SPANISH: CrisisLexicon = {
  macros: {
    quiero: '(quiero|kiero|qiero|quisiera|queria|necesito|deseo)',
    morir: '(morir|morirme|matarme|suicidarme|quitarme la vida)',
    // "todo" followed by what is being finished is everyday ("acabar con todo el trabajo").
    todo: 'todo(?! (el|la|los|las|lo|esto|eso|este|esta|mis|tus|sus))',
  },
  phrases: [
    // Suicide named directly.
    'suicid(io|ios|a|as|al|ales|arme|arse|arte|ado|ada)',
    'quitar(me)? (la|mi) (propia )?vida',
    // Wanting to die or not to be alive.
    '(me )?{quiero} {morir}',
    'me {quiero} (morir|matar)',
    '(voy a|pienso en|pense en|pensando en|intente|intento|ganas de|tratar de|deberia) {morir}',
    '(no|ya no) {quiero} (vivir|seguir viviendo|seguir en este mundo|existir|seguir con vida)',
    '(ya no|no) {quiero} estar aqui( nunca mas| mas)?',
    '{quiero} dejar de (existir|vivir)',
    '(no tengo|ya no tengo|sin|no me quedan|perdi las)( mas)? ganas de vivir',
    'mejor (seria )?no (despertar|existir|haber nacido)',
    'si (yo )?no existiera',
    'que todo (se )?(termine|acabe) para siempre',
    'no {quiero} (volver a )?despertar(me)? (nunca|jamas|mas)',
    'ojala (no|nunca) (despertar|despierte|despertarme|me despierte)',
    'no despertar (nunca|jamas)',
    '(quisiera|ojala|preferiria|prefiero) (estar|estuviera|estuviese) muert(o|a)',
    '(mejor|estaria mejor) muert(o|a)',
    '(ojala )?(no|nunca) (hubiera|hubiese|haber) nacido',
    'ojala (me muera|me muriera|me muriese)',
    'desaparecer (para|por) siempre',
    'dormir(me)? para siempre',
    '(list(o|a)|preparad(o|a)) para morir',
    '(no merezco|no me merezco) vivir',
    '(merezco|deberia|debo) morir(me)?',
    'no puedo (mas|seguir) con (la|mi|esta) vida',
    '(ir|irme|salir|marcharme|desaparecer) de este mundo',
    'si (me muero|me muriera|me muriese|desapareciera|ya no estuviera)',
    // Life without worth or meaning.
    '(no tengo|no hay|no encuentro)( ninguna| ningun)? (razon|razones|motivo|motivos) (para|pa) (vivir|seguir)',
    'nada por (lo que|que) vivir',
    '(la|mi) vida no vale la pena',
    'no vale la pena vivir',
    '(veo|encuentro|tiene)( ningun)? sentido (a|de|en) (vivir|la vida|seguir viviendo)',
    'sentido tiene (vivir|la vida|seguir viviendo)',
    'para que seguir (viviendo|vivo|aqui)',
    '(cansad(o|a)|hart(o|a)) de (vivir|la vida|estar viv(o|a))',
    '(acabar|terminar|poner fin|ponerle fin) (con|a) (mi vida|{todo})',
    '(acabar|terminar|poner fin) (con|a) (este|el|mi) (dolor|sufrimiento) para siempre',
    // Feeling a burden.
    '(todos|todo el mundo|mi familia|mis padres|mis papas|el mundo|ellos|la gente|mis amigos) (estarian|estaria|estaran|estara|serian|seria|vivirian|viviria) mejor sin mi',
    '(estarian|estaran|serian|vivirian) mejor sin mi',
    '(soy|me siento) una carga',
    'una carga para (todos|todo el mundo|mi familia|mis padres|los demas)',
    // Saying goodbye.
    '(mi )?despedida final',
    'cartas? de despedida',
    // Self-harm, named generically.
    'autolesi(on|ones|onarme|onarse|ono|onas|ona|onando|onandome)',
    'me (corto|corte) (cuando|otra vez|de nuevo|a proposito|adrede|para)',
    'me (volvi a|vuelvo a|sigo) cortar(?! (el|la|los|las|un|una|con))',
    '(quiero|ganas de|necesito|miedo de|voy a|pienso en) (hacerme dano|lastimarme|herirme|cortarme)',
    'me (hago|hice|sigo haciendo) dano (a proposito|adrede|a mi mism(o|a)|cuando)',
    'me (lastimo|hiero|corto) a mi mism(o|a)',
    '(hacerme|me hago|me hice|me estoy haciendo|me sigo haciendo) cortes',
    '(tomar|tome|tomarme|tomo|hacer|hice|provocarme|una) sobredosis',
  ],
  evasive: ['desvivir(me|se|te)?', 'desviviendome'],
  exclusions: [
    // Dying of laughter, hunger, shame…: hyperbole.
    '(morir|morirme|muero|muriendo|moria|mori|muera|muriera|moriria) (de|del) (la |el )?(risa|hambre|sueno|frio|calor|verguenza|ganas|miedo|susto|aburrimiento|amor|envidia|sed|cansancio|nervios|celos|asco|curiosidad|emocion|alegria)',
    // Suicide as a figure of speech or a topic.
    'suicidio de (un|una)',
    'suicidio (politico|social|profesional|comercial|electoral|economico|deportivo)',
    '(prevencion|prevenir|tasa|tasas|estadisticas|investigacion|estudio|estudios) (de |del |sobre el |sobre )?suicidio',
    '(escuadron|mision|misiones|atentado|atentados|ataque|ataques|maniobra|terrorista|puertas?) suicidas?',
    // Where someone does not want to live.
    'vivir (en|con|sol(o|a)|lejos|cerca|alli|ahi|junto|juntos|de alquiler)(?! (este|el) mundo)',
    'cortarme (el|la|los|las|un|una|unos|unas)',
    'sobredosis de (cafeina|cafe|azucar|chocolate|series|trabajo|informacion|amor|memes|redes)',
  ],
};
