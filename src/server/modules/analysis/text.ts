/**
 * Text handling for the analyser: normalisation that keeps a map back to the owner's original
 * characters (so evidence can quote them verbatim), and segmentation into sentences and clauses.
 */

export interface NormText {
  /** Lower-case, apostrophes unified, elongations squeezed, texting spellings repaired. */
  text: string;
  /** map[i] = index in the original string of normalised char i; map[text.length] = original length. */
  map: number[];
}

/** Texting spellings and common typos -> the form the lexicon expects. Keys are whole tokens. */
const TOKEN_FIXES: Record<string, string> = {
  doesnt: "doesn't", dosent: "doesn't", doesent: "doesn't", dosnt: "doesn't", doesn: "doesn't",
  dont: "don't", didnt: "didn't", isnt: "isn't", wasnt: "wasn't", arent: "aren't", werent: "weren't",
  wont: "won't", cant: "can't", couldnt: "couldn't", wouldnt: "wouldn't", shouldnt: "shouldn't",
  hasnt: "hasn't", havent: "haven't", hadnt: "hadn't", aint: "ain't", im: "i'm", ive: "i've",
  hes: "he's", shes: "she's", thats: "that's", theres: "there's", theyre: "they're", youre: "you're",
  whats: "what's", were: 'were', wed: 'wed', ill: 'ill',
  alot: 'a lot', realy: 'really', rly: 'really', definately: 'definitely', definatly: 'definitely',
  tho: 'though', thru: 'through', cuz: 'because', coz: 'because', bc: 'because', becuase: 'because',
  kinda: 'kind of', sorta: 'sort of', prolly: 'probably', wanna: 'want to', gonna: 'going to',
  luv: 'love', luvs: 'loves', u: 'you', ur: 'your', nite: 'night', b4: 'before', abt: 'about',
  hrs: 'hours', hr: 'hour', mins: 'minutes', min: 'minutes', secs: 'seconds', yrs: 'years', yr: 'year',
  freinds: 'friends', frends: 'friends', disapears: 'disappears', dissapears: 'disappears',
  disapeared: 'disappeared', dissapeared: 'disappeared', hidding: 'hiding', hidds: 'hides',
  scard: 'scared', scaried: 'scared', nervus: 'nervous', anxius: 'anxious', agressive: 'aggressive',
  agresive: 'aggressive', excersize: 'exercise', exercize: 'exercise', excercise: 'exercise',
  vaccum: 'vacuum', vacum: 'vacuum', vacumm: 'vacuum', hoovers: 'hoover', wierd: 'weird',
  seperation: 'separation', independant: 'independent', energtic: 'energetic', enrgetic: 'energetic',
  playfull: 'playful', untill: 'until', everytime: 'every time', anytime: 'any time', cudles: 'cuddles',
  cuddels: 'cuddles', strangres: 'strangers', visiters: 'visitors', vistors: 'visitors',
  routeen: 'routine', rutine: 'routine', schedual: 'schedule', shedule: 'schedule', sleeeps: 'sleeps',
  slep: 'slept', durring: 'during', bcos: 'because', ppl: 'people', pple: 'people', bf: 'best friend',
  w: 'with', wiht: 'with', teh: 'the', adn: 'and', nad: 'and', becasue: 'because', jsut: 'just',
  cudnt: "couldn't", wudnt: "wouldn't", doesnot: 'does not', didnot: 'did not', cannot: 'can not',
  // squeezed elongations ("sooo" -> "soo" -> "so")
  soo: 'so', noo: 'no', nooo: 'no', yess: 'yes', verry: 'very', reallly: 'really', realllly: 'really',
  lovess: 'loves', hatess: 'hates', alll: 'all',
};

const isLetter = (c: string): boolean => /[\p{L}]/u.test(c);

/** Normalise one answer, keeping a character map to the original. */
export function normalize(src: string): NormText {
  // Pass 1: per-character (length-preserving except squeezed elongations).
  const out: string[] = [];
  const map: number[] = [];
  for (let i = 0; i < src.length; i++) {
    let c = src[i] as string;
    if (c === '\u2019' || c === '\u2018' || c === '`' || c === '\u00b4' || c === '\u02bc') c = "'";
    else if (c === '\u201c' || c === '\u201d') c = '"';
    else if (c === '\u2013' || c === '\u2014' || c === '\u2015') c = '-';
    else if (c === '\r' || c === '\t') c = ' ';
    else if (c === '\u00a0') c = ' ';
    else {
      const lower = c.toLowerCase();
      c = lower.length === 1 ? lower : c;
      const code = c.charCodeAt(0);
      // Emoji and other symbols (incl. surrogate halves) become spaces.
      if (code >= 0xd800 && code <= 0xdfff) c = ' ';
      else if (code > 0x7f && !isLetter(c)) c = ' ';
    }
    // Squeeze a letter repeated 3+ times to two ("sooo" -> "soo", "zooomies" -> "zoomies").
    const n = out.length;
    if (n >= 2 && out[n - 1] === c && out[n - 2] === c && /[a-z]/.test(c)) continue;
    out.push(c);
    map.push(i);
  }
  map.push(src.length);

  // Pass 2: whole-token fixes (texting spellings, missing apostrophes).
  const joined = out.join('');
  const text: string[] = [];
  const map2: number[] = [];
  let last = 0;
  const tokenRe = /[a-z0-9']+/g;
  for (let m = tokenRe.exec(joined); m; m = tokenRe.exec(joined)) {
    const fix = TOKEN_FIXES[m[0]];
    if (fix === undefined || fix === m[0]) continue;
    for (let k = last; k < m.index; k++) {
      text.push(joined[k] as string);
      map2.push(map[k] as number);
    }
    const start = map[m.index] as number;
    const endOrig = map[m.index + m[0].length - 1] as number;
    for (let k = 0; k < fix.length; k++) {
      text.push(fix[k] as string);
      // Spread the replacement over the original token; the last char maps to the token's last char.
      map2.push(k === fix.length - 1 ? endOrig : Math.min(endOrig, start + k));
    }
    last = m.index + m[0].length;
  }
  if (last === 0) return { text: joined, map };
  for (let k = last; k < joined.length; k++) {
    text.push(joined[k] as string);
    map2.push(map[k] as number);
  }
  map2.push(src.length);
  return { text: text.join(''), map: map2 };
}

export interface Clause {
  /** Normalised clause text span [start, end) in the answer's normalised text. */
  start: number;
  end: number;
  sentence: number;
  /** Index of the clause within its sentence. */
  pos: number;
  /** Weight from contrast and time: "but" clauses count more, "used to" clauses less. */
  weight: number;
}

export interface Sentence {
  start: number;
  end: number;
  clauses: Clause[];
  words: number;
}

const SENTENCE_END = /[.!?;]+(?=\s|$|["')\]])|\n+|\s+-+\s+|\s*[()]\s*|:\s+(?=\S)/g;
const CLAUSE_SPLIT =
  /,\s*|\s+(?=(?:but|though|although|however|whereas|except|yet|while|unless|even though|even if|so that|then|until|till|because|although)\b)/g;
const CONTRAST_START = /^(?:but|though|although|however|whereas|yet|except|still)\b/;
const CONCESSION_START = /^(?:although|though|even though|even if|while)\b/;
const PAST =
  /\b(?:(?<!(?:get|gets|got|getting|gotten|be|is|was|are|been|it's|he's|she's) )used to(?! (?:it|things|that|this|the|her|his|him|them|me|us|people|change|new))|when (?:he|she|it|they) (?:was|were) (?:a |little|young|small|tiny|first)|as a (?:puppy|kitten|baby|youngster|kit|chick|pup)|in the (?:beginning|early days|first (?:few )?(?:days|weeks|months))|when (?:we|i) first (?:got|adopted|brought|had)|at the start|(?:was|were) (?:\w+ ){0,3}(?:at first|to begin with|in the beginning)|the first (?:few )?(?:weeks|months|year) (?:we|she|he)|for the first (?:few )?(?:weeks|months)|back then|hasn't done that in|when (?:he|she|it|they|we) (?:first )?(?:arrived|came(?: to us| home)?|was adopted|were adopted|got (?:him|her|them))|(?:was|were) (?:a |an )?(?:very |really |so )?\w+ (?:cat|dog|bunny|rabbit|bird|boy|girl|pup|puppy|kitten) when|not any more than|(?:was|were) (?:very |so |really )?(?:scared|shy|nervous|timid|terrified) of everything)\b/;
/** "He does come straight to the gate": an owner conceding a point the reader should not miss. */
const EMPHATIC = /\b(?:he|she|it|they) (?:does|do|did) (?!not\b|n't|it\b|this\b|that\b|so\b|what|the\b|a\b|his\b|her\b|its\b|anything|nothing|everything|as\b)[a-z]+/;
const PRESENT = /\b(?:now|these days|nowadays|anymore|any more|no longer|lately|recently|at the moment|currently|today|still)\b/;

/** Split an answer into sentences and clauses and weight each clause for contrast and time. */
export function segment(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const bounds: Array<[number, number]> = [];
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    if (m.index > from) bounds.push([from, m.index]);
    from = m.index + m[0].length;
    if (m[0].length === 0) SENTENCE_END.lastIndex++;
  }
  if (from < text.length) bounds.push([from, text.length]);

  for (const [s0, e0] of bounds) {
    const [s, e] = trimSpan(text, s0, e0);
    if (e <= s) continue;
    const sentenceIndex = sentences.length;
    const clauses: Clause[] = [];
    let cs = s;
    const body = text.slice(s, e);
    CLAUSE_SPLIT.lastIndex = 0;
    const cuts: Array<[number, number]> = [];
    for (let m = CLAUSE_SPLIT.exec(body); m; m = CLAUSE_SPLIT.exec(body)) {
      if (m[0].length === 0) {
        CLAUSE_SPLIT.lastIndex++;
        continue;
      }
      cuts.push([s + m.index, s + m.index + m[0].length]);
    }
    for (const [a, b] of cuts) {
      pushClause(clauses, text, cs, a, sentenceIndex);
      cs = b;
    }
    pushClause(clauses, text, cs, e, sentenceIndex);
    weightClauses(text, clauses);
    const words = body.split(/\s+/).filter(Boolean).length;
    if (clauses.length) sentences.push({ start: s, end: e, clauses, words });
  }
  // A sentence that opens with "But"/"However" outweighs the one before it.
  for (let i = 1; i < sentences.length; i++) {
    const cur = sentences[i] as Sentence;
    const first = cur.clauses[0];
    if (first && CONTRAST_START.test(text.slice(first.start, first.end)) && !CONCESSION_START.test(text.slice(first.start, first.end))) {
      for (const c of (sentences[i - 1] as Sentence).clauses) c.weight *= 0.85;
    }
  }
  return sentences;
}

function trimSpan(text: string, s: number, e: number): [number, number] {
  while (s < e && /[\s\-*•,.:;"'()]/.test(text[s] as string)) s++;
  while (e > s && /[\s\-*•,.:;"'()]/.test(text[e - 1] as string)) e--;
  return [s, e];
}

function pushClause(clauses: Clause[], text: string, s0: number, e0: number, sentence: number): void {
  const [s, e] = trimSpan(text, s0, e0);
  if (e <= s) return;
  clauses.push({ start: s, end: e, sentence, pos: clauses.length, weight: 1 });
}

function weightClauses(text: string, clauses: Clause[]): void {
  let pastSentence = false;
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i] as Clause;
    const t = text.slice(c.start, c.end);
    if (CONTRAST_START.test(t) && !CONCESSION_START.test(t)) {
      c.weight *= 1.25;
      for (let j = 0; j < i; j++) (clauses[j] as Clause).weight *= 0.8;
    } else if (CONCESSION_START.test(t)) {
      c.weight *= 0.8;
    }
    if (EMPHATIC.test(t)) c.weight *= 1.2;
    if (PAST.test(t)) {
      c.weight *= 0.35;
      pastSentence = true;
    } else if (PRESENT.test(t)) {
      c.weight *= 1.2;
    } else if (pastSentence && /^(?:and|then)\b/.test(t)) {
      c.weight *= 0.35;
    }
  }
}

/** Words in a span of text. */
export function wordCount(s: string): number {
  const m = s.match(/[a-z0-9']+/g);
  return m ? m.length : 0;
}
