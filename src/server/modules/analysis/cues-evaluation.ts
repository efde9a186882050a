/**
 * The evaluative vocabulary (how owners judge a reaction: "fine", "hates it", "upset for days") and
 * the topics those judgements are about ("being left", "visitors", "changes", "walks").
 */
import type { Cue } from './types.ts';
import { t, v } from './lexicon.ts';

/** Evaluations: positive = coping well or liked, negative = coping badly or disliked. */
export const VALENCE_CUES: Cue[] = [
  // Coping well.
  v(
    'fine',
    'fine|f9|ok|okay|okey|alright|all right|great(?! (?:dane|danes|big|pyrenees))|grand|golden(?! retriever)|brilliant|amazing|excellent|perfect|no bother|not bad|pretty good|really good',
    1,
    'cope',
  ),
  v(
    'good',
    'good(?! (?:boy|girl|dog|cat|bunny|bird|chunk|few|while|bit|amount|deal|sniff|look|walk|run|hour|part))|decent|well|nicely',
    0.5,
    'cope',
  ),
  v(
    'happy',
    'happy|content|contented|cheerful|pleased|thrilled|delighted|perfectly happy|quite happy|happy enough|at ease',
    0.8,
    'cope',
  ),
  v(
    'relaxed',
    'relaxed|chill|chilled|chilled out|calm|calmly|easygoing|easy going|unbothered|unfazed|unconcerned|untroubled|nonchalant|zen|cool about it|cool with it',
    1,
    'cope',
    { fx: { A: -0.15 } },
  ),
  v(
    'no-problem',
    'no problems?|no issues?|not a problem|never (?:had|been|was|caused|given us) (?:a |any |an )?(?:problems?|issues?|bother|trouble)|not an issue|no fuss|no drama|no trouble|no reaction|no worries|no big deal|not a big deal|not much of a|no bother at all|without (?:a |any )?(?:fuss|problems?|issues?|trouble|bother)',
    1.2,
    'cope',
    { fixed: true },
  ),
  v(
    'not-bothered',
    "{doesnt} {adv}bat an (?:eye|eyelid)|(?:didn't|did not|never|without) (?:skip|skipping|miss|missing|missed) a beat|{doesnt} {adv}(?:seem to |appear to )?(?:care|mind|bother|notice|register|react|flinch|fuss)|couldn't care less|could not care less|{isnt} {adv}(?:bothered|fussed|phased|fazed|worried|concerned|stressed|upset|affected|interested in|too bothered)|(?:nothing|not much|nothing much|little) (?:bothers|fazes|phases|worries|upsets|stresses|seems to bother) \\w+|takes? (?:a lot|a great deal|much) to (?:faze|phase|bother|upset|scare|worry|stress|rattle|unsettle) (?:him|her|them|it)|{doesnt} {adv}(?:bother|faze|phase|worry|upset|stress|affect) (?:\\w+ ){0,2}(?:him|her|them|it)|{doesnt} {adv}seem to notice|not the least bit|never (?:seems |seemed )?(?:bothered|fussed|cared|minded)|{doesnt} give a|without a care",
    1.3,
    'cope',
    { fixed: true, pri: 2 },
  ),
  v(
    'copes',
    'copes?|coped|coping|manages? (?:fine|well|ok)|handles? it|handled it|takes? it well|took it well|deals? with it',
    0.8,
    'cope',
  ),
  v(
    'settles',
    'settles?|settled|settling|settles? (?:in|down)|settled (?:in|down)|calms? down|calmed down|relaxes|relaxed again|recovers?|recovered|comes? round|came round|comes? around|came around|bounces? back|bounced back|back to (?:normal|(?:his|her|its|their) (?:usual|old|normal) self)|(?:gets?|got|getting) over it|over it (?:quickly|fast|in|by)|(?:gets?|got|getting) used to|(?:was|is) fine (?:after|by|within)|fine again|then fine|then ok|then okay|after that (?:fine|ok|okay)',
    0.6,
    'cope',
  ),
  v(
    'loves',
    "loves?|loved|loving|adores?|adored|enjoys?|enjoyed|is (?:a )?(?:big )?fan of|lives for|obsessed with|mad about|crazy about|can't get enough|favou?rite|favou?rite thing|best thing|(?:is|'s|are|really|very|big|so) into|keen on|a sucker for",
    1,
    'pref',
  ),
  v(
    'likes',
    'like(?! (?:a|an|the|any|most|all|every) )|likes|liked|(?<=(?:is|are|was) (?:not )?)(?:liking|wanting)|prefers?|preferred|wants?|wanted|is happy to|happy to|would rather|would choose|seeks? out|goes? looking for|asks? for|needs?|needed|craves?',
    0.7,
    'pref',
  ),
  // Coping badly.
  v(
    'badly',
    'goes? to pieces|went to pieces|falls? apart|fell apart|throws? a (?:wobbly|strop|tantrum|fit|hissy fit)|threw a (?:wobbly|strop|tantrum|fit|hissy fit)|(?:totally |completely |really )?thrown (?:by|off)|knocks? (?:him|her|them) (?:sideways|for six)|not (?:him|her|it)self|badly|terribly|terrible|awful|awfully|horribly|horrible|poorly|dreadful|dreadfully|a nightmare|nightmare|a disaster|disaster|the worst|a mess|not (?:good|great|well|brilliant|ideal|amazing)|{isnt} {adv}(?:good|great|well|happy|ok|okay|fine|pleased|impressed|amused)|{doesnt} {adv}(?:do well|cope|handle it|deal with it|take it well)|{cant} {adv}(?:cope|handle|deal|do it|stand it|bear it|settle|relax|be alone|be left)|struggles?|struggled|struggling|difficult|hard for (?:him|her|them)|tough|bad(?! (?:at|with|boy|girl|dog|cat|kitty|bunny|bird|habits?))|very bad|not so good',
    -1.4,
    'cope',
    { fixed: true, pri: 1 },
  ),
  v(
    'hates',
    "hates?|hated|hating|detests?|loathes?|despises?|can't stand|cannot stand|can not stand|worst nightmare|nemesis|arch[- ]?enemy|enemy|refuses to tolerate|{doesnt} {adv}(?:like|love|enjoy|appreciate|want|tolerate|agree with)|{isnt} {adv}(?:a fan|keen|into|impressed|a big fan|thrilled|happy about)|dislikes?|disliked|not (?:a|the) (?:big |huge )?fan|not keen|no fan of|objects? to|resents?|grudg\\w*",
    -1.2,
    'pref',
    { fixed: true, pri: 1 },
  ),
  v(
    'tolerates',
    'tolerates?|tolerated|puts up with|accepts?|accepted|accepting|allows?|endures?|copes with',
    0.3,
    'cope',
  ),
  v(
    'distress',
    'upset|upsets|unsettled|unsettles?|unsettling|stressed|stresses|stressy|stress|distressed|distress|anxious|anxiety|worried|worries|agitated|restless|frantic|panicky|frazzled|frets?|fretting|freaks? out|freaked out|freaking out|flips? out|loses? (?:it|(?:his|her|its) mind|the plot)|lost (?:it|(?:his|her) mind)|meltdowns?|beside (?:him|her)self|on edge|edgy|out of sorts|thrown off|thr(?:ew|ows?) (?:him|her|them|it)(?: (?:completely|right|totally))?(?: off)?|throws? (?:\\w+ )?off|threw (?:\\w+ )?off|puts? (?:\\w+ )?off|put (?:\\w+ )?off|miserable|depressed|depression|down in the dumps|mop(?:es|ed|ing|ey)|pines?|pined|pining|confused|confusion|disoriented|traumati[sz]ed|shaken|rattled|bothered|unhappy|sad|a wreck|a state|in a state|(?:a )?(?:bit|little) off|was off|is off|seemed off|seems off',
    -1,
    'cope',
    {},
  ),
  v(
    'grump',
    '(?:gets?|got|has|had) (?:his|her|its|their) nose (?:put )?out of joint|nose out of joint|sulks?|sulked|sulking|sulky|grumpy|cranky|moody|grouchy|annoyed|offended|cross|angry|mad at|furious|grumbles?|grumbled|grumbling|complains?|complained|complaining|whinges?|whinging|protests?|protested|huffy|in a huff|a huff|stroppy|tantrums?|indignant',
    -0.7,
    'cope',
    { q: { 6: { C: 0.25 }, 9: { I: 0.3, C: 0.2 } } },
  ),
  v(
    'off-food',
    "off (?:his|her|its|their) food|off food|lost (?:his|her) appetite|loses? (?:his|her) appetite|(?:stops?|stopped) (?:eating|using)|(?:won't|wouldn't|didn't|doesn't|refuses? to|refused to) (?:\\w+ )?(?:eat|touch (?:it|her food|his food)|come out|settle|relax|sleep)|barely (?:ate|eats|slept|sleeps)|(?:didn't|doesn't|won't) (?:eat|sleep) (?:well|properly|much)|hunger strike|not eating|not sleeping",
    -1.1,
    'cope',
    { fixed: true, pri: 1 },
  ),
  // Durations of distress; only where an owner is describing a reaction.
  v(
    'dur-long',
    "(?:for|took|takes|lasted|after) (?:\\w+ ){0,2}(?:weeks|months|a week|a fortnight|ages|forever|a long time|days on end)|(?:for|took|takes) (?:a few|several|many|two|three|four|five|six|couple of|a couple of|2|3|4|5|6) (?:weeks|months)|(?:for|took|takes) (?:days|weeks)|days on end|all (?:day|night|evening|week)|the (?:whole|entire) (?:day|time|night|evening)|(?:until|till|til) (?:we|they|i|everyone|everybody|people)(?:'re|'m|'ve|ve| have| are| am)? (?:get |come |are |am |have )?(?:back|home|gone|left|leave|leaves|go)|for hours|hours later|the rest of the day",
    -0.8,
    'cope',
    { fixed: true, dep: true, qs: [3, 4, 5, 6, 8, 10] },
  ),
  v(
    'dur-mid',
    '(?:for|took|takes|take|after|within) (?:\\w+ ){0,2}(?:a few|several|three|four|five|3|4|5) (?:days|nights)|a few days|several days|(?:takes|took|take) (?:\\w+ ){0,2}(?:a while|some time|time|a bit)|takes? (?:him|her|them) a while|(?:a )?long time',
    -0.6,
    'cope',
    { fixed: true, dep: true, qs: [3, 4, 5, 8, 10] },
  ),
  v(
    'dur-couple',
    '(?:for|took|takes|take|after|within) (?:\\w+ ){0,2}(?:a couple of|couple of|couple|two|2) (?:days|nights)|(?:a )?day or two|(?:a )?day or so|(?:a )?couple (?:of )?days',
    -0.2,
    'cope',
    { fixed: true, dep: true, qs: [3, 4, 5, 8, 10] },
  ),
  v(
    'dur-short',
    '(?:a few|five|ten|two|\\d+|a couple of) minutes later|(?:for|within|after) (?:\\w+ ){0,2}(?:a (?:day|night|evening|afternoon|morning|few hours|couple of hours|hour)|an (?:evening|afternoon|hour)|the (?:first )?(?:evening|afternoon|day|night|morning)|one (?:day|evening|night))|(?:in|within) (?:minutes|an hour|a few minutes|no time|seconds)|(?:straight away|right away|immediately|instantly|same day|by the (?:evening|next day|first (?:evening|night))|the first night|first night)',
    0.35,
    'cope',
    { fixed: true, dep: true, qs: [3, 4, 5, 10] },
  ),
  v(
    'at-first',
    'at first|to begin with|initially|to start with|first(?= (?:time|few|couple|day|night|week|hour))',
    -0.2,
    'cope',
    { fixed: true, dep: true, qs: [3, 4, 10] },
  ),
  v(
    'gets-on',
    '(?:just )?(?:gets?|got|getting) on with (?:it|things|life|(?:his|her|its) (?:day|life|business))',
    1.1,
    'cope',
    { fixed: true },
  ),
  v(
    'nothing-verdict',
    '(?<=(?:^|[.!?\\n,;:]) *)(?:nothing|no reaction|none|not at all|no change|no difference)(?= *(?:[.!?\\n,;]|$))',
    1,
    'cope',
    { fixed: true, qs: [5, 6, 10] },
  ),
  v('minds', 'minds?|minded|bothers? (?:him|her|them|it)|fazes? (?:him|her|them|it)', -0.8, 'cope'),
];

/** Things owners evaluate; see TOPICS in lexicon.ts for what liking or coping with each says. */
export const TOPIC_CUES: Cue[] = [
  t(
    'alone',
    "(?:being |be |left |home |stay(?:ing)? |staying home )?alone|being left|(?:gets? |being |is |was )?left (?:alone|behind|home|at home|on (?:his|her|its|their) own|for)|on (?:his|her|its|their) own(?! terms)|home alone|when (?:we|i)(?:'re|'m| are| am)? (?:out|away|gone|at work|not home|not there|not around|not in)|when (?:nobody|no one|no-one|noone) is (?:home|around|there|in)|(?:we|i) (?:go|went|are|am|'re|'m) (?:out|away)|(?:we|i) (?:leave|left)|when (?:we|i) leave|(?:me|us|mum|mom|dad|my (?:husband|wife|partner|son|daughter|mum|mom|dad)|our (?:son|daughter|kids)) (?:going (?:out|away|to work)|leaving)|separation|empty (?:house|flat|home)|without (?:us|me)|by (?:him|her|it)self|can't see (?:anyone|us|me|anybody)|out of sight",
    'alone',
    { pri: 1 },
  ),
  t(
    'company',
    "(?:being |to be )?(?:near|close to|next to|around|by|with) (?:me|us|people|the family|(?:his|her|its|their) (?:people|humans|family|person|owner)|someone|somebody|one of us|whoever)|(?:our|my|human|people'?s) company|company|attention|affection|cuddles?|cuddling|snuggl\\w*|lap time|(?:on|in|sitting on|lying on) (?:my|our|someone'?s|a) (?:laps?|knees?|chest|shoulder)|belly rubs?|tummy rubs?|head (?:rubs|scritches|scratches|pats)|scritches|chin scratches|pets|petting|strokes|a fuss|fussing|being (?:near|close|with) (?:us|me)|where the action is|being involved|being included|contact",
    'company',
  ),
  t(
    'exclusion',
    "being (?:ignored|shut out|left out|excluded|locked out|on (?:a )?different floor)|shut out|left out|ignored|closed doors?|not (?:being )?allowed (?:to come|in|on)|any time (?:he|she|it)'s not allowed|(?:doesn't|can't) come with|left behind",
    'exclusion',
    { pri: 1 },
  ),
  t(
    'handling',
    '(?:being |getting )?(?:picked up|held|carried|handled|restrained|hugged|cuddled|lifted|touched|scruffed|caught|grabbed)|(?:pick|picking|hold|holding|carry|carrying|grab|grabbing|catch|catching|lift|lifting|touch|touching) (?:him|her|them|it)(?: up)?|handling|being (?:stroked|petted|patted|brushed|groomed|combed)|brushing|being touched',
    'handling',
  ),
  t(
    'people',
    "visitors?|guests?|strangers?|stranger|new (?:people|faces|humans|person)|people (?:he|she|it|they) (?:doesn't|don't|does not|do not) know|(?:the )?door ?bell|doorbell|knock(?:s|ing)? (?:at|on) the door|delivery (?:guys?|drivers?|people|men|man)|postman|postie|mailman|(?:unfamiliar|unknown|new) (?:people|person|faces|humans|men|women|kids|adults)|anyone new|someone new|somebody new|people|men|women|children|kids|toddlers|babies|crowds|company (?:coming|over)|friends (?:over|visit\\w*|come)|(?:the )?(?:builders?|plumbers?|workmen|tradesmen|cleaner)",
    'people',
  ),
  t(
    'noise',
    '(?:loud )?noises?|loud (?:bangs?|voices?|music|tv|sounds?|things)|anything loud|loud|bangs?|banging|fireworks|thunder(?:storms?)?|storms?|(?:the )?(?:hoover|vacuum|vacuum cleaner|washing machine|hairdryer|hair dryer|hair drying|blender|kettle|lawn ?mower|smoke alarm)|traffic|sirens?|motorbikes?|bin (?:lorry|lorries|day|men)|lorr(?:y|ies)|trucks?|buses|cars going past|noise',
    'noise',
  ),
  t(
    'animals',
    '(?:other|new|strange|unknown|unfamiliar|big|bigger|small|strange|bouncy|boisterous|rude|pushy|loud) (?:dogs?|cats?|animals?|birds?|pets?|rabbits?|bunnies|horses?)|other animals|dogs|cats|animals|(?:a|the|any) (?:dog|cat|bird|puppy|kitten)',
    'animals',
  ),
  t(
    'novelty',
    '(?:anything|something|everything) new|new (?:things|places|objects|stuff|situations?|environments?|experiences?|sounds?|sights?|toys?)|unfamiliar (?:things|places|objects|situations?)|strange (?:places|things|objects)|the unknown|new in the (?:room|house)',
    'novelty',
  ),
  t(
    'change',
    'changes? (?:to|in|of) (?:\\w+ ){0,2}(?:routine|schedule|plans?|day|days|times?|home|house|environment)|changes?|changed|changing|new (?:house|home|flat|apartment|food|diet|routine|schedule|furniture|bed|sofa|cage|pen|hutch|tank|enclosure|litter|tray|place|layout|baby|job|shifts?|walk times|walk route|route|work hours|hours|cat sitter|sitter|carer|setup|set up|spot|room|blanket|brand|owner|people)|(?:moved|moving|move|moves) (?:house|home|flat|flats|apartment|(?:his|her|its|their) (?:cage|pen|bed|bowl|hutch|tank|enclosure|food|litter|crate|igloo|perch|perches))|(?:moved|moving|move|moves|rearranged|changed|changing|swapped|switched) (?:the|his|her|its|their) (?:\\w+ )?(?:cage|pen|hutch|run|tank|bed|bowl|litter|tray|furniture|crate|perch|perches|enclosure|vivarium|igloo|toys|food|sofa|room|house|flat|layout|setup|bedding|hide)|(?:we|i) moved|rearrang\\w*|re-arrang\\w*|travel\\w*|holidays?|vacations?|trips?|kennels|boarding|different (?:times|hours|places|house|routine|shifts|walk)|(?:times|plans|hours) (?:vary|change|are all over)|all over the place|the clocks|clocks (?:change|changed|go|went)|disruptions?|anything different|shake[- ]ups?|something different',
    'change',
    { pri: 1 },
  ),
  t(
    'routine',
    '(?:his|her|its|their|a|the) routine|routines?|(?:his|her|its|their|a|the) schedule|things the same|everything the same|the same (?:every|each)|(?:his|her|its|their) (?:little )?ways|predictab\\w*|structure|order',
    'routine',
  ),
  t(
    'time',
    "(?:is|are|'s|it's|its|gets?|runs?|we're|i'm|we are|i am|were|was|running|dinner'?s?|breakfast'?s?|food'?s?|meals?'?s?|tea) (?:a (?:bit|little|few minutes) |running |\\d+ min(?:ute)?s? |5 minutes |ten minutes |half an hour )?late|late (?:dinner|breakfast|lamp|walk|meal|feeding|with (?:dinner|breakfast|food|his food|her food))|(?:meal|feeding|dinner|breakfast|walk|bed|tea|food|eating) ?times?|timings?|(?:when|what time|which time) (?:he|she|it|they) (?:eats?|is fed|gets fed)|(?:about|around) (?:times|timing|when)|schedule|forget|forgot|slow about it",
    'time',
    { pri: 1 },
  ),
  t(
    'exercise',
    'walks?|walking|walkies|runs|running|exercise|exercising|play|plays|playing|playtime|play time|play sessions?|games?|fetch|toys?|hikes?|hiking|jogs?|jogging|swims?|swimming|agility|training|tricks|chasing|chase|climbing|climb|activit(?:y|ies)|being active|(?:going )?outside|outdoors|adventures?|exploring|floor time|out of (?:the|his|her) cage|(?:having|being asked|asked|having) to move|to move|going uphill|uphill|hills|stairs|flying|fly|flies|fly time|hacking|riding|anything fast|going out',
    'exercise',
  ),
  t(
    'rest',
    'sleep|sleeping|sleeps|naps?|napping|(?:lying|laying|lazing) (?:around|about|down|in the sun|on)|lying|lounging|loungs?|resting|rest|rest days?|days? off|being bored|boredom|nothing to do|chills?|chilled|chilling out|dozing|dozes?|snoozing|snoozes?|basking|sunbathing|sun patch|sitting (?:still|quietly|around)|sitting(?! (?:on|with|next to|beside|by) (?:me|us|my|our|your|people|the (?:keyboard|laptop|table|counter)))|chilling|relaxing|cuddled up|curled up|couch|sofa|being lazy|short walks?|(?:a )?short (?:amble|stroll|wander)|quiet (?:time|days?)|(?:his|her|its|their) bed|blankets?|being carried|the heat',
    'rest',
  ),
  t(
    'confinement',
    'cooped up|stuck (?:inside|indoors|in the house)|kept (?:in|inside|indoors)|(?:indoors|inside) all day|(?:being |getting )?(?:crated|caged|confined|shut in|locked in|penned|put (?:back )?in (?:the|his|her|its) (?:cage|crate|hutch|pen|room))|(?:going|go|goes|put|putting) back in (?:the|his|her|its) (?:cage|crate|hutch|pen)|back in (?:the|his|her|its) (?:cage|crate)|being put away|crate training',
    'confinement',
    { pri: 1 },
  ),
  t(
    'reunion',
    "when (?:we|i|they|someone|anyone)(?:'re|'m)? (?:get|gets|come|comes|got|came|are|am|arrive|return)? ?(?:back|home|in)|(?:we|i) (?:get|come|got|came) (?:back|home|in)|(?:hears|hear) (?:our|my|the) (?:key|car|voice)|coming home|come home|comes home|when i'm back|when we're back",
    'reunion',
    { pri: 1 },
  ),
  t(
    'neutral',
    "vets?|vet visits?|the vet'?s|vet trips?|baths?|bath time|bathing|showers?|nail (?:trims?|clipping|clippers|cutting|cuts?)|(?:cut|cutting|trim|trimming|clip|clipping|do|doing) (?:his|her|their|its) (?:nails|claws)|nails done|nails|claws|(?:the )?carriers?|car (?:rides?|journeys?|trips?)|the car|medicine|pills|tablets|ear (?:cleaning|drops)|grooming|being groomed|feet picked|being clipped|clipped|towel(?: time)?|farriers?|injections?|rain|rainy|hot (?:days|weather)|heat|cold|wet|snow|wind|the groomers?",
    'neutral',
  ),
  // Food is what question 8 is about; elsewhere it says nothing about the traits.
  t('food', 'food|eating|treats?|dinner|breakfast|meals?|tea ?time|supper', 'neutral', {
    qs: [0, 1, 2, 3, 4, 5, 6, 7, 9, 10],
  }),
];
