import { B, E, words, type Rules } from './rules.js'

const r = (s: string, flags = 'du') => new RegExp(s, flags)
const CLAUSE = String.raw`(?:[^.?!;…]|\.(?=\d))*`

/** First-person present verbs that announce a task in French ("je vous envoie…", "je m'en occupe"). */
const ACTION =
  words(`vais envoie transmets fais prépare rédige réserve relance appelle contacte vérifie regarde organise
  mets prends occupe charge écris partage planifie livre confirme reviens rappelle récupère crée corrige lance ajoute
  préviens programme finalise termine mets installe`)

export const FR: Rules = {
  lang: 'fr',
  commitment: [
    r(
      String.raw`${B}j(?:e\s+|')(?<pro>(?:(?:vous|te|nous|lui|leur|en|le|la|les|y|me)\s+|(?:m|t|l|s)')*)(?<task>(?:${ACTION}|[\p{L}]+rai)${E}${CLAUSE})`,
    ),
  ],
  notTask: r(String.raw`^(?:vais (?:être|voir|essayer|dire|réfléchir))${E}`),
  weCommitment: [
    r(String.raw`${B}(?:nous|on) (?:allons|va)\s+(?<task>(?:organiser|faire|livrer|installer)${E}${CLAUSE})`),
  ],
  request: [
    r(
      String.raw`^(?<name>[\p{L}-]+),\s+(?:est-ce que\s+)?(?:tu|vous)\s+(?:pourrais|pourriez|peux|pouvez)\s+(?<task>[^?]*)`,
    ),
    r(String.raw`^(?<name>[\p{L}-]+),\s+(?:merci de|n'oublie pas de|pense à)\s+(?<task>${CLAUSE})`),
    r(String.raw`(?:est-ce que\s+)?(?:tu|vous)\s+(?:pourrais|pourriez|peux|pouvez)\s+(?<task>[^?]*)\?`),
    r(String.raw`(?:pouvez-vous|peux-tu|pourriez-vous|pourrais-tu)\s+(?<task>[^?]*)\?`),
  ],
  who: r(String.raw`${B}qui\s+(?:peut|va|veut|s'occupe de|se charge de)\s+(?<task>[^?]*)\?`),
  need: [
    r(String.raw`${B}il\s+(?:nous\s+|me\s+|m'|leur\s+)?(?:faut|faudrait)\s+(?:que\s+[\p{L}]+\s+)?(?<task>${CLAUSE})`),
    r(String.raw`${B}(?:on a|j'ai|nous avons)\s+besoin\s+d(?:e\s+|')(?<task>${CLAUSE})`),
  ],
  named: r(String.raw`^(?:et\s+|alors\s+)?(?<name>[\p{L}-]+)\s+(?:va|s'occupe de|se charge de)\s+(?<task>${CLAUSE})`),
  hypothetical: r(String.raw`${B}(?:si|s'il|s'ils)${E}|[\p{L}]+(?:rais|rait|rions|riez|raient)${E}`),
  acceptance: r(
    String.raw`^(?:oui|d'accord|ok|bien sûr|pas de souci|pas de problème|entendu|ça marche|parfait|très bien|volontiers|avec plaisir|c'est noté|sans problème)${E}`,
  ),
  rejection: r(
    String.raw`^(?:non|pas (?:pour|maintenant|la peine|besoin|cette fois)|surtout pas|je préférerais que|plutôt pas)${E}`,
  ),
  agreement: r(
    String.raw`^(?:(?:oui|ok|bon|alors|très bien|parfait)[,!.]?\s*)?(?:on part (?:là-dessus|sur ça)[^.?!]*|(?:[\p{L}\s]{0,12},\s*)?(?:ça me va|d'accord|c'est d'accord|marché conclu|ça marche|entendu|tope là|c'est parfait|c'est bon|va pour ça|c'est décidé))[.!]*$`,
  ),
  decision: [
    r(
      String.raw`(?<d>${B}on\s+(?:part sur|retient|choisit|garde|valide|prend|a décidé|reste (?:sur|avec|chez))${E}(?!\s*(?:là-dessus|ça|cela))${CLAUSE})`,
    ),
    r(
      String.raw`(?<d>${B}(?:on va|nous allons)\s+(?:passer|partir sur|garder|prendre|retenir|choisir|reporter|décaler|annuler)${E}${CLAUSE})`,
    ),
    r(String.raw`${B}d'accord pour\s+(?<d>${CLAUSE})`),
    // "On fera la version anglaise en interne": a plain future said as settled.
    r(
      String.raw`^(?:(?:alors|donc|bon|ok|d'accord|très bien|non)${E}[,.]?\s+)*(?<d>on\s+(?!(?:verra|pourra|devra|aura|saura|ira|reparlera|reviendra)${E})\p{L}+ra${E}${CLAUSE})`,
    ),
    r(String.raw`${B}(?:c'est décidé|décision)\s*:?\s*(?<d>${CLAUSE})`),
    r(String.raw`^(?:d'accord|alors|donc|ok|bon|très bien),?\s+(?<d>on\s+(?:fait|lance|passe à)${E}${CLAUSE})`),
  ],
  resolution: r(
    String.raw`^(?:(?:bon|alors|donc|ok|d'accord|très bien|non|parfait|c'est décidé|c'est entendu)${E}[,.!:]?\s+)+(?<d>(?:on|nous)\s+(?!(?:peut|pourrait|doit|devrait|verra|verrait|a|avait|était|est|se|en|y|va|ne|commence|continue|passe au|revient|reprend|termine|fait le point|fait un tour)${E}|s'|n'|\p{L}+\s+(?:sur\s+)?(?:là-dessus|ça|cela)${E})\p{L}+${E}${CLAUSE})`,
  ),
  wish: r(
    String.raw`${B}(?:je souhaiterais|je souhaite|j'aimerais|je voudrais|je veux|j'attends|j'espère|mes attentes|je préférerais|idéalement)${E}`,
  ),
  recap: r(
    String.raw`${B}(?:pour résumer|en résumé|je récapitule|récapitulons|pour récapituler)\s*[:,]\s*(?<d>${CLAUSE})`,
  ),
  letUs: r(String.raw`${B}(?:allons-y avec|partons sur)\s+(?<d>${CLAUSE})`),
  notDecision: r(String.raw`^(?:le point|un tour)${E}`),
  pronounTask: r(
    String.raw`^(?:(?<verb>[\p{L}-]+)\s+(?<pro>ça|cela)${E}|(?:la|le|les|l')\s*(?<verb2>[\p{L}-]+)${E})(?<rest>.*)$`,
  ),
  genericVerb: r(String.raw`^(?:occupe|charge|fais|prends|vais)$`),
  schedule: r(
    String.raw`${B}(?:quand (?:est-ce que )?(?:ça|cela) vous (?:arrange|convient|va)|quelle date vous (?:arrange|convient))${E}`,
  ),
  cut: r(
    String.raw`,\s+(?:mais|parce que|car|si|sinon|comme ça|et on (?:verra|en reparle|y reviendra))${E}|\s+(?:parce que|pour que|si)${E}|\s+:\s`,
  ),
  lead: r(
    String.raw`^(?:(?:oui|d'accord|ok|bon|alors|donc|très bien|parfait|et|bien sûr|euh|ben|de notre côté|de mon côté)${E}[,.!]?\s*)+`,
  ),
  greeting: r(String.raw`^(?:bonjour|bonsoir|salut|merci|au revoir|bonne journée|à bientôt|bienvenue)${E}`),
  open: r(
    String.raw`(?:pas encore décidé|reste à décider|question ouverte|on en reparle|on y reviendra|à voir plus tard)`,
  ),
  past: r(String.raw`${B}(?:j'ai|on a|nous avons|ils ont|était|étaient|avait|quand l'|l'année dernière|hier)${E}`),
  proposal: r(String.raw`${B}(?:je (?:propose|recommande|suggère)|on pourrait|et si on|si vous faites|je peux)${E}`),
  whQuestion: r(String.raw`${B}(?:comment|quoi|pourquoi|quel|quelle|où)${E}`),
}
