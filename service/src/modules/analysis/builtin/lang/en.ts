import { B, E, type Rules } from './rules.js'

const r = (s: string, flags = 'du') => new RegExp(s, flags)
const CLAUSE = String.raw`(?:[^.?!;]|\.(?=\d))*`

export const EN: Rules = {
  lang: 'en',
  commitment: [
    r(
      String.raw`${B}(?:i'll|i will|i'm going to|i am going to|i'm gonna|i can)\s+(?:also\s+|just\s+|then\s+|definitely\s+|probably\s+|go ahead and\s+)*(?<task>${CLAUSE})`,
    ),
  ],
  notTask: r(
    String.raw`^(?:be|live|see|imagine|understand|say|tell you|think|guess|hear|agree|try|do (?:that|this)|go (?:to|down|up)|check with|ask|give you|admit|promise|remember|help|talk about|wait|answer|explain|show you|meet|start|get going|stay|keep it)${E}`,
  ),
  weCommitment: [
    r(String.raw`${B}we(?:'ll| will)\s+(?<task>(?:run|hold|do|deliver|organi[sz]e|set up|install)${E}${CLAUSE})`),
  ],
  request: [
    r(String.raw`^(?<name>[\p{L}-]+),\s+(?:can|could|would|will) you\s+(?:please\s+)?(?:also\s+)?(?<task>[^?]*)`),
    r(String.raw`^(?<name>[\p{L}-]+),\s+(?:please\s+)(?:also\s+)?(?<task>${CLAUSE})`),
    r(
      String.raw`^(?<name>[\p{L}-]+),\s+you(?:'ll| will)?\s+(?<task>(?:take|handle|own|drive|lead|pick up|look into)${E}${CLAUSE})`,
    ),
    r(String.raw`${B}(?:can|could|would) you\s+(?:please\s+)?(?:also\s+)?(?<task>[^?]*)\?`),
    r(String.raw`^(?:and\s+)?please\s+(?<task>${CLAUSE})`),
  ],
  who: r(String.raw`${B}(?:who|someone|anyone|somebody)\s+(?:can|could|will|wants to|should)\s+(?<task>[^?]*)\?`),
  need: [
    r(String.raw`${B}(?:we|i) (?:need|have) to\s+(?<task>${CLAUSE})`),
    r(String.raw`${B}we need\s+(?<task>(?:a|an|the|some)\s+${CLAUSE})`),
    r(String.raw`${B}(?:someone|somebody) (?:needs|has) to\s+(?<task>${CLAUSE})`),
  ],
  named: r(String.raw`^(?:and\s+|so\s+|then\s+)?(?<name>[\p{L}-]+)(?:'ll| will| is going to)\s+(?<task>${CLAUSE})`),
  hypothetical: r(String.raw`${B}(?:if|unless|would|i'd|could|might|in case)${E}`),
  acceptance: r(
    String.raw`^(?:yes|yeah|yep|sure|ok|okay|of course|absolutely|will do|no problem|on it|definitely|sounds good|got it|fine|i can|i'll|i will)${E}`,
  ),
  rejection: r(
    String.raw`^(?:no|nope|not (?:worth|needed|now|yet|necessary|this (?:quarter|year|time))|let's not|no need|don't|i'd rather|i would rather|i'd prefer (?:not|if|that|someone)|rather not)${E}`,
  ),
  agreement: r(
    String.raw`^(?:(?:ok|okay|yes|yeah|great|perfect|fine|good|right|alright)[,!.]?\s+)?(?:deal|agreed|sounds good|works for me|that works|fine by me|decision made|let's do (?:it|that)|it's a deal)${E}[^.?!]{0,12}[.!]*$`,
  ),
  decision: [
    r(String.raw`(?<d>${B}we(?:'re| are| will|'ll)?\s+(?:go|going|gonna go)\s+(?:with|for)\s+${CLAUSE})`),
    r(String.raw`(?<d>${B}we(?:'ve| have)? decided${E}${CLAUSE})`),
    r(String.raw`${B}decision(?: is)?:\s*(?<d>${CLAUSE})`),
    r(String.raw`(?<d>${B}we(?:'re| are)? agreed${E}${CLAUSE})`),
    r(String.raw`${B}we have a deal:\s*(?<d>${CLAUSE})`),
    // "PgBouncer it is." closes a choice; "from now on…" sets a rule; a recap lists what was decided.
    r(
      String.raw`^(?:(?:ok|okay|so|right|alright|fine|then|good|great)${E}[,.!]?\s+)*(?<d>[^.?!;,]{2,40}?)\s+it is${E}`,
    ),
    r(String.raw`${B}(?:from now on|going forward|from today on)[,]?\s+(?<d>${CLAUSE})`),
    r(
      String.raw`(?<d>${B}we(?:'ll| will)?\s+(?:ship|launch|release|move|keep|drop|skip|use|switch|stay|postpone|delay|cancel|hire|choose|pick|stick with)${E}${CLAUSE})`,
    ),
  ],
  resolution: r(
    String.raw`^(?:(?:ok|okay|so|right|alright|fine|then|good|great|no)${E}[,.!]?\s+)+(?<d>(?:we|everyone|everybody|(?:the|our) (?:whole )?team|all of us|you two|both of you|(?<subj>[\p{L}-]+(?:,\s+[\p{L}-]+)*(?:\s+and\s+[\p{L}-]+)?))\s+(?!(?:need|needs|want|wants|think|thinks|have|has|had|should|could|would|can|might|must|will|'ll|don't|doesn't|do|does|did|are|is|was|were|know|knows|say|says|see|sees|feel|feels|like|likes|love|loves|hope|hopes|still|just|also|already|really|probably|got|get)${E})[a-z]+(?<!ed)${E}${CLAUSE})`,
  ),
  wish: r(
    String.raw`${B}(?:i'm looking for|i am looking for|i'd (?:like|love|prefer)|i would (?:like|love|prefer)|i want|i'm hoping|i was hoping|i hope|i expect|i'm expecting|my expectations?|ideally,? i)${E}`,
  ),
  recap: r(
    String.raw`${B}(?:to sum up|to recap|to summari[sz]e|in summary|summing up|so we agreed)\s*[:,]\s*(?<d>${CLAUSE})`,
  ),
  letUs: r(String.raw`${B}let's\s+(?:just\s+)?(?<d>${CLAUSE})`),
  notDecision: r(
    String.raw`^(?:get|start|begin|move on|pick|talk|see|wrap|continue|take a look|meet|go(?! with)|hear|have a look|discuss|catch up|circle back|jump|dive|focus|look|not|take (?:them|these|those|it|things) (?:one|in turn|step))${E}`,
  ),
  pronounTask: r(
    String.raw`^(?<verb>[\p{L}-]+(?:\s+(?:up|over|out|on))?)\s+(?<pro>it|that|this|them|those|these)(?:\s+(?:one|change|thing|part))?${E}(?<rest>.*)$`,
  ),
  genericVerb: r(String.raw`^(?:do|have|take|handle|own|ship|get|make|sort|pick up|look into|deal with|finish)$`),
  schedule: r(String.raw`${B}when (?:works|would work|is good|suits|is convenient)(?: for you)?${E}`),
  cut: r(
    String.raw`,\s+(?:i|we|it|the|that|this|so|because|but|since|as|which|nobody|otherwise|and if|if|ideally|preferably|hopefully)${E}|\s+(?:so that|because|since|unless|if)${E}|\s+-\s`,
  ),
  lead: r(
    String.raw`^(?:(?:ok|okay|so|then|right|alright|good|great|perfect|fine|yes|yeah|and|well|also|agreed)${E}[,.!]?\s*)+`,
  ),
  greeting: r(
    String.raw`^(?:good (?:morning|afternoon|evening)|hi|hello|hey|thanks|thank you|morning|welcome|bye|see you|talk soon|cheers|nice to meet)${E}`,
  ),
  open: r(
    String.raw`${B}(?:still (?:haven't|have not|need to) decided?|haven't decided|open question|tbd|to be decided|let's pick (?:that|this|it) up|we'll come back to|not decided yet)${E}`,
  ),
  past: r(
    String.raw`${B}(?:was|were|had|went|wrote|did|used to|last (?:week|year|month|time)|ago|yesterday|back then|(?:i|we|they|he|she|two \w+) (?!decided|agreed)\w+ed)${E}`,
  ),
  proposal: r(
    String.raw`${B}(?:i (?:suggest|propose|recommend)|how about|what if we|could we|can we|shall we|why don't we|i could|we could)${E}`,
  ),
  whQuestion: r(String.raw`${B}(?:how|what|why|which|where|when)${E}`),
}
