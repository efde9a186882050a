import type { ArchetypeContent } from '../schema.ts';

/** The tips, with the outings, the signs of strain and of separation distress written for each species. */
const tips = (outings: string, enough: string, separation: string) =>
  [
    'Teach time alone as a skill. Start with a minute behind a baby gate or a closed door, come back before your pet becomes anxious, and build up slowly over several weeks. Pair each departure with a special food toy it only gets when you leave, and pick it up again when you return.',
    outings,
    'When visitors come, let your Shadow stay near you and ask guests to ignore it. Seeing you chat calmly with a stranger is often the quickest route to its own confidence, so reward every step it takes toward them and let it retreat without comment.',
    enough,
    separation,
  ].join('\n');

export const rtpf: ArchetypeContent = {
  code: 'RTPF',
  title: 'Shadow',
  description:
    'Your pet is:\nReliant - trails after you from room to room and relaxes most when it can see or touch you\nTimid - hangs back from strangers and unfamiliar animals, peeping out from behind you until it feels safe\nPassive - content with gentle play, plenty of rest and simply being near you\nFlexible - copes well with new rooms, changed plans and travel, provided you are there too',
  traits: [
    'Follows its person quietly wherever they go',
    'Shy with newcomers but trusts its own people completely',
    'Low-energy and content with quiet companionship',
    'Takes new places and changes in its stride beside you',
  ],
  bestApproach:
    'Use your presence as the main tool. Let your Shadow meet new people and places from the safety of your side, reward it for calm curiosity, and let it retreat to you whenever it wants. Because it copes with change but not with separation, put early effort into teaching it that short spells alone are safe and predictable, building up gradually from a minute or two.',
  greatTools:
    'A portable bed, blanket or piece of bedding that smells of home turns any new place into familiar ground. A comfortable, well-ventilated carrier that doubles as a den makes trips easy, and an unwashed T-shirt of yours near its enclosure helps during time apart. A pet camera shows you how it really copes when you are out, and calm enrichment such as foraging toys and hides with food tucked inside gives it something to enjoy right beside you.',
  overview:
    'The Shadow is a soft, low-key companion whose sense of safety is anchored to you rather than to a place or a timetable. Its world is wherever you are: it comes to greet you when you walk into the room, settles when you sit nearby and watches for you when you leave. It is shy with strangers and tends to watch them from the safety of a hide or from close beside you, but because its security travels with you, it handles moves, holidays and altered routines better than most timid pets. The flip side is that your absence, not change itself, is what unsettles it most.',
  getsOnWellWith:
    'Gentle, unhurried people and calm animals that do not crowd it. It often forms a close bond with one quiet housemate of its own kind and may borrow confidence from a steady, friendly dog, cat or cage-mate. It does less well with grabby or noisy children, very boisterous pets, or households where it is regularly left alone for long stretches.',
  idealOwner:
    'Someone who is around a great deal, such as a home-worker, a retiree or a person who can bring a pet along, and who enjoys having a companion at their side. The ideal Shadow owner is gentle about its shyness, happy to keep it close through the day, and committed to building its confidence in being alone so that its devotion never tips into distress.',
  tips: tips(
    'Keep it close in low-key ways: place the enclosure where you spend your evenings, sit with it for short, quiet spells, and let it watch visitors from the safety of a hide rather than being handed from person to person.',
    'Because it adapts so easily, it is tempting to take it everywhere. Watch for signs that it has had enough, such as freezing, hiding, pressing close to you or refusing food, and follow busy days with quiet ones at home.',
    'If your pet stops eating, becomes restless, hides for long spells or starts damaging itself or its surroundings when left, talk to your vet or a qualified behaviourist early; separation-related problems are far easier to resolve before they become entrenched.',
  ),
  starSigns: ['Pisces', 'Cancer', 'Libra'],
  bestHumanTypes: ['ISFP', 'INFP', 'INFJ', 'ISFJ', 'ISTP'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Anchor and the Sidekick',
      relationshipStyle:
        'Your calm, orderly home is restful for a shy pet, and your eye for practical detail means its care will never slip. You may find, though, that a Shadow needs your timetable far less than you expect: it is happy to fit around changes, as long as you are part of them. What it wants instead is your company and some outward affection, which a reserved, task-focused ISTJ can forget to offer. Once you see that being near you is its real routine, you make a dependable anchor.',
      tips: 'Let your pet keep you company during ordinary tasks, such as lying on a mat while you do paperwork or potter in the shed, rather than setting aside separate pet time. Say its name softly and offer a stroke whenever it settles beside you, because that small acknowledgement matters to a reliant animal.',
    },
    {
      type: 'ISFJ',
      title: 'The Doting Companion',
      relationshipStyle:
        "Attentive, warm and calm, you read your Shadow's shyness easily and give it the steady closeness it craves. Your home will feel safe, and your pet will probably be at your heels for most of the day. Because it adapts so well, you can include it in more of your life than you might assume, which suits your caring nature. The danger is that your protectiveness and its clinginess feed each other until it cannot manage without you in sight.",
      tips: 'Build short, planned separations into the week from the start, such as leaving it with a food puzzle while you shower or nip next door. Resist scooping it up at every strange sound; sit calmly, let it look to you, and reward it for settling on its own.',
    },
    {
      type: 'INFJ',
      title: 'The Quiet Confidant',
      relationshipStyle:
        'Reflective, gentle and deeply attuned, you offer a Shadow the calm, close companionship it longs for. Your intuition helps you read its small signs of unease, and your taste for new ideas is easily absorbed by a pet that takes change in its stride. You like to plan, though, and may leave it at home on a fixed schedule when it would happily have come along. Bringing it into more of your quiet plans suits you both.',
      tips: "Plan calm outings you can share, such as an afternoon at a quiet friend's house or a weekend in a pet-friendly cottage, and pack its bed first. Keep an eye on your own stress levels, because a sensitive pet often mirrors the moods of a sensitive owner.",
    },
    {
      type: 'INTJ',
      title: 'The Considered Strategist',
      relationshipStyle:
        'Your calm, independent household is restful for a timid animal, and your knack for designing systems can give your Shadow a well-structured plan for building confidence. It is adaptable, so you can test different approaches without upsetting it. Two things need care: you may need more solitude than a pet that wants to be at your elbow, and a goal-driven style can overlook its simple need for warmth.',
      tips: 'Design a graded programme for time alone and log how long it copes each day, rather than leaving separation to chance. Put a bed beside your desk so it can share your focused hours, giving you quiet and giving it the closeness it needs.',
    },
    {
      type: 'ISTP',
      title: 'The Workshop Sidekick',
      relationshipStyle:
        "Relaxed, practical and unbothered by change, you are an easy companion for a Shadow, which will happily lie on a blanket while you tinker, fix and build. You take things as they come, and a pet that goes with the flow fits neatly into your unplanned days. You may not be demonstrative, but your calm presence does much of the reassuring for you. Just make sure its shyness is met with patience rather than a breezy 'it'll be fine' when new people appear.",
      tips: 'Give it a bed in your workshop, garage or hobby corner, well away from fumes, tools and small parts, so it can be near you while you work. Build it a cosy, portable den to take on your trips, which will steady it in unfamiliar places.',
    },
    {
      type: 'ISFP',
      title: 'The Gentle Wanderers',
      relationshipStyle:
        "Gentle, present and easy-going, you share your Shadow's soft temperament and its comfort with going along with whatever the day brings. You will probably take it on quiet walks, countryside visits and lazy afternoons, which is exactly what it wants from life. Neither of you is in a hurry, so trust builds naturally. Your one blind spot may be time apart: when you are rarely separated, the first unexpected absence can hit it hard.",
      tips: 'Practise short separations on purpose, even though you would rather keep it with you, so that a vet stay or a day out without it is not a shock. Keep a small travel kit with its bed, water bowl and favourite treats ready for spur-of-the-moment trips.',
    },
    {
      type: 'INFP',
      title: 'The Kindred Spirits',
      relationshipStyle:
        "Patient, affectionate and imaginative, you appreciate your Shadow's sensitive nature and will never push it to be more outgoing than it is. Your flexible, spontaneous days suit a pet whose security travels with you, and you will happily let it curl up beside you for hours. The risk is emotional: you may soothe its fears with so much fuss that it learns worrying earns attention, and its nervousness grows.",
      tips: "When your pet is nervous, sit quietly nearby and speak in an even, everyday tone rather than cuddling and cooing. Reward brave moments, such as sniffing a visitor's hand or stepping into a new room, with a treat and a soft word.",
    },
    {
      type: 'INTP',
      title: 'The Thinker and the Lap Companion',
      relationshipStyle:
        'Laid-back, quiet and curious, you will enjoy working out what makes your Shadow tick. A pet that likes to lie near you while you read, code or think suits your style, and your loose schedule rarely bothers it. You may, however, disappear into your own head and forget the small acknowledgements a reliant pet needs, or underestimate how real its fear of strangers is.',
      tips: "Learn the stress signals of your pet's species, such as freezing, hiding, turning away or pressing close to you, and look for them whenever people visit. Take a few minutes of gentle play or grooming whenever you pause for a break, so your pet gets regular contact without a rigid plan.",
    },
    {
      type: 'ESTP',
      title: 'The Daredevil and the Quiet One',
      relationshipStyle:
        "Energetic and spontaneous, you love being out and about, and a Shadow's adaptability means it can come along more often than most shy pets. But it is low-energy and timid, so long days in crowds, loud places or rough games will overwhelm it, even with you beside it. It wants quiet company as much as adventure. Choose the calmer outings to share and it will be a sweet, portable companion.",
      tips: 'Take it on short, low-key trips rather than festivals or busy beaches, and always give it an escape route into its carrier or onto your lap. Follow every outing with a quiet day at home to let it recharge.',
    },
    {
      type: 'ESFP',
      title: "The Entertainer's Confidant",
      relationshipStyle:
        'Your warmth and playfulness will make your Shadow adore you, and it copes with your spontaneous lifestyle better than most shy pets would. The challenge is the crowd: your home is likely full of friends, music and noise, and a timid pet can feel exposed even on your lap. Because it relies so heavily on you, a busy social life away from home may also leave it alone more than it can manage.',
      tips: 'During gatherings, keep it in a calm room or in its carrier next to you, and do not let anyone pass it around. If you are often out in the evenings, arrange a familiar sitter so it is never left for long stretches.',
    },
    {
      type: 'ENFP',
      title: "The Explorer's Pocket Friend",
      relationshipStyle:
        'Warm, imaginative and spontaneous, you welcome your Shadow into your adventures, and its adaptability means it copes with many of your changing plans. Your enthusiasm for new people is where care is needed: it is shy, and being introduced to everyone you meet can make it more anxious rather than more confident. Let it watch the world from your side and it will blossom at its own pace.',
      tips: 'Ask new friends to let the pet come to them, and let it stay in its carrier or on your lap if it prefers. Favour cosy, quiet adventures such as a picnic in a peaceful spot over busy events.',
    },
    {
      type: 'ENTP',
      title: "The Innovator's Shadow",
      relationshipStyle:
        "Quick and curious, you love trying new ideas, and a Shadow's flexibility means your experiments with toys, routines and setups are unlikely to upset it. It is, however, shy and low-energy: it wants company more than stimulation, and a restless, debate-filled, sociable household can wear it out. Give it peaceful time beside you and you will find a loyal, easy-going companion.",
      tips: 'Put your inventiveness into calm enrichment, such as homemade snuffle mats and foraging boxes, rather than high-energy games. Make sure it has a retreat well away from lively discussions and visiting friends.',
    },
    {
      type: 'ESTJ',
      title: 'The Organiser and the Tagalong',
      relationshipStyle:
        "Structured and efficient, you will keep your Shadow's care well organised. It does not especially need a strict routine, but it does need you, and a busy, outward-facing schedule can leave it home alone for longer than it can manage. Your direct manner may also overwhelm a timid pet if you encourage it to go and say hello. Scheduling time with it, and adopting a softer touch, makes this partnership work.",
      tips: 'Put time with your pet into your plans as firmly as other commitments, and take it along whenever your activity is a calm one. Ask for things quietly and reward relaxed behaviour instead of correcting nervous behaviour.',
    },
    {
      type: 'ESFJ',
      title: 'The Welcoming Household',
      relationshipStyle:
        'Warm and caring, you make your Shadow feel thoroughly loved, and it will be happy to follow you around your well-run home. Your sociable household is the challenge: frequent visitors and bustle can overwhelm a shy pet, even one that handles change easily. Your reliable routines matter less to it than your presence, so invite it into your quieter moments as well as your busy ones.',
      tips: 'Before guests come, set up a calm corner near where you will be sitting, so it can stay close without being handled. Let it join you for peaceful rituals such as morning coffee or an evening programme on the sofa.',
    },
    {
      type: 'ENFJ',
      title: 'The Encouraging Friend',
      relationshipStyle:
        'Outgoing and supportive, you are great at building confidence through praise, and a shy Shadow responds beautifully to gentle encouragement. You like to plan, which gives its days shape, and it fits happily around your schedule. Just remember that it prefers quiet, familiar company to meeting your wide circle of friends, and that its progress will be slower than your enthusiasm.',
      tips: 'Introduce it to one calm friend at a time and praise any move it makes toward them. Plan peaceful pet-friendly outings rather than big social occasions, and keep praise soft rather than exuberant.',
    },
    {
      type: 'ENTJ',
      title: 'The Commander and the Shadow',
      relationshipStyle:
        "Decisive and ambitious, you will tackle your Shadow's shyness as a project, and your consistency can genuinely help. But it is low-energy and reliant, and a demanding, fast-paced life can leave it either alone or overwhelmed. It needs a calm companion more than a coach, and goals that are small enough for it to meet.",
      tips: "Set modest, comfort-based goals, such as 'settles in the car within five minutes', and measure progress over months. Build regular, unhurried time with your pet into your calendar, and bring it along on the quieter parts of your day.",
    },
  ],
  famousAnimals: [
    {
      name: 'Athena',
      species: 'Bird (little owl)',
      description:
        "Florence Nightingale rescued a fallen owlet from children near the Parthenon in 1850, named her Athena and brought her home to England. Athena travelled everywhere in Nightingale's pocket, perched on her finger for meals and pecked intrusive visitors, and she died in 1854 while her mistress was preparing to leave for the Crimea. A tiny companion who went wherever her person went and trusted nobody else, she is the perfect Shadow.",
      featured: true,
      image: 'famous-rtpf',
    },
    {
      name: 'Flush',
      species: 'Dog (Cocker Spaniel)',
      description:
        "Flush was the devoted spaniel of the poet Elizabeth Barrett, lying beside her through years as a bedbound invalid in London. Fiercely attached, he bit Robert Browning during the couple's courtship, yet he eloped with them to Italy in 1846 and settled happily into a new life in Florence. Clingy with his own person, wary of newcomers and adaptable wherever she went, he lived the Shadow life.",
    },
    {
      name: "The Master's Cat",
      species: 'Cat (domestic)',
      description:
        "A deaf kitten of Charles Dickens's cat Williamina, he was kept at Gad's Hill and became known to the servants as 'the master's cat' because of his devotion to Dickens. His daughter Mamie recalled that he followed Dickens about the garden like a dog and sat with him while he wrote, and once snuffed out his reading candle with a paw to win back his attention. Quiet, clingy and content to be wherever his person was, he was a classic Shadow.",
    },
    {
      name: 'Hawkeye',
      species: 'Dog (Labrador Retriever)',
      description:
        "Hawkeye was the Labrador of US Navy SEAL Jon Tumilson, who called him his son. At Tumilson's funeral in Iowa in 2011, in a gymnasium filled with more than a thousand mourners, Hawkeye walked up to the casket, lay down beside it with a heavy sigh and stayed there through the whole service. Calm in an unfamiliar, crowded place as long as he was close to his person, he shows the Shadow's quiet devotion.",
    },
    {
      name: 'Dash',
      species: 'Dog (King Charles Spaniel)',
      description:
        'Dash became the closest companion of the young Princess Victoria in 1833, when she was thirteen and growing up in near isolation at Kensington Palace. He stayed at her side, once swimming after a yacht she had boarded, and when she became queen he moved with her to Buckingham Palace, where she noted with relief that he seemed quite happy; on her coronation day in 1838 she hurried home to give him his bath. Devoted to one person and content wherever she took him, he was a royal Shadow.',
    },
    {
      name: 'Marlon Bundo',
      species: 'Rabbit',
      description:
        "A black-and-white rabbit bought for a student film in Chicago, Marlon Bundo moved with the Pence family to Washington in 2017 and became the first rabbit to fly on Air Force Two. At his first public event he sat calmly in Karen Pence's arms, although she warned the audience not to clap in case he jumped. A startle-prone rabbit who nonetheless adapted to planes, moves and public events in familiar arms, he suits the Shadow.",
    },
  ],
  activities: {
    dog: [
      {
        text: 'A quiet sniff walk at off-peak times, such as early morning in a small park, with your dog free to dawdle and sniff at your side.',
        icon: 'footprints',
      },
      {
        text: 'A lick mat spread with plain yoghurt or mashed banana, set on the floor beside your desk while you work.',
        icon: 'bone',
      },
      {
        text: "Short, calm car trips to somewhere quiet, such as a friend's garden or an empty car park, with its own blanket on the back seat.",
        icon: 'map',
      },
      {
        text: 'Alone-time practice: a stuffed chew behind a baby gate while you step into the next room for a minute, building up slowly over weeks.',
        icon: 'timer',
      },
      {
        text: 'A gentle find-it game around your feet: hide three treats under cushions while your dog watches, then let it search.',
        icon: 'search',
      },
      {
        text: 'People-watching from a bench where passers-by stay at a distance, with a treat for every calm look at them.',
        icon: 'users',
      },
    ],
    cat: [
      {
        text: 'A cosy bed on your desk or beside your laptop, so your cat can nap within touching distance while you work.',
        icon: 'home',
      },
      {
        text: 'Slow wand-toy play close to its favourite hiding place, so your cat can pounce without ever leaving cover.',
        icon: 'cat',
      },
      {
        text: 'A trail of treats leading to a fresh cardboard box in whichever room you happen to be working.',
        icon: 'search',
      },
      {
        text: 'A pot of cat grass on the windowsill beside your chair, to sniff and nibble while you sit together.',
        icon: 'leaf',
      },
      {
        text: 'Carrier practice: a treat in the open carrier every day, then a few minutes sitting in the parked car with you beside it.',
        icon: 'map',
      },
      {
        text: 'Evening brushing on your lap with a soft brush, for as long as your cat is enjoying it and not a stroke longer.',
        icon: 'heart',
      },
    ],
    bird: [
      {
        text: 'A play stand beside your desk or sofa, so your bird can sit near you while you work, read or watch television.',
        icon: 'bird',
      },
      {
        text: 'Ten minutes of quiet talk and soft whistles together at a calm time of day, letting your bird answer when it likes.',
        icon: 'music',
      },
      {
        text: 'Foraging cups with a few seeds hidden under scrunched paper, handed over while you sit close by.',
        icon: 'search',
      },
      {
        text: 'Step-up practice in a new room every few days, with its travel cage nearby as a safe base to return to.',
        icon: 'map',
      },
      {
        text: 'Gentle scratching time on your hand while you watch television, on the head and neck only, for a bird that invites it.',
        icon: 'heart',
      },
      {
        text: 'A shared mealtime: a small plate of its own with bird-safe vegetables, such as steamed broccoli or grated carrot, while you eat.',
        icon: 'carrot',
      },
    ],
    rabbit: [
      {
        text: 'Quiet floor time in their space each day, reading or using your phone while the pair settle around you.',
        icon: 'heart',
      },
      {
        text: 'A hay-filled cardboard box set down near where you sit, so they can snack and lounge close to you.',
        icon: 'carrot',
      },
      {
        text: 'A soft mat or rug next to your seat in their room, a favourite spot for flopping out within reach of you.',
        icon: 'bed',
      },
      {
        text: 'Scatter their greens around your feet while you sit, so they browse their way towards you at their own pace.',
        icon: 'leaf',
      },
      {
        text: 'Gentle grooming with a soft brush on the floor once a week, and more often while they are moulting.',
        icon: 'sparkles',
      },
      {
        text: 'A tunnel leading from their hide towards your seat, so they can come over to you under cover.',
        icon: 'home',
      },
    ],
    other: [
      {
        text: 'Sit beside the enclosure each evening, talking softly, so your presence becomes part of its calm.',
        icon: 'home',
      },
      {
        text: 'Hand-feed a small piece of a favourite food every day, from your fingers or from tongs as your species requires.',
        icon: 'heart',
      },
      {
        text: 'A few minutes of quiet hand or lap time for species that enjoy contact, such as rats and guinea pigs, on a towel.',
        icon: 'bed',
      },
      {
        text: 'Change one item in the enclosure at a time, such as a new tunnel or branch, leaving its favourite hide exactly where it was.',
        icon: 'puzzle',
      },
      {
        text: 'Scatter food among the hides, so your pet can forage for its meal without ever leaving cover.',
        icon: 'leaf',
      },
      {
        text: 'Short roams in a warm, secure play area with a hide or two, while you sit on the floor nearby as its landmark.',
        icon: 'map',
      },
    ],
  },
  careTips: {
    dog: [
      "Practise alone time every day, starting with a minute and never rushing, because separation distress is a Shadow's biggest risk.",
      'Set up a pet camera to see how your dog really copes when you are out, rather than guessing from how it greets you.',
      'Use a well-fitted harness on outings, since a shy dog can back out of a collar when something startles it.',
      'Keep microchip and tag details current, and double-check them before you travel with your dog.',
      'Weigh your dog monthly: quiet dogs that spend hours at your feet gain weight easily.',
      'Book vet appointments at quiet times of day and bring its blanket, so the waiting room smells of home.',
    ],
    cat: [
      'Give it hiding places both high up and at floor level in every room you use, so it can stay near you and still feel safe.',
      'Leave the carrier out as a bed, with a blanket that smells of home, so trips start from somewhere familiar.',
      'Weigh your cat monthly, since quiet cats gain weight easily, and serve part of its meals in a puzzle feeder.',
      'Keep up at least two short hunting games a day, even for a sleepy cat, each followed by a small meal.',
      'Plug in a pheromone diffuser in its main room a few days before visitors, travel or a move.',
      'Keep its microchip details up to date, especially before you travel or move house.',
    ],
    bird: [
      'Keep the cage in the room where you spend most of your time, but never in the kitchen, because fumes from non-stick pans can kill birds.',
      'Teach time apart gradually: leave a foraging toy and step out of sight for a minute, building up over several weeks.',
      'Give daily out-of-cage time for flying or climbing; a quiet bird that mostly sits near you still needs exercise.',
      'Keep a spare cage cover and favourite toy in the travel cage, so a trip or a stay with a sitter starts with something familiar.',
      'Weigh your bird weekly on kitchen scales; a bird that sits beside you for hours may be eating more and moving less than you think.',
      'Offer only bird-safe food from your plate: never chocolate, avocado, caffeine or salty snacks.',
    ],
    rabbit: [
      'Keep your rabbit with a bonded companion, so it has company of its own kind whenever you are out.',
      'Feed unlimited hay with a handful of greens and an egg-cup of pellets each, and watch their weight, as quiet rabbits gain it easily.',
      'Never lift a rabbit by the ears; sit on the floor and let them come to you, and lift only when you must, supporting the chest and hindquarters.',
      'Bring new experiences home rather than taking rabbits out, and keep car journeys for vet visits.',
      'Check bottoms daily in warm weather, since a less active rabbit is at greater risk of flystrike.',
      'Vaccinate yearly against myxomatosis and both strains of RHD, and check teeth and nails every few months.',
    ],
    other: [
      "Research your species' needs with a vet who knows exotic pets, and ask how it shows stress, since a shy animal often hides it.",
      'Give several hides in the enclosure, so your pet can stay close to where you sit and still feel covered.',
      'Handle gently and briefly, low over a soft surface, supporting the whole body, and stop before it struggles.',
      'For reptiles, take a heat source and a thermometer on any journey, and keep trips short.',
      'Weigh your pet monthly on kitchen scales; a quiet, well-fed animal can gain weight unnoticed.',
      'Leave a familiar hide or some used bedding in place when you clean, so the enclosure still smells like home.',
    ],
  },
  bySpecies: {
    dog: {
      idealOwner:
        'Someone who is around a great deal, such as a home-worker, a retiree or a person who can bring a pet along, and who enjoys having a companion at their side. The ideal Shadow owner is gentle about its shyness, happy to take it on quiet outings, and committed to building its confidence in being alone so that its devotion never tips into distress.',
      overview:
        'The Shadow is a soft, low-key companion whose sense of safety is anchored to you rather than to a place or a timetable. Where you go, it goes: into the kitchen, onto the sofa, into the car. It is shy with strangers and tends to watch them from behind your legs or from your lap, but because its security travels with you, it handles moves, holidays and altered routines better than most timid pets. The flip side is that your absence, not change itself, is what unsettles it most.',
      greatTools:
        'A portable bed or blanket that smells of home turns any new place into familiar ground. A comfortable, well-ventilated crate or carrier that doubles as a den makes trips easy, and an unwashed T-shirt of yours helps during time apart. A pet camera shows you how it really copes when you are out, and calm enrichment such as lick mats, snuffle mats and long-lasting chews gives it something to enjoy right beside you.',
      tips: tips(
        "Make it your sidekick on low-key outings: a friend's calm house, a quiet corner of a garden, a short car journey. Bring its blanket or carrier so it has a familiar base, and let it watch from your side rather than being passed from person to person.",
        'Because it adapts so easily, it is tempting to take it everywhere. Watch for signs that it has had enough, such as yawning, lip licking, a tucked tail, pressing against you or hiding, and follow busy days with quiet ones at home.',
        'If your dog howls, barks, scratches at doors, chews or stops eating when left, talk to your vet or a qualified behaviourist early; separation-related problems are far easier to resolve before they become entrenched.',
      ),
    },
    cat: {
      idealOwner:
        'Someone who is around a great deal, such as a home-worker, a retiree or a person who can bring a pet along, and who enjoys having a companion at their side. The ideal Shadow owner is gentle about its shyness, happy to take it on quiet outings, and committed to building its confidence in being alone so that its devotion never tips into distress.',
      overview:
        'The Shadow is a soft, low-key companion whose sense of safety is anchored to you rather than to a place or a timetable. Where you go, it goes: into the kitchen, onto the sofa, into the car. It is shy with strangers and tends to watch them from behind your legs or from your lap, but because its security travels with you, it handles moves, holidays and altered routines better than most timid pets. The flip side is that your absence, not change itself, is what unsettles it most.',
      greatTools:
        'A portable bed or blanket that smells of home turns any new place into familiar ground. A comfortable carrier left out as a napping den makes trips easy, and an unwashed T-shirt of yours helps during time apart. A pet camera shows you how it really copes when you are out, and calm enrichment such as puzzle feeders, a lick mat and a pot of cat grass gives it something to enjoy right beside you.',
      tips: tips(
        'Make it your sidekick at home: a bed on your desk, a blanket beside your chair, a quiet spell in a secure catio or garden corner while you sit nearby. When friends visit, let it watch from your side rather than being passed from person to person.',
        'Because it adapts so easily, it is tempting to take it everywhere. Watch for signs that it has had enough, such as flattened ears, a flicking tail, crouching low, pressing against you or hiding, and follow busy days with quiet ones at home.',
        'If your cat cries at doors, stops eating, over-grooms or soils the house when left, talk to your vet or a qualified behaviourist early; separation-related problems are far easier to resolve before they become entrenched.',
      ),
    },
    bird: {
      overview:
        'The Shadow is a soft, low-key companion whose sense of safety is anchored to you rather than to a place or a timetable. Where you are, it wants to be: on your shoulder, on the play stand beside your desk, calling from the next room the moment you leave it. It is shy with strangers and tends to watch them from your hand or the far side of its cage, but because its security travels with you, it handles moves, holidays and altered routines better than most timid pets. The flip side is that your absence, not change itself, is what unsettles it most.',
      greatTools:
        'A travel cage it already likes and a familiar cage cover turn any new room or place into familiar ground. A portable play stand lets it stay beside you wherever you settle at home. A pet camera shows you how it really copes when you are out, and calm enrichment such as foraging cups, shreddable paper and a favourite toy gives it something to enjoy right beside you.',
      tips: tips(
        "Make it your sidekick at home: a play stand in whichever room you are using, and a familiar travel cage for the odd calm visit to a friend's quiet house. Let it watch new people from your hand or shoulder rather than being passed from person to person.",
        'Because it adapts so easily, it is tempting to take it everywhere. Watch for signs that it has had enough, such as feathers held tight or fluffed up, leaning away, freezing or clinging to you, and follow busy days with quiet ones at home.',
        'If your bird screams, stops eating or starts plucking or chewing its feathers when left, talk to an avian vet or a qualified behaviourist early; separation-related problems are far easier to resolve before they become entrenched.',
      ),
    },
    rabbit: {
      greatTools:
        'A fleece or blanket that smells of home, laid in any new space, turns it into familiar ground. A carrier left in their enclosure with hay inside makes vet trips easy, and their bonded companion is the best comfort of all during time apart. A pet camera shows you how they really cope when you are out, and calm enrichment such as hay-stuffed tubes and a dig box gives them something to enjoy right beside you.',
      tips: tips(
        'Be their sidekick rather than taking them out: sit with them in their space, let them explore a freshly rabbit-proofed room with you on the floor, and keep car journeys for the vet. Let visitors sit quietly and be explored rather than picking the rabbits up.',
        'Because they adapt so easily, it is tempting to move them around a lot. Watch for signs that they have had enough, such as flattened ears, freezing, thumping, hiding or pressing against you or each other, and follow busy days with quiet ones.',
        'If your rabbits stop eating, dig frantically at doors or over-groom when left, talk to your vet or a qualified behaviourist early; separation-related problems are far easier to resolve before they become entrenched.',
      ),
    },
  },
};
