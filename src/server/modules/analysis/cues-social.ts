/**
 * Behaviour vocabulary for independence (I) and confidence (C): how owners describe a pet that
 * seeks or ignores them, and one that meets the world boldly or hides from it.
 */
import type { Cue } from './types.ts';
import { b, v } from './lexicon.ts';

export const INDEPENDENCE_CUES: Cue[] = [
  // Toward independent.
  b('independent', 'independent|independence|fiercely independent|independent streak', { I: 2 }),
  b(
    'own-thing',
    '(?:does|do|doing|did|does very much) (?:{his} )?own thing|{his} own (?:thing|agenda|boss|life|way|business)|lives? {his} own life|(?:goes|go|went) {his} own way|(?:runs|run) {his} own (?:show|life)|a law unto {self}',
    { I: 2 },
  ),
  b(
    'self-contained',
    'keeps? (?:{self} )?to {self}|keeps? {self} to {self}|self[- ]?(?:sufficient|contained|reliant|entertaining|sufficiency)|entertains? {self}|amuses? {self}|keeps? {self} (?:busy|entertained|amused)|{his} own (?:company|space)|needs? {his} (?:own )?space|likes? {his} space|(?:alone|quiet) time|me[- ]time|time to {self}',
    { I: 1.8 },
  ),
  b(
    'aloof',
    'aloof|solitary|loner|a loner|standoffish|stand-offish|reserved with us|not (?:a )?people[- ](?:dog|cat|pet|bird|person)',
    { I: 1.6 },
  ),
  b(
    'catlike',
    "(?:more )?like a cat(?: than a dog)?|cat-like|catlike|a cat in a dog'?s body",
    { I: 1.2 },
    { sp: ['dog', 'other', 'rabbit', 'bird'] },
  ),
  b(
    'doglike',
    "like a dog(?: in a cat suit)?|dog-like|doglike|a dog in a cat'?s body|puppy[- ]like",
    { I: -0.8, C: 0.4 },
    { sp: ['cat', 'rabbit', 'other', 'bird'] },
  ),
  b(
    'on-terms',
    'on {his} (?:own )?terms|only (?:ever )?(?:comes|wants us|bothers with us|seeks us out|comes to us|comes over) (?:to us |over )?(?:when|for|if)|when (?:\\w+ )?(?:he|she|it) wants something|when (?:\\w+ )?(?:he|she|it|they) (?:wants?|decides?|feels like it|chooses?|is in the mood)|(?:he|she|it) decides? when|decides? when|tolerates (?:us|me|cuddles|affection|being|a cuddle|petting|strokes|a fuss)|(?:affection|cuddles|attention|contact) (?:is|are) (?:rare|brief|on|limited)|maybe once a (?:day|week)|tolerates about \\d+|only (?:comes|wants) (?:to us |over )?(?:for|when) (?:food|dinner|meals|treats)|see (?:her|him|them) (?:mostly )?(?:at|around) (?:meal ?times|breakfast|dinner)',
    { I: 1.5 },
    { pri: 2 },
  ),
  b(
    'not-need',
    "{doesnt} {adv}(?:want or )?need (?:us|me|people|anyone|anybody|company|attention|much|constant|a lot|anything|humans|to be (?:with|near|on|next to|close)|the company)|wants nothing to do with|(?:doesn't want|does not want) (?:or need )?(?:much|anything) from (?:us|me)|{isnt} {adv}(?:interested|fussed|bothered) (?:in|about|with) (?:us|me|people|cuddles|attention|affection|being (?:held|cuddled|touched|petted))|(?:rather|prefers to) be (?:left )?alone|{doesnt} {adv}(?:seek|look for|ask for|demand) (?:attention|affection|company|cuddles)",
    { I: 1.8 },
    { fixed: true, pri: 1 },
  ),
  b(
    'lives-alongside',
    'carries on (?:as (?:normal|usual)|with (?:his|her|its) day)|(?:in|on) {his} own (?:bed|basket|crate|cage|spot|room|chair) (?:in|on|under) (?:the )?(?:spare room|other room|kitchen|landing|utility|garage|hall|downstairs)|(?:in|on) {his} own (?:bed|basket|chair|spot) (?:away from|far from|not (?:with|near)) (?:us|me|the family)|lives alongside|lives? with us rather than|comes and goes|come and go|cat ?flap|out and about on {his} own|(?:wanders|takes {self}|goes|heads|trots|toddles|potters) off (?:on {his} own|by {self}|to (?:another|a different|the other|a quiet) (?:room|part)|upstairs|downstairs|for (?:some )?peace|to (?:be|lie) alone|to {his} (?:bed|spot|place|room|corner))|(?:in|to) (?:a |another )?different room (?:from|to) (?:us|me)|in another room|(?:happy|content|fine) (?:to be )?in (?:a |another )?(?:different|separate|other) room|goes off (?:exploring|wandering|on (?:\\w+ )?adventures?)|explores? (?:on {his} own|alone|by {self})|(?:at|on) {his} own end',
    { I: 1.1 },
    { q: { 6: { I: 0.4 }, 9: { I: 0.6 } } },
  ),
  b(
    'ignores-us',
    "ignores? (?:us|me|everyone|the family|(?:his|her) (?:people|humans|family)|people|humans|the humans)|ignoring (?:us|me)|barely (?:acknowledges?|acknowledged|notices?|noticed|looks? up|looked up|lifts? (?:{his} )?head|registers?)|(?:does(?:n't| not)|did(?:n't| not)|won't|never) {adv}(?:come|bother|get up|look up) (?:to (?:say hello|greet|see)|when (?:we|i))|(?:doesn't|does not|didn't|did not|don't|do not) even (?:look up|lift (?:{his} )?head|get up|come|come to say hello|notice|seem to realise|seem to realize)|(?:looks?|looked) at (?:us|me) like (?:'|\")?oh,? (?:you|it's you)|oh,? you again|(?:doesn't|does not|didn't|did not) (?:\\w+ )?(?:notice|realise|realize|miss) (?:we're|we are|we were|i'm|i am|i was|we've|i've|that we|us|me)|(?:seems?|is|was) (?:calmer|happier|more relaxed|more confident|more active|better|more settled) when (?:\\w+ ){0,4}(?:empty|(?:we're|we are|i'm) (?:out|gone|away)|nobody|no one|alone)|prefers? (?:it )?when (?:the house is empty|(?:we're|we are|i'm) (?:out|gone|away)|nobody|no one|(?:we|i) leave)|probably prefers it|(?:i think|honestly) (?:\\w+ )?prefers it|prefers it|came out more|comes out more when",
    { I: 1.6 },
    { fixed: true },
  ),
  b(
    'plays-alone',
    "(?:plays?|playing|potters?|pottering) (?:\\w+ ){0,3}(?:on {his} own|alone|by {self}|with {his} (?:own )?toys)|talks? to {self}|chatters? to {self}|sings? (?:away|to {self})|(?:sleeps|naps|snoozes|dozes) (?:the whole time|the entire time|while (?:we're|we are|i'm) (?:out|away|gone)|when (?:we're|we are|i'm) (?:out|away|gone)|until (?:we|i)|till (?:we|i))",
    { I: 1 },
    { qs: [0, 1, 5, 7] },
  ),
  b(
    // "Hasn't a clue we've gone", "goes walkabout and comes home for tea": alone without noticing.
    'no-notice',
    "(?:hasn't|has not|hasnt|doesn't have|does not have|hasn't got|not) (?:a |the )?(?:clue|idea|foggiest)|(?:same|exact same) (?:spot|place|position) when (?:we|i) (?:get|come|got|came) (?:back|home)|(?:goes|went|off) walkabout|comes? home (?:for|at) (?:tea|dinner|supper|meal ?times?)|(?:saunters?|sauntered|strolls?|strolled|swans?|swanned) off|couldn't give (?:a monkey'?s|two hoots|a hoot|a toss|a damn)|takes? {self} off to {his} (?:own )?(?:bed|spot|place|room|basket|crate)",
    { I: 1.2 },
    { qs: [5, 6, 9], fixed: true },
  ),
  b(
    'q5-sleeps',
    "goes? (?:off )?to (?:bed|sleep)|takes? (?:him|her|it)self off to (?:bed|sleep)|(?:just |mostly |usually |probably |he |she |it )?(?:sleeps|naps|snoozes|sleeping|napping|dozes|rests|snoozing)|(?:he's|she's|it's|is) (?:just |usually |always |still )?asleep",
    { I: 0.7 },
    { qs: [5], pri: 2 },
  ),
  b(
    'back-to',
    '(?:and |then )?(?:goes |went |heads |wanders |trots )?(?:back to|off to) (?:{his} )?(?:bed|place|spot|sleep|sleeping|business|basket|window|grazing|eating|chewing|watching|nap|corner|perch|whatever|what (?:he|she|it) was doing)|then off (?:he|she|it) goes|off (?:he|she|it) goes|goes about (?:{his} )?(?:day|business)|back to (?:bed|sleep|sleeping|grazing|{his} (?:business|nap|spot|place|bed|watching))|(?:gets|got) on with (?:{his} )?(?:day|life|own)',
    { I: 0.8 },
    { q: { 6: { C: 0.5, I: 0.4 }, 9: { I: 0.6 } } },
  ),

  // Toward reliant.
  b(
    'velcro',
    "(?:has|needs|wants|likes) to be touching (?:me|us|someone|somebody)|velcro|clingy|clingiest|clings?|clinging|limpet|needy|attached|glued to (?:me|us|my|our|\\w+)|stuck to (?:me|us|my|our)|joined at the hip|attached at the hip|(?:my|a|like a|his|her) (?:little |constant )?shadow(?! is)|shadows? (?:me|us)|underfoot|under (?:my|our) feet|(?:my|our) (?:little )?(?:helper|sidekick|buddy|companion|velcro)|lap (?:cat|dog|bunny|rabbit|bird|warmer)|people[- ](?:oriented|pleaser|focused|focussed)|people (?:dog|cat|bird|bunny|pet)|mummy'?s (?:boy|girl)|daddy'?s (?:boy|girl)|mama'?s (?:boy|girl)|co-?dependent|separation (?:anxiety|distress|issues|problems|related)|needs? (?:to be )?(?:with|near|touching|close to|next to|around) (?:me|us|someone|people|somebody|a person)|needs (?:constant )?(?:company|reassurance|attention)",
    { I: -2 },
  ),
  b(
    'follows',
    "follows? (?:me|us|her people|his people|\\w+ (?:around|everywhere|room to room))|following (?:me|us)|followed (?:me|us)|follow (?:me|us)|trails? (?:me|us|after)|from room to room|wherever (?:i|we) (?:go|am|are)|(?:wants|likes|needs|has|loves|wanting) to be (?:wherever|where) (?:i|we|the action|people|everyone)|right behind (?:me|us)|by (?:my|our) side|at (?:my|our) (?:side|feet|heels)|on (?:my|our) heels|(?:never|won't|doesn't|will not|wont) (?:leave|let|leaves) (?:my|our|me|us) (?:side|sight|out of)|never (?:more than|far from) (?:a |an |one |two |\\d+ )?(?:metre|meter|foot|few feet|step|feet|arm|me|us)|(?:can't|cannot|can not) (?:even )?(?:go|do) (?:anywhere|anything|to the (?:bathroom|toilet|loo)) (?:alone|without)|(?:outside|by) the (?:bathroom|toilet|shower) door|where(?:ver)? i am|always (?:where i am|where we are)",
    { I: -1.8 },
  ),
  // "Fine with change as long as I'm there": whatever the verdict, the condition is our company.
  b(
    'cond-company',
    "(?:as|so) long as (?:(?:i|we|one of us|someone|somebody|{his} (?:person|people|human|humans|family|owner|mum|mom|dad))(?:'m|'re|'s| am| are| is| was| were)? (?:there|here|home|around|about|nearby|close|in the (?:house|room)|with (?:him|her|it|them))|(?:he|she|it|they)(?:'s|'re| is| are| was| were| has| have|'ve)? (?:got |gets? to be )?(?:with|near|next to|beside|close to) (?:me|us|{his} (?:brother|sister|friend|buddy|mate|partner|companion|person|people|human|humans|family|owner))|(?:he|she|it|they)(?:'re| are| were| stay| stays) together|(?:he|she|it|they) (?:has|have|can see|can hear) (?:me|us|{his} (?:brother|sister|friend|buddy|mate|partner|companion|person|people)))",
    { I: -1 },
    {
      fixed: true,
      q: {
        0: { I: -1 },
        1: { I: -1 },
        2: { I: -1 },
        3: { I: -1 },
        4: { I: -1 },
        5: { I: -1 },
        6: { I: -1 },
        7: { I: -1 },
        8: { I: -1 },
        9: { I: -1 },
        10: { I: -1 },
      },
    },
  ),
  b(
    'near-us',
    "(?:sleeps?|sits?|lies|lie|stays?|naps?)(?: \\w+){0,2} where (?:he|she|it|they) can (?:see|hear|watch) (?:me|us)|(?:likes?|loves?|wants?|needs?) (?:to be |being )?(?:wherever|where) (?:we|i) (?:are|am|go)|(?:always|usually|mostly|constantly|often|normally) (?:\\w+ ){0,2}(?:near|close|nearby|around|with) (?:me|us|by|people|the family|someone)|(?:in|stays? in|always in) the same room|likes? to (?:be|stay|sit|lie|hang out) (?:near|close|next to|with|by|around) (?:me|us|people|the family|her people|his people|someone)|likes? (?:being|having) (?:\\w+ )?(?:near|close|around|in the room|with)|(?:close|near|next) to (?:the family|us|me)|comes? to find (?:me|us|whoever|someone|people|anyone)|comes? (?:and )?(?:finds?|find) (?:me|us)|(?:comes|checks) (?:in )?(?:on|to check on) (?:me|us)|checks? in (?:on (?:us|me)|with (?:us|me))|likes to know where|(?:wants|needs) to know where|keeps? an eye on (?:me|us)|supervis\\w+|'?helping'?|helps? (?:me|us)|wants to be involved|involved in everything|in the middle of (?:everything|whatever)|where the action is|hangs? (?:out|around) (?:with|near) (?:us|me)|hang with us|(?:comes?|coming) (?:out )?to (?:hang|be) with (?:us|me)|prefers company|likes company|likes (?:to have )?(?:one of us|someone) (?:in the room|around|nearby)|(?:is|stays?) (?:always )?nearby|hangs? around nearby",
    { I: -1.2 },
  ),
  b(
    'lap',
    "(?:on|in|onto|sitting on|lying on|sleeps on|sits on|curls up on|naps on|riding on|rides on|perched on) (?:my|our|someone's|your|his|her|the) (?:lap|laps|knee|knees|chest|shoulder|shoulders|feet)|(?:my|our) lap|lap time|cuddl(?:y|es|ing|er|e bug)|cuddle|snuggl(?:y|es|er|ing|e bug|e)|affectionate|(?:loves?|wants?|demands?|needs?|craves?|seeks?) (?:constant |lots of |a lot of |so much |endless )?(?:attention|affection|contact|cuddles|fuss|company|reassurance|to be (?:held|touched|petted|cuddled|stroked))|to be touched|(?:leans?|leaning) (?:on|against|into) (?:me|us|my|our)|pressed (?:up )?against (?:me|us)|(?:sleeps?|naps?|sleeping|lies|lying|curls up) (?:with|next to|against|beside|on top of|pressed against|in bed with|on) (?:me|us)|(?:sleeps?|sleeping|naps?) (?:in|on) (?:my|our|the) (?:bed|bedroom|pillow|lap)|in (?:my|our) bedroom|(?:in|on|under) (?:my|our) (?:bed|covers|duvet|hoodie|jumper|pillow)|under the (?:covers|duvet) with|head (?:butts|bumps|boops|rubs)|headbutts|kneads? (?:me|us|my|on me)|makes? biscuits on (?:me|us)|nuzzl\\w*|kisses|(?:gives|gave) kisses|licks? (?:me|us|my)|(?:gets?|getting) whiny if|(?:wants|asks|wanting|asking|begging|begs) for (?:pets|attention|cuddles|scritches|head scratches|a fuss)|(?:wanting|needing|demanding|craving|seeking) (?:\\w+ )?(?:attention|affection|company|cuddles|a fuss)",
    { I: -1 },
  ),
  b(
    // "He's ok, but he's at the door when we get home": waiting, missing, wanting company (train-split misses).
    'waits-for-us',
    "(?:at|by|to) the (?:front |back )?(?:door|gate|window)s? (?:\\w+ ){0,2}(?:when|until|till) (?:we|i)(?:'re| are|'m| am)? ?(?:get|gets|come|comes|got|came|arrive|are|am)? ?(?:back|home|in)|(?:comes?|came|runs?|hops?|flies|coming) (?:running|hopping|flying|straight|over|to find (?:me|us)|to (?:the )?(?:door|gate))(?: \\w+){0,3} when (?:we|i) (?:get|come|got|came) (?:back|home|in)|waits? (?:up )?for (?:us|me)|(?:gets? |is |she's |he's |seems? )?lonely|miss(?:es)? (?:us|me)|when (?:i|we) (?:come|get|am|'m|are|'re)(?: back| home| in)?,? (?:he|she|it|they) (?:\\w+ ){0,2}(?:follows|talks|chats|cries|meows|chirps|comes running|runs to|is (?:so |very |really )?(?:happy|excited))|(?:likes?|loves?|prefers?|wants?) (?:us|me|people|someone|somebody) (?:\\w+ )?(?:home|around|there|about|in the house|nearby|close)",
    { I: -1.3 },
    { qs: [0, 5, 10], pri: 2 },
  ),
  b(
    'greets-door',
    "(?:waits?|waiting|sits?|sitting|stands?|standing|lies|lying|lying right|sat|stood) (?:\\w+ ){0,2}(?:at|by|near|against|behind|next to|in front of) the (?:front |back )?(?:door|window|gate|pen gate|cage door)|(?:at|by|to) the (?:front )?(?:door|gate) (?:when|meowing|barking|waiting|crying|to greet|as soon|the (?:whole|entire) time|until|till|all day)|greets? (?:me|us) at|(?:meets?|meet) (?:me|us) at the door|(?:comes?|runs?|flies|hops?|came) (?:straight|right|running|flying|hopping) (?:over |up )?to (?:the (?:door|gate|front|pen gate|cage)|me|us)|(?:always )?(?:flies|hops|comes|runs) (?:straight |right )?(?:over )?to (?:me|us) when|(?:when (?:i|we)(?:'m| am|'re| are)? (?:get |come )?(?:back|home|in)),? (?:\\w+ ){0,2}(?:right there|at the door|waiting)|right there at the door|(?:at|to) the front of (?:the|his|her|its) (?:pen|cage|hutch|enclosure|tank|run)",
    { I: -1.2 },
    { q: { 4: { C: 0.6 }, 3: {}, 8: { F: -0.3 } } },
  ),
  b(
    'contact-call',
    'contact calls?|flock calls?|calls? (?:for|out for|to|after) (?:us|me|her people|his people|whoever|someone|(?:my|our) (?:\\w+ )?)|calls? and calls|calls? (?:constantly|non ?stop|on and off)|(?:screams?|screaming|shrieks?|shrieking|yells?|hollers?|chirps?|cries?|calls?) (?:for (?:us|me|attention|company)|when (?:we|i) (?:leave|go|walk out|are out|are gone|step out))|when (?:we|i) (?:go|walk) out of (?:sight|the room)',
    { I: -1.5 },
  ),
  b(
    'sitter-needed',
    "(?:we |i )?(?:have|got|get|use|need|book|hire|now have) (?:a |our |the )?(?:dog|cat|pet|bird|bunny|house)[- ]?sitter(?: for| whenever| every| if| when)|(?:someone|somebody) is always (?:home|around|with (?:him|her|them))|(?:someone|somebody|(?:my|our) (?:mum|mom|mother|dad|mother-in-law|parents?|neighbou?r|friend|partner)) (?:has to |have to |comes? |come |to come |came |now comes? )(?:over|round|in|and sit|to sit|sit|to be with)|(?:he|she|it|they) (?:now )?comes? (?:to work )?with (?:me|us)|comes to work|taking (?:him|her|them) (?:almost )?everywhere|take (?:him|her|them) (?:with (?:me|us)|(?:almost )?everywhere)|(?:doggy ?)?day ?care|dog walker|(?:only|now) manage|can (?:now )?manage (?:about|around)|(?:try|tries|trying) not to leave|not (?:to )?leave (?:him|her|them) (?:more|longer) than|never leave (?:him|her|them)|(?:can't|cannot|can not) (?:be )?(?:left|leave (?:him|her|them))|for any (?:day|time) longer than|(?:had|have|get) complaints",
    { I: -1.6 },
    { qs: [0, 5, 2] },
  ),
  b(
    'reunion-big',
    "(?:won't|doesn't|does not|will not) leave (?:my|our) side|(?:glued|stuck) to (?:my|our) (?:ankles|side|feet|legs|hip)|follows? (?:me|us) (?:around )?(?:for|all|the rest|everywhere)|followed (?:me|us) (?:around )?(?:for|all|the rest)|(?:stays?|stayed|sticks?|stuck) (?:next to|close to|with|by|near) (?:me|us) (?:all|the (?:whole|rest))|over the moon|beside (?:him|her)self|(?:goes|went) (?:crazy|mad|nuts|bonkers|wild|berserk) when (?:we|i)|(?:a lot|lots) to (?:report|tell|say)|telling (?:me|us) off|tells? (?:me|us) off|(?:talks?|meows?|chirps?) (?:to (?:me|us) )?(?:a lot|non ?stop|for ages) when|wants? (?:my|our) (?:lap|attention)|(?:much|so much|a lot) happier when (?:someone|somebody|we|i|people)|(?:less|not as) playful|quieter when (?:nobody|no one|we|i)|wants (?:a good |some )?(?:play|attention|cuddles?) (?:session )?(?:with us|when we)",
    { I: -1.2 },
    { qs: [0, 5, 6, 7, 10] },
  ),
  b(
    // "Hides behind my legs", "runs back to me", "tries to climb on me": the owner as the refuge from a
    // dog or a visitor is both fear and reliance (rubric: answers 3 and 4, "does it hide behind the owner").
    'refuge-owner',
    '(?:hides?|hiding|hid|stands?|standing|stays?|sits?|barks?|barking|growls?|peeks?|peeps?|peeking|cowers?|shelters?|ducks?|tucks? (?:{self} )?(?:in )?|gets?) (?:\\w+ ){0,3}(?:behind|between) (?:me|us|my|our|{his} (?:mum|mom|dad|person|people|owner))(?: (?:legs?|feet|knees|ankles))?|(?:from )?behind (?:me|my legs|our legs)|(?:runs?|ran|running|comes?|came|coming|goes|went|dashes|bolts?|scoots?|rushes|races|hurries|flies|flew|hops?|retreats?) (?:straight |right |quickly )?back to (?:me|us|my side|our side|{his} (?:mum|mom|dad|person|people))|(?:climbs?|climbing|clambers?|(?:tries|trying|tried) to (?:climb|get)|jumps?|jumping|leaps?) (?:up )?(?:on|onto|into|up) (?:me|us|my lap|our laps?|my arms|my legs)|wants? (?:picking up|to be picked up|to be carried|carrying)|begs? to be (?:picked up|carried)',
    { I: -1, C: -1.2 },
    { qs: [2, 3, 4], pri: 2 },
  ),
  b(
    // "Comes straight over for a cuddle", "puts his head on my knee" after a telling-off: seeks comfort.
    'makes-up',
    '(?:comes?|coming|came|runs?|trots?|creeps?|crawls?|sidles?|sidling|slinks?|waddles?|hops?|flies) (?:\\w+ ){0,4}(?:for|to get|wanting|asking for|looking for) (?:a |some )?(?:cuddles?|fuss|reassurance|head scratches|scratches|pets|strokes|forgiveness|kisses|a kiss|comfort|attention)|(?:puts?|putting|rests?|resting|lays?|laying) (?:his|her|its|their) (?:head|chin|paw) (?:on|in) (?:my|our) (?:knee|lap|leg|legs|foot|feet|hand|arm)|(?:is |was )?coming to (?:me|us)(?: and)?|to (?:make up|say sorry|apologi[sz]e)',
    { I: -1.2 },
    { qs: [6], pri: 2 },
  ),
  b(
    // "Chews stuff if we're out longer": destruction while alone is some distress at being left (or
    // boredom: "she's ok, she trashes stuff though" is an independent cat, so it weighs little).
    'alone-destroys',
    '(?:chews?|chewed|chewing|rips?|ripped|shreds?|shredded|destroys?|destroyed|wrecks?|wrecked|trashes|trashed|eats|ate) (?:up )?(?:stuff|things|everything|anything|the (?:furniture|sofa|cushions?|post|blinds|shoes|house|place|doors?)|shoes|cushions|furniture)',
    { I: -0.8 },
    { qs: [5] },
  ),
  b(
    // "A one-woman bird", "a one-man dog": attached to one person.
    'one-person',
    "one[- ](?:woman|man|person|girl|boy|lady|family|owner)(?:'s)? (?:dog|cat|bird|bunny|rabbit|horse|pony|pet|parrot|animal)",
    { I: -1.3 },
  ),
  b(
    // "He's ok, he sits on his perch and waits": home alone, waiting for us.
    'waits-bare',
    '(?:and |just |then |only )?waits?(?: (?:for (?:me|us)|patiently|quietly))?(?=\\s*[,.!]|\\s*$)',
    { I: -0.9 },
    { qs: [5] },
  ),
  v(
    'vocal',
    'cries|crying|cried|howls?|howling|howled|whines?|whining|whined|whiny|screams?|screaming|screamed|barks?|barking|barked|yowls?|yowling|yowled|meows?|meowing|meowed|miaows?|chirps?|chirping|squawks?|squawking|shrieks?|shrieking|wails?|wailing|wheeks?|wheeking|whimpers?|whimpering|vocal|vocali[sz]\\w*|yells?|yelling|shouts?|shouting|shouty|hollers?|hollering|squeaks?|squeaking|calls? out|honks?|noisy|loud|gets? loud|gets? (?:very |really |pretty )?loud|demanding|demands? (?:food|dinner|breakfast)|lets? (?:me|us) know|reminds? (?:me|us)|nags?|nagging',
    -1,
    'cope',
    {
      qs: [0, 3, 4, 5, 6, 7, 8, 9, 10],
      topicOnly: [0, 7],
      q: { 3: { C: -0.4 }, 4: { C: -0.5 }, 6: { C: 0.4 }, 9: { I: 0.3, C: 0.3 }, 7: { F: -0.3 } },
    },
  ),
  v(
    'stress-acts',
    'box[- ]walk\\w*|weaves|weaving|crib[- ]?bit\\w*|windsuck\\w*|sweats? up|sweated up|paces?|pacing|paced|pants?|panting|drool\\w*|destroy(?:s|ed)? (?:\\w+ )?(?:crates?|doors?|door ?frames?|cushions?|sofa|house|things)|destructive|chew(?:s|ed)? (?:up )?(?:the )?(?:door|doorframe|door frame|carpet|blinds|skirting)|scratch\\w* (?:at )?the door|paws? at the door|dig(?:s|ging)? at the door|tried to (?:escape|get out|break out)|broke (?:a|her|his) (?:tooth|teeth|crate)|(?:has )?accidents|pees?|peed|wee(?:s|d)?|poops?|pooped|soils?|plucks?|plucking|plucked|(?:pulls?|pulled|pulling) (?:out )?(?:\\w+ )?feathers|feather (?:plucking|destruction|picking)|overgroom\\w*|self[- ]harm\\w*|barbering|bar[- ]biting|circling',
    -1.3,
    'cope',
    { qs: [0, 3, 4, 5, 6, 8, 10], q: { 6: { C: -1 } }, pri: 1, topicOnly: [0] },
  ),
  b(
    'worth-time',
    "worth (?:his|her|its|their) time|(?:decides?|deciding) (?:if|whether) (?:they're|they are|you're|it's) worth",
    { I: 0.6, C: 0.8 },
  ),
];

export const CONFIDENCE_CUES: Cue[] = [
  // Toward timid.
  b(
    'fearful',
    'terrified|petrified|scared stiff|scaredy(?:[- ]cat)?|fearful|fearfully|frightened|fright|frights|afraid|scared|scares? (?:easily|him|her)|spooks?|spooked|spooky|startles?|startled|jumpy|skittish|flighty|nervous|nervy|timid|shy|shyness|wary|insecure|fear|fears|phobia|phobic|cowardly|wimp|chicken|stranger danger|intimidated|daunted|unnerved|overwhelmed|easily (?:scared|startled|spooked|frightened)|worrier|worried (?:by|about) (?:everything|anything|new)|anxious (?:around|with|about) (?:new|strangers|people|dogs|other)|(?:a )?nervous wreck',
    { C: -1.6 },
  ),
  b(
    'cautious',
    'cautious|cautiously|careful|carefully|reserved|unsure|hesitant|hesitates?|hesitation|tentative|tentatively|suspicious(?:ly)?|sensitive|uncertain|guarded|on guard|sus',
    { C: -0.8 },
  ),
  b(
    'hides',
    "hides?(?! (?:them|it|things|toys|treats|socks|food|his |her |its |the (?:toys?|treats?|socks?|keys?|remote)))|hiding(?! (?:them|it|things|toys|treats|socks|food|his |her |its |the ))|hid(?! (?:them|it|things|toys|treats|socks|food|his |her |its |the ))|hidden|hidey(?: ?hole| ?house)?|(?:goes|went|runs?|ran|dives?|dived|darts?|darted|scurries|scurried|scuttles?|retreats?|retreated|bolts?|bolted|shoots?|shot|heads?|flees|fled|escapes?|slinks?|slunk|crawls?|creeps?|crept|scarpers?|takes cover|takes refuge|squeezes) (?:straight |right |off |away |back )?(?:in(?:to)?|under(?:neath)?|behind|up (?:to|on)) (?:the |a |her |his |its |their )?(?:bed|sofa|couch|table|settee|stairs|desk|chair|wardrobe|cupboard|closet|burrow|hide|hidey|house|igloo|tunnel|box|crate|cage|corner|bedroom|curtain|curtains|top of|back of|shell|cover|bushes|hedge|shed|utility)|under the (?:bed|sofa|couch|table|settee|stairs|desk|chair|coffee table|cupboard)|behind (?:me|my legs|our legs|the sofa|the couch|the settee|the curtain|the curtains|the tv|{his} mirror|the bins?|the fridge)|(?:in|into) (?:the back of )?the (?:wardrobe|cupboard|closet)|(?:into|in) (?:his|her|its) (?:shell|burrow|hide|hidey|house|igloo|hidey house)|(?:disappears?|disappeared|vanish(?:es|ed)?)(?! under)|(?:out|through) the cat flap|makes? (?:\\w+ )?(?:self )?scarce|never (?:actually )?(?:seen|met|see) (?:her|him|them|it)|(?:has|have) never (?:actually )?seen|(?:not|never) (?:seen|see) (?:her|him) (?:for|again|all)|(?:is|she's|he's) gone|^gone$",
    { C: -1.8 },
    // A favourite spot or a sleeping place ("lazing under the table", a gecko's hide) is weak evidence of fear.
    { q: { 1: { C: -0.5 }, 7: { C: -0.3 } } },
  ),
  b(
    'flees',
    "(?:runs?|ran|running|races?|raced|bolts?|bolted|scarpers?|flees|fled|legs it|shoots? off|dashes) (?:away |off )?from(?! (?:the |a )?(?:garden|room|kitchen|door|bowl|house|sofa)\\b)|runs? (?:upstairs|downstairs|up the stairs|under|behind|into (?:the|another) (?:room|bedroom|kitchen|garden)|out of the room)|ran (?:upstairs|up the stairs|under|behind)|runs? (?:away|off|for it|for cover|for (?:his|her) life|and hides?|a mile|for the hills|scared)|ran (?:away|off)|running away|bolts?|bolted|bolting|flees|fled|flies? (?:off|away)|flew (?:off|away)|flutters? (?:away|off)|scurries? (?:away|off)|scarpers?|legs it|makes? a (?:run|dash|break) for it|(?:tries|tried|trying) to (?:run|escape|bolt|get away|climb into (?:my|our) arms|hide)|(?:begs?|asks?) to be picked up|keeps? (?:away|out of the way|(?:his|her|its|their|a) (?:safe )?distance|clear|well away|to (?:the|his|her) (?:edges?|corner))|stays? (?:well )?(?:away|clear|out of (?:the )?(?:way|reach))|gives? (?:\\w+ )?(?:a )?wide berth|avoids?|avoided|avoiding|steers? clear|(?:out of|where (?:he|it|they) can't) reach|up high|slinks? off|slink off|keeps? away from",
    { C: -1.3 },
    { q: { 9: { I: 0.25, C: -0.2 }, 6: { C: -0.7 } } },
  ),
  b(
    'freeze',
    'freezes?|froze|frozen|goes (?:completely |totally )?(?:still|stiff|rigid)|stiffens|tenses? up|(?:stops?|stopped) (?:singing|chattering|talking|moving|chirping)|(?:flattens?|flat) (?:{self}|(?:to|on) the (?:floor|ground))|goes flat|crouch(?:es|ed|ing)?|makes? {self} small|shrinks?|tail (?:tucked|between (?:\\w+ )?legs|clamped)|tucks? (?:\\w+ )?tail|trembles?|trembling|trembled|shaking|shakes|shake|shook|shivers?|shivering|quivers?|quivering|cowers?|cowering|cowered|cowed|cringes?|cringing|flinch(?:es|ed)?|whimpers?|whimpering|night frights?|thrash(?:es|ed|ing)?|crashes? into|flutters? in (?:a )?panic|flaps? (?:about|around) in (?:a )?panic|panics?|panicked|panicking|in a panic|melts? down|pees? a little|wets? (?:him|her)self',
    { C: -1.5 },
  ),
  b(
    'mild-fear',
    'goes (?:very )?(?:quiet|silent)|ears? (?:back|flat|pinned|down)|ears go back|puts? (?:\\w+ )?ears (?:back|down)|flattens? (?:\\w+ )?(?:ears|crest)|crest (?:flat|down|pinned)|hackles (?:up|raised)|(?:fluffs|puffs) (?:\\w+ )?up|tail (?:down|low)|head (?:down|low)|goes (?:down )?(?:very )?low|startles? easily|jumps at|on alert|alert|watchful|keeps? an eye (?:on|out)',
    { C: -0.7 },
  ),
  b(
    // "Goes upstairs and waits it out": leaving the room until visitors have gone (train-split misses).
    'withdraws',
    "(?:goes|went|heads?|takes? (?:himself|herself|itself) off|disappears?|stays?|stayed) upstairs|waits? it out|(?:comes?|came|creeps?) (?:back )?(?:down|out) (?:once|when|after) (?:they'?ve|they have|they're|they are|everyone'?s?|everyone has|the visitors (?:have|are)) (?:gone|left)|until (?:they'?ve|they have|they're|everyone has|everyone's|the last one'?s?) (?:gone|left)",
    { C: -1.3 },
    { qs: [3, 4] },
  ),
  b(
    'hangs-back',
    "(?:sits?|stays?|sat) (?:\\w+ ){0,4}and watch(?:es)?|waits? (?:for (?:them|people|visitors) to|until (?:they|people|visitors)(?:'re| are| have)?) (?:sit|sat|settle|settled|sitting|calm|quiet|still)|keeps? (?:well |right |firmly )?out of (?:the )?(?:way|sight)|(?:stays?|sits?|stayed) (?:at the (?:top|back)|up high|high up|right at the back)|(?:goes?|went|flies|moves?) (?:to the (?:back|top)|high up)|(?:goes|went|gets) (?:very )?quiet|hangs? back|hanging back|holds? back|keeps? (?:(?:his|her|its|a|their) )?distance|(?:from|at) a (?:safe |respectful )?distance|watch(?:es|ing)? (?:\\w+ ){0,3}(?:from|at) (?:a (?:distance|safe)|afar|far away|up high|the (?:doorway|stairs|hallway|top|back|corner|fence|window|shed|sofa|landing|door)|behind|under|(?:his|her|its) (?:perch|house|hide|spot|doorway|tunnel)|a safe)|looks? from far|watches (?:them|it|him|her) (?:for a (?:while|bit)|at first|first)|backs? (?:off|away|up)|backed (?:off|away)|(?:won't|doesn't|will not|does not|didn't|did not|never) (?:approach|come (?:near|close|over|out)|go (?:near|close)|come down)|takes? (?:a while|time|ages|some time|a long time|weeks|months|a few (?:days|weeks|visits)) (?:to|before) (?:warm up|trust|come round|approach|get used|let|relax|come out)|(?:new |strange |unknown )?(?:people|visitors|strangers|guests|they) (?:take|takes|took) (?:him|her|them|it) (?:a (?:good |long |little |fair )?)?(?:while|hour|bit|few (?:minutes|hours|visits)|ages|time|half (?:an )?hour)|warms? up (?:slowly|eventually|after)|slow to (?:warm|trust)|sniffs? from a distance|(?:won't|doesn't|never|will not) (?:let|lets) (?:them|strangers|people|anyone|anybody|visitors) (?:touch|pet|stroke|near|pick)|(?:peeks?|peeps?|peeking|peering) (?:out|round)|creeps? out|comes? out (?:very )?(?:slowly|carefully)|(?:stays?|stayed) (?:hidden|in (?:\\w+ )?(?:hide|house|hidey|tunnel|burrow))",
    { C: -1.1 },
  ),
  b(
    // "Watches.", "watches and sniffs after a while": watching first is mild caution.
    'watches',
    '(?<![a-z] )(?:just |only |mostly )?watch(?:es|ing)?(?= and| then|[,.!]|$)',
    { C: -0.6 },
    { qs: [3, 4] },
  ),
  b(
    'defensive-hiss',
    'hiss(?:es|ed|ing)?|spits?|fluffs? up|puffs? up|arches (?:\\w+ )?back|swats? at|snaps?|snapped|lunges?|lunging|reactive|growls? and (?:hides|backs)',
    { C: -0.5 },
    { q: { 9: { I: 0.3 }, 6: { C: -0.3 } } },
  ),
  b(
    'retreat',
    "(?:goes|went|walks|trots|slinks|creeps|runs|takes {self}|heads|disappears|hops|waddles) (?:off |away |straight |back )?(?:to|into|back to|under) (?:{his} )?(?:bed|basket|crate|box|house|hidey|room|bedroom|corner|spot|kennel|cage|hide|tunnel|hutch)|sheepish(?:ly)?|guilty|looks? (?:sorry|sad|guilty|sheepish|ashamed|hurt|upset|worried)|sad (?:eyes|face)|puppy (?:dog )?eyes|submissive|appeas\\w+|lick(?:s|ing)? (?:{his} )?lips|yawn(?:s|ing)|grovel\\w*|apologetic|says sorry|makes up|goes floppy|goes limp|(?:becomes|goes) (?:very )?quiet|sulks in|(?:like|looks like) (?:she's|he's) going to cry",
    { C: -0.8 },
    { qs: [6], pri: 1 },
  ),
  b(
    'submit',
    'rolls? (?:onto|on|over on) (?:{his} )?back|rolls? over|belly up|shows? (?:\\w+ )?belly|(?:crawls?|creeps?) (?:over|back|to me)|melts?',
    { C: -0.8 },
    { qs: [6] },
  ),

  // Toward confident.
  b(
    'bold',
    "boss(?:es|ed|ing)? (?:\\w+ ){0,3}(?:around|about|dogs|cats|birds|the (?:dogs?|cats?|birds?|budgies?|others?|big)|other|every|everyone|them)|bossy|rules? the (?:roost|house|field|herd|yard)|confident|confidence|squares? up|sizes? (?:\\w+ )?up|goes toe to toe|picks? fights?|takes? on (?:dogs|anything|anyone)|(?:twice|three times|four times|\\w+ times) (?:his|her|its) size|fearless|bold|brave|bravest|boldest|courageous|gutsy|plucky|outgoing|sociable|social butterfly|social|gregarious|extrovert\\w*|unflappable|self[- ]assured|cocky|sassy|feisty|bossy|brazen|shameless|unafraid|daring|adventurous|intrepid|full of (?:himself|herself|confidence)|(?:afraid|scared|frightened) of nothing|nothing (?:scares|frightens|fazes|worries) (?:him|her|them|it)|(?:no|zero|without|not an ounce of) (?:fear|nerves|shame|remorse|guilt)|bomb ?proof|bombproof|unbothered by|tough (?:little|cookie|guy|girl)|(?:little|mini|tiny) (?:tank|bulldozer)|thinks (?:he's|she's|it's) (?:huge|massive|a lion|a tiger|big)|like (?:he's|she's|it's) huge|twice (?:his|her) size|napoleon",
    { C: 1.8 },
    {},
  ),
  b('friendly-lite', 'chatty', { C: 0.3 }, { sp: ['cat', 'dog', 'bird'] }),
  b(
    'friendly',
    "(?:lovely|good|great|gentle|sweet|brilliant|fine|polite|calm) (?:with|around) (?:other )?(?:dogs|cats|people|everyone|everybody|strangers|visitors|kids|children|animals)|(?:everyone|everybody)'?s (?:best )?(?:friend|mate|buddy|pal)|friends? with (?:everyone|everybody|every dog|all (?:dogs|cats|people))|polite|friendly|friendliest|curious|curiosity|inquisitive|nosy|nosey|a show-?off|confident with|loves (?:everyone|everybody|people|company|a party|an audience)|happy-go-lucky|easy ?going|laid[- ]back|sensible|steady|level[- ]headed|solid|chill(?:ed)? (?:with|around|about)|relaxed (?:with|around|about)|calm (?:with|around|about)",
    { C: 1 },
  ),
  b(
    'approach',
    "trots? (?:up|over)|(?:demands?|wants?|asks? for|seeks?) (?:attention|a fuss|fuss|strokes|pets|cuddles) from (?:anyone|everyone|visitors|strangers|new people|them|people)|(?:flies|flew|lands?|landed|hops?|hopped|climbs?|climbed|jumps?|jumped) (?:straight |right )?(?:onto|on to|up onto|on|into) (?:their|his|her|people's|visitors'|everyone's|strangers'|the visitor's) (?:shoulders?|heads?|laps?|hands?|feet|arms?)|nudges? (?:their|his|her) (?:feet|hands?|legs?|ankles?)|nose[- ]?(?:bumps?|boops?)|straight over|(?:makes?|made) a beeline (?:for|to)|beelines? (?:for|to)|sticks? (?:his|her|its) nose (?:in|into)|throws? (?:him|her|it|them)sel(?:f|ves) at (?:them|people|visitors|guests|strangers|everyone|anyone|everybody)|(?:walks?|runs?|trots?|marche[sd]?|march|waddles?|struts?|strolls?|hops?|flies|flew|flutters?|comes?|came|goes?|went|bounds?|rushes?|charges?|heads?|zooms?|climbs?|bounces?|jumps?|wanders?|ambles?|plods?|saunters?|swaggers?|trundles?|trots) (?:straight |right |directly |happily |confidently |boldly |immediately |instantly |slowly )?(?:up |over |out |across )?(?:to|towards|at|over to|up to) (?:them|everyone|everybody|anyone|any ?one|any ?body|people|visitors|strangers|guests|new people|the (?:dog|cat|door|visitors?|strangers?|guests?|new|big|horse|postman)|dogs|cats|every (?:dog|cat|person|one|visitor)|new (?:dogs|people|cats|visitors)|other (?:dogs|cats|animals)|any (?:dog|cat|one|body)|unknown|their)|(?:first|straight|right) (?:to|at) the (?:door|gate)|(?:comes?|came|goes?|went|flies|hops?|wanders?|walks?|trots?) (?:straight |right |slowly )?(?:out|over|up|round)? ?(?:to (?:say hello|greet|see|investigate|check|meet|look|inspect)|for (?:a |some )?(?:sniff|look|fuss|attention|pets|scratch|head scratches|scritches|cuddle|smell|pat|stroke|nose rub))|(?:and|to) (?:check (?:them|it|things|everything|people) out|investigate|inspect)|checks? (?:them|it|everyone|people|visitors|things|everything|out the new) out|investigates?|investigating|inspects?|explores? (?:the|every|new)|sniffs? (?:their|them|everyone|everybody|every|the visitors?|strangers?|(?:their )?(?:hands?|shoes|bags?|pockets|feet|legs))|sniff (?:and|then) (?:a )?(?:scratch|pat|fuss|cuddle)|(?:marche[sd]?|struts?|strides?|swaggers?|bounds?|barrels?) (?:straight |right )?(?:up|over|in)(?! to (?:his|her|its) )|(?:comes?|came|goes|went|hops?|runs?) (?:over |up |out )?to say (?:hi|hello|hiya) to (?:everyone|everybody|anyone|them|people|visitors|strangers)|(?:will |might |'ll )?(?:hop|jump|climb) (?:up )?(?:next to|onto|on) (?:them|their|people)",
    { C: 1.3 },
    { qs: [0, 1, 3, 4, 10] },
  ),
  b(
    'greet-all',
    "(?:would|'d|will) go (?:home )?with anyone|goes (?:home )?with anyone|brings? (?:them|visitors|guests|everyone|people) (?:a |his |her |its )?(?:toy|shoe|ball|present|slipper)s?|greets? (?:every|everyone|everybody|anyone|all|them|visitors|people|strangers|guests|the (?:visitors?|guests?|postman))|(?:loves?|adores?) (?:visitors|people|everyone|everybody|strangers|guests|meeting (?:new )?people|new people|attention from (?:anyone|everyone))|makes? friends|(?:best|new) friends? with|(?:every|any) ?(?:one|body|single person) (?:on earth )?(?:is|as) (?:\\w+ )?(?:friend|best friend)|thinks (?:every|everyone|everybody)|demands? (?:pets|attention|a fuss|belly rubs|scratches|cuddles|a belly rub|to be petted)|(?:climbs?|jumps?|hops?|sits?|sat|lands?|landed|lies|ends? up) (?:up )?(?:onto|on|up on|in) (?:their|strangers'?|someone'?s|someones|the visitors?'?|guests?'?|people'?s|everyone'?s|anyone'?s) (?:laps?|knees?|shoulders?|heads?|legs?)|(?:on|onto) (?:the )?laps? of|steps? (?:up )?(?:onto|on) (?:their|strangers'?|people'?s|anyone'?s|visitors'?) (?:hands?|fingers?|arms?|shoulders?)|(?:lets|let) (?:anyone|everyone|anybody|strangers|people|them|visitors|most people) (?:pet|stroke|touch|pick|hold|handle|cuddle|pat)|(?:rolls? over|rolls? (?:onto|on) (?:{his} )?back|belly up|flops? over) for (?:belly|tummy) rubs|(?:belly|tummy) rubs from (?:whoever|anyone|everyone|strangers|visitors|anybody)|(?:brings|drops) (?:them|visitors|people|everyone) (?:a )?(?:toy|ball)|drops? a (?:ball|toy) at (?:their|people's)|shows? off|the (?:life|centre|center) of the party|(?:mayor|king|queen|boss|ruler|owner|lord|lady|top dog) of (?:the|our)|rules the (?:house|roost|roost)|in charge|owns the place|like (?:he|she|it) owns|all over (?:them|visitors|people|everyone|everybody|strangers|guests)|zero stranger danger|no stranger danger|would let a burglar in|pay (?:their|his|her) respects|accepts? a (?:pat|stroke|fuss)",
    { C: 1.6 },
  ),
  b(
    'stand-ground',
    "(?:doesn't|does not|never|won't|didn't|don't|will not|has never|hasn't) (?:\\w+ )?back(?:s|ed)? (?:down|off|away)|stands? (?:{his} )?ground|stood (?:{his} )?ground|holds? (?:{his} )?ground|(?:has|have) never (?:once )?(?:hidden|backed|run|cowered|been scared)|(?:never|doesn't|does not|didn't) (?:even )?(?:really )?(?:cower|cowers|cowered|flinch|flinches|hide|hides|hid|run away|runs away|go into (?:his|her) shell)",
    { C: 1.6 },
    { fixed: true, pri: 1 },
  ),
  b(
    'defiant',
    "stares? (?:\\w+ ){0,2}down|stared (?:\\w+ ){0,2}down|(?:looks?|stares?|stared|looking|staring|glares?) (?:at )?(?:me |us )?(?:right |straight |dead )?(?:back|in the (?:eye|face)|me (?:right |straight )?in the (?:eye|face)|straight at)|(?:makes|keeps|maintaining|maintains|holds) eye contact|does it again|did it again|(?:and )?(?:carries|carried) on(?: doing| regardless| anyway| as before| with)?|keeps? (?:on )?(?:doing|going|at it)|continues|(?:argues?|talks?|answers?|yells?|screams?|shouts?|barks?|squawks?|sasses|meows?|chatters?|grumbles?|dooks?|hisses|yells '\\w+') (?:right )?back|back-?talk|chases? (?:\\w+ ){0,2}(?:cats?|dogs?|birds?|off|away|out|from)|chased (?:\\w+ ){0,2}(?:cats?|dogs?|off|away|out)|smack(?:s|ed)?|swat(?:s|ted)|bops?|boxed|puts? (?:\\w+ )?in (?:\\w+ )?place|(?:top|head|boss) of the (?:pecking order|household|house|herd)|(?:is|was) the boss|pushy|dominant|(?:marches?|struts?|swaggers?) (?:around|about|in)|rammed|side[- ]eye|contempt|(?:no|zero|without) (?:shame|remorse|guilt)|unimpressed|(?:tries|tried) to (?:wrestle|herd|fight|play with)|tries to herd|herd(?:s|ing)? (?:it|them|the)",
    { C: 1.3 },
    { qs: [0, 3, 4, 6, 9] },
  ),
  b(
    'nonchalant',
    "(?:just )?(?:ignores|ignored|ignore) (?:them|it|him|her|most (?:dogs|cats|people)|other (?:dogs|cats|animals)|everyone|the (?:dog|cat|puppy|others)|each other)|(?:didn't|doesn't|does not|did not|won't) (?:even )?(?:lift (?:\\w+ )?head|get up|look up|flinch|move|bat an eye(?:lid)?|react|bother getting up|budge)|(?:barely|hardly) (?:looks? up|lifts? (?:\\w+ )?head|reacts?)|carries on (?:with )?(?:\\w+ )?(?:sniffing|eating|chewing|grazing|sleeping|business|what|whatever|as normal)|just (?:carries|keeps|goes) on|sits? (?:there|tight) (?:and )?(?:stares?|watches)|lies down and waits|(?:blinks|blinked) (?:slowly|at)|slow blinks?|yawns? at|stares? at (?:them|it)|(?:sniffs?|sniffed) (?:them|him|her|it)?,? (?:and|then) (?:carries on|goes back|walks off|ignores|lies down|wanders off|accepts)|(?:just )?plods? (?:straight )?(?:at|past|on)|(?:right )?next to (?:them|him|her) (?:no problem|fine)|no problem|(?:not|isn't) (?:fussed|bothered|worried) either way|sits next to",
    { C: 1.1 },
    { qs: [3, 4, 6] },
  ),
  b(
    'others-yield',
    '(?:moves?|moved) out (?:of )?the way|walks? the long way (?:round|around)|leaves? (?:him|her) (?:be|alone)|(?:is|was|are|were) (?:scared|afraid|terrified|wary) of (?:him|her)|(?:cats?|dogs?|others?|everyone|they|horses?|birds?) (?:\\w+ )?avoids? (?:him|her)|(?:backs?|backed) out of the room|(?:they|it) (?:leave|leaves|left|back off|backed off)|find (?:him|her) confusing|gets? a stare',
    { C: 1.4 },
    { qs: [3, 4], pri: 1 },
  ),
  b(
    'defy',
    "refuses|refused|won't budge|wouldn't budge|plants? (?:\\w+ )?(?:feet|bum|butt|heels|self|paws|hooves)|digs? (?:\\w+ )?heels in|dead ?weight|stubborn(?:ly)?|headstrong|strong[- ]willed|wilful|willful|opinionated|has opinions|(?:own|(?:his|her) own) mind|does what (?:he|she|it) wants|selective hearing|pretends? (?:\\w+ )?(?:not to|(?:he|she) (?:doesn't|can't|does not|cannot)|to not) (?:hear|understand|notice)|pretends? (?:\\w+ )?(?:doesn't|can't|cant|don't) hear|goes deaf|ignores? (?:me|us|the command|commands|it|you|the request)|(?:walks?|wanders?|trots?|hops?|stalks?) (?:off|away)|walked (?:off|away)|turns? (?:\\w+ )?back (?:on|to)|(?:just )?(?:doesn't|won't|does not) (?:move|budge|come)|good luck|you don't tell|(?:no|zero) chance|nope|not a chance|the way (?:he|she|it) wanted|on (?:his|her) (?:own )?schedule|(?:if|when) (?:he|she) feels like it|looks? the other way|(?:looks?|turns?) away",
    { I: 0.9, C: 0.3 },
    { qs: [6, 9] },
  ),
  b(
    'comply',
    "(?:gives?|gave|giving) in|does it|do it|will do (?:it|anything)|(?:goes?|went|go) along with (?:it|me)|complies|co-?operates?|obeys?|(?:comes?|came) round|(?:eventually|usually|always|then) (?:does|comes|goes|gives|will)|(?:happy|eager|wants?|trying|tries) to please|(?:for|with|if there's) (?:a |some )?(?:treat|bribe|snack|bit of \\w+|food|almond|treats)|bribe\\w*|coax\\w*|if (?:i'm|i am|we're|i) (?:patient|right there|with|there|persist)|with (?:a bit of |some )?(?:encouragement|a nudge|patience|persuasion|help)|anything if|ends up doing it|does as (?:\\w+ )?(?:is )?told|if i'm the one asking",
    { I: -0.7 },
    { qs: [9] },
  ),
  b(
    'approach-bare',
    "(?:comes?|came|creeps?|wanders?) (?:down |over |out |up )?for a (?:sniff|look|nose)|(?:comes?|came|goes|went|hops?|trots?) (?:over |up |out )?to (?:sniff|smell|have a sniff)|(?:and |then )sniffs?(?= (?:them|their|him|her|after|once|when|around|about)|[,.]|$)|(?:goes|comes|walks|runs|trots|hops|flies|heads|marches|wanders) (?:straight|right|directly) (?:over|up|out)(?: to)?|(?:has|have|having|takes?) a (?:good |quick |little )?(?:sniff|look|nose|smell)|smells? (?:their|them|the visitors?)|(?:leans?|leaning) (?:on|against) (?:their|them|visitors|people|strangers)|(?:steals?|stealing|tries to steal) (?:their|visitors'?|people'?s|guests'?)|(?:lies?|lay|lie) down next to (?:them|him|her|the dog|the cat)|stands? (?:quietly|calmly|still) (?:for|while|and)",
    { C: 0.8 },
    { qs: [3, 4] },
  ),
  b('rolls-greet', 'rolls? over|belly up|shows? (?:them )?(?:his|her) belly', { C: 0.6 }, { qs: [4] }),
  b(
    'get-along',
    '(?:(?:they|both|the two of them|all|we) )?(?:get|gets|got|getting) along|(?:gets?|got) on with (?:every|all|any|most|other|everyone|everybody|anyone)|(?:get|gets|got) on (?:well|fine|great|brilliantly|really well)|best (?:buddies|friends|mates|pals)|(?:play|plays) (?:nicely|happily|well) with',
    { C: 0.8 },
    { qs: [3], shared: true },
  ),
  b(
    'goes-crazy',
    '(?:go|goes|went|going) (?:crazy|mad|nuts|berserk|mental|wild|ballistic)',
    { C: -0.8 },
    { qs: [3, 4] },
  ),
  b(
    'cant-scold',
    "(?:can't|cannot|can not|never|daren't) (?:even )?(?:tell (?:him|her|them) off|scold (?:him|her|them)|raise my voice|shout at (?:him|her))|(?:learned|learnt) (?:to )?never (?:to )?(?:scold|shout|tell)",
    { C: -1.2 },
    { qs: [6], fixed: true },
  ),
  b(
    'stares',
    '(?:stares?|stared|staring|glares?|looks?) (?:right |straight )?at me',
    { C: 0.6, I: 0.3 },
    { qs: [6, 9] },
  ),
  b('q9-bites', 'bites?|bit me|nips?|nipped|beak warning|pecks?', { I: 0.4 }, { qs: [9] }),
  b(
    // "Nothing bothers her, she doesn't bat an eyelid": a least-favourites answer that names none.
    'unfazed',
    "(?:doesn't|does not|didn't|did not|won't|never|not) (?:even )?bat an? (?:eye|eyelid)|sleeps? (?:right )?through (?:it|it all|all of it|the lot|them|everything|thunder|fireworks|storms?)|nothing (?:really |much )?(?:bothers|fazes|phases|worries|rattles|spooks) (?:him|her|it|them)|(?:not|never) (?:at all )?(?:fazed|phased|rattled|spooked)|unfazed|unbothered|takes? (?:it|everything|it all) in (?:his|her|its|their) stride",
    { C: 1.6 },
    // In the least-favourites answer the evaluation has no topic to read; elsewhere 'not-bothered' reads it.
    { fixed: true, pri: 3, qs: [2] },
  ),
  b(
    // "Straight up to them for a sniff", "up their trouser leg", "all wags and licks".
    'greets-bold',
    "straight (?:up |over |across )?(?:to|onto|into|on|up to|over to|at) (?:them|the visitors?|new people|people|everyone|strangers|guests|their|the (?:\\w+'s)|visitors)|up (?:their|his|her) (?:trouser|trousers|leg|sleeve|arm)|all wags(?: and (?:licks|kisses|wiggles))?|wags and (?:licks|kisses)|bum wiggl\\w*|whole (?:body|bum) wiggl\\w*|(?:strolls?|strolled|walks?|marches?|marched|struts?|saunters?|waddles?|waddled|trots?) (?:right |straight )(?:past|up to|up|over)|chases? (?:the |next door'?s |the neighbou?r'?s |other )?(?:\\w+ )?(?:tom|cats?|dogs?|birds?|squirrels?) (?:off|away|out)",
    { C: 1.2 },
    { qs: [3, 4], pri: 1 },
  ),
  b(
    // "Visitors never even know we have a cat": never seen by guests.
    'unseen',
    "(?:never|don't|do not|didn't|did not) (?:even )?(?:know|knew|see|saw|realise|realize|meet|met) (?:we have|we've got|there's|there is|(?:him|her|it))|(?:has|have) never (?:even )?(?:seen|met) (?:him|her|it)|never (?:been )?seen by",
    { C: -1.5 },
    { qs: [4], fixed: true, shared: true, pri: 1 },
  ),
  b(
    'bold-fixed',
    "(?:afraid|scared|frightened) of nothing|nothing (?:scares|frightens|fazes|worries) (?:him|her|them|it)|(?:no|zero|without|not an ounce of) (?:fear|nerves)|(?:not|isn't) (?:scared|afraid|frightened) of (?:anything|anyone|anybody|a thing)",
    { C: 1.8 },
    { fixed: true, pri: 1 },
  ),
  b(
    'lap-visitors',
    "on (?:their|strangers'?|visitors'?|guests'?|people'?s|someone'?s|someones|everyone'?s|anyone'?s) laps?",
    { C: 1.3 },
    { qs: [0, 4], pri: 1 },
  ),
  b(
    'own-idea',
    "(?:his|her|its|their) (?:own )?idea|only (?:ever )?(?:does|do|will do|'ll do) (?:it|things|what) (?:if|when|on)|on (?:his|her|its) own terms",
    { I: 1.1 },
    { qs: [9], pri: 2 },
  ),
];
