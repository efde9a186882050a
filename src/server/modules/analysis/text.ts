/**
 * Text handling for the analyser: normalisation that keeps a map back to the owner's original
 * characters (so evidence can quote them verbatim), and segmentation into sentences and clauses.
 */

import { TOKEN_FIXES } from './spelling.ts';

export interface NormText {
  /** Lower-case, apostrophes unified, elongations squeezed, texting spellings repaired. */
  text: string;
  /** map[i] = index in the original string of normalised char i; map[text.length] = original length. */
  map: number[];
}

const FIXES = new Map(Object.entries(TOKEN_FIXES));
const FIX_RE = new RegExp(
  `(?<![a-z0-9'])(?:${[...FIXES.keys()].sort((a, b) => b.length - a.length).join('|')})(?![a-z0-9'])`,
  'g',
);
const LETTER = /\p{L}/u;

/** Lower-case one UTF-16 unit; symbols, emoji and control characters become spaces. */
function normChar(code: number, ch: string): number {
  if (code < 128) {
    if (code >= 65 && code <= 90) return code + 32;
    if (code === 96) return 39; // ` -> '
    if (code === 9 || code === 13) return 32;
    return code;
  }
  if (code === 0x2019 || code === 0x2018 || code === 0xb4 || code === 0x2bc) return 39;
  if (code === 0x201c || code === 0x201d) return 34;
  if (code === 0x2013 || code === 0x2014 || code === 0x2015) return 45;
  if (code >= 0xd800 && code <= 0xdfff) return 32;
  if (!LETTER.test(ch)) return 32;
  const lower = ch.toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : code;
}

/** Normalise one answer, keeping a character map to the original. */
export function normalize(src: string): NormText {
  // Pass 1: per character; a letter repeated 3+ times is squeezed to two ("sooo" -> "soo").
  const codes: number[] = [];
  const map: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const c = normChar(src.charCodeAt(i), src[i] as string);
    const n = codes.length;
    if (n >= 2 && c >= 97 && c <= 122 && codes[n - 1] === c && codes[n - 2] === c) continue;
    codes.push(c);
    map.push(i);
  }
  map.push(src.length);
  let joined = '';
  for (let k = 0; k < codes.length; k += 4096) joined += String.fromCharCode(...codes.slice(k, k + 4096));

  // Pass 2: whole-token fixes (texting spellings, missing apostrophes).
  FIX_RE.lastIndex = 0;
  if (!FIX_RE.test(joined)) return { text: joined, map };
  FIX_RE.lastIndex = 0;
  let text = '';
  const map2: number[] = [];
  let last = 0;
  for (let m = FIX_RE.exec(joined); m; m = FIX_RE.exec(joined)) {
    const fix = FIXES.get(m[0]) as string;
    text += joined.slice(last, m.index);
    for (let k = last; k < m.index; k++) map2.push(map[k] as number);
    const start = map[m.index] as number;
    const endOrig = map[m.index + m[0].length - 1] as number;
    text += fix;
    // Spread the replacement over the original token; the last char maps to the token's last char.
    for (let k = 0; k < fix.length; k++) map2.push(k === fix.length - 1 ? endOrig : Math.min(endOrig, start + k));
    last = m.index + m[0].length;
  }
  text += joined.slice(last);
  for (let k = last; k < joined.length; k++) map2.push(map[k] as number);
  map2.push(src.length);
  return { text, map: map2 };
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
  /,\s*|(?<!\b(?:anything|nothing|everything|all))\s+(?=(?:but|though|although|however|whereas|except|yet|unless|even though|even if|so that|then|until|till|because)\b)|(?<!\b(?:a|little|short|good|long|the|quite a|bit|old|once in a|in a|for a))\s+(?=while\b)/g;
const CONTRAST_START = /^(?:but|though|although|however|whereas|yet|except|still)\b/;
const CONCESSION_START = /^(?:although|though|even though|even if|while)\b/;
const PAST =
  /\b(?:(?<!(?:get|gets|got|getting|gotten|be|is|was|are|been|it's|he's|she's) )used to(?! (?:it|things|that|this|the|her|his|him|them|me|us|people|change|new))|when (?:he|she|it|they) (?:was|were) (?:a |little|young|younger|small|tiny|first)|as a (?:puppy|kitten|baby|youngster|kit|chick|pup|young(?:er)? [a-z]+)|in (?:his|her|its|their) (?:prime|youth|younger days|heyday|early days)|in the (?:beginning|early days|first (?:few )?(?:days|weeks|months))|when (?:we|i) first (?:got|adopted|brought|had)|at the start|(?:was|were) (?:\w+ ){0,3}(?:at first|to begin with|in the beginning)|the first (?:few )?(?:weeks|months|year) (?:we|she|he)|for the first (?:few )?(?:weeks|months)|back then|hasn't done that in|when (?:he|she|it|they|we) (?:first )?(?:arrived|came(?: to us| home)?|was adopted|were adopted|got (?:him|her|them))|(?:was|were) (?:a |an )?(?:very |really |so )?\w+ (?:cat|dog|bunny|rabbit|bird|boy|girl|pup|puppy|kitten) when|not any more than|(?:was|were) (?:very |so |really )?(?:scared|shy|nervous|timid|terrified) of everything)\b/;
/** "He does come straight to the gate": an owner conceding a point the reader should not miss. */
const EMPHATIC =
  /\b(?:he|she|it|they) (?:does|do|did) (?!not\b|n't|it\b|this\b|that\b|so\b|what|the\b|a\b|his\b|her\b|its\b|anything|nothing|everything|as\b)[a-z]+/;
const PRESENT =
  /\b(?:now|these days|nowadays|anymore|any more|no longer|lately|recently|at the moment|currently|today|still|since (?:he|she|it|they) (?:went|got|lost|became|started|had)|since (?:his|her|its|their) (?:operation|op|illness|stroke|diagnosis|surgery|accident))\b/;

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
    if (
      first &&
      CONTRAST_START.test(text.slice(first.start, first.end)) &&
      !CONCESSION_START.test(text.slice(first.start, first.end))
    ) {
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

/** A clause that turns to the present: "but now", "these days" (at its start). */
const NOW_TURN = /^(?:but |and |though |yet )?(?:now|these days|nowadays|today)\b/;

/** A clause that is only a hedge ("Fine, I suppose, ..."): the verdict before it is softened. */
const HEDGE_CLAUSE = /^(?:i (?:suppose|guess|think|reckon)|i'd say|probably|maybe|i think so|ish|kind of|sort of)$/;

function weightClauses(text: string, clauses: Clause[]): void {
  let pastSentence = false;
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i] as Clause;
    const t = text.slice(c.start, c.end);
    if (i > 0 && HEDGE_CLAUSE.test(t)) (clauses[i - 1] as Clause).weight *= 0.6;
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
    } else if (NOW_TURN.test(t)) {
      // "Unsettled at first, paced for a few nights, but now he's fine": what came before is the past.
      for (let j = 0; j < i; j++) {
        const prev = clauses[j] as Clause;
        const pt = text.slice(prev.start, prev.end);
        if (!PAST.test(pt) && !PRESENT.test(pt)) prev.weight *= 0.5;
      }
      c.weight *= 1.2;
    } else if (PRESENT.test(t)) {
      c.weight *= 1.2;
    } else if (pastSentence && /^(?:and|then)\b/.test(t)) {
      c.weight *= 0.35;
    }
  }
}
