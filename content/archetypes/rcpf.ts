import type { ArchetypeContent } from '../schema.ts';

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
    'Let your presence be the routine. A Navigator does not need everything to happen at the same hour; it needs to know that you, or someone it trusts, will be nearby. Include it in calm parts of your day and give it a portable home base, such as a familiar blanket, mat or perch cover, that makes any room or venue feel settled. Balance all that togetherness with short, pleasant spells apart so its easygoing nature never tips into dependence.',
  greatTools:
    "A washable blanket, mat or perch cover that travels with it comes to mean 'this is where we rest'. Leave a well-ventilated carrier or travel cage open at home as a cosy den, so every trip starts from something familiar. Pack calm enrichment that moves with you, such as lick mats, snuffle mats, foraging cups and long-lasting chews. A pet camera lets you check how it copes during your absences.",
  overview:
    'The Navigator is the easygoing co-pilot of the pet world: calm, sociable and perfectly happy to go along with whatever the day brings, as long as its person is part of it. Where other reliant pets cling to a fixed timetable, this one uses you as its landmark, so a new flat, a visiting relative or a late dinner barely registers if you are close. It is rarely the one tearing around the garden, preferring to observe, snooze and join in at a relaxed pace. Its main needs are companionship, a little gentle stimulation and practice at being alone, so that its reliance on you stays comfortable.',
  getsOnWellWith:
    'Almost anyone who is kind and unhurried. Its confidence and adaptability help it accept new housemates, older children, visitors and other relaxed animals, and it often acts as a settling influence on a nervous companion. It is less suited to very boisterous playmates that want to wrestle or chase for hours, and it will usually just walk away from them. Above all it gets on with its chosen person, whom it will follow quietly from room to room.',
  idealOwner:
    "Someone who likes company and lives a flexible life: people who work from home, enjoy slow weekends and like having a pet beside them as plans unfold. The ideal Navigator owner is relaxed about change, happy to be followed around the house, and thoughtful enough to build in calm time apart so the pet stays comfortable alone. Owners who are out for long days may find this pet's need for company hard to meet without a sitter or a pet-friendly workplace.",
  tips: "Create a portable anchor. Let your pet sleep on one particular blanket, mat or cage cover for a couple of weeks, then take it along to the vet, a sitter's house or a new room. A Navigator settles fastest when something familiar smells of home and of you.\nPractise 'alone is fine' as seriously as together-time. Because this pet is used to following you, start with a minute behind a closed door while it has a chew or forage toy, then extend the gaps until it dozes through an ordinary errand.\nKeep shared outings gentle and let it opt out. For a dog that might be a quiet cafe terrace or a friend's garden with a mat, water and shade; for cats, birds and rabbits, 'coming along' usually means being in the same room or a secure garden enclosure with you rather than a trip out of the house.\nAdd light movement through the day. Passive pets drift toward weight gain and stiffness, especially when they spend hours lying near you, so scatter a few five-minute sessions of gentle play, foraging or target training across the day.\nUse its flexibility to future-proof it. While it is relaxed, get it used to carriers, grooming, handling, car journeys and new people in small doses, so vet visits and life changes stay easy as it ages.",
  starSigns: ['Libra', 'Pisces'],
  bestHumanTypes: ['INFP', 'ISFP', 'ENFP', 'ESFP', 'INTP'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Steady Harbour',
      relationshipStyle:
        "The ISTJ offers a dependable, quiet home and never misses a health check, which gives a Navigator a safe harbour to return to. This pet does not need the ISTJ's careful schedule, though it will not object to it either; what it wants most is to be close to its person. An ISTJ may keep the pet in its usual place rather than inviting it along, leaving its adaptability unused, and may express care through chores more than closeness. Widen the pet's share of your day and it blossoms.",
      tips: 'Let it join you in more of your day, whether that is the home office, the garden or the room where you do your hobbies. Offer affection beyond routine care: a lap, a shoulder perch, a shared sofa. Use your thoroughness to plan gradual alone-time practice with a written log of progress.',
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
      tips: 'Keep a bed or perch wherever you do your thinking, so companionship comes naturally during quiet hours. Leave a little slack in your plans for unplanned moments, such as taking your pet into the garden when the sun comes out. When you need time alone, give it a favourite chew in another room so solitude feels like part of normal life.',
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
      tips: 'Build a bed or perch for your workspace and let your pet be your sidekick on project days. Make a habit of short affection breaks between tasks. Use your knack for making things to craft new foraging toys, which suit a calm but curious pet well.',
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
        text: 'A gentle novelty session: bring out one safe new object, texture or scent, such as a cardboard box or a sprig of a pet-safe herb, and sit nearby while your pet investigates at its leisure.',
        icon: 'sparkles',
      },
      {
        text: 'Hand-feed part of a meal in a different spot of your home each day, which deepens your bond and keeps its confidence in new surroundings fresh.',
        icon: 'heart',
      },
      {
        text: "A 'go to your spot' game: teach your pet to settle on its own mat, towel or perch on cue, then practise in several rooms so the cue works wherever you are together.",
        icon: 'map',
      },
      {
        text: 'Short see-you-soon practice: leave your pet with a chew or forage item, step out of sight for a minute or two, and return before it grows restless, lengthening the gap slowly.',
        icon: 'timer',
      },
      {
        text: 'A short trip to a quiet dog-friendly cafe, garden or bench where your dog can lie on its own mat and watch the world go by.',
        icon: 'users',
      },
      {
        text: "Sniff-and-stroll walks on a new route each week, with the pace set by your dog's nose rather than by the distance.",
        icon: 'footprints',
      },
    ],
    cat: [
      {
        text: 'A gentle novelty session: bring out one safe new object, texture or scent, such as a cardboard box or a sprig of a pet-safe herb, and sit nearby while your pet investigates at its leisure.',
        icon: 'sparkles',
      },
      {
        text: 'Hand-feed part of a meal in a different spot of your home each day, which deepens your bond and keeps its confidence in new surroundings fresh.',
        icon: 'heart',
      },
      {
        text: "A 'go to your spot' game: teach your pet to settle on its own mat, towel or perch on cue, then practise in several rooms so the cue works wherever you are together.",
        icon: 'map',
      },
      {
        text: 'Short see-you-soon practice: leave your pet with a chew or forage item, step out of sight for a minute or two, and return before it grows restless, lengthening the gap slowly.',
        icon: 'timer',
      },
      {
        text: 'Lazy wand-toy play beside you on the sofa: slow, teasing movements your cat can bat at from a lying position, ending with a treat.',
        icon: 'cat',
      },
      {
        text: 'Supervised time in a secure catio, window box or enclosed garden corner while you sit outside nearby.',
        icon: 'trees',
      },
    ],
    bird: [
      {
        text: 'A gentle novelty session: bring out one safe new object, texture or scent, such as a cardboard box or a sprig of a pet-safe herb, and sit nearby while your pet investigates at its leisure.',
        icon: 'sparkles',
      },
      {
        text: 'Hand-feed part of a meal in a different spot of your home each day, which deepens your bond and keeps its confidence in new surroundings fresh.',
        icon: 'heart',
      },
      {
        text: "A 'go to your spot' game: teach your pet to settle on its own mat, towel or perch on cue, then practise in several rooms so the cue works wherever you are together.",
        icon: 'map',
      },
      {
        text: 'Short see-you-soon practice: leave your pet with a chew or forage item, step out of sight for a minute or two, and return before it grows restless, lengthening the gap slowly.',
        icon: 'timer',
      },
      {
        text: 'A portable play stand that moves with you between safe rooms, so your bird can watch you read, fold laundry or work, away from the kitchen.',
        icon: 'bird',
      },
      {
        text: 'Foraging boxes stuffed with shredded paper and a few favourite seeds or treats, offered on the play stand while you sit close by.',
        icon: 'feather',
      },
    ],
    rabbit: [
      {
        text: 'A gentle novelty session: bring out one safe new object, texture or scent, such as a cardboard box or a sprig of a pet-safe herb, and sit nearby while your pet investigates at its leisure.',
        icon: 'sparkles',
      },
      {
        text: 'Hand-feed part of a meal in a different spot of your home each day, which deepens your bond and keeps its confidence in new surroundings fresh.',
        icon: 'heart',
      },
      {
        text: "A 'go to your spot' game: teach your pet to settle on its own mat, towel or perch on cue, then practise in several rooms so the cue works wherever you are together.",
        icon: 'map',
      },
      {
        text: 'Short see-you-soon practice: leave your pet with a chew or forage item, step out of sight for a minute or two, and return before it grows restless, lengthening the gap slowly.',
        icon: 'timer',
      },
      {
        text: 'Supervised exploring in a freshly rabbit-proofed room or secure garden run, with you sitting on the floor as their home base.',
        icon: 'rabbit',
      },
      {
        text: "Scatter the rabbits' daily greens through a deep layer of hay so they graze and browse at an easy pace.",
        icon: 'carrot',
      },
    ],
    other: [
      {
        text: 'A gentle novelty session: bring out one safe new object, texture or scent, such as a cardboard box or a sprig of a pet-safe herb, and sit nearby while your pet investigates at its leisure.',
        icon: 'sparkles',
      },
      {
        text: 'Hand-feed part of a meal in a different spot of your home each day, which deepens your bond and keeps its confidence in new surroundings fresh.',
        icon: 'heart',
      },
      {
        text: "A 'go to your spot' game: teach your pet to settle on its own mat, towel or perch on cue, then practise in several rooms so the cue works wherever you are together.",
        icon: 'map',
      },
      {
        text: 'Short see-you-soon practice: leave your pet with a chew or forage item, step out of sight for a minute or two, and return before it grows restless, lengthening the gap slowly.',
        icon: 'timer',
      },
      {
        text: 'Rearrange hides, tunnels and branches once a week for species that enjoy exploring, such as rats, ferrets and guinea pigs, then sit with them while they check it out.',
        icon: 'puzzle',
      },
      {
        text: 'Calm lap or handling time suited to your species, for example a guinea pig on a towel on your knee or a short supervised roam for a bearded dragon.',
        icon: 'home',
      },
    ],
  },
  careTips: {
    dog: [
      "Choose one washable blanket, towel or perch cover as your pet's portable home and take it to the vet, the sitter's house or any new room.",
      'Weigh your pet monthly: easygoing animals tend to eat whatever is offered and move less than their owners realise.',
      'Schedule some alone-time practice every week, because a reliant pet that is relaxed about everything else can still struggle when its person leaves.',
      'Book a yearly health check (twice yearly for older pets) and ask about parasite control and any vaccinations your species needs, especially if it travels or meets other animals.',
      'Carry water, a bowl and a mat on outings and plan rest stops; a Navigator dog will keep going to stay beside you even when it is tired or too warm.',
      'Check paws, ears and coat after visiting new places, where grass seeds, ticks and burrs can hitch a ride.',
    ],
    cat: [
      "Choose one washable blanket, towel or perch cover as your pet's portable home and take it to the vet, the sitter's house or any new room.",
      'Weigh your pet monthly: easygoing animals tend to eat whatever is offered and move less than their owners realise.',
      'Schedule some alone-time practice every week, because a reliant pet that is relaxed about everything else can still struggle when its person leaves.',
      'Book a yearly health check (twice yearly for older pets) and ask about parasite control and any vaccinations your species needs, especially if it travels or meets other animals.',
      'Give your cat vertical territory in each room it shares with you, such as shelves, a cat tree or a cleared windowsill, so it can follow you and still have a high, safe vantage point.',
      'Leave the carrier out as a bed with soft bedding inside; a flexible cat that already naps in it will travel to the vet with little fuss.',
    ],
    bird: [
      "Choose one washable blanket, towel or perch cover as your pet's portable home and take it to the vet, the sitter's house or any new room.",
      'Weigh your pet monthly: easygoing animals tend to eat whatever is offered and move less than their owners realise.',
      'Schedule some alone-time practice every week, because a reliant pet that is relaxed about everything else can still struggle when its person leaves.',
      'Book a yearly health check (twice yearly for older pets) and ask about parasite control and any vaccinations your species needs, especially if it travels or meets other animals.',
      'Keep your bird out of the kitchen while anyone cooks, since fumes from overheated non-stick pans can kill birds, and give it daily out-of-cage time and foraging in safer rooms instead.',
    ],
    rabbit: [
      "Choose one washable blanket, towel or perch cover as your pet's portable home and take it to the vet, the sitter's house or any new room.",
      'Weigh your pet monthly: easygoing animals tend to eat whatever is offered and move less than their owners realise.',
      'Schedule some alone-time practice every week, because a reliant pet that is relaxed about everything else can still struggle when its person leaves.',
      'Book a yearly health check (twice yearly for older pets) and ask about parasite control and any vaccinations your species needs, especially if it travels or meets other animals.',
      'Rabbits need at least one bonded rabbit companion, a diet of mostly hay with fresh greens, and as few trips out as possible; even a confident rabbit finds travel stressful, so bring new experiences home instead.',
    ],
    other: [
      "Choose one washable blanket, towel or perch cover as your pet's portable home and take it to the vet, the sitter's house or any new room.",
      'Weigh your pet monthly: easygoing animals tend to eat whatever is offered and move less than their owners realise.',
      'Schedule some alone-time practice every week, because a reliant pet that is relaxed about everything else can still struggle when its person leaves.',
      'Book a yearly health check (twice yearly for older pets) and ask about parasite control and any vaccinations your species needs, especially if it travels or meets other animals.',
      "Research your species' transport and temperature needs before any trip: reptiles need a heat source, small mammals can overheat quickly, and most exotic pets enjoy new experiences more at home than on outings.",
    ],
  },
};
