/**
 * Behaviour vocabulary for activity (A) and flexibility (F): energy, play and rest; routine,
 * fussiness and rolling with change.
 */
import type { Cue } from './types.ts';
import { b } from './lexicon.ts';

export const ACTIVITY_CUES: Cue[] = [
  // Toward active.
  b(
    'energetic',
    "(?:very |super |hyper ?|highly )?active|hyper(?:active)?|energetic|high[- ]energy|(?:lots|tons|loads|full|bundle|ball|bag) of energy|(?:boundless|endless|limitless|unlimited|so much|crazy) energy|full of beans|full of life|bouncy|bouncing off the walls|(?:never|can't|doesn't|won't|cannot) (?:sits?|stays?|keeps?) still|never stops|non ?stop|on the go|always on the move|on the move|(?:always|constantly) (?:busy|moving|doing something|up to something|into something)|busy|raring to go|flat out(?! (?:refus|ignor|won't|will not|no))|(?:no|zero) off[- ]?switch|tireless|never tires|never tired|tornado|whirlwind|chaos|chaotic|gremlin|a menace|mischie\\w*|into everything|live ?wire|wired|(?:100|110)% on|always up for|up for (?:play|anything|a game)|ready to go|wants more|still wants? more|(?:never|not) (?:seen (?:\\w+ )?)?(?:just )?sit still|can go for hours|goes for hours|for hours on end|athlet\\w*|sporty|working (?:line|lines|dog)|stir crazy|burns? (?:it )?(?:all )?off|(?:goes|is) (?:mad|crazy|nuts|bonkers|wild)",
    { A: 2 },
  ),
  b(
    'zoomies',
    '(?:runs?|running|flies|goes) like (?:a |the )?(?:rocket|bullet|missile|whirlwind|tornado|maniac|lunatic|nutter|loony|bat out of hell|wind|the clappers)|zoom(?:ies|ing|s|ed)?|bink(?:y|ies|ying|ied|s)|popcorn(?:ing|s|ed)?|frap\\w*|(?:crazy|mad|daft|silly|wild) (?:half[- ]hour|five minutes|5 minutes|ten minutes|hour|moments?|spells?|bursts?)|the crazies|midnight crazies|(?:burst|bursts|spurt) of (?:energy|zoomies|speed)|runs? laps|(?:does|doing) laps|laps (?:of|around|round)|racing (?:around|round|up and down)|races? (?:around|round|up and down)|tears? (?:around|round)|tearing (?:around|round)|war danc\\w*|dooks?|dooking|the spins?|frantic (?:play|running)',
    { A: 1.6 },
  ),
  b(
    'active-play',
    'play(?:s|ing)? (?:hard|rough|for (?:hours|ages)|all day|constantly|a lot|fetch|tug|chase)|plays? with (?:any|every|other) (?:dog|dogs|cat|cats)|playful|loves? to play|(?:fetch|fetching|frisbee|agility|tug|flirt ?pole|canicross|flyball|herding|hunting|hunts?|stalking|stalks?|pounc\\w*|wrestl\\w*|swimming|swims?|hikes?|hiking|jogs?|jogging|\\d+k runs?|runs? with me|cycling|sprint\\w*|chasing|chases?|climbing|climbs?|jumping|leaping|digging|digs?|burrowing|tunnelling|tunneling|exploring|explores?|shredding|shreds?|destroying|destroys?|chewing (?:up|everything|things)|forag\\w*|flapping|flying|flies (?:around|round|laps)|flying (?:laps|around|round)|dancing|dances?|headbang\\w*|hanging upside down|acrobatics|(?:on|runs on|running on|in) (?:his|her|its|the) wheel|wheel running|ball (?:games|chasing)|laser|feather[- ](?:wand|toy|stick)|wand toys?|play ?stand|play ?gym|trick training|(?:off|on) (?:the )?lead|long line|garden time|floor time|free roam\\w*|out of (?:the|his|her) cage|outside (?:all|for)|out all day|out exploring)',
    { A: 1.1 },
    { q: { 2: {} } },
  ),
  b(
    'hops',
    'hopping (?:around|about|perch|from)|hops? (?:around|about|round)|(?:a )?hop around',
    { A: 0.5 },
    { q: { 2: {} } },
  ),
  b(
    'toys',
    'crinkle balls?|string|bottle caps|hair ties|toys?|puzzle (?:toys|feeders)|sniff(?:ing)? games|snuffle mats?|enrichment|cardboard|boxes|tunnels|dig box|gym|tricks|training|mental stimulation|chew(?:ing)? (?:toys|sticks|willow|cardboard)|willow balls?',
    { A: 0.6 },
    { q: { 2: {} } },
  ),
  b(
    'long-walks',
    '(?:long|big|massive|huge|decent|good|proper|\\d+ ?(?:hour|hr)s?|two[- ]hour|2\\+?[- ]hour|several|multiple|\\d+|two|three) (?:walks?|hikes?|runs|rambles)|walks? (?:of|for) (?:\\d+|two|three|several|an|a few)\\+? (?:hours?|miles|km)|(?:an? |one |\\d+ )?hours? (?:long )?walks?|out all day|all[- ]day (?:hikes?|walks?)|(?:\\d+|two|three|several) walks? a day|walks? twice a day|hacking(?: out)?|canter(?:s|ing)?|gallop(?:s|ing)?|trots? (?:around|round) the field',
    { A: 1.2 },
    { q: { 2: { A: -1 } } },
  ),
  b(
    'night-active',
    "night owl|(?:up|awake|active|lively|livelier|busy|wide awake) (?:and about )?(?:at|all|during the|in the) (?:night|dawn|dusk|evening|morning|early hours)|(?:very|most|more) (?:awake|active|lively|livelier) (?:at|in the) (?:night|evening|dawn|dusk)|(?:up and about|running around|plays?|playing|zooms?|active) (?:at|around|till|until) (?:\\d+|midnight|night|dawn|3am|2am|4am)|(?:runs|plays|zooms) till morning|(?:hardly|rarely|never|barely|seldom) (?:ever )?(?:naps?|sleeps?|rests?|settles)|(?:doesn't|does not|won't) (?:really )?(?:nap|rest|settle) (?:much|in the day|during the day)|up the (?:second|moment|minute) (?:i|we|anyone)|(?:wakes?|woke) (?:up )?(?:early |at \\d+ )?raring",
    { A: 1 },
  ),
  b(
    'mad-times',
    '(?:mad|crazy|hyper|wild|bonkers|nuts|manic) (?:at|in the|around|every|all|by) (?:dawn|dusk|nights?|evenings?|mornings?|bedtime|\\d)',
    { A: 1.3 },
    { pri: 1 },
  ),
  b(
    'crepuscular',
    '(?:lively|livelier|active|up and about|awake|busy) (?:at|in the|around) (?:dawn|dusk)(?: and (?:dawn|dusk))?|crepuscular',
    { A: 0.5 },
    { pri: 1 },
  ),
  b(
    'low-sleep',
    '(?:only |just )?(?:sleeps|naps) (?:maybe |about |around |only )?(?:\\d+|a few|very little|little)(?:[- ]\\d+)? hours?(?:,| which is| -)? (?:which is )?(?:low|not much|less)|(?:low|little) (?:for a|amount of) (?:cat|dog|sleep)|too busy (?:to|for)|short naps|little naps|naps in short bursts|power naps?|cat ?naps',
    { A: 0.8 },
  ),

  // Toward passive.
  b(
    'lazy',
    'bone idle|lazy|laziest|lazybones|couch potato|potato|sofa (?:dog|cat|king|queen|surfer)|lounger|lounges?|lounging|lounge lizard|low[- ]energy|sedentary|mellow|placid|sluggish|docile|slow(?:[- ]moving)?|slowly|slowcoach|(?:very )?calm and quiet|quiet (?:and calm|little|old|bunny|boy|girl|type|soul)|gentle soul|(?:old|senior|elderly|geriatric) (?:man|lady|boy|girl|gent|gentleman|bunny|cat|dog|soul|bird)|senior|elderly|(?:slowed|slowing) down|(?:not|no longer) (?:as )?(?:spry|active|young)|snor(?:es|ing|er|ed)|loaf(?:ing)?|rug|pillow|sandbag|sand bag|lump|blob|beanbag|furniture|ornament|statue|a rock',
    { A: -1.5 },
  ),
  b(
    'sleeps-lots',
    '(?:sleeps?|sleeping|naps?|napping|dozes?|dozing|snoozes?|snoozing|rests?|resting|lies|lying|lays|laying) (?:\\w+ ){0,3}(?:most of (?:the |her |his |its |their )?(?:day|time|life|days|daytime)|all|a lot|loads|lots|tons|heaps|so much|(?:a )?(?:huge|massive|ridiculous|crazy|insane|fair|good) amount|the whole|nearly all|almost all|basically all|much of|a good chunk|a fair bit|a good part|the majority|all day|all night|day and night|through most|for most)|(?:sleeps?|sleeping|naps?) (?:so )?(?:much|a lot)|sleeps very much|spends? (?:most|much|a lot|all|lots) of (?:\\w+ )?(?:day|time|life|days) (?:just )?(?:asleep|sitting|lying|sleeping|lying|in (?:her|his) bed|on the sofa|lounging|dozing|napping|curled)|asleep most of|out cold|dead to the world|(?:a |an |one )?(?:morning|afternoon|midday|pre-dinner|post-dinner|after dinner|evening) nap|naps? (?:every|each) (?:day|afternoon|morning)|(?:dozes|dozing) standing',
    { A: -1.2 },
  ),
  b(
    'rest-favs',
    'sleeping|napping|lying (?:around|about|down|in|on|stretched|upside)|lies? (?:around|about|down|in the sun)|lays? (?:around|about)|being lazy|sunbathing|sun ?bathing|basking|(?:sitting|lying) in the sun|sun patch|sunny (?:spot|patch)|warm (?:spot|laptop|lap)|curled up|snuggled (?:up|under)|(?:under|in) (?:a |the |her |his )?(?:blanket|duvet|covers|hoodie)|on the sofa|on the couch|(?:lie|lies|lying) down|(?:sits?|sitting) (?:on (?:my|our) (?:lap|knee)|in (?:her|his) (?:chair|window|spot)|and watch(?:es)?|for long stretches|quietly|still)|perch(?:es|ing)? and watch(?:es|ing)?|(?:watching|watches|judging) (?:the )?(?:birds|street|world|fly|tv|telly|squirrels|from the window|out (?:of )?the window)|chill(?:ing|s)? (?:out)?|roach(?:ing)?|flop(?:s|ping|ped)? (?:out|over|down)|grazing|dozes|dozing',
    { A: -1 },
    { q: { 2: { A: 0.8 }, 5: {}, 3: {}, 4: {} }, qs: [0, 1, 2, 7] },
  ),
  b(
    'no-play',
    "(?:doesn't|does not|won't|never|didn't|isn't|not) (?:really |much |very |one for |into |interested in )?(?:play|playing|playful|toys|active|energetic|run|running|exercise|move|moving|binky|binkies)|(?:never|not) (?:was |been )?one for (?:toys|play|running|exercise|walks)|hardly (?:moves?|plays?)|barely (?:moves?|plays?)|rarely (?:moves?|plays?)|(?:without|never) getting up|(?:doesn't|does not|won't) (?:get up|budge|bother getting up)|just (?:doesn't|won't) move|enough for (?:him|her|the day)|(?:\\w+|a few|\\d+) minutes? (?:max|maximum|tops|at most)|(?:his|her|its) idea of exercise|that's (?:his|her|its) exercise|(?:then )?needs? (?:a )?(?:lie[- ]down|rest|nap|sleep|sit down)|(?:one|a single|\\d+) (?:lap|circuit)|wants? (?:to be )?carr(?:ied|y)|(?:plonks?|sits? down|lies down|refuses) (?:\\w+ )?(?:mid[- ]walk|on the pavement|and won't budge|and refuses)|(?:not|no) (?:a )?(?:marathon|speed demon|athlete)|(?:then|and) (?:she|he|it) (?:is )?happy to (?:rest|lie|lounge|relax|sleep|chill)|then (?:she|he) (?:lie|lies) down again|once in a blue moon|(?:for|about|maybe) (?:about |maybe |a |around )?(?:half an hour|\\d+ min(?:ute)?s|a few minutes|ten minutes|five minutes|two minutes|a bit|a while|a short while)(?:,| or so)? (?:then|and then|before) (?:\\w+ ){0,2}(?:done|finished|rests?|chills?|sleeps?|naps?|lies down|lie down|flops?|settles?|goes (?:back )?(?:into|to|in))",
    { A: -1.2 },
    { fixed: true, pri: 1 },
  ),
  b(
    'done-quickly',
    "(?:then|and) (?:he's|she's|it's|he is|she is|they're) (?:done|finished|had enough|bored)|(?:then|and) (?:she|he|it) is finished",
    { A: -0.6 },
  ),
  b(
    'naps',
    '(?:naps?|napping|dozes?|dozing|snoozes?|snoozing|sleeps?) (?:most of |through |during |in |throughout )the (?:day|afternoon|morning)s?|(?:naps?|napping|dozes?|dozing|snoozes?|snoozing) (?:through|during|in|throughout) the (?:day|afternoon)|daytime naps?|naps? (?:most|every|in the) (?:afternoons?|days?|mornings?)|naps? (?:a fair bit|a bit|quite a bit)',
    { A: -0.6 },
  ),
  b('plays', 'plays?|playing|playtime|play time|up for (?:play|a game)', { A: 0.7 }, { qs: [7], pri: 1 }),
  b(
    // "Kips most of the day, only wakes up for food", "hardly bothers moving": a sleeper when awake too.
    'barely-wakes',
    '(?:only|just) (?:wakes?|gets?|comes?) (?:up )?(?:for|to eat|at (?:meal|dinner|tea) ?times?)|hardly (?:bothers? )?(?:moving|moves|stirs|gets up)|barely (?:stirs|moving)|(?:kips?|kipping) (?:\\w+ ){0,2}(?:most|all|a lot|loads)',
    { A: -1.2 },
    { qs: [0, 7], fixed: true, pri: 1 },
  ),
  b(
    // "Prowls around all night", "only naps for an hour here and there": awake and on the move.
    'prowls',
    'prowls?|prowling|on patrol|patrols?|patrolling|(?:only|just) (?:naps?|sleeps?|dozes?) (?:for )?(?:an hour|a few minutes|half an hour|\\d+ minutes)|here and there for (?:a few minutes|an hour)',
    { A: 1 },
    { qs: [0, 7], pri: 1 },
  ),

  b('potter', 'potters?|pottering|pootl\\w*|mooch\\w*', { A: -0.4 }),
  b(
    // Hibernation and brumation are seasonal, not a temperament: they say little about energy.
    'hibernates',
    '(?:hibernat\\w*|brumat\\w*|torpor)',
    { A: -0.4 },
  ),
  b(
    'sleep-num-hi',
    '(?:1[6-9]|2[0-2])(?: ?(?:-|to|or) ?(?:1[6-9]|2[0-4]))? ?(?:hours|hrs|h)\\b|(?:sixteen|seventeen|eighteen|nineteen|twenty) hours',
    { A: -1.6 },
    { qs: [0, 1, 7] },
  ),
  b(
    'sleep-num-lo',
    '(?:sleeps? |naps? )?(?:maybe |about |around |only )?(?:[5-9]|1[0-2])(?: ?(?:-|to) ?(?:[6-9]|1[0-2]))? ?(?:hours|hrs|h)(?: a day)?,? (?:which is )?(?:low|not much|less)',
    { A: 1 },
    { qs: [7] },
  ),
  b(
    'endless',
    "(?:would|'d|will|could) (?:\\w+ )?(?:run|play|go|walk|fetch|be out) (?:\\w+ )?all day|energy is (?:\\w+ )?(?:endless|boundless|limitless|unlimited|never[- ]ending|through the roof)|(?:until|till) (?:my|your|our) arm (?:falls|drops) off|(?:raids?|raiding) (?:the )?(?:bin|cupboards?|fridge)|opens? (?:the )?(?:cupboards?|doors|drawers)|(?:crashes|crashed|flakes out|passes out) (?:hard |out )?(?:at night )?after (?:a |the )?(?:full|busy|long|big) day",
    { A: 1.4 },
  ),
  b(
    'mild-outing',
    'sniff(?:s|ing)? (?:around|round|about|for)|sniffy walks?|(?:a )?(?:little|short) run (?:around|round)|run(?:s)? around|(?:ball|toy) in the garden|little wander|(?:a )?wander (?:round|around)',
    { A: 0.3 },
    { qs: [1, 7] },
  ),
  b(
    'calm-chew',
    "chew(?:s|ing)? (?:a |his |her |on )?(?:bone|chew|antler|stick)|gnaw(?:s|ing)?|nibbl(?:es|ing) (?:things|hay|on)|nothing crazy|nothing much|not much|(?:that's|thats) (?:genuinely |honestly |really |basically |pretty much )?it|even that is negotiable",
    { A: -0.5 },
    { qs: [1] },
  ),
  b(
    'low-key',
    '(?:loses?|lost) interest|gets? bored (?:quickly|easily|fast|after)|(?:short|slow) (?:amble|stroll|wander|plod|potter|waddle)|ambles?|amble|strolls?|plods?|waddles?|champion sleeper|professional (?:sleeper|napper)|(?:big|great|heavy|serious) (?:sleeper|napper)|loves? (?:his|her|its|their) (?:sleep|naps|bed)|out (?:like a light|cold) (?:most|all|much) of the day',
    { A: -1.2 },
  ),
];

export const FLEXIBILITY_CUES: Cue[] = [
  // Toward flexible.
  b(
    'adaptable',
    "flexible|adaptable|adapts?|adapted|adapting|adjusts?|adjusted|adjusting|easy[- ]?going|happy[- ]go[- ]lucky|goes with the flow|go with the flow|rolls? with (?:it|anything|everything|the punches|whatever)|(?:takes?|took|taking) (?:it|everything|things|it all|change|whatever) in (?:\\w+ )?stride|in (?:his|her|its|their) stride|(?:nothing|not much) (?:fazes|bothers|phases|upsets|throws|disturbs) (?:him|her|them|it)|unflappable|up for anything|just (?:happy|glad) to be (?:along|with|there)|along for the ride|as long as (?:he's|she's|it's|they're|he has|she has|she's got|he's got|i'm|we're|there's) (?:\\w+ ){0,3}(?:with|there|around|food|fed|near)|goes? along with (?:it|anything|whatever)|(?:settles?|settled|adapts?|adapted|adjusts?|adjusted) (?:in )?(?:straight away|right away|immediately|instantly|quickly|fast|in no time|within (?:an hour|minutes|hours|a day)|the same day|the first (?:night|day|evening)|by the (?:first )?(?:evening|night))|(?:was )?(?:exploring|explored|chatting|sleeping|eating|playing) (?:\\w+ ){0,3}(?:within (?:an hour|minutes|the hour|the first hour|a few minutes)|the same day|the first night|straight away|right away|immediately|by the (?:first )?(?:evening|night))|same day|(?:found|finds|picked|picks|chose|chooses|claimed|claims) (?:\\w+ )?(?:a )?new (?:favou?rite )?(?:spot|place|bed|sun ?patch|patch|wardrobe|hiding spot|corner)|(?:anywhere|wherever|any ?where)|sleeps (?:anywhere|wherever)|(?:random|different) (?:spots?|places|times|rooms) (?:every|each)?|random spots?|never the same (?:spot|place|one)|makes? (?:him|her|it|them)self at home|made (?:him|her|it|them)self at home|(?:right|straight|immediately) at home|likes? (?:variety|change|new things|adventures?|travel\\w*|car rides|going places)|loves? (?:variety|change|new things|adventures?|travel\\w*|car rides|going places|new places)|adventurous|(?:copes|coped|copes well) with (?:change|anything|everything)|(?:is |was )?(?:brilliant|great|fantastic|amazing) (?:at|with) (?:change|it|travel)|(?:doesn't|does not) (?:seem to )?(?:register|notice) (?:change|it|anything)|change doesn't|just carries on|carried on as (?:normal|usual)|like nothing happened|no reaction",
    { F: 1.6 },
    { pri: 1 },
  ),
  b(
    'not-fussy',
    "any time of (?:the )?(?:day|night)|(?:eats?|eating|eat|will eat|hoovers?|inhales?|wolfs?|scoffs?|gobbles?) (?:up )?(?:\\w+ ){0,2}(?:anything|everything|whatever|whenever|any ?time|at any time|all the time|when(?:ever)? (?:it'?s|its) (?:there|put down|given|ready|served)|when (?:he|she|it) feels like it|what(?:ever)? (?:is|we) (?:put|give)|what(?:ever)? (?:we|i) (?:put|give))|(?:not|isn't|never|is not|wasn't|no) (?:\\w+ )?(?:fussy|picky|bothered about (?:times|timing|when)|fussed about (?:times|timing|when|food)|fussy eater|food[- ]motivated)|not fussy about (?:timing|times|food|when)|good (?:eater|doer)|(?:no|not any) (?:set|fixed|particular) (?:times|routine|schedule|time)|(?:eats?|grazes?|graze) (?:\\w+ )?(?:all day|through the day|a little at a time|on and off|when hungry)|grazes?|grazing|(?:eats?|tries) (?:\\w+ )?(?:everything|anything) (?:off|from) (?:my|our|the)|steals? (?:food|chicken|anything)|not like other (?:cats|dogs) (?:screaming|begging)|(?:any ?time|whenever) is (?:ok|okay|fine)|(?:doesn't|does not|didn't|never) (?:\\w+ )?(?:mind|care) (?:if|when|what|about) (?:\\w+ ){0,3}(?:late|early|times?|time|food|brand|meals?)|(?:switched|changed|change|switch|swapped) (?:\\w+ ){0,2}(?:food|foods|brands?|diet|times|bowls?)(?:\\w+ ){0,4} (?:no (?:issues?|problems?)|(?:and )?(?:he|she|it)'?s? (?:never|didn't|doesn't|did not) (?:cared|care|mind|fuss|notice))",
    { F: 1.3 },
    { fixed: true, pri: 1 },
  ),

  b(
    // A one-word eating answer ("Whenever.") counts in its question's sense (rubric: one-word answers).
    'q8-whenever',
    "(?<![a-z,'] )(?:whenever|any ?time|any old time|no set times?)(?=[ .!]*(?:\\n|$))",
    { F: 1 },
    { qs: [8] },
  ),
  // Toward structured.
  b(
    // "Likes her meals on time", "takes her a while to adjust" (train-split misses: read as liking / adapting).
    'wants-on-time',
    '(?:likes?|wants?|expects?|needs?|prefers?) (?:his|her|its|their) (?:\\w+ ){0,2}(?:meals?|food|dinner|breakfast|tea|greens|veg|pellets|feeds?|walks?|routine)s? (?:\\w+ )?(?:on time|at (?:the same|a set|set|dinner|tea) ?times?|at \\d|the same|on the dot)|takes? (?:\\w+ ){0,2}(?:a while|a long time|time|ages|a few days|some days|days|weeks|a week|some time) to (?:adjust|adapt|settle|get used|come round|calm)',
    { F: -1.3 },
    { pri: 3 },
  ),
  b(
    // "Fine with change as long as I'm there": coping that leans on the owner.
    'fine-with-us',
    "(?:copes?|coping|fine|ok|okay|alright|all right|easy(?: going)?|good|great|adapts?|no problem)(?: \\w+){0,3} (?:if|as long as|so long as|when|provided) (?:i'm|i am|we're|we are|i|we|someone's|someone is|his people|her people) (?:are |am |is )?(?:there|around|home|with (?:him|her|them)|nearby|close)",
    { F: 0.5, I: -0.8 },
    { qs: [0, 5, 10], pri: 3 },
  ),
  b(
    'routine',
    "(?:refuses?|refused|rejects?|won't (?:try|touch|eat)|will not (?:try|touch|eat)|(?:doesn't|does not|never) (?:try|touch|eat)) (?:anything|something|everything|any food|food that'?s|foods? that (?:is|are)) (?:new|different|unfamiliar)|(?:at )?(?:the )?same (?:hour|minute) (?:every|each)|every (?:day|time) (?:at )?(?:the )?same (?:hour|minute)|(?:refuses|rejects|won't eat|won't touch|turns (?:her|his) nose up at) (?:any|all|every) (?:\\w+ ){0,2}(?:except|but|apart from|other than)|(?:only|just) (?:one|a single) (?:brand|kind|type|flavou?r)|except (?:one|a single|her|his) (?:brand|kind|type|flavou?r)|(?:a |the |his |her |its |their )?routine(?!s? (?:changes?|doesn't|don't))|(?:his|her|its|their|a|the|fixed|strict|set) schedule|structured|creature of habit|set in (?:his|her|its|their) ways|(?:likes?|loves?|has|needs?) (?:his|her|its|their) (?:little )?(?:ways|habits|rituals|routines?)|stickler|control freak|particular|fussy|picky|(?:a )?fussy eater|(?:likes?|needs?|wants?|prefers?) (?:everything|things|it all|his day|her day|it|its day|their day) (?:\\w+ )?(?:the )?(?:same|just so|a certain way|in order|predictable)|(?:everything|it|things|his day|her day|its day) (?:\\w+ )?(?:must|has to|needs to|have to|should) (?:always )?be (?:\\w+ )?(?:the )?same|(?:every|each) (?:day|night|morning|evening) (?:\\w+ )?(?:the )?same|(?:always|exactly|every day) (?:\\w+ )?(?:the )?same (?:time|place|spot|corner|way|order|routine)|same (?:time|times|spot|place|corner|routine|order|way|walk|route|chair) (?:every|each|always|all)|the same (?:spot|place|corner|chair|window) (?:on|in|every|each)|(?:at|around) the same times?|on the dot|(?:\\d+(?:[:.]\\d+)? ?(?:am|pm)?|o'clock|bedtime) (?:sharp|exactly|on the dot)|(?:sharp|exactly)(?! (?:the same|what|how|like))|like clockwork|clockwork|(?:train )?timetable|(?:knows|know|knew) (?:exactly )?(?:what time|when (?:it's|its|dinner|breakfast|it is))|(?:internal|body) clock|(?:can|could) set (?:a|your) (?:clock|watch)|(?:won't|doesn't|will not|does not|refuses to|refused to) (?:eat|touch) (?:anything )?(?:but|except|other than|new|different|if)|(?:only|just) eats? (?:one|the same|(?:her|his) (?:usual|normal)|a particular)|brand loyal|(?:same|usual|particular) (?:food|brand|bowl)|(?:pees?|peed|poops?|pooped|toilets?|wees?) (?:\\w+ )?(?:on|next to|outside|beside|in)|(?:stopped|stops|won't|refused to) using (?:the|her|his) (?:tray|box|litter)|sat where it used to be|(?:notices?|noticed) (?:any|every|the (?:slightest|smallest)|when)|definitely notices|predictab\\w*|(?:keeps?|kept) (?:trying to )?(?:turn|go|going) back|drags? it back|rebuild\\w*|(?:has|have) to be (?:just )?(?:so|right)",
    { F: -1.5 },
  ),
  b(
    'time-demand',
    "(?:lets?|let) (?:me|us) know|reminds? (?:me|us)|(?:comes?|came) to (?:remind|get|fetch|find|tell) (?:me|us)|(?:tells?|telling) (?:me|us)(?! off)|(?:wakes?|woke|waking) (?:me|us)(?: up)?(?: at| if| for| when)|(?:will|'ll) (?:come and )?(?:wake|stare at) (?:me|us)|(?:starts?|started) (?:\\w+ ){0,2}(?:at|by) \\d|(?:sits?|sitting|stands?|standing|waits?|waiting|stares?|staring|hangs? around|hanging around|hovers?) (?:\\w+ ){0,3}(?:by|at|in front of|near|next to|in) (?:the |her |his |its )?(?:bowl|kitchen|cupboard|fridge|food|feeder|pen door|gate|cage door|door at)(?: \\w+){0,3} (?:if|when) (?:\\w+ ){0,3}(?:late|forget|forgot|slow)|(?:sits?|sitting|stands?|standing|waits?|waiting|stares?|staring|hangs? around|hanging around|hovers?) (?:\\w+ ){0,3}(?:by|at|in front of|near|next to|in) (?:the |her |his |its )?(?:bowl|kitchen|cupboard|fridge|food|feeder|pen door|gate|cage door|door at)|(?:begs?|begging|pesters?|demands?|hollering|hollers?|shouts?|screams?|yells?|yowls?|barks?|thumps?|stamps?|bangs?|rattles?|paces?|whines?|grumbles?) (?:\\w+ ){0,3}(?:if|when) (?:\\w+ ){0,3}(?:late|forget|slow|not on time)|(?:god help|heaven help) (?:you|us)|by \\d+(?::\\d+)? (?:he's|she's|it's)|(?:at|around) (?:\\d+:\\d+|\\d+ ?(?:am|pm)) (?:he|she|it) (?:starts?|is)|(?:if|when) (?:it'?s|dinner'?s|breakfast'?s|food'?s|(?:i'm|we're|i am|we are)) (?:even )?(?:\\d+|five|ten|a few) min(?:ute)?s? late",
    { F: -1.1 },
    { qs: [0, 7, 8, 10, 5], pri: 1 },
  ),
  b(
    'clock-times',
    "(?:breakfast|dinner|tea|supper|lunch|meals?|pellets|greens|veg|veggies|millet|food|fed|feeding|eats?|walk|bed|bedtime|wakes?|up|gets? up|lamp) (?:is |are |comes? )?(?:at|around|about|by) (?:\\d+(?:[:.]\\d+)?(?: ?(?:am|pm|o'clock))?|six|seven|eight|nine|ten|eleven|twelve|five|four)|(?:at|around) (?:\\d+(?:[:.]\\d+)?) (?:and|&) (?:\\d+(?:[:.]\\d+)?)|(?:up|awake|wakes?|woke) (?:at|by) \\d+|(?:bed|bedtime|sleeps?) (?:at|by|from) \\d+",
    { F: -0.45 },
    { qs: [7, 8] },
  ),
  b(
    'time-no-matter',
    "(?:doesn't|does not|don't) (?:\\w+ )?matter (?:to (?:him|her|them) )?(?:if|when|what time|whether)|(?:doesn't|does not) matter (?:if it's|what time)",
    { F: 1.2 },
    { fixed: true, qs: [7, 8, 10] },
  ),
  b('same-spot', '(?:the )?same (?:spot|place|corner|chair|window|time) of (?:the|his|her|its) \\w+ (?:every|each)', {
    F: -1.2,
  }),
  b(
    'grazer',
    'grazer|free[- ]fed|free[- ]feeding|(?:food|bowl|kibble|biscuits) (?:is |are )?(?:always )?(?:down|left out|available|out)|eats? when(?:ever)? (?:she|he|it|they) (?:wants?|likes|fancies|feels like)|eats? (?:on|at) (?:her|his|its|their) own (?:pace|schedule|time)',
    { F: 1.2 },
  ),
  b(
    // "Turns her nose up at everything but one brand", "won't touch a new food".
    'picky-food',
    "turns? (?:his|her|its|their) (?:little )?nose up|(?:everything|anything) (?:but|except) (?:one|the one|her|his|its) (?:brand|kind|type|flavou?r|food)|(?:won't|will not|wouldn't|refuses to|doesn't|does not) (?:touch|try|eat) (?:a |any )?(?:new|different|unfamiliar) (?:food|brand|flavou?r|kind|veg|pellets?|seed|treats?)|took (?:\\w+ ){0,2}(?:weeks|months|ages|forever|a year) to (?:get (?:him|her|it|them) )?(?:onto|on to|to eat|to accept|to try)",
    { F: -1.4 },
    { qs: [8], fixed: true, pri: 2 },
  ),
  b(
    // "Sleeps somewhere different every night, no pattern at all".
    'no-pattern',
    'no (?:set |real |fixed )?(?:pattern|routine|schedule)(?: at all| to it)?|somewhere (?:different|new) every (?:night|day)|(?:a )?different (?:spot|place|bed) every (?:night|day)|wherever (?:he|she|it|they) (?:likes|fancies|wants|ends up|lands)',
    { F: 1.1 },
    { qs: [7, 8], fixed: true, pri: 1 },
  ),
  b(
    // "Took him weeks to get over us going back to the office".
    'slow-recover',
    '(?:took|takes?|taking) (?:him|her|it|them) (?:\\w+ ){0,2}(?:days|weeks|months|ages|a week|a month|forever|a fortnight) to (?:get over|recover|bounce back|forgive|come round|come around|settle back)',
    { F: -1.5 },
    { qs: [10], fixed: true, pri: 3 },
  ),
  b(
    'on-time',
    '(?:has|have|needs?|must) to be (?:bang )?on time|(?:must|should) be on time|on time or|pester(?:s|ing|ed)?|nags?|nagging|nagged|harass(?:es|ing)? (?:me|us)',
    { F: -1.1 },
    { qs: [7, 8, 10], pri: 1 },
  ),
];
