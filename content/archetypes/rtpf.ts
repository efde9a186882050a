import type { ArchetypeContent } from '../schema.ts';

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
    'A portable bed or blanket that smells of home turns any new place into familiar ground. A comfortable, well-ventilated carrier that doubles as a den makes trips easy, and an unwashed T-shirt of yours helps during time apart. A pet camera shows you how it really copes when you are out, and calm enrichment such as lick mats, snuffle mats and foraging toys gives it something to enjoy right beside you.',
  overview:
    'The Shadow is a soft, low-key companion whose sense of safety is anchored to you rather than to a place or a timetable. Where you go, it goes: into the kitchen, onto the sofa, into the car. It is shy with strangers and tends to watch them from behind your legs or from your lap, but because its security travels with you, it handles moves, holidays and altered routines better than most timid pets. The flip side is that your absence, not change itself, is what unsettles it most.',
  getsOnWellWith:
    'Gentle, unhurried people and calm animals that do not crowd it. It often forms a close bond with one quiet housemate of its own kind and may borrow confidence from a steady, friendly dog, cat or cage-mate. It does less well with grabby or noisy children, very boisterous pets, or households where it is regularly left alone for long stretches.',
  idealOwner:
    'Someone who is around a great deal, such as a home-worker, a retiree or a person who can bring a pet along, and who enjoys having a companion at their side. The ideal Shadow owner is gentle about its shyness, happy to take it on quiet outings, and committed to building its confidence in being alone so that its devotion never tips into distress.',
  tips: "Teach time alone as a skill. Start with a minute behind a baby gate or a closed door, come back before your pet becomes anxious, and build up slowly over several weeks. Pair each departure with a special food toy it only gets when you leave, and pick it up again when you return.\nMake it your sidekick on low-key outings: a friend's calm house, a quiet corner of a garden, a short car journey. Bring its blanket or carrier so it has a familiar base, and let it watch from your side rather than being passed from person to person.\nWhen visitors come, let your Shadow stay near you and ask guests to ignore it. Seeing you chat calmly with a stranger is often the quickest route to its own confidence, so reward every step it takes toward them and let it retreat without comment.\nBecause it adapts so easily, it is tempting to take it everywhere. Watch for signs that it has had enough, such as yawning, lip licking, pressing against you, fluffed or flattened feathers or hiding, and follow busy days with quiet ones at home.\nIf your pet howls, scratches at doors, stops eating, over-grooms or plucks feathers when left, talk to your vet or a qualified behaviourist early; separation-related problems are far easier to resolve before they become entrenched.",
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
      tips: "Learn the stress signals of your pet's species, such as yawning, lip licking, freezing, flattened ears or slicked-down feathers, and look for them whenever people visit. Take a few minutes of gentle play or grooming whenever you pause for a break, so your pet gets regular contact without a rigid plan.",
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
        text: 'Practise time alone as a game: leave a treat-filled foraging toy, step out of sight for a minute or two, and come back before your pet starts to worry.',
        icon: 'timer',
      },
      {
        text: "Set up a safe, enclosed corner of a different room with your pet's familiar bedding or perch, and let it explore from that base while you sit nearby.",
        icon: 'map',
      },
      {
        text: 'Put a safe new object beside the spot where you usually sit and let your pet investigate it at its own pace while you stay close.',
        icon: 'sparkles',
      },
      {
        text: 'Spend a few minutes of calm grooming, stroking or hand-feeding each day in a quiet spot, stopping as soon as your pet moves away.',
        icon: 'heart',
      },
      {
        text: 'Drive to a calm park and sit on a bench together, letting your dog watch people and dogs at a comfortable distance while you hand out treats.',
        icon: 'trees',
      },
      {
        text: "Play 'find me' at home: let your dog see you step into another room, then reward it warmly when it comes to find you.",
        icon: 'footprints',
      },
    ],
    cat: [
      {
        text: 'Practise time alone as a game: leave a treat-filled foraging toy, step out of sight for a minute or two, and come back before your pet starts to worry.',
        icon: 'timer',
      },
      {
        text: "Set up a safe, enclosed corner of a different room with your pet's familiar bedding or perch, and let it explore from that base while you sit nearby.",
        icon: 'map',
      },
      {
        text: 'Put a safe new object beside the spot where you usually sit and let your pet investigate it at its own pace while you stay close.',
        icon: 'sparkles',
      },
      {
        text: 'Spend a few minutes of calm grooming, stroking or hand-feeding each day in a quiet spot, stopping as soon as your pet moves away.',
        icon: 'heart',
      },
      {
        text: 'Trail a feather wand slowly across the floor beside your chair so your cat can play a gentle stalking game without leaving your side.',
        icon: 'feather',
      },
      {
        text: 'Put a cardboard box or cat cave next to your desk or sofa, tucking a treat or a pinch of catnip inside.',
        icon: 'home',
      },
    ],
    bird: [
      {
        text: 'Practise time alone as a game: leave a treat-filled foraging toy, step out of sight for a minute or two, and come back before your pet starts to worry.',
        icon: 'timer',
      },
      {
        text: "Set up a safe, enclosed corner of a different room with your pet's familiar bedding or perch, and let it explore from that base while you sit nearby.",
        icon: 'map',
      },
      {
        text: 'Put a safe new object beside the spot where you usually sit and let your pet investigate it at its own pace while you stay close.',
        icon: 'sparkles',
      },
      {
        text: 'Spend a few minutes of calm grooming, stroking or hand-feeding each day in a quiet spot, stopping as soon as your pet moves away.',
        icon: 'heart',
      },
      {
        text: 'Set up a portable perch in the room where you are working so your bird can spend time near you outside its cage.',
        icon: 'bird',
      },
      {
        text: 'Give your bird paper cups or small cardboard boxes with a few seeds inside to shred beside you.',
        icon: 'puzzle',
      },
    ],
    rabbit: [
      {
        text: 'Practise time alone as a game: leave a treat-filled foraging toy, step out of sight for a minute or two, and come back before your pet starts to worry.',
        icon: 'timer',
      },
      {
        text: "Set up a safe, enclosed corner of a different room with your pet's familiar bedding or perch, and let it explore from that base while you sit nearby.",
        icon: 'map',
      },
      {
        text: 'Put a safe new object beside the spot where you usually sit and let your pet investigate it at its own pace while you stay close.',
        icon: 'sparkles',
      },
      {
        text: 'Spend a few minutes of calm grooming, stroking or hand-feeding each day in a quiet spot, stopping as soon as your pet moves away.',
        icon: 'heart',
      },
      {
        text: "Sit on the floor of your rabbits' area with a handful of fresh herbs and let them climb on and around you.",
        icon: 'carrot',
      },
      {
        text: 'Rabbit-proof a new room, move the hide box and litter tray in first, then let your pair explore it with you sitting quietly inside.',
        icon: 'rabbit',
      },
    ],
    other: [
      {
        text: 'Practise time alone as a game: leave a treat-filled foraging toy, step out of sight for a minute or two, and come back before your pet starts to worry.',
        icon: 'timer',
      },
      {
        text: "Set up a safe, enclosed corner of a different room with your pet's familiar bedding or perch, and let it explore from that base while you sit nearby.",
        icon: 'map',
      },
      {
        text: 'Put a safe new object beside the spot where you usually sit and let your pet investigate it at its own pace while you stay close.',
        icon: 'sparkles',
      },
      {
        text: 'Spend a few minutes of calm grooming, stroking or hand-feeding each day in a quiet spot, stopping as soon as your pet moves away.',
        icon: 'heart',
      },
      {
        text: 'Hold short hand-feeding sessions for guinea pigs, rats or other small pets, sitting at their level so they can come to you.',
        icon: 'heart',
      },
    ],
  },
  careTips: {
    dog: [
      'Build up time alone gradually and use a pet camera to check how your pet really copes; reliant pets may seem fine when you leave and struggle an hour later.',
      'Leave the carrier or travel crate open at home with bedding and treats inside, so it becomes a den rather than a sign of a frightening journey.',
      'Arrange a sitter or boarding place your pet already knows well before you ever need one, because a reliant animal copes far better with a familiar carer.',
      'Pack a familiar blanket, bed or perch whenever you travel or move home; its smell and feel give your pet a piece of home wherever it is.',
      'Most adult dogs should not be left alone for more than about four hours at a stretch; arrange a midday visit or walk if your days are longer.',
    ],
    cat: [
      'Build up time alone gradually and use a pet camera to check how your pet really copes; reliant pets may seem fine when you leave and struggle an hour later.',
      'Leave the carrier or travel crate open at home with bedding and treats inside, so it becomes a den rather than a sign of a frightening journey.',
      'Arrange a sitter or boarding place your pet already knows well before you ever need one, because a reliant animal copes far better with a familiar carer.',
      'Pack a familiar blanket, bed or perch whenever you travel or move home; its smell and feel give your pet a piece of home wherever it is.',
      'When moving house with a cat, start it in one quiet room with litter, food, water and hiding places, then open up the rest of the home over several days.',
    ],
    bird: [
      'Build up time alone gradually and use a pet camera to check how your pet really copes; reliant pets may seem fine when you leave and struggle an hour later.',
      'Leave the carrier or travel crate open at home with bedding and treats inside, so it becomes a den rather than a sign of a frightening journey.',
      'Arrange a sitter or boarding place your pet already knows well before you ever need one, because a reliant animal copes far better with a familiar carer.',
      'Pack a familiar blanket, bed or perch whenever you travel or move home; its smell and feel give your pet a piece of home wherever it is.',
      'Parrots and other flock birds can become over-bonded to one person, so ask other household members to offer treats and gentle attention and give daily foraging so the bird is not dependent on you alone.',
    ],
    rabbit: [
      'Build up time alone gradually and use a pet camera to check how your pet really copes; reliant pets may seem fine when you leave and struggle an hour later.',
      'Leave the carrier or travel crate open at home with bedding and treats inside, so it becomes a den rather than a sign of a frightening journey.',
      'Arrange a sitter or boarding place your pet already knows well before you ever need one, because a reliant animal copes far better with a familiar carer.',
      'Pack a familiar blanket, bed or perch whenever you travel or move home; its smell and feel give your pet a piece of home wherever it is.',
      'Even a rabbit devoted to you needs a bonded rabbit companion, because rabbits are social animals and a pair copes far better with your absences.',
    ],
    other: [
      'Build up time alone gradually and use a pet camera to check how your pet really copes; reliant pets may seem fine when you leave and struggle an hour later.',
      'Leave the carrier or travel crate open at home with bedding and treats inside, so it becomes a den rather than a sign of a frightening journey.',
      'Arrange a sitter or boarding place your pet already knows well before you ever need one, because a reliant animal copes far better with a familiar carer.',
      'Pack a familiar blanket, bed or perch whenever you travel or move home; its smell and feel give your pet a piece of home wherever it is.',
      'Guinea pigs, rats, degus and many other small pets are social and should live with at least one compatible companion of their own species.',
    ],
  },
};
