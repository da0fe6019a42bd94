import type { CrisisLexicon } from '../crisis-lexicon';

/**
 * Portuguese crisis lexicon, Brazil and Portugal (grammar: crisis-lexicon.ts). Intent and
 * distress only; self-harm named generically. Hyphens are dropped, so "matar-me" is
 * "matar me" in a pattern.
 */
export const PORTUGUESE: CrisisLexicon = {
  macros: {
    quero: '(quero|qro|kero|queria|gostaria de|desejo|preciso)',
    matar: '(me matar|matar me|me suicidar|suicidar me)',
  },
  phrases: [
    // Suicide named directly.
    'suicid(io|ios|a|as|al|ar|arme|ei|aria|ado|ada)',
    'tirar (a )?(minha )?(propria )?vida',
    // Wanting to die or not to be alive.
    '{quero} morrer',
    '({quero}|vou|vontade de|penso em|pensei em|pensando em|a pensar em|tentei|tentar|devia) {matar}',
    'apetece me morrer',
    '(nao|ja nao) {quero} (mais )?(viver|existir|continuar vivendo)',
    'nao {quero} (mais )?estar aqui',
    'nao {quero} mais continuar',
    'nao {quero} (mais )?acordar(?! (cedo|tarde|as|antes|a tempo|agora))',
    '(nunca mais|espero nao|tomara que eu nao) (acordar|acorde)',
    'nao aguento mais (viver|a vida)',
    '(queria|quem me dera|gostaria de|prefiro|preferia) (estar|ser) mort(o|a)',
    '(estaria )?melhor mort(o|a)',
    '(nunca|nao) ter nascido',
    '(sumir|desaparecer)( do mapa)? (para|pra) sempre',
    'dormir (para|pra) sempre',
    '(mereco|devia|deveria) morrer',
    'nao mereco viver',
    '{quero} (deixar|parar) de (existir|viver)',
    '{quero} nao existir',
    '(nao tenho|sem|perdi a|ja nao tenho)( mais)? vontade de viver',
    'melhor nao (acordar|existir|ter nascido)',
    'vontade de (morrer|sumir pra sempre)',
    '(ja )?nao (estarei|vou estar) aqui',
    '(ir embora|sair) (deste|desse|do) mundo',
    'pront(o|a) (para|pra) morrer',
    'tomara que eu morra',
    'se eu (morresse|sumisse)',
    // Life without worth or meaning.
    '(nao tenho|nao ha|nao vejo|nao existe)( mais)?( nenhum| nenhuma)? (motivo|motivos|razao|razoes) (para|pra) (viver|continuar)',
    'nada (pelo que|para|pra) viver',
    '(a|minha) vida nao vale a pena',
    'nao vale a pena viver',
    '(vejo|tem|qual o|que)( nenhum)? sentido (de|em) (viver|continuar vivendo)',
    '(pra|para) que continuar vivendo',
    '(cansad(o|a) de|cansei de|fart(o|a) de) (viver|a vida)',
    '(acabar com|por fim a|por fim na|dar fim a|dar fim na|dar fim em|terminar com) (a )?minha vida',
    'acabar com tudo(?! (o|a|os|as|isso|isto))',
    'acabar com (essa|esta|a) dor (para|pra) sempre',
    // Feeling a burden.
    'melhor sem mim',
    '(um )?(peso|fardo) (para|pra) (todos|todo mundo|minha familia|meus pais|os outros)',
    // Saying goodbye.
    'ultima despedida',
    'cartas? de despedida',
    // Self-harm, named generically.
    'automutil(o|a|ar|arme|ei|ou|ando|acao|acoes)',
    '(me )?corto (me )?(quando|sempre|de novo|para)',
    'me cortei de novo',
    '({quero}|vou|vontade de|medo de|voltei a|volto a) me cortar(?! (o|a|os|as))',
    '({quero}|vontade de|medo de|vou|ando a|tento nao) (me machucar|machucar me|magoar me|me magoar)',
    'me machuco (de proposito|quando|sempre|para)',
    '(tomar|tomei|tomo|uma) overdose',
  ],
  evasive: [],
  exclusions: [
    // Dying of laughter, hunger, longing…: hyperbole.
    'morr(er|o|endo|i|eu|ia|eria) de (rir|fome|sono|frio|calor|vergonha|susto|saudade|saudades|vontade|medo|tedio|ansiedade|curiosidade|inveja|amor|cansaco|sede|raiva)',
    // Suicide as a figure of speech or a topic.
    'suicidio de (um|uma)',
    'suicidio (politico|social|profissional|comercial|eleitoral)',
    '(prevencao|taxa|taxas|estudo|estatisticas) (ao |do |de )?suicidio',
    '(esquadrao|missao|ataque|atentado) suicida',
    // Where someone does not want to live.
    'viver (em|na|no|nessa|nesse|nesta|neste|com|sozinh(o|a)|longe|perto|ali|la|junt(o|a)s)(?! (neste|nesse|este|esse) mundo)',
    'overdose de (cafe|cafeina|acucar|chocolate|series|trabalho)',
  ],
};
