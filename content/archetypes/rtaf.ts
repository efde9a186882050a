import type { ArchetypeContent } from '../schema.ts';

export const rtaf: ArchetypeContent = {
  code: 'RTAF',
  title: 'Companion',
  description:
    'Your pet is:\nReliant - wants to be part of whatever you are doing and takes its cues from you\nTimid - cautious with strangers and unfamiliar animals, and needs time to warm up\nActive - energetic and playful, always ready for a game or an outing with you\nFlexible - takes new places, travel and changes of plan in its stride when you are alongside',
  traits: [
    'Wants to join in with everything you do',
    'Takes time to warm up to new people and animals',
    'Energetic, playful and keen on shared adventures',
    'Adapts readily to new places and plans with you there',
  ],
  bestApproach:
    'Make it your partner. Involve it in your day, in games, training and safe explorations of new spaces, and let it meet the world at your side rather than out in front. Pair new experiences with play and treats so that novelty predicts fun, and give it a small job in busy places, such as targeting your hand or searching for a treat, to focus both its energy and its nerves. Alongside all the shared activity, teach it gradually that time on its own is safe.',
  greatTools:
    'A travel carrier it already knows as a den, a pot of favourite treats and a target stick for quick confidence games in new spaces. A secure, escape-proof play area lets it explore beyond its usual space with you close by. For the times it must stay behind, foraging toys and hides with food tucked inside keep it busy.',
  overview:
    'The Companion is an eager, energetic sidekick whose courage comes from you. It wants to be involved in everything, from the morning routine to a weekend away, and it adapts well to new places and changing plans as long as its person is there. Its shyness shows with strangers and unfamiliar animals, and it can become anxious or over-excited when left behind. With plenty of shared activity and gentle confidence-building, it becomes a devoted partner in adventure.',
  getsOnWellWith:
    'Active, kind people who include it in their lives, and calm, playful animals it meets gradually. It often makes a firm friend of one confident, gentle animal that helps it feel braver in new situations. It can be overwhelmed by pushy strangers or rough pets, and it copes poorly with long days alone.',
  idealOwner:
    'An active, flexible person who likes company in whatever they do, whether that means training projects, new games, rearranging its world for fresh adventures or simply busy days at home with a pet involved. The ideal Companion owner is patient with its shyness, lets it approach people in its own time, and builds its confidence through shared fun rather than by throwing it in at the deep end.',
  tips: 'Turn new places into games. Bring a favourite toy or treats, and play a quick, familiar game in each new spot before asking anything else of your pet; fun it already knows makes unfamiliar surroundings feel safe.\nManage greetings. Ask strangers to ignore your pet and let it approach in its own time; a treat dropped near it works far better than a hand reaching towards it. Stand between it and anyone who insists on fussing.\nBalance excitement with rest. After an active day, offer quiet downtime with a chew, lick mat or foraging toy so it does not become overtired, which in a timid pet can tip into jumpiness or snapping.\nPractise time alone as part of the adventure. Leave it with a puzzle toy, come back before it worries, and build up gradually, so that being left behind is not a shock on the days it cannot come.\nFind it a steady friend. A calm, confident animal of its own kind can help a Companion grow braver, so arrange slow, parallel introductions and let them get to know each other over several meetings.',
  starSigns: ['Libra', 'Gemini', 'Pisces'],
  bestHumanTypes: ['ISFP', 'INFP', 'ENFP', 'ESFP', 'ENFJ'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Planner and the Tagalong',
      relationshipStyle:
        'Your calm, steady manner is reassuring for a shy pet, and your practical care means nothing will be forgotten. A Companion, though, does not need a fixed timetable so much as a seat at your side: it wants to come along, join in and play, and it copes easily with changed plans. A quiet, home-focused routine may leave an energetic, reliant animal under-stimulated and waiting by the door. Widen your routine to include it and you will have a loyal, eager partner.',
      tips: "Add one new, calm destination to your regular week, such as a different walking route or a friend's garden, and take your pet along. Plan a daily active game alongside the practical care, so it has an outlet for its energy as well as a well-kept home.",
    },
    {
      type: 'ISFJ',
      title: 'The Protective Homebody',
      relationshipStyle:
        'Warm, attentive and calm, you make a Companion feel safe and loved, and you will pick up on its nervousness quickly. It will happily follow you through your day. Your preference for a predictable, home-centred life is the gap: this pet thrives on shared activity and variety, and being overprotected can keep it from discovering how brave it can be.',
      tips: 'Plan a couple of small adventures a week together, such as a new park or a short car trip, and bring its favourite toy. Let it meet one calm new person or animal at a time, and praise its courage rather than rescuing it at the first sign of hesitation.',
    },
    {
      type: 'INFJ',
      title: 'The Thoughtful Guide',
      relationshipStyle:
        "Perceptive and gentle, you read a Companion's moods well and build trust carefully, which is exactly what a shy pet needs. Your interest in new ideas means you will enjoy finding fresh experiences for it. You like things planned and may need more quiet time than an energetic sidekick allows, but with some shared activity built into your week, this is a warm, considered partnership.",
      tips: 'Plan a mix of calm adventures, such as quiet trails or a new room set up as an obstacle course, and keep them short. Give your pet a chew or puzzle toy when you need solitude, so that it learns your quiet hours are restful rather than lonely.',
    },
    {
      type: 'INTJ',
      title: 'The Strategist and the Sidekick',
      relationshipStyle:
        "Independent and analytical, you will enjoy planning a programme that builds a Companion's confidence step by step. Its adaptability means you can test different approaches without upsetting it. What you may find demanding is its constant desire to be involved and its need for warmth: it wants a playmate and partner, not just a well-designed plan.",
      tips: 'Design a simple confidence plan with new places and small challenges, and keep a note of what excites or worries your pet. Make sure each day includes unstructured play and affection, not only training sessions.',
    },
    {
      type: 'ISTP',
      title: 'The Quiet Adventurer',
      relationshipStyle:
        'Relaxed, practical and flexible, you are a calm companion for a shy but energetic pet, and your hands-on, spontaneous approach suits its adaptable nature. You may happily take it along to the workshop, the woods or the lake. Your main gap may be warmth: a reliant animal wants affection and encouragement as well as shared activity.',
      tips: 'Take your pet along on your practical outings, keeping it safe from tools and machinery, and make a point of praising and petting it for brave moments. Build it homemade play equipment, such as a tunnel, climbing frame or dig box, suited to its species.',
    },
    {
      type: 'ISFP',
      title: 'The Free-Spirited Pair',
      relationshipStyle:
        'Gentle, sensory and spontaneous, you are one of the best matches for a Companion. You enjoy quiet adventures in nature and take life as it comes, which suits a flexible pet that wants to be with you. Your calm, patient manner helps it overcome shyness at its own pace. Your only risk is drifting into so much time together that it finds separation hard.',
      tips: 'Take it on regular low-key adventures, such as woodland walks, garden exploring or quiet picnics, adjusted to its species. Practise short, planned separations so that the days it cannot come are not a shock.',
    },
    {
      type: 'INFP',
      title: 'The Gentle Explorers',
      relationshipStyle:
        'Kind, patient and imaginative, you welcome a Companion as a true partner and will never push it faster than it wants to go. Your spontaneous days and love of new ideas suit its adaptable nature, and your warmth gives it the courage to try new things. You may need to make sure its energy is met, as your pursuits can be gentle and reflective.',
      tips: 'Invent games that burn energy, such as a scent trail around the garden or a treasure hunt through a maze of boxes, and play one every day. When your pet hesitates at something new, wait quietly beside it and reward the first step forward rather than scooping it up.',
    },
    {
      type: 'INTP',
      title: 'The Experimenter and the Eager Helper',
      relationshipStyle:
        "Curious and laid-back, you will enjoy experimenting with training and puzzles, and a Companion's adaptability means it takes your new ideas in its stride. It is, however, energetic and reliant: it wants to be included and played with, and you may get absorbed in your own projects. Share your curiosity with it and it will be a happy assistant.",
      tips: 'Involve your pet in your interests, for example by teaching it tricks or setting up puzzle challenges. Set a reminder for active play, because an energetic pet forgotten for too long can become restless or destructive.',
    },
    {
      type: 'ESTP',
      title: 'The Thrill-Seeker and the Shy Sidekick',
      relationshipStyle:
        "Energetic, spontaneous and always up for an outing, you match a Companion's activity level and its readiness to go anywhere at short notice better than most owners. The risk is intensity: crowds, noisy venues and a stream of new people can overwhelm a timid pet even when it is desperate to be with you. It wants the adventure but not the audience. Pick outings where it can enjoy the action from the edges and you will have an enthusiastic, tireless partner.",
      tips: 'Favour quiet trails, out-of-season beaches and empty parks over festivals and busy town centres, and keep its carrier or a spot behind your legs available as a retreat. Watch for signs of worry, such as freezing, trying to hide or pressing close to you, and take a break before it is overwhelmed.',
    },
    {
      type: 'ESFP',
      title: 'The Fun-Loving Duo',
      relationshipStyle:
        'Playful, warm and spontaneous, you can offer a Companion all the fun, affection and variety it could want, and it will throw itself into your games. Your home may be full of friends and music, which a timid animal finds hard at first, but your easy warmth can coax it out of its shell if introductions are handled gently. Because you love company, you are also likely to bring it along rather than leave it alone, which suits a reliant pet perfectly.',
      tips: 'Let it join your social life on its own terms, with a quiet spot to retreat to and guests who wait for it to come to them. Hand visitors a few treats to drop near it rather than reaching to pet it, and keep a favourite toy handy so that a game can replace the nerves.',
    },
    {
      type: 'ENFP',
      title: 'The Adventure Partners',
      relationshipStyle:
        "Warm, enthusiastic and spontaneous, you share a Companion's love of new places and shared adventures, and you will probably take it everywhere you reasonably can. You notice and celebrate every brave step, which is exactly the encouragement a shy animal needs. Your enthusiasm for people is the thing to pace: you make friends everywhere, while your pet needs to meet them slowly and on its own terms.",
      tips: 'Try new adventures in quieter places first and build up to busier ones as its confidence grows. When you stop to chat with someone, let your pet stay behind your legs or in its carrier and reward it for calmly watching.',
    },
    {
      type: 'ENTP',
      title: 'The Inventor and the Willing Assistant',
      relationshipStyle:
        'Quick, inventive and restless, you will dream up new games, gadgets and day trips, and a Companion is happy to come along for all of them. Its flexibility means your changing plans rarely bother it. The friction is volume: a lively household full of debate and drop-in friends, or a challenge that is too big too soon, can overwhelm a shy animal that only feels brave when it is close to you.',
      tips: 'Use your inventiveness to design confidence games, such as crossing new surfaces, going through a cardboard tunnel or finding treats under upturned cups. Keep a quiet retreat ready for evenings when your home is at its loudest.',
    },
    {
      type: 'ESTJ',
      title: 'The Organiser and the Eager Recruit',
      relationshipStyle:
        'Structured and energetic, you will give a Companion plenty of organised activity, from scheduled walks to regular training. It does not need a rigid timetable, but it loves being included in whatever is on your list. Two things need watching: your directness can overwhelm a shy animal, and busy, efficient plans do not always leave room for a tagalong, so a reliant pet may spend more time at home than it would like.',
      tips: 'Look for ways to bring your pet along on errands and activities that are calm enough for it, and plan its confidence-building with the same care as your other projects. Reward brave behaviour with treats and praise rather than correcting nervous behaviour, and lower your voice when it is unsure.',
    },
    {
      type: 'ESFJ',
      title: 'The Hospitable Household',
      relationshipStyle:
        'Warm and sociable, you will fold a Companion into family life, inviting it to gatherings, outings and everyday chores. Your busy household can challenge a shy pet at first, but your attentiveness means you will notice when it needs space and act on it. You like a settled routine, which this adaptable pet is happy to follow as long as that routine includes plenty of time with you.',
      tips: 'Introduce it to each visitor gradually, with a treat tossed on the floor and no reaching, and keep a retreat ready in a quiet room. Bring it on family outings and give it a small job, such as carrying a toy or finding a hidden treat, to keep its mind on the fun rather than the crowd.',
    },
    {
      type: 'ENFJ',
      title: 'The Cheerleader and the Sidekick',
      relationshipStyle:
        'Encouraging, outgoing and organised, you are a natural confidence-builder for a shy, energetic pet. You will plan outings, celebrate every brave step and make sure it feels part of the team, and its adaptability means it fits into your plans with ease. Just let it set the pace with new people, because your enthusiasm for introductions may run ahead of its courage.',
      tips: 'Plan regular shared activities and praise brave moments warmly but briefly, so your pet does not tip into over-excitement. Introduce people slowly, asking each to sit and ignore your pet until it chooses to approach.',
    },
    {
      type: 'ENTJ',
      title: 'The Leader and the Loyal Follower',
      relationshipStyle:
        'Ambitious, energetic and decisive, you will set goals for a Companion and include it in an active, purposeful life. It enjoys being busy alongside you and copes well with your shifting plans. But its timidity needs patience rather than pressure, and a reliant animal needs warmth as well as targets. Slow your pace to its confidence level and you will have a keen, devoted partner.',
      tips: 'Set confidence goals, such as walking calmly past a busy cafe, rather than performance goals, and celebrate slow progress. Make time every day for unstructured play and affection, because a Companion values your company more than any achievement.',
    },
  ],
  famousAnimals: [
    {
      name: 'Marley',
      species: 'Dog (Labrador Retriever)',
      description:
        'Marley was the Labrador of journalist John Grogan, whose memoir Marley & Me made him world-famous. Grogan described a dog of boundless energy who wanted to be in the middle of family life and moved with the family from Florida to Pennsylvania, yet who was terrified of thunderstorms and, left alone during one, would tear at doors and walls in panic. Energetic, adaptable, devoted and easily frightened, he was a textbook Companion.',
      featured: true,
      image: 'famous-rtaf',
    },
    {
      name: 'Penguin',
      species: 'Bird (Australian magpie)',
      description:
        'Penguin was a magpie chick found injured on the ground in Sydney in 2013 and raised by the Bloom family while Sam Bloom was recovering from a life-changing spinal injury. Though free to fly, she stayed close to the family, singing as the boys came up the drive after school, riding on their heads and snuggling into their beds, while the local wild magpies bullied her. Lively, adaptable and attached to her people, she was a Companion with feathers.',
    },
    {
      name: 'Gobi',
      species: 'Dog (mixed breed)',
      description:
        "Gobi was a small stray who attached herself to Australian runner Dion Leonard during a seven-day ultramarathon across China's Gobi desert in 2016, keeping pace beside him for more than 100 kilometres and curling up with him at night; at one river crossing he stopped and carried her over. She later went missing in the city of Urumqi while waiting to travel, was found after about ten days, and went on to settle with him in Edinburgh. Energetic, adaptable and devoted to the person she chose, she is a born Companion.",
    },
    {
      name: 'Bella',
      species: 'Dog (mixed breed)',
      description:
        "Bella was a stray who wandered into The Elephant Sanctuary in Tennessee and attached herself to an Asian elephant named Tarra. For years the pair ate, played and roamed the sanctuary together, with Bella even spending nights in Tarra's barn, and when a spinal injury kept Bella indoors for three weeks, Tarra waited by the gate outside. Energetic, adaptable and utterly devoted to her chosen friend, Bella lived like a true Companion.",
    },
    {
      name: 'Pumpkin',
      species: 'Raccoon',
      description:
        'Pumpkin fell from a tree in Nassau in the Bahamas as a month-old baby with a broken leg and was raised by Laura Young alongside her two rescue dogs, Oreo and Toffee. She grew up following the dogs and her owner everywhere, copying their doggy habits, joining their rough-and-tumble games and cuddling up with them afterwards. A lively, adaptable animal who takes her cues from her family, she is a Companion in a mask.',
    },
    {
      name: 'Maddie',
      species: 'Dog (Coonhound)',
      description:
        "Maddie was adopted from a shelter in Georgia by photographer Theron Humphrey, who thought her aloof until she pressed against his leg all the way back to her kennel. She then rode with him through all fifty US states, becoming famous as 'Maddie on Things' for standing patiently on whatever he placed her on, from truck roofs to road signs. Attached to her person, athletic and unfazed by life on the road, she was a Companion on four paws.",
    },
  ],
  activities: {
    dog: [
      {
        text: 'A weekly outing to a new place at a quiet time, such as an empty playing field early on a Sunday, starting with a favourite game of tug played right there.',
        icon: 'mountain',
      },
      {
        text: "Hand-target games on walks: teach 'touch' at home, then ask for it whenever a stranger or dog passes, paying with a treat every time.",
        icon: 'brain',
      },
      {
        text: 'Long-line adventures on quiet trails, letting your dog explore up to ten metres away and rewarding every check-in with you.',
        icon: 'trees',
      },
      {
        text: "A small beginners' scent-work or hoopers class, where shy dogs work one at a time and never have to greet the others.",
        icon: 'users',
      },
      {
        text: 'Parallel walks with one calm, friendly dog and its owner, side by side at a comfortable distance, long before you let the two meet.',
        icon: 'dog',
      },
      {
        text: 'Five to ten minutes of flirt-pole or tug play in the garden, so your dog burns energy in the place it feels safest.',
        icon: 'ball',
      },
    ],
    cat: [
      {
        text: 'Garden trips for a harness-trained cat: introduce the harness indoors over two weeks with treats, then sit together in a quiet garden for ten minutes.',
        icon: 'trees',
      },
      {
        text: 'Two lively wand-toy sessions a day in the room where your cat feels safest, each ending with a meal so the hunt feels complete.',
        icon: 'cat',
      },
      {
        text: 'Treat ping-pong: toss a treat a few metres for your cat to chase, then another back towards you, ten times in a row.',
        icon: 'ball',
      },
      {
        text: 'Carrier confidence: serve meals in the open carrier for a week, then take short car rides together, so travel becomes ordinary.',
        icon: 'home',
      },
      {
        text: 'Clicker-train a nose touch to your hand and a sit, then practise them in every room and while a visitor sits quietly nearby.',
        icon: 'brain',
      },
      {
        text: 'A cardboard box fort with peepholes, so your cat can play and spy on the room at the same time.',
        icon: 'puzzle',
      },
    ],
    bird: [
      {
        text: 'Flight time in a bird-proofed room with you in it, ending with a recall flight to your hand and a favourite treat.',
        icon: 'bird',
      },
      {
        text: 'Travel-cage tours: carry your bird to a new room or a sheltered patio for ten minutes of watching the world with you beside it.',
        icon: 'map',
      },
      {
        text: 'Unwrap-the-prize: wrap a treat in paper while your bird watches, hand it over and let it tear its way to the reward.',
        icon: 'search',
      },
      {
        text: 'Target training in every room of the house, so your bird learns that new places mean fun with you.',
        icon: 'brain',
      },
      {
        text: 'Toss-and-catch games on the play stand with a small ball or wooden bead, for parrots that love to play with their people.',
        icon: 'ball',
      },
      {
        text: 'Five or ten minutes of singing, whistling and dancing together to your favourite music.',
        icon: 'music',
      },
    ],
    rabbit: [
      {
        text: 'Twice a week, open a rabbit-proofed room for your pair to explore, with a tunnel or two to run through and you lying on the floor as their safe base.',
        icon: 'rabbit',
      },
      {
        text: 'A maze of tunnels and boxes rearranged every few days, so your pair get variety while always having a hiding place within a hop.',
        icon: 'puzzle',
      },
      {
        text: 'Target training with a sprig of coriander as the reward, first in their run and then in a new room.',
        icon: 'brain',
      },
      {
        text: 'Supervised garden time in a secure, predator-proof run with several hides, while you sit right beside it.',
        icon: 'trees',
      },
      {
        text: 'An evening zoomies hour, when rabbits are naturally at their liveliest, in the biggest space you can give them.',
        icon: 'moon',
      },
      {
        text: 'A dig box of shredded paper with a few pellets hidden in it, placed next to their favourite hide so digging feels safe.',
        icon: 'carrot',
      },
    ],
    other: [
      {
        text: 'Research how your species explores, then add a new safe route each week: a tunnel for a ferret, a rope bridge for rats, a climbing log for a lizard.',
        icon: 'map',
      },
      {
        text: 'Short supervised explores in a secure, escape-proof play area with plenty of hides, while you sit close by.',
        icon: 'home',
      },
      {
        text: 'Target training with tongs or a chopstick, then use the target to lead your pet into new parts of its enclosure.',
        icon: 'brain',
      },
      {
        text: 'Scatter feeding and stuffed tubes, so an active animal can forage and search for its food while you watch.',
        icon: 'leaf',
      },
      {
        text: 'One new piece of enrichment a week, placed next to something familiar, such as a new tunnel beside its favourite hide.',
        icon: 'sparkles',
      },
      {
        text: 'A daily hand-feeding moment with a favourite treat, so your pet learns that your hand always means something good.',
        icon: 'heart',
      },
    ],
  },
  careTips: {
    dog: [
      'Use a well-fitted harness with a double-ended lead or long line on outings, since a shy dog that startles can back out of a collar.',
      'Check its ID tag and microchip details before every trip, because a frightened dog may bolt in an unfamiliar place.',
      'Carry high-value treats such as cheese or chicken on every walk, to turn the sight of strangers and other dogs into good news.',
      'Follow a big outing with a quiet day at home; an overtired, timid dog is more likely to bark or snap at things it normally copes with.',
      'Build up time alone from a few minutes with a stuffed chew, so the days it cannot come along are not a shock.',
      'Ask your vet for low-stress handling with plenty of treats, and pop in for happy visits when nothing is done to your dog at all.',
    ],
    cat: [
      'Give your cat places to hide and climb in every room, such as a box on a shelf or a covered bed on a cat tree, so it can watch newcomers from safety.',
      'Ask visitors to ignore your cat and let it approach; a treat tossed gently away from them works far better than an outstretched hand.',
      'Keep its microchip details current and take care with doors and windows in new places, since a startled cat may bolt.',
      'Check the harness fit before every outdoor trip; a shy cat that panics can wriggle out of a loose one in seconds.',
      'Play hunt-then-eat sessions at least twice a day, because an energetic cat without an outlet may start ambushing ankles.',
      'Put a tall scratching post in the main room and a flat scratcher by its bed; scratching marks a place as its own, which helps a shy cat feel at home.',
    ],
    bird: [
      'Bird-proof each new room before your bird visits: windows and doors shut, fans off, mirrors covered, no open water or hot pans.',
      'Introduce new people slowly: ask visitors to sit quietly and offer a treat on a spoon only when your bird leans towards them.',
      'Keep your bird away from the kitchen and never heat non-stick pans while it is nearby; the fumes can kill within minutes.',
      'Use a secure travel cage with a familiar toy for every trip, partly covered so a shy bird has somewhere to hide.',
      'Record its leg ring number or microchip with your vet, since a startled bird may fly straight through an open door.',
      'Never share chocolate, avocado, caffeine or salty snacks; offer a piece of bird-safe vegetable instead.',
    ],
    rabbit: [
      'Keep your rabbit with a bonded companion: a calm, settled partner is the biggest help a shy rabbit can have.',
      'Give hides with two exits in every area they use, so a startled rabbit never feels trapped.',
      'Feed unlimited hay and a handful of leafy greens, and keep pellets to an egg-cup each.',
      'Never lift a rabbit by the ears; crouch down and let them come to you, and lift only when you must, supporting the chest and hindquarters.',
      'Keep dogs, cats and noisy visitors away from the run until your pair feel settled in a new space.',
      'Vaccinate yearly against myxomatosis and both strains of RHD, and check teeth and bottoms every week.',
    ],
    other: [
      "Research your species' needs with a vet who knows exotic pets, including whether it lives best alone or with a companion of its own kind.",
      'Give plenty of hides and cover, because a shy animal that knows it can retreat tends to come out and explore more.',
      'Handle gently and briefly, close to the floor or over a soft surface, and stop before your pet starts to struggle.',
      'For reptiles, keep a warm end and a cool end with a thermometer at each, and take a heat source on any journey.',
      'Keep the enclosure in a quiet spot, away from other pets, loudspeakers and the busiest doorway.',
      'Check the play area for gaps and escape routes before every session, since a startled small animal can vanish in a second.',
    ],
  },
  bySpecies: {
    dog: {
      bestApproach:
        'Make it your partner. Involve it in walks, outings, games and training, and let it meet the world at your side rather than out in front. Pair new experiences with play and treats so that novelty predicts fun, and give it a small job in busy places, such as targeting your hand or searching for a treat, to focus both its energy and its nerves. Alongside all the shared activity, teach it gradually that time on its own is safe.',
      greatTools:
        'A crate or travel carrier it already loves, a treat pouch and a favourite toy that come on every outing, and a target stick for quick confidence games in new places. A well-fitted harness and a long line let it explore while staying close to you. For the times it must stay behind, puzzle feeders and long-lasting chews keep it busy.',
      idealOwner:
        'An active, flexible person who likes company on their adventures, whether that means weekend hikes, trips to the park, travel or simply busy days at home with a dog in tow. The ideal Companion owner is patient with its shyness, lets it approach people in its own time, and builds its confidence through shared fun rather than by throwing it in at the deep end.',
    },
    cat: {
      greatTools:
        'A carrier it already naps in, a pot of treats and a wand toy that come on every trip, and a well-fitted harness it has learned to wear for garden visits. A target stick makes quick confidence games in new rooms easy. For the times it must stay behind, puzzle feeders and a window with a view keep it busy.',
    },
    bird: {
      greatTools:
        'A secure travel cage it already likes, a pot of favourite treats and a small toy for every trip, and a target stick for quick confidence games in new rooms. A portable play stand lets it join you wherever you are. For the times it must stay behind, foraging toys and shreddables keep it busy.',
    },
    rabbit: {
      greatTools:
        'A carrier left in their enclosure as a den, a pot of fresh herbs and a target stick for confidence games in new spaces, and tunnels and hides that can move with them. A secure garden run lets them explore outside with you close by. For the times you are out, dig boxes and hay-stuffed toys keep them busy.',
    },
  },
};
