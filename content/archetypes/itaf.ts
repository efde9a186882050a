import type { ArchetypeContent } from '../schema.ts';

export const itaf: ArchetypeContent = {
  code: 'ITAF',
  title: 'Wanderer',
  description:
    'Your pet is:\n' +
    'Independent - a self-reliant roamer that entertains itself and does not need you at its side.\n' +
    'Timid - wary of unfamiliar people and crowds, it would rather slip away than face them.\n' +
    'Active - restless and energetic, it is happiest covering ground, climbing, flying or digging.\n' +
    'Flexible - adaptable and drawn to novelty, it settles quickly into new places and changing routines.',
  traits: [
    'Self-reliant and happy to roam without company',
    'Avoids strangers and crowds by slipping away',
    'Restless and energetic, always covering ground',
    'Thrives on new territory and varied days',
  ],
  bestApproach:
    "Feed the Wanderer's need to explore while keeping it away from the things it fears: give it varied, challenging places to roam at quiet times, inside secure boundaries. Rotate routes, play areas and enrichment often, because sameness bores it. Build a reliable return cue from the very start, since this pet will not stay close out of dependence. Never force it into crowds or prolonged handling; given space, it will choose to come back to you.",
  greatTools:
    'Secure boundaries come first: a sound, escape-proof enclosure or play space, checked often, and a microchip or other ID suited to your species. After that, variety is the main tool, from rotating toys and new climbing or digging areas to portable enrichment that can come along on outings. A pot of favourite treats helps build a return cue, and a lightweight, portable hide lets the Wanderer rest wherever it ends up.',
  overview:
    'The Wanderer is the restless explorer of the personality wheel. It is energetic, adaptable and self-sufficient, happiest when there is new ground to cover, yet it is also shy and would rather vanish than meet a stranger. That mix makes it a gifted escape artist and a rewarding companion for an owner who can offer adventure without crowds. Given variety and safe freedom, it is curious, resilient and surprisingly easy-going; cooped up or overexposed, it turns restless or flighty.',
  getsOnWellWith:
    'The Wanderer gets on with easy-going animals that do not mind it coming and going, and with energetic companions that share its urge to explore without crowding it. It is less comfortable with clingy or domineering pets. Among people, it prefers quiet, outdoorsy adults who move calmly and let it investigate them first. It often adapts well to multi-pet homes and new arrangements, provided each animal has enough room to avoid the others when it wants to.',
  idealOwner:
    'The ideal owner is active, adaptable and a little adventurous, happy to vary walks, play areas and routines and to take the pet along to quiet new places. They are relaxed about independence and serious about safety, from secure fencing to recall training and up-to-date ID. They keep social events away from the pet and never push it into the spotlight. Hikers, gardeners, campers and anyone with access to quiet outdoor space are often a natural fit.',
  tips: 'Secure your boundaries before anything else. Check enclosure doors, lids and latches and any gap it could squeeze through, because a Wanderer treats any opening as an invitation. Keep its microchip or ID details current where your species can have them.\nVary the territory. Rotate walking routes, rearrange climbing or digging areas and bring in new natural materials such as logs, branches or turf, so your pet has fresh ground to explore without needing to escape to find it.\nExplore at quiet times. Early mornings, weekday afternoons and empty trails let your pet spend its energy without meeting the crowds that frighten it. If strangers approach, create distance rather than asking your pet to cope.\nTrain a rock-solid return cue with high-value rewards, practising in a quiet room first, then in a larger secure space. An independent pet needs a strong reason to come back, so make returning to you the best thing that happens on any outing.\nGive it a den that travels. A familiar blanket, carrier or travel cage lets an adaptable pet settle quickly in new places, which makes holidays, house moves and overnight trips far easier.',
  starSigns: ['Sagittarius', 'Aquarius', 'Gemini'],
  bestHumanTypes: ['ISTP', 'ISFP', 'INTP', 'INFP', 'ESTP'],
  compatibility: [
    {
      type: 'ISTP',
      title: 'The Trail Partner',
      relationshipStyle:
        'The ISTP is calm, capable and happiest doing something practical outdoors, which makes them an ideal companion for a Wanderer. They enjoy unplanned trips to quiet places, are relaxed about a pet that ranges away from them, and are handy enough to build secure runs, catios or climbing frames. Their low-key manner never overwhelms a shy animal. The main thing they must not skip is the safety groundwork, because a confident outing depends on solid recall and ID.',
      tips: 'Take your pet on varied, quiet outdoor trips and let it explore within safe limits. Build a secure outdoor area and update it regularly. Practise the return cue on every outing, not just when you need it.',
    },
    {
      type: 'ISFP',
      title: 'The Nature Rambler',
      relationshipStyle:
        "The ISFP's love of nature and sensory experience matches the Wanderer's urge to roam, and their gentle, quiet presence suits its shyness. They are flexible and happy to let a walk or a garden session go wherever the pet leads. They enjoy simple adventures, such as a new woodland path or a fresh pile of leaves, which is exactly the kind of novelty this pet craves. They may need reminders about the practical side of safety, from fence checks to ID tags.",
      tips: 'Share your favourite quiet outdoor spots with your pet, varying them often. Bring natural materials indoors for enrichment on rainy days. Put fence, lid and latch checks on a regular schedule.',
    },
    {
      type: 'INTP',
      title: 'The Adventure Tinkerer',
      relationshipStyle:
        "The INTP is curious, independent and easy-going, and they find a Wanderer's exploring fascinating to watch and to plan for. They enjoy designing new challenges, from climbing structures to scent trails, and they are comfortable with a pet that does not cling. Being absorbed in their own thoughts, they can overlook escape risks or forget that an active pet needs daily outlets, not just clever setups. With a few reminders, they become a thoughtful, respectful partner.",
      tips: 'Design new exploration spaces, such as a box maze or a scent trail, and note how your pet uses them. Set a daily exercise reminder so clever setups do not replace actual activity. Check fences, screens and cage doors every week, because this pet will find the gap you overlooked.',
    },
    {
      type: 'INFP',
      title: 'The Free-Range Dreamer',
      relationshipStyle:
        "The INFP values freedom and individuality, so they naturally respect the Wanderer's independence and give it room to explore. Their calm, gentle manner reassures a timid animal, and their flexible days suit a pet that likes variety. They may find the pet's independence bittersweet, wishing for more closeness than it offers. They may also worry so much about it getting lost that they hold it back; good boundaries allow them to relax and let it roam.",
      tips: 'Invest in secure boundaries so you can let your pet explore freely without worrying. Accept that affection will come in brief visits between adventures. Share quiet outdoor time, such as an early-morning garden session or a dawn walk on an empty path.',
    },
    {
      type: 'ESTP',
      title: 'The Bold Trailblazer',
      relationshipStyle:
        "The ESTP is active, spontaneous and always up for an outing, which matches the Wanderer's energy and love of change perfectly. They will happily take the pet to new places and rarely stick to boring routines. Their sociable nature and taste for busy, noisy settings are the problem, because this pet fears crowds. When the ESTP plans adventures that are wild rather than social, such as remote trails or empty beaches, the pair are well matched.",
      tips: 'Pick quiet, remote places for shared adventures, such as empty beaches or little-used trails. Leave your pet at home when you meet friends. Keep recall practice sharp, because outings with you will be fast-paced and varied.',
    },
    {
      type: 'ISTJ',
      title: 'The Careful Gatekeeper',
      relationshipStyle:
        "The ISTJ's thoroughness with safety is a real asset for a Wanderer: fences are checked, ID is current and the pet is unlikely to go missing on their watch. Their calm home also suits its shyness. The difficulty is variety, because the ISTJ prefers the same walk, the same park and the same toys, while this pet craves new ground. Scheduling novelty turns the ISTJ's reliability into the framework for safe adventure.",
      tips: 'Put a new route, a rearranged run or a fresh enrichment item on the calendar every week. Keep your high standards for latches, fences and ID. On walks or in the garden, let your pet choose the direction for part of the time.',
    },
    {
      type: 'ISFJ',
      title: 'The Worried Guardian',
      relationshipStyle:
        "The ISFJ's caring, attentive nature means they quickly notice when a Wanderer is stressed or off colour, and their quiet home suits its shyness. Its urge to roam, however, worries them, and an anxious ISFJ may keep it shut in for safety, which breeds boredom and escape attempts. Their love of the familiar also clashes with a pet that craves new ground. When they turn their protectiveness into building a secure but varied space, the pet gets both safety and adventure.",
      tips: 'Build or buy a secure enclosed area, such as a catio, covered run or fenced garden, where your pet can explore without you hovering. Change one thing in it every week, from a new tunnel to a fresh log. Trust good boundaries rather than constant supervision.',
    },
    {
      type: 'INFJ',
      title: 'The Thoughtful Navigator',
      relationshipStyle:
        "The INFJ is sensitive to the Wanderer's moods and skilled at steering it away from situations it finds frightening. They plan carefully, which helps with safety checks and preparation for trips. Their liking for calm, familiar routines may, however, leave this adventurous pet under-stimulated. When they plan variety as deliberately as they plan safety, the relationship deepens.",
      tips: 'Schedule regular trips to quiet places your pet has not explored before. Watch its body language on outings and end them early if it starts scanning anxiously or trying to hide. Keep a travel den packed so a last-minute outing is easy.',
    },
    {
      type: 'INTJ',
      title: 'The Expedition Planner',
      relationshipStyle:
        "The INTJ enjoys designing safe systems, so a Wanderer tends to end up with excellent boundaries, a well-chosen set of outings and a carefully tracked recall. They respect the pet's independence, and their home tends to be calm with few visitors. Their love of structure may lead to over-planned excursions that leave the pet little room to choose its own route. When they build flexibility into the plan, the pet gets the best of both worlds.",
      tips: 'Map out secure routes and areas, then let your pet choose its own path within them. Rotate destinations and enrichment on a set cycle so novelty never runs dry. Log recall success rates in different places to see where more practice is needed.',
    },
    {
      type: 'ESFP',
      title: 'The Social Butterfly',
      relationshipStyle:
        "ESFPs are lively and spontaneous and happy to try new activities, which suits the Wanderer's love of variety. They often bring crowds, music and excitement along too, and this pet will vanish rather than join a party. Busy households with people coming and going also mean open doors, a real escape risk for a roamer. Their warmth and playfulness shine in quiet, one-to-one adventures, so balancing social time and pet time is the key.",
      tips: 'Shut your pet safely in a quiet room before guests arrive, with a long-lasting chew or foraging toy. Plan active outings together at times when your friends are not around. Put a note on the front door or gate reminding visitors to close it behind them.',
    },
    {
      type: 'ENFP',
      title: 'The Road-Trip Enthusiast',
      relationshipStyle:
        "The ENFP's enthusiasm for new places and experiences matches the Wanderer's curiosity, and they will gladly take the pet on trips and vary its days. Their sociable nature and love of meeting people are less welcome, because a timid pet prefers empty paths to crowded ones. They can also be a little careless about practical safety in the excitement of an outing. With quiet destinations and good preparation, they make a fun and inspiring companion.",
      tips: 'Pick destinations for how quiet they are rather than how exciting: a weekday woodland beats a busy festival. Pack a travel den, long line and ID on every trip. Let your pet set the pace at each new place, even when you are itching to move on.',
    },
    {
      type: 'ENTP',
      title: 'The Experimental Explorer',
      relationshipStyle:
        "The ENTP's love of new ideas translates neatly into the novelty a Wanderer needs, and they will keep inventing games, routes and challenges. They are relaxed about independence and rarely cling. Their lively, talkative household and busy social life can unsettle a shy pet, and their experiments sometimes outpace their safety checks. Channelling that inventiveness into quiet, active adventures makes this a lively partnership.",
      tips: "Invent a new exploration challenge every week, such as a scent trail or a rearranged climbing route. Keep debates, gatherings and loud calls away from your pet's area. Check every door, gate and lid after guests leave.",
    },
    {
      type: 'ESTJ',
      title: 'The Rule-Maker',
      relationshipStyle:
        "The ESTJ's organisation guarantees secure boundaries, regular exercise and up-to-date care, all of which keep a Wanderer safe. Their preference for fixed routines and clear rules, though, can frustrate a pet that thrives on variety and does its own thing. A busy, social household also brings noise and visitors that a timid animal avoids. When they allow flexibility within a safe structure, the pet responds well.",
      tips: "Keep your safety rules but build variety into them, for example by rotating between three walking routes. Accept that recall with this pet will never be instant obedience, and reward every return generously. Keep visitors out of the pet's space and let it observe them from a distance if it chooses.",
    },
    {
      type: 'ESFJ',
      title: 'The Homebody Host',
      relationshipStyle:
        'ESFJs are warm, attentive and socially busy, and they like a settled, predictable home life. A Wanderer appreciates their care but not the bustle or the sameness. ESFJs may worry about its independence and try to keep it close, which frustrates an animal that wants to roam. With secure outdoor space and regular novelty, their attentiveness becomes a real asset.',
      tips: 'Give your pet a secure place to explore on its own, such as a secure garden, an enclosed run or a quiet, pet-proofed room. Change its routine in small, fun ways, like a different walk or a new foraging spot each week. On busy family days, settle it in a quiet room before people arrive.',
    },
    {
      type: 'ENFJ',
      title: 'The Outgoing Guide',
      relationshipStyle:
        'The ENFJ is encouraging, organised and eager to help the Wanderer enjoy life. They may want to include it in social activities or build its confidence with people faster than it can cope. Their planning skills are a real help with fence checks, ID and trip preparation, and their warmth is sincere. Focusing on solo adventures rather than social ones makes this pairing work.',
      tips: 'Plan quiet outdoor adventures for just the two of you. When people approach, let your pet move away rather than encouraging it to say hello. Greet every return with a calm treat instead of excited praise.',
    },
    {
      type: 'ENTJ',
      title: 'The Ambitious Outfitter',
      relationshipStyle:
        "The ENTJ enjoys ambitious plans and quality equipment, so a Wanderer may get first-rate fencing, a GPS tracker and proper adventure gear. Their drive and outward-facing lifestyle, however, can leave little time for the varied, quiet outings this pet needs. They may also expect more obedience than an independent animal will ever give. Treating the pet's roaming as a project to support rather than control makes the match succeed.",
      tips: 'Invest in secure boundaries and tracking, then use them to give your pet more freedom rather than less. Block out two quiet adventures a week in your diary. Set realistic recall goals, such as reliable returns in a fenced area first, and build from there.',
    },
  ],
  famousAnimals: [
    {
      name: 'P-22',
      species: 'Mountain lion (puma)',
      description:
        "Born in the Santa Monica Mountains around 2010, P-22 made an extraordinary journey across two of the busiest freeways in the United States, the 405 and the 101, to settle in Los Angeles' Griffith Park, where he was first photographed by a wildlife camera in 2012. For about a decade he lived a secretive life beneath the Hollywood sign, rarely seen by the millions of people around him, while occasionally roaming into neighbouring hillside streets at night. Solitary, shy of people and astonishingly adaptable, he is the ultimate Wanderer.",
      featured: true,
      image: 'famous-itaf',
    },
    {
      name: 'Hal',
      species: 'Coyote',
      description:
        "Hal was a year-old coyote who turned up in Manhattan's Central Park in March 2006, probably after travelling down from upstate and crossing into the city over a railway bridge or by swimming, and was named after the Hallett Nature Sanctuary where park workers first encountered him. For two days he evaded police and park rangers, leaping an eight-foot fence, swimming a pond and ducking under a bridge before he was finally darted near Belvedere Castle. Young, wary of people and bold enough to wander into the heart of the largest city in the United States, he is a textbook Wanderer.",
    },
    {
      name: 'OR-7 (Journey)',
      species: 'Gray wolf',
      description:
        'OR-7, nicknamed Journey, left his pack in northeastern Oregon in 2011 and wandered more than a thousand miles, becoming the first wild wolf confirmed in California since 1924. He looped, doubled back and crossed highways and forests, rarely seen by people, before settling in southern Oregon with a mate and founding the Rogue Pack. Independent, elusive and endlessly on the move, he was a Wanderer through and through.',
    },
    {
      name: 'Romeo',
      species: 'Red fox',
      description:
        "Romeo, a young fox cub, made his way up the central stairwell of the Shard in London while it was under construction in 2011 and lived on the 72nd floor for about two weeks, surviving on builders' scraps. Pest controllers said he ran straight past them and scrambled up a ladder into the rafters before he was finally caught in a baited cage and released near London Bridge. Bold in his travels but elusive with people, he showed the Wanderer's mix of curiosity and caution.",
    },
    {
      name: 'The MPR Raccoon',
      species: 'Raccoon',
      description:
        'In June 2018 a raccoon in St Paul, Minnesota, fled from building workers trying to help it off a ledge and instead climbed the 25-storey UBS Plaza tower, resting on ledges along the way. Watched live by thousands online under the hashtag MPRraccoon, it reached the roof in the early hours and was trapped and released into the wild. Avoiding people at all costs and adapting to a wildly unfamiliar environment, it behaved like a classic Wanderer.',
    },
    {
      name: 'Inky',
      species: 'Common octopus',
      description:
        'Inky lived at the National Aquarium of New Zealand in Napier after being rescued from a crayfish pot, until one night in 2016 he slipped through a small gap left at the top of his tank. He crossed the floor and squeezed down a narrow drainpipe that led to the sea, vanishing without a trace. Aquarium staff described him as a curious boy who wanted to know what was happening outside; solitary, secretive and always looking for new ground, he is a Wanderer of the deep.',
    },
  ],
  bySpecies: {
    dog: {
      greatTools:
        'Secure boundaries come first: sound fencing, a well-fitted harness and a long line, and a microchip plus a GPS tracker on its collar. After that, variety is the main tool: new walking routes, rotating toys and portable scent games that can come along on outings. A treat pouch or clicker helps build a return cue, and a lightweight travel bed lets the Wanderer rest wherever it ends up.',
      tips: 'Secure your boundaries before anything else. Check fences and the gaps under gates every week, because a Wanderer treats any opening as an invitation. Microchip it, keep your contact details current and consider a GPS tracker on its collar.\nVary the territory. Rotate walking routes, rearrange climbing or digging areas and bring in new natural materials such as logs, branches or turf, so your pet has fresh ground to explore without needing to escape to find it.\nExplore at quiet times. Early mornings, weekday afternoons and empty trails let your pet spend its energy without meeting the crowds that frighten it. If strangers approach, create distance rather than asking your pet to cope.\nTrain a rock-solid recall with high-value rewards, practising indoors first, then in a secure garden, then on a long line. An independent dog needs a strong reason to come back, so make returning to you the best thing that happens on any walk.\nGive it a den that travels. A familiar blanket, carrier or travel cage lets an adaptable pet settle quickly in new places, which makes holidays, house moves and overnight trips far easier.',
    },
    cat: {
      greatTools:
        'Secure boundaries come first: an escape-proof catio or cat-proofed garden, window screens and a microchip cat flap. After that, variety is the main tool, from rotating toys to new climbing routes and boxes to explore. A shaken treat pot helps build a come-home cue, and a covered carrier left open as a bed lets the Wanderer rest wherever it ends up.',
      tips: 'Secure your boundaries before anything else. Check window screens, the cat flap and any catio mesh, because a Wanderer treats any opening as an invitation. Microchip it, keep your contact details current and consider a GPS tracker if it goes outdoors.\nVary the territory. Rotate walking routes, rearrange climbing or digging areas and bring in new natural materials such as logs, branches or turf, so your pet has fresh ground to explore without needing to escape to find it.\nExplore at quiet times. Early mornings, weekday afternoons and empty trails let your pet spend its energy without meeting the crowds that frighten it. If strangers approach, create distance rather than asking your pet to cope.\nTrain a rock-solid come-home cue by shaking a treat pot before every meal, practising indoors first, then in the garden. An independent cat needs a strong reason to come back, so make returning to you the best thing that happens all day.\nGive it a den that travels. A familiar blanket, carrier or travel cage lets an adaptable pet settle quickly in new places, which makes holidays, house moves and overnight trips far easier.',
    },
    bird: {
      greatTools:
        'Secure boundaries come first: a bird-safe room with screened windows, a rule that doors stay shut during flight, and a flight harness or travel cage for any time outdoors. After that, variety is the main tool, from rotating foraging toys to new play stands and fresh branches. A target stick and a favourite treat help build a fly-to-you recall, and a covered travel cage lets the Wanderer rest wherever it ends up.',
      tips: "Secure your boundaries before anything else. Check window screens, cage doors and the room's doors before every flight, because a Wanderer treats any opening as an invitation. Keep its leg ring number, microchip details and recent photos to hand.\nVary the territory. Rotate walking routes, rearrange climbing or digging areas and bring in new natural materials such as logs, branches or turf, so your pet has fresh ground to explore without needing to escape to find it.\nExplore at quiet times. Early mornings, weekday afternoons and empty trails let your pet spend its energy without meeting the crowds that frighten it. If strangers approach, create distance rather than asking your pet to cope.\nTrain a rock-solid fly-to-you recall with a favourite treat, starting from a short hop and building to flights across the room. An independent bird needs a strong reason to come back, so make landing on you the best thing that happens all day.\nGive it a den that travels. A familiar blanket, carrier or travel cage lets an adaptable pet settle quickly in new places, which makes holidays, house moves and overnight trips far easier.",
    },
    rabbit: {
      greatTools:
        'Secure boundaries come first: a large, predator-proof run with a roof and a dig-proof floor or skirt, and a microchip. After that, variety is the main tool, from rearranged tunnels and platforms to new dig boxes and fresh forage. A shaken pot of pellets helps build a come-to-me cue, and a hay-filled hide at each end of the run lets the Wanderer rest wherever it ends up.',
      tips: "Secure your boundaries before anything else. Check the run's mesh, roof, floor and door catches every week, because a Wanderer treats any opening as an invitation, and a digging rabbit makes its own. Microchip it and keep your contact details current.\nVary the territory. Rotate walking routes, rearrange climbing or digging areas and bring in new natural materials such as logs, branches or turf, so your pet has fresh ground to explore without needing to escape to find it.\nExplore at quiet times. Early mornings, weekday afternoons and empty trails let your pet spend its energy without meeting the crowds that frighten it. If strangers approach, create distance rather than asking your pet to cope.\nTrain a rock-solid come-to-me cue by shaking a pot of pellets before meals, practising in the run first, then in a rabbit-proofed room. An independent rabbit needs a strong reason to come back, so make returning to you the best thing that happens all day.\nGive it a den that travels. A familiar blanket, carrier or travel cage lets an adaptable pet settle quickly in new places, which makes holidays, house moves and overnight trips far easier.",
    },
  },
  activities: {
    dog: [
      {
        text: 'Long-line hikes on new trails at quiet times of day, letting it sniff and explore within safe limits and away from crowds.',
        icon: 'trees',
      },
      {
        text: 'Scent-trailing games where it follows a laid trail of treats across a field or garden to a hidden reward at the end.',
        icon: 'search',
      },
      {
        text: 'A hired secure dog field for an hour of off-lead running on its own, with no strangers or other dogs to worry about.',
        icon: 'map',
      },
      {
        text: 'Return-to-you games: reward it generously for coming to you from across the garden, then let it go straight back to exploring.',
        icon: 'footprints',
      },
      {
        text: 'Natural-material rummaging: bring in clean logs, leaf litter or a patch of turf to sniff, dig and investigate at home.',
        icon: 'leaf',
      },
    ],
    cat: [
      {
        text: 'A catio or cat-proofed garden with climbing levels and hiding spots that you rearrange regularly, so it can roam safely out of sight.',
        icon: 'trees',
      },
      {
        text: 'High-energy chase games with wand toys or balls that roll unpredictably, played in a quiet room with an escape route behind it.',
        icon: 'cat',
      },
      {
        text: 'A treat trail through the house leading to a new box or bag to explore, laid in the evening when the home is calm.',
        icon: 'search',
      },
      {
        text: 'Harness-trained outings in a quiet garden at dawn or dusk, only once it is relaxed in the harness at home, with a carrier to retreat into.',
        icon: 'leaf',
      },
      {
        text: 'Climbing circuits of shelves, cat trees and cleared bookcase tops, with a high hideaway at the end where nobody can reach it.',
        icon: 'mountain',
      },
    ],
    bird: [
      {
        text: 'Recall flight training between two landing spots in a bird-safe room, gradually increasing the distance as it gains confidence.',
        icon: 'feather',
      },
      {
        text: 'Rotating play stands and hanging perches in different quiet rooms, for climbing circuits with somewhere to hide behind.',
        icon: 'map',
      },
      {
        text: 'Foraging boxes to rip open, filled with shredded paper and a few treats, placed on the floor of a quiet room for it to find.',
        icon: 'search',
      },
      {
        text: 'Fresh natural branches from bird-safe trees, such as apple or willow, to climb, strip and chew, swapped every couple of weeks.',
        icon: 'leaf',
      },
      {
        text: 'A covered corner of the cage or play stand with a hanging toy behind it, where it can play without feeling watched.',
        icon: 'home',
      },
    ],
    rabbit: [
      {
        text: 'A large, secure run with tunnels, platforms and a dig area that you rearrange every week, with hides at each end.',
        icon: 'rabbit',
      },
      {
        text: 'Supervised exploring of a rabbit-proofed room, with new cardboard castles and forage hidden around it.',
        icon: 'home',
      },
      {
        text: 'Tunnel networks of cardboard tubes or fabric tunnels linking two hide boxes, so it can run laps without ever feeling exposed.',
        icon: 'puzzle',
      },
      {
        text: 'Dig boxes filled with soil or shredded paper and a few herbs buried inside, for energetic digging in a safe corner.',
        icon: 'leaf',
      },
      {
        text: 'Fresh forage from the garden, such as dandelion, plantain and clover from a pesticide-free patch, hidden in hay to search out.',
        icon: 'carrot',
      },
    ],
    other: [
      {
        text: 'A larger or more complex enclosure for an active small pet, such as climbing branches for reptiles, tunnels for ferrets or deep foraging substrate for rodents, rearranged often.',
        icon: 'map',
      },
      {
        text: 'Supervised exploring of a secure playpen with tunnels and cardboard hides, at a quiet time of day with no other pets about.',
        icon: 'gamepad',
      },
      {
        text: 'Food hidden across the whole enclosure instead of in one dish, so it covers ground searching for its meal.',
        icon: 'search',
      },
      {
        text: 'Safe natural materials, such as cork bark, clean untreated branches or leaf litter that suits your species, swapped in every few weeks.',
        icon: 'leaf',
      },
      {
        text: 'Plenty of hides along every route in its enclosure, so an active but shy pet can explore from one safe spot to the next.',
        icon: 'shield',
      },
    ],
  },
  careTips: {
    dog: [
      'Walk it on a secure harness and long line in unfamiliar places, with off-lead running only in securely fenced areas until its recall is proven.',
      'Microchip it, keep its tag and contact details current, and photograph it regularly so you can act fast if it slips away.',
      'Check fences and gates weekly for gaps and digging spots: an active, shy dog that is startled will bolt through the smallest hole.',
      'Keep flea, tick and worm treatment up to date, as dogs that explore hedges, woods and fields pick up parasites readily.',
      'Give it enough exercise and new places every day, since boredom is the main driver of escape attempts.',
    ],
    cat: [
      'Give it vertical territory and daily hunting play; an outdoor roamer is safer with a catio, supervised harness time or a curfew that keeps it in at night.',
      'Microchip it and fit a microchip cat flap, so it can come home quickly when frightened and nothing else can follow it in.',
      'Keep windows and doors closed during noisy events such as fireworks or building work, when a shy cat is likeliest to bolt.',
      'Keep its flea and worm treatment current if it hunts or roams, and check its coat for ticks after time outdoors.',
      'Place several hiding spots around the house, including high ones, so it always has a safe retreat close by.',
    ],
    bird: [
      'Give it daily time out of the cage in a safe room with windows and doors closed, and mirrors and glass covered.',
      'Discuss flight and wing care with an avian vet, and never take a flying bird outdoors without a secure harness or carrier.',
      'Keep a note of its leg ring number or microchip and several clear photos, because a startled bird can fly out of an open door.',
      'Fit door and window screens or a double-door rule in the room where it flies, so nobody can open the way out by accident.',
      'Cover one side of its cage so it has a sheltered retreat, and place the cage against a wall, away from busy doorways.',
    ],
    rabbit: [
      'Give it a large, escape-proof run with a roof or cover against predators, unlimited hay and a bonded rabbit companion.',
      "Check the run's mesh, floor and door catches every week: a digging, active rabbit finds weak points fast.",
      'Make sure every part of its run has a hide nearby, so a fright sends it into shelter rather than at the mesh.',
      'Vaccinate against myxomatosis and rabbit haemorrhagic disease, since outdoor and exploring rabbits meet wild rabbits and insects that carry them.',
      "Check its bottom daily in warm weather for flystrike, and keep the run's bedding clean and dry.",
    ],
    other: [
      'Choose secure, escape-proof enclosures for your species, as ferrets, rodents and reptiles are all skilled at squeezing through small gaps.',
      'Give it supervised exploring time every day in a space you have checked for gaps, cables and places it could get stuck.',
      'Keep the room quiet and other pets away during time out of the enclosure, so a shy explorer is not frightened into hiding.',
      'Check lids, latches and mesh weekly and after every clean, when they are most often left loose.',
      'Learn what your species needs in enclosure size, temperature and diet from a specialist vet or a reputable care guide, not the pet shop label alone.',
    ],
  },
};
