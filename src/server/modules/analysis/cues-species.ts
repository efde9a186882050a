/**
 * Species-specific behaviour: rabbit thumps and flops, bird contact calls and stepping up,
 * cat kneading and hunting, dog recall, and the small-pet vocabulary owners use.
 */
import type { Cue } from './types.ts';
import { b } from './lexicon.ts';

export const SPECIES_CUES: Cue[] = [
  // Rabbits (and other small prey animals).
  b(
    'thump',
    'thump(?:s|ing|ed|y)?|stamps?|stamping|stamped|drum(?:s|ming)? (?:his|her|its) (?:\\w+ )?feet',
    { C: -0.4 },
    {
      sp: ['rabbit', 'other'],
      q: {
        3: { C: -0.7 },
        4: { C: -0.7 },
        0: { C: -0.4 },
        2: { C: -0.3 },
        5: { I: -0.6 },
        6: { C: 0.1 },
        8: { F: -0.8 },
        9: { I: 0.3 },
        10: { F: -0.6 },
      },
    },
  ),
  b(
    'flop',
    'flop(?:s|ping|ped)?(?! (?:out|over|down))|dead bunny flop|melts? into the floor|(?:bunny|rabbit) loaf|tooth purr\\w*',
    { C: 0.6, A: -0.2 },
    { sp: ['rabbit', 'other'] },
  ),
  b(
    'periscope',
    'periscop\\w*|stands? (?:up )?on (?:his|her|its) (?:hind|back) legs to (?:look|see|watch)',
    { C: 0.6 },
    { sp: ['rabbit', 'other'] },
  ),
  b(
    'bun-affection',
    'nose (?:bumps?|nudges?|boops?|rubs?)|circl(?:es|ing) (?:my|our) feet|honk(?:s|ing)? (?:at|around)|grooms? (?:me|us|my)|licks? (?:my|our) (?:hand|arm|feet)|(?:near|by|at|round) (?:my|our) feet',
    { I: -0.7 },
    { sp: ['rabbit', 'other'] },
  ),
  b(
    'cage-bound',
    "(?:lives|spends (?:most of )?(?:the day|his time|her time)) in (?:his|her|its|their) (?:cage|hutch|tank|pen|enclosure|vivarium|flight cage)|(?:doesn't|does not|won't) (?:come out|leave (?:his|her) (?:cage|hide))",
    { A: -0.4 },
    { sp: ['rabbit', 'other', 'bird'], qs: [0, 1] },
  ),

  // Birds.
  b(
    'not-handled',
    "(?:not|isn't) (?:really )?(?:a pet you handle|hand[- ]?tame|tame)|(?:doesn't|won't|does not|will not) (?:step up|like (?:being )?handled)|(?:gets on|lives) (?:with it|in (?:his|her) (?:flight )?cage)",
    { I: 1.2, C: -0.3 },
    { sp: ['bird'] },
  ),
  b(
    'step-up',
    'steps? up(?! (?:on|onto) (?:my|our|his|her) (?:hand|finger|arm|shoulder))|hand[- ]?tame|(?:comes?|climbs?) (?:out )?(?:onto|on) (?:anyone|people|strangers)',
    { C: 0.8 },
    { sp: ['bird'], qs: [0, 3, 4] },
  ),
  b(
    'bird-chatter',
    'chatter(?:s|ing|box)?|talks?|talking|whistles?|whistling|sings?|singing|mimics?|mimicking|says? \\w+',
    { A: 0.3, C: 0.3 },
    { sp: ['bird'], qs: [0, 1] },
  ),
  b(
    'cage-protective',
    'protective of (?:his|her|its) (?:cage|perch|stuff|layout|things|toys)|(?:having|has) (?:his|her) (?:stuff|things|toys|perches) moved',
    { F: -0.8 },
    { sp: ['bird', 'other', 'rabbit'] },
  ),
  b(
    'shoulder',
    '(?:rides?|riding|sits?|sitting|perched|perches) (?:on )?(?:my|our) shoulder|shoulder (?:bird|time)|head scritches',
    { I: -0.7 },
    { sp: ['bird'] },
  ),
  b(
    'flock',
    '(?:part of|member of|one of) the flock|(?:his|her|its) flock|flock (?:animal|bird)',
    { I: -1 },
    { sp: ['bird'] },
  ),
  b(
    'bird-fear',
    'crest (?:flat|down|pinned|flattened)|night frights?|flutters?|thrash\\w*|panics? in (?:the|his|her) cage',
    { C: -1 },
    { sp: ['bird'], qs: [0, 3, 4, 6] },
  ),
  b(
    'bird-bold',
    'crest (?:up|raised)|raises? (?:\\w+ )?crest|fluffs? up (?:and|to) (?:hiss|lunge)|(?:bites?|nips?|lunges?) at (?:strangers|anyone|them)',
    { C: 0.4 },
    { sp: ['bird'], qs: [3, 4, 6] },
  ),

  // Cats.
  b(
    'cat-affection',
    'kneads?|kneading|makes? biscuits|purrs? (?:on|when|at|against|loudly on) (?:me|us|my)|trills? (?:at|to) (?:me|us)|chirps? at (?:me|us)|slow blinks? at (?:me|us)|rubs? (?:against|round|around) (?:my|our) (?:legs|ankles)|head ?butts?|bunting',
    { I: -0.8 },
    { sp: ['cat'] },
  ),
  b(
    'cat-outdoor',
    'outdoor cat|indoor[- ]outdoor|(?:out|outside|outdoors) (?:\\w+ ){0,3}(?:all day|most of the day|for hours|many hours|for ages|all night|most days)|roams?|roaming|patrols? (?:the|his|her|its) (?:territory|garden|neighbou?rhood|patch|flat|house)|(?:does|on) (?:a |his |her )?patrol|scoped (?:out )?(?:the )?(?:new )?territory|territor(?:y|ial)|(?:brings|brought) (?:us |me )?(?:in )?(?:mice|birds|presents|gifts|prey)|catches (?:her|his|its) own',
    { I: 0.8, A: 0.6 },
    { sp: ['cat'] },
  ),
  b(
    'cat-lap-no',
    "(?:not|never|isn't|wasn't) (?:really |much of )?a lap cat|(?:lives|living) alongside",
    { I: 1.5 },
    { sp: ['cat'], fixed: true, pri: 2 },
  ),

  // Dogs.
  b(
    'recall-good',
    "(?:good|great|excellent|perfect|solid|reliable|amazing|brilliant) recall|recall is (?:good|great|excellent|perfect|solid|brilliant)|comes? (?:straight |right )?back (?:when|as soon as) (?:called|i call)|checks? in (?:with me|on walks|constantly)|(?:never|doesn't|won't) (?:stray|wander|go) far",
    { I: -0.8 },
    { sp: ['dog'] },
  ),
  b(
    'recall-poor',
    "(?:no|poor|bad|terrible|zero|selective|non-?existent|patchy|dodgy) recall|recall is (?:poor|bad|terrible|non-?existent|selective|patchy|dodgy|a joke)|(?:can't|cannot|can never) (?:be )?(?:let )?off (?:the )?lead|runs? off (?:after|on walks|to explore)|takes? off after|(?:goes|went) self[- ]hunting",
    { I: 1 },
    { sp: ['dog'] },
  ),
  b(
    'dog-protective',
    'protective of (?:me|us|the family|the kids|the house)|guards? (?:me|us|the house|the family)',
    { I: -0.5, C: 0.3 },
    { sp: ['dog'] },
  ),
  b(
    'reactive',
    'reactive|reactivity|lunges? (?:and barks? )?at (?:dogs|people|other dogs|strangers)',
    { C: -0.8 },
    { sp: ['dog'] },
  ),
  b('lead-pull', 'pulls? (?:on|like a train)|drags? me|pulling on (?:the )?lead', { A: 0.4 }, { sp: ['dog'] }),

  // Small pets and others.
  b(
    'small-pet-active',
    'wheel|running wheel|digs? tunnels|burrows? (?:all night|constantly)|explores? (?:the|every|his|her)|climbs? (?:the )?(?:bars|walls|cage)|escape artist',
    { A: 0.8 },
    { sp: ['other'], qs: [0, 1, 7] },
  ),
  b('reptile-calm', 'tongue flick\\w*|investigates? (?:with )?(?:his|her|its) tongue', { C: 0.6 }, { sp: ['other'] }),
  b(
    'reptile-defensive',
    'strikes?|striking|tail (?:whips?|whipping)|puffs? (?:up|out)|gapes?|gaping|balls? up|musks?',
    { C: -0.8 },
    { sp: ['other'], qs: [3, 4, 6] },
  ),
  b(
    'has-companion',
    "(?:have|has) each other|(?:has|got|with|has got) (?:his|her|its|their) (?:brother|sister|friend|partner|companion|mate|wife|husband|buddy|pal|bonded \\w+|cage ?mate|hutch ?mate|bunny|girlfriend|boyfriend) (?:so|for company|to keep)|there(?:'s| are| is) two of them",
    { I: -0.6 },
    { qs: [5] },
  ),
  b(
    'herd',
    '(?:field|herd|cage|hutch|pen)[- ]?mates?|(?:bonded|his|her) (?:pair|partner|buddy|brother|sister|friend)|(?:sticks?|stays?) close to (?:him|her|them|his|her)|like glue',
    { I: -0.6 },
    { sp: ['other', 'rabbit', 'bird'], qs: [0, 3, 5] },
  ),
];
