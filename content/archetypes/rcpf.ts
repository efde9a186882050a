import type { ArchetypeContent } from '../schema.ts';

/** The tips, with the paragraph about shared outings written for each species. */
const tips = (outings: string) =>
  [
    "Create a portable anchor. Let your pet sleep on one particular blanket, mat or piece of bedding for a couple of weeks, then take it along to the vet, a sitter's house or a new room. A Navigator settles fastest when something familiar smells of home and of you.",
    "Practise 'alone is fine' as seriously as together-time. Because this pet is used to following you, start with a minute behind a closed door while it has a chew or forage toy, then extend the gaps until it dozes through an ordinary errand.",
    outings,
    'Add light movement through the day. Passive pets drift toward weight gain and stiffness, especially when they spend hours lying near you, so scatter a few five-minute sessions of gentle play, foraging or target training across the day.',
    'Use its flexibility to future-proof it. While it is relaxed, get it used to carriers, grooming, handling, car journeys and new people in small doses, so vet visits and life changes stay easy as it ages.',
  ].join('\n');

export const rcpf: ArchetypeContent = {
  code: 'RCPF',
  title: 'Navigator',
  description:
    'Your pet is:\nReliant - uses you as its compass and would rather be wherever you are\nConfident - takes new places, new people and unfamiliar sounds in its stride\nPassive - content to lounge, watch and doze rather than race about\nFlexible - adapts easily to changing plans, new rooms and shifting schedules, provided you are close by',
  traits: [
    'Treats you as its compass and follows your lead',
    'Unfazed by new people, places and noises',
    'Relaxed and happy to lounge wherever it lands',
    'Rolls easily with changes of plan and scenery',
  ],
  bestApproach:
    'Let your presence be the routine. A Navigator does not need everything to happen at the same hour; it needs to know that you, or someone it trusts, will be nearby. Include it in calm parts of your day and give it a portable home base, such as a familiar blanket, mat or bed, that makes any room or venue feel settled. Balance all that togetherness with short, pleasant spells apart so its easygoing nature never tips into dependence.',
  greatTools:
    "A washable blanket, towel or piece of bedding that travels with it comes to mean 'this is where we rest'. Leave a well-ventilated carrier open at home as a cosy den, so every trip starts from something familiar. Pack calm enrichment that moves with you, such as foraging toys and safe things to nibble or explore. A pet camera lets you check how it copes during your absences.",
  overview:
    'The Navigator is the easygoing co-pilot of the pet world: calm, sociable and perfectly happy to go along with whatever the day brings, as long as its person is part of it. Where other reliant pets cling to a fixed timetable, this one uses you as its landmark, so a new flat, a visiting relative or a late dinner barely registers if you are close. It is rarely the one tearing around the garden, preferring to observe, snooze and join in at a relaxed pace. Its main needs are companionship, a little gentle stimulation and practice at being alone, so that its reliance on you stays comfortable.',
  getsOnWellWith:
    'Almost anyone who is kind and unhurried. Its confidence and adaptability help it accept new housemates, older children, visitors and other relaxed animals, and it often acts as a settling influence on a nervous companion. It is less suited to very boisterous playmates that want to wrestle or chase for hours, and it will usually just walk away from them. Above all it gets on with its chosen person, whom it will follow quietly from room to room.',
  idealOwner:
    "Someone who likes company and lives a flexible life: people who work from home, enjoy slow weekends and like having a pet beside them as plans unfold. The ideal Navigator owner is relaxed about change, happy to be followed around the house, and thoughtful enough to build in calm time apart so the pet stays comfortable alone. Owners who are out for long days may find this pet's need for company hard to meet without a sitter or a pet-friendly workplace.",
  tips: tips(
    "Keep shared outings gentle and let it opt out. For most pets, 'coming along' means being in the same room as you, or in a secure enclosure in the garden on a mild day, rather than a trip out of the house.",
  ),
  starSigns: ['Libra', 'Pisces'],
  bestHumanTypes: ['INFP', 'ISFP', 'ENFP', 'ESFP', 'INTP'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Steady Harbour',
      relationshipStyle:
        "The ISTJ offers a dependable, quiet home and never misses a health check, which gives a Navigator a safe harbour to return to. This pet does not need the ISTJ's careful schedule, though it will not object to it either; what it wants most is to be close to its person. An ISTJ may keep the pet in its usual place rather than inviting it along, leaving its adaptability unused, and may express care through chores more than closeness. Widen the pet's share of your day and it blossoms.",
      tips: 'Let it join you in more of your day, whether that is the home office, the garden or the room where you do your hobbies. Offer affection beyond routine care: a lap, a shoulder, a shared sofa. Use your thoroughness to plan gradual alone-time practice with a written log of progress.',
    },
    {
      type: 'ISFJ',
      title: 'The Cosy Co-Pilot',
      relationshipStyle:
        "Warm, attentive and usually at home, the ISFJ gives a Navigator the steady companionship it craves, and the two can spend peaceful hours in the same room. The ISFJ's watchfulness over appetite and comfort is ideal for a pet that rarely complains. Because the ISFJ prefers familiar routines, they may not make much use of this pet's easy adaptability, and their devotion can make separations feel bigger than they need to be. Gently stretching both habits and alone time keeps this gentle bond healthy.",
      tips: 'Try one small new experience a week, such as a different resting spot or a visit from a friend, since your pet will take it in its stride. Practise leaving calmly rather than apologetically, with a chew or foraging toy as your parting gift. Count treats into the daily ration, because a passive pet and a generous carer can add up to extra weight.',
    },
    {
      type: 'INFJ',
      title: 'The Quiet Understanding',
      relationshipStyle:
        "The INFJ's attunement to unspoken feelings suits a pet that communicates by where it chooses to lie and whom it follows. Both prefer calm over commotion, and the INFJ's need for reflective time is easy to share with a pet that is happy just to be nearby. The INFJ's planning habit does not clash with a flexible pet, but it may mean fewer spontaneous shared moments than the Navigator would enjoy. Leave room for unplanned time together and the understanding runs deep.",
      tips: 'Keep a bed or resting spot wherever you do your thinking, so companionship comes naturally during quiet hours. Leave a little slack in your plans for unplanned moments, such as taking your pet into the garden when the sun comes out. When you need time alone, give it a favourite chew in another room so solitude feels like part of normal life.',
    },
    {
      type: 'INTJ',
      title: "The Strategist's Shadow",
      relationshipStyle:
        "The INTJ is independent and project-focused, and a Navigator is content to be a quiet shadow in the background of that work. Its confidence means it makes few demands, which suits an owner who dislikes fuss. The risk is that an INTJ's self-sufficiency leaves a reliant pet waiting for attention that comes only when the plan allows, and a tidy schedule may underuse a pet that enjoys being included. Treat companionship as part of the system and this pairing is calm and loyal.",
      tips: 'Put a resting spot in your workspace and reward it for settling there while you concentrate. Design a simple enrichment plan with a little variety, since this pet enjoys novelty more than most calm animals. Check in physically a few times a day; a stroke or a word means more to a reliant pet than you might expect.',
    },
    {
      type: 'ISTP',
      title: 'The Bench-Side Companion',
      relationshipStyle:
        "The ISTP's relaxed, hands-on life is an easy fit for a pet that likes to be around without needing much. A Navigator will happily doze beside the ISTP's workbench, and the ISTP's practical, in-the-moment style matches its easy adaptability. The ISTP may not be the most demonstrative owner, and a reliant pet notices when attention goes entirely to the task in hand. A little deliberate affection turns a comfortable arrangement into a real bond.",
      tips: 'Build a bed or resting spot for your workspace and let your pet be your sidekick on project days. Make a habit of short affection breaks between tasks. Use your knack for making things to craft new foraging toys, which suit a calm but curious pet well.',
    },
    {
      type: 'ISFP',
      title: 'The Slow Wanderers',
      relationshipStyle:
        "Gentle, present and spontaneous, the ISFP shares the Navigator's easy way of moving through the day. Lazy mornings, a sudden decision to sit in the garden, a quiet evening with music: the pet is content with all of it, as long as it is with its person. Affection flows easily, and the ISFP's feel for comfort keeps the pet cosy wherever they land. The main thing to watch is that two relaxed souls can slip into too little activity, so gentle movement needs a place in the day.",
      tips: 'Attach a few minutes of gentle play or foraging to things you already do each day, such as your morning coffee. Take advantage of your shared flexibility by letting your pet explore new safe spaces with you. Keep an eye on its weight with monthly weigh-ins.',
    },
    {
      type: 'INFP',
      title: 'The Kindred Drifters',
      relationshipStyle:
        "Of all sixteen types, the INFP is the one a Navigator settles with most easily. The INFP values each animal as an individual, leads with patience and affection, and lives flexibly enough that a pet which rolls with change fits right in. The pet asks mostly for company and calm, and the INFP is glad to give both. The only caution is that an INFP's devotion can make it hard to leave the pet alone, so a little independence training protects both of them.",
      tips: 'Practise short, cheerful separations from early on so your pet stays relaxed when you are out. Let your imagination loose on gentle enrichment, such as new scents, textures and hiding places. Check in on its weight, because a doting owner and a sedentary pet often add up to a few extra grams or kilos.',
    },
    {
      type: 'INTP',
      title: "The Thinker's Companion",
      relationshipStyle:
        "The INTP's laid-back home and open-ended days make one of the easiest settings a Navigator could ask for: nobody minds when plans change, and there is always a quiet corner beside its person to settle in. The INTP enjoys working out what makes their pet tick, and this one offers plenty to observe, from how it chooses its spot to how it reacts to new things. The gap is warmth and attention, since an INTP lost in thought can forget that a reliant pet would like to be spoken to and touched. A few small rituals of contact close that gap easily.",
      tips: 'Set a couple of daily reminders to stop and give your pet your full attention for five minutes. Try small experiments in enrichment, such as new objects, scents or puzzle designs, and watch what it prefers. Keep its bed within sight of your desk so companionship does not depend on your memory.',
    },
    {
      type: 'ESTP',
      title: 'The Passenger Seat',
      relationshipStyle:
        'The ESTP is always on the move, and a confident, flexible Navigator is happy to ride along in a way a more nervous pet would not. New places and lively company barely bother it. Energy is the mismatch: this pet would rather watch the action than take part, and an ESTP who expects a tireless partner may push it further than it wants to go. When the ESTP lets it come along as an observer, both enjoy the trip.',
      tips: 'Bring its portable bed and let it rest while you do the active part. Keep outings short enough that it is still relaxed at the end, and save your longer adventures for solo days. Give it a calm base at home so lively gatherings do not wear it out.',
    },
    {
      type: 'ESFP',
      title: 'The Easy Entertainers',
      relationshipStyle:
        "The ESFP's warmth, sociability and live-for-today spirit suit a pet that loves company and copes with anything. A Navigator will greet the ESFP's friends, settle amid the chatter and happily tag along to relaxed gatherings. Where the two differ is pace, as the ESFP wants play and noise and the pet prefers to lounge at the edge of the fun. Given a comfortable spot and the freedom to join in only when it likes, it will be the calmest guest at every party.",
      tips: 'Set up a cosy corner where your pet can watch gatherings without being handled by everyone. Keep play short and low-key, and let it choose when to join. Build in a few quiet evenings at home together, because a reliant pet values your undivided company.',
    },
    {
      type: 'ENFP',
      title: 'The Road-Trip Partners',
      relationshipStyle:
        "The ENFP's love of new places, new people and spontaneous plans finds an unusually willing companion in a Navigator, which takes novelty calmly and mainly cares that its person is there. The ENFP's warmth meets the pet's reliance generously. The one adjustment is pace: the ENFP's enthusiasm can fill a day, while this pet would rather watch the world from a comfortable spot. When outings are built around rest stops, the two share adventures happily.",
      tips: "Plan outings around your pet's energy, with a portable bed and regular breaks, and leave it at home for the long, busy days. Introduce new people one or two at a time rather than all at once, however confident it seems. Practise alone time so your spontaneous plans never depend on taking it along.",
    },
    {
      type: 'ENTP',
      title: 'The Sounding Board',
      relationshipStyle:
        "The ENTP thinks out loud and tries new ideas constantly, and a Navigator makes a calm, uncomplaining sounding board. Flexible and confident, it adapts to the ENTP's shifting projects and changing household without fuss. The ENTP may find the pet's low energy a little puzzling, and may not always offer the warmth a reliant animal is looking for. Engaging its curious side with gentle puzzles and making time for simple affection bring the two closer.",
      tips: 'Invent puzzle feeders and foraging challenges that suit a calm pet: slow, sniff-based or shreddable rather than fast-paced. Remember that your pet values physical closeness as well as stimulation. Keep it out of the way of your more chaotic experiments, however unflappable it seems.',
    },
    {
      type: 'ESTJ',
      title: 'The Organised Escort',
      relationshipStyle:
        "The ESTJ keeps life orderly and efficient, and a Navigator is easy to fit into that order, since it complains about very little. The pet does not need a strict schedule, but it benefits from the ESTJ's reliable care and clear rules. Friction comes if the ESTJ expects it to perform or keep pace, or sees its relaxed nature as laziness. Valuing it for its calm companionship, and including it in the day rather than scheduling it, makes this an easy partnership.",
      tips: 'Keep expectations realistic: a pet that settles anywhere and greets visitors calmly is already well trained. Include it in ordinary routines, such as lying beside you while you work through your to-do list. Leave some flexibility in its day, since variety keeps a Navigator engaged.',
    },
    {
      type: 'ESFJ',
      title: 'The Gracious Hosts',
      relationshipStyle:
        "The ESFJ's sociable, caring household is a natural home for a confident pet that likes company and takes guests in its stride. ESFJs keep everyone comfortable, and they will make sure the pet has a soft spot at every gathering. The ESFJ's love of routine is more than this pet needs but does no harm, and their warmth matches its reliance perfectly. The main risk is too many hands and too many treats from guests.",
      tips: 'Give guests simple rules: let the pet approach first and offer no food unless you hand it over. Keep a quiet room available for your pet to retreat to during big events. Keep treats within its daily allowance, especially during holiday seasons.',
    },
    {
      type: 'ENFJ',
      title: 'The Cheerful Guide',
      relationshipStyle:
        "The ENFJ is encouraging and outgoing, and a Navigator happily follows their lead into new rooms, new company and new experiences. The ENFJ's praise-based approach suits this calm, willing pet, and their affection answers its reliance. ENFJs often fill their calendars, and a passive pet may be happier joining some plans than all of them. Planning in pet-friendly, low-key activities alongside the busier ones keeps the balance right.",
      tips: 'Schedule relaxed outings or home sessions specifically for your pet, rather than fitting it in around everything else. Praise calm behaviour in new places, which builds on its natural confidence. Make sure it has regular time alone at home so your busy diary never becomes its problem.',
    },
    {
      type: 'ENTJ',
      title: 'The Busy Executive',
      relationshipStyle:
        "The ENTJ is driven, decisive and often busy, so a calm, flexible pet that adapts to changing hours can fit into their life more easily than most. The challenge is time: a Navigator's main need is its person's presence, and an ENTJ's ambition can leave it waiting for long stretches. The ENTJ's goal-setting can help if applied to the pet's needs, such as gradual alone-time training and a healthy weight. With deliberate time together, the pet becomes a grounding influence.",
      tips: 'Block time in your calendar for your pet as you would for an important meeting. Arrange a sitter or daycare on long days rather than expecting it to wait alone. Consider working beside it when you can, since its quiet company may help your focus too.',
    },
  ],
  famousAnimals: [
    {
      name: 'Bob the Street Cat',
      species: 'Cat (ginger tom)',
      description:
        "The ginger stray who adopted busker James Bowen in London in 2007, followed him onto a bus, and then rode on his shoulders through Covent Garden and Islington for years while Bowen busked and sold The Big Issue. Unruffled by crowds, traffic and the Underground yet unwilling to be far from his person, Bob was the Navigator exactly. He played himself in the 2016 film 'A Street Cat Named Bob'.",
      featured: true,
      image: 'famous-rcpf',
    },
    {
      name: 'Sully',
      species: 'Dog (Labrador Retriever)',
      description:
        "A service dog trained by America's VetDogs who joined former US President George H. W. Bush in 2018. A photograph of him lying quietly beside Bush's casket became famous around the world; he then travelled to Washington and went on to a new role at Walter Reed National Military Medical Center, settling in with new people as calmly as he had served his first.",
    },
    {
      name: 'Sirocco',
      species: 'Bird (kakapo)',
      description:
        "A kakapo hand-raised after a breathing illness as a chick in 1997, Sirocco imprinted on people and has preferred their company to that of other kakapo ever since. He became world-famous in 2009 when he tried to mate with zoologist Mark Carwardine's head on camera, and as New Zealand's official 'Spokesbird for Conservation' he tours sanctuaries to meet visitors: an unhurried, flightless parrot at ease wherever his people take him.",
    },
    {
      name: 'Salty',
      species: 'Dog (Labrador Retriever)',
      description:
        "A guide dog from Guiding Eyes for the Blind whose trainer noted how much he liked the bustle of the city, and who commuted by subway with Omar Rivera to his office on the 71st floor of the World Trade Center. He was resting beside Rivera's desk on 11 September 2001; when Rivera tried to send him to safety with a colleague, Salty returned to his side and guided him down the crowded stairwell, earning the Dickin Medal in 2002.",
    },
    {
      name: 'Magic',
      species: 'Miniature horse',
      description:
        'A blue-eyed therapy horse with the Florida charity Gentle Carousel, who visits hospitals, hospices and communities after disasters. She rides lifts, walks on slippery floors, works in small rooms and ignores alarms and helicopters, always calm and close to her handlers; AARP named her the Most Heroic Pet in America in 2010.',
    },
    {
      name: 'Tuesday',
      species: 'Dog (Golden Retriever)',
      description:
        "The service dog of Iraq War veteran Luis Carlos Montalván, whose memoir 'Until Tuesday' tells how the dog helped him manage PTSD and go out into the world again. Tuesday rode the subway, sat through university classes, book tours and television studios, and stayed steady in every setting as long as his person was beside him.",
    },
  ],
  activities: {
    dog: [
      {
        text: 'A weekly trip to a quiet dog-friendly cafe or pub garden, where your dog lies on its own mat with a chew and watches the world go by.',
        icon: 'users',
      },
      {
        text: 'A slow sniffari on an unfamiliar route once a week: twenty minutes where your dog sets the pace and every interesting smell gets as long as it likes.',
        icon: 'footprints',
      },
      {
        text: 'Hand-feed part of breakfast in a different room or corner of the garden each day, a calm bonding ritual that keeps new spots feeling familiar.',
        icon: 'heart',
      },
      {
        text: "Teach 'settle' on its travel mat at home, then practise it in the car, at a friend's house and beside a park bench.",
        icon: 'map',
      },
      {
        text: 'A lick mat spread thinly with plain yoghurt or wet food while you work at your desk: ten calm minutes side by side.',
        icon: 'bone',
      },
      {
        text: 'A scatter search on the lawn: toss a handful of its dinner into the grass and let your dog nose it out at its own pace.',
        icon: 'search',
      },
    ],
    cat: [
      {
        text: 'Sofa-side play: trail a feather wand slowly along the cushion so your cat can bat and grab from a lying position, then reward it with a treat.',
        icon: 'cat',
      },
      {
        text: 'Supervised time in a secure catio or an enclosed corner of the garden while you sit outside with a book or a cup of tea.',
        icon: 'trees',
      },
      {
        text: 'A blanket of its own that moves with you, on your desk or beside your chair, so your cat can doze within reach wherever you settle.',
        icon: 'home',
      },
      {
        text: 'A treat trail of five or six treats from the sofa to somewhere new, such as a fresh cardboard box or a room it rarely visits.',
        icon: 'search',
      },
      {
        text: 'A weekly novelty: a paper bag with the handles cut off, a new box or a pot of cat grass to sniff and investigate while you sit close by.',
        icon: 'sparkles',
      },
      {
        text: 'Five minutes of gentle brushing or chin-and-cheek rubs on your lap each evening, at the pace your cat chooses.',
        icon: 'heart',
      },
    ],
    bird: [
      {
        text: 'Move a portable play stand with you from room to room, away from the kitchen, so your bird keeps you company while you read or work.',
        icon: 'bird',
      },
      {
        text: 'A paper-bag forage on the play stand: a few seeds or a piece of nut tucked into a scrunched paper bag to unpick at leisure beside you.',
        icon: 'feather',
      },
      {
        text: 'Ten minutes of quiet chatter: talk, whistle or read aloud to your bird; many birds answer back or pick up the sounds.',
        icon: 'music',
      },
      {
        text: 'A new safe object each week, such as a plain wooden spoon, a clean pine cone baked dry in the oven or a paper cup, set on the play stand to inspect in its own time.',
        icon: 'sparkles',
      },
      {
        text: 'Step-up practice in a different room every few days, so your bird is happy to come onto your hand wherever you are.',
        icon: 'map',
      },
      {
        text: 'Gentle head scratches for a bird that bows its head to ask; keep touch to the head and neck, never the back or under the wings.',
        icon: 'heart',
      },
    ],
    rabbit: [
      {
        text: 'A new room once a week: rabbit-proof a hallway or spare room and sit on the floor while your pair explore it, with you as their home base.',
        icon: 'rabbit',
      },
      {
        text: 'A hay-bed graze: scatter their daily greens through a deep pile of fresh hay so the pair browse and nibble at their own unhurried pace.',
        icon: 'carrot',
      },
      {
        text: 'Evening floor time: lie on the floor with a book and let your rabbits hop over you and come for nose rubs when they choose.',
        icon: 'heart',
      },
      {
        text: 'A cardboard tunnel made from two boxes, set down near where you sit and stuffed with a little hay and a few dried herbs.',
        icon: 'home',
      },
      {
        text: 'A low platform or sturdy step beside your chair, so the pair can lounge at your level without ever being picked up.',
        icon: 'bed',
      },
      {
        text: 'Garden time in a secure, predator-proof run on a mild, dry day, with shade, water and you sitting beside it.',
        icon: 'trees',
      },
    ],
    other: [
      {
        text: 'A weekly makeover: move one or two hides, tunnels or branches to new spots in the enclosure, then sit quietly nearby while your pet inspects the changes.',
        icon: 'puzzle',
      },
      {
        text: 'Quiet time together suited to your species: a guinea pig on a towel on your lap, a rat riding on your shoulder, or a bearded dragon resting on your arm for a few minutes.',
        icon: 'home',
      },
      {
        text: 'Hand-feed a favourite food from your fingers or from tongs each day, a gentle way to keep its trust in you strong.',
        icon: 'heart',
      },
      {
        text: 'A new scent or texture once a week, such as a cardboard box, a pinch of a safe dried herb or a fresh branch from a tree that is safe for your species.',
        icon: 'sparkles',
      },
      {
        text: 'Scatter feeding through the enclosure instead of one bowl, so a relaxed pet still potters about for its meal.',
        icon: 'leaf',
      },
      {
        text: 'Short supervised roams in a secure, warm play area outside the enclosure, with you sitting on the floor as its landmark.',
        icon: 'map',
      },
    ],
  },
  careTips: {
    dog: [
      'Pack water, a bowl and its mat for every outing and stop for shade and rest; an easygoing dog keeps going to stay with you long after it should have stopped.',
      'Weigh your dog monthly and check you can feel its ribs, because relaxed dogs put on weight quietly, especially with cafe treats.',
      'After a visit somewhere new, run your hands over its coat, ears and between its toes for grass seeds, ticks and burrs.',
      'Practise short spells alone every week, with a chew behind a closed door, even though it would rather come everywhere with you.',
      'Keep vaccinations and parasite control up to date, since a sociable dog that travels meets a great many other dogs.',
      'Get it used to grooming, handling and car journeys while it is relaxed, so vet visits stay easy as it grows older.',
    ],
    cat: [
      'Give your cat a high resting spot in each room it shares with you, such as a shelf, a cat tree or a cleared windowsill, so it can follow you and still watch from above.',
      'Leave the carrier out as a bed with a soft blanket inside, so a trip to the vet starts from a favourite napping spot.',
      'Weigh your cat monthly: easygoing indoor cats gain weight without anyone noticing, so measure out its food and use a puzzle feeder.',
      'Play for two short sessions a day, a hunting game first and then a small meal, even if your cat would happily snooze all day.',
      'Put a scratching post beside its favourite sleeping spot, since cats stretch and scratch as soon as they wake.',
      'Keep its microchip details current; a confident cat that wanders into an open van or garage is the likeliest to go missing.',
    ],
    bird: [
      'Make the kitchen a no-bird zone: fumes from overheated non-stick (PTFE) pans, and from aerosols and scented candles, can kill a bird quickly.',
      'Even a relaxed bird needs daily flight or climbing time out of the cage, so tempt it with a treat at the far end of the room or the top of the play gym.',
      'Weigh your bird weekly on kitchen scales; calm birds on seed-heavy diets gain weight easily, so ask your vet about pellets and fresh vegetables.',
      'Get it used to a travel cage at home, with treats and a favourite toy inside, so vet visits start calmly.',
      'Never share avocado, chocolate, caffeine or salty food, even as a treat from your plate.',
      'Book a yearly check with an avian vet, who can spot weight, skin and nail problems early.',
    ],
    rabbit: [
      'Keep your rabbit with at least one bonded companion; even a confident, people-loving rabbit needs its own kind.',
      'Bring new experiences home rather than taking rabbits out, since even calm rabbits find car journeys stressful.',
      'Feed mostly hay, as much as they want, with a handful of leafy greens and an egg-cup of pellets each; relaxed rabbits gain weight quickly on more.',
      'Check bottoms every day, especially in warm weather, because a heavier, less active rabbit is more at risk of flystrike.',
      'Lift rabbits only when you must, with one hand under the chest and one under the hindquarters, and never by the ears.',
      'Leave the carrier in their enclosure with hay inside, so a vet trip starts from a familiar den.',
    ],
    other: [
      "Check your species' needs before any trip: reptiles must be kept warm in transit, small mammals overheat quickly, and most exotic pets enjoy new experiences more at home.",
      'Weigh your pet monthly on kitchen scales, because relaxed small animals and reptiles gain weight when food comes too easily.',
      'Book a yearly check with a vet who knows exotic pets, and more often once your pet is older.',
      'Get the company right for your species: guinea pigs and rats need friends of their own kind, while Syrian hamsters and many reptiles live alone.',
      'Handle gently and briefly, close to the floor, always supporting the whole body.',
      'Give the largest enclosure you can, with several hides, so even a laid-back pet has room to wander and choose where to rest.',
    ],
  },
  bySpecies: {
    dog: {
      greatTools:
        "A washable mat or blanket that travels with it comes to mean 'this is where we rest'. Leave a crate or well-ventilated carrier open at home as a cosy den, so every trip starts from something familiar. Pack calm enrichment that moves with you, such as lick mats, snuffle mats and long-lasting chews. A pet camera lets you check how it copes during your absences.",
      tips: tips(
        "Keep shared outings gentle and let it opt out. A quiet cafe terrace or a friend's garden, with its mat, water and shade, suits a Navigator far better than a busy high street, and it should always be free to lie down and simply watch.",
      ),
    },
    cat: {
      greatTools:
        "A washable blanket that follows it from room to room comes to mean 'this is where we rest'. Leave the carrier out as a bed, so every trip starts from something familiar. Keep calm enrichment handy, such as a wand toy, a puzzle feeder and a pot of cat grass. A pet camera lets you check how it copes during your absences.",
      tips: tips(
        "Keep shared outings gentle and let it opt out. For a cat, 'coming along' means being in the same room as you, or in a secure catio while you garden, rather than a trip out of the house.",
      ),
    },
    bird: {
      greatTools:
        "A washable cage cover and a favourite toy that go wherever it goes come to mean 'this is where we rest'. Leave a travel cage open at home with treats inside, so every trip starts from something familiar. A portable play stand and calm foraging, such as paper cups and shreddable bags, let it keep you company anywhere but the kitchen. A pet camera lets you check how it copes during your absences.",
      tips: tips(
        "Keep shared outings gentle and let it opt out. For a bird, 'coming along' means a play stand in the room where you are, well away from the kitchen, rather than a trip out of the house.",
      ),
    },
    rabbit: {
      greatTools:
        "A washable fleece or blanket in their enclosure that goes with them to any new space comes to mean 'this is where we rest'. Leave the carrier in the enclosure with hay inside as a den, so every trip starts from something familiar. Keep calm enrichment handy, such as willow balls, hay-stuffed tubes and a dig box. A pet camera lets you check how the pair cope during your absences.",
      tips: tips(
        "Keep shared outings gentle and let them opt out. For rabbits, 'coming along' means you sitting with them in their space or beside a secure garden run, rather than a trip out of the house.",
      ),
    },
  },
};
