import type { ArchetypeContent } from '../schema.ts';

/** The tips, with the paragraph about making changes written for each species. */
const tips = (changes: string) =>
  [
    'Create a safe zone away from the front door and the busiest walkways: a covered bed, cage corner or hide with familiar bedding. Make it a rule that nobody reaches into it, and never use it for medication or nail trims, so that it stays a true refuge your pet can always run to.',
    'Plan for visitors before the doorbell rings. Ask guests to sit down, avoid eye contact and ignore your pet, then let them toss a treat away from themselves if it approaches. For busy occasions, settle it in a quiet room beforehand with its bed, water, a long-lasting chew or foraging toy and soft background sound.',
    changes,
    'Keep departures and returns low-key. Guardians learn the signs that you are leaving, such as keys, shoes and coat, so practise picking them up and then sitting down again, and give a foraging toy as you go. If your pet cries, destroys things, stops eating or soils its space when alone, speak to your vet or a qualified behaviourist early.',
    'Watch its health closely. Quiet, cautious pets often hide pain and illness, so keep a simple note of appetite, weight and toileting, book check-ups at quiet times of day, and ask your vet about low-stress handling for nervous patients.',
  ].join('\n');

export const rtps: ArchetypeContent = {
  code: 'RTPS',
  title: 'Guardian',
  description:
    'Your pet is:\nReliant - keeps you in view and checks in with you before it risks anything unfamiliar\nTimid - startles at sudden sounds and watches strangers from a safe spot until it is sure they are harmless\nPassive - happiest with short, gentle activity followed by long stretches of rest near you\nStructured - leans on a predictable day and can be unsettled when meals, rooms or faces change',
  traits: [
    'Stays near its trusted people and looks to them for cues',
    'Wary of strangers, loud noises and unfamiliar places',
    'Prefers calm company and quiet rest to energetic play',
    'Feels safest when each day follows the same pattern',
  ],
  bestApproach:
    'Go slowly and keep the world predictable. Let your Guardian approach new people, objects and places in its own time, reward every calm look or sniff, and never pull it out of a hiding place. Keep meals, rest, handling and your comings and goings to the same pattern each day, and when something must change, change it in small steps over several days while everything else stays the same.',
  greatTools:
    'A covered retreat in a quiet corner, such as a hide with familiar bedding, gives a Guardian somewhere to recover that nobody disturbs. Foraging toys and scatter feeding turn meals into calm, absorbing activity. A white-noise machine or soft radio masks the street sounds that set it on edge. Ask visitors to sit quietly at a distance and let it watch them before any introduction.',
  overview:
    'The Guardian is a quiet, watchful homebody whose sense of safety rests on its people and its routine. It notices everything: the doorbell, a car in the drive, the suitcase coming down from the loft. It often settles where it can see both you and the door, but its vigilance comes from caution rather than bravado, and it would far rather retreat than confront. In a calm home with a reliable rhythm it becomes a gentle, devoted companion whose trust, once earned, is deep and lasting.',
  getsOnWellWith:
    'Calm, predictable people and animals. A quiet adult household suits it best, along with gentle older children who have learned to let a pet come to them. A relaxed, well-mannered companion of its own kind can help by modelling calm behaviour and sharing its routine. It usually struggles with boisterous puppies or kittens, pets that chase or crowd it, and homes with a constant flow of visitors.',
  idealOwner:
    'Someone who is at home a good deal, enjoys a settled routine and finds real pleasure in quiet companionship. The ideal Guardian owner is patient and observant, spots small signs of worry such as freezing, hiding or a change in appetite, and manages visitors and changes thoughtfully instead of expecting the pet to simply get used to them.',
  tips: tips(
    "Make changes gradually. Switch foods by mixing old and new over a week or more, move a bed or enclosure a short distance at a time, and keep familiar bedding or a favourite hide through any move. When you rearrange a room, leave your pet's resting spot and feeding place exactly where they were.",
  ),
  starSigns: ['Cancer', 'Taurus', 'Virgo'],
  bestHumanTypes: ['ISFJ', 'ISTJ', 'INFJ', 'ISFP', 'ESFJ'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Calm Routine',
      relationshipStyle:
        'An ISTJ home is quiet, orderly and free of surprises, which is exactly the backdrop a nervous, structured pet needs. Your Guardian will soon learn that the doorbell rarely rings unannounced, that dinner comes at the same time and that the sofa never moves, and that certainty lets it relax. The risk lies in a no-nonsense streak: a timid pet cannot be reasoned or hurried out of its fear, and firm handling at the vet or nail trims can deepen its wariness. Meet its caution with the same patience you give to doing things properly and this becomes a deeply secure partnership.',
      tips: 'Treat fear as a skill to train rather than a habit to overrule: break handling, carriers and grooming into tiny, rewarded steps and stop before your pet struggles. Add one short, regular moment of soft-voiced affection to your day, because a reliant animal reads reassurance from your tone more than from your reliability.',
    },
    {
      type: 'ISFJ',
      title: 'The Safe Harbour',
      relationshipStyle:
        'This is the most natural home a Guardian could ask for. You are quiet, routine-minded and quick to notice a skipped meal or a flattened ear, and your low-key warmth lets a cautious animal unwind in a way it rarely can elsewhere. Expect a pet that follows you from room to room and settles wherever you sit. The one danger is that you shield it so thoroughly from every worry that it never learns it can cope, and its comfort zone slowly narrows.',
      tips: 'When something new worries your pet, leave it in place at a comfortable distance and reward each calm glance instead of removing it. Build short, boring absences into the routine from the first week, so that an hour alone is an ordinary part of its day rather than an alarming exception.',
    },
    {
      type: 'INFJ',
      title: 'The Kindred Watchers',
      relationshipStyle:
        "Like your Guardian, you are quiet, observant and slow to trust, so the two of you tend to understand each other with very little fuss. You pick up on unspoken unease and will often sense your pet's worry before it shows, while your liking for planned days gives it the steady rhythm it leans on. Your pull toward new ideas is the part to manage: a redecorated room, a fresh enrichment scheme or a change of plan can feel like upheaval to an animal that likes everything just so.",
      tips: 'Back up your intuition with a short weekly log of concrete signs, such as time spent hiding and how quickly your pet emerges after the doorbell, so you can see progress that feelings might miss. Roll out one new idea at a time, and keep the bed, bowls and resting spots exactly where they are while it settles.',
    },
    {
      type: 'INTJ',
      title: 'The Patient Programme',
      relationshipStyle:
        'You are quiet, methodical and happy to design a system, which makes you well suited to the slow, stepwise desensitisation that helps a Guardian feel braver. Your home is likely calm and your schedule consistent, and a written plan for making the carrier or the doorbell less frightening plays to your strengths. The tension is your appetite for visible progress: a timid, low-energy pet moves forward in tiny increments and sometimes slips back, and pushing to the next stage too soon can undo weeks of work.',
      tips: "Define each step very small, such as 'stays in the room while the carrier is on the floor', and move on only when your pet is relaxed at the current step on three separate days. Schedule plain companionship with no training goal at all, because for a reliant pet your quiet presence is part of the treatment.",
    },
    {
      type: 'ISTP',
      title: 'The Den Builder',
      relationshipStyle:
        'Your calm, unhurried manner suits a Guardian well, and you are unlikely to pass tension on to a nervous animal. Your practical streak means you will happily build it a covered hideaway, a sturdy lookout spot by the window or a homemade foraging box. The difficulty is rhythm: your days tend to follow whatever job is in hand, and a Guardian that cannot predict when food, company and quiet time will arrive tends to become clingy and watchful. A few fixed anchor points give it all the structure it needs.',
      tips: 'Fix at least two unchanging points in the day, such as breakfast and an evening settle-down, and keep them even when the rest of your schedule moves. Put your building skills into a secure den lined with one familiar blanket that goes wherever your pet goes if anything else has to change.',
    },
    {
      type: 'ISFP',
      title: 'The Soft-Spoken Friend',
      relationshipStyle:
        'Gentle, sensory and content to let a relationship unfold slowly, you offer exactly the pace a Guardian needs before it can trust someone. You are likely to spend long, peaceful stretches near your pet without asking anything of it, which is precisely how cautious animals learn that a person is safe. The sticking point is timing: you live in the moment, and meals or bedtimes that drift from day to day leave a structured pet uneasy and on watch.',
      tips: 'Set recurring reminders for meals, settling time and lights out so they stay fixed even when your own plans change. Share your quiet pleasures at a regular hour, for example sitting with your pet by an open window each evening, so that time together becomes part of its dependable day.',
    },
    {
      type: 'INFP',
      title: 'The Tender Dreamer',
      relationshipStyle:
        'Your patience and compassion are a real gift to a timid animal, and you will never expect your Guardian to be braver or more sociable than it is. You value it as an individual and will happily wait weeks for it to choose your lap. The challenge is that your days can be unpredictable and full of new ideas, and a pet that relies on sameness may find a changing timetable and a shifting home hard to read. Your warmth is the foundation; a little deliberate consistency turns it into security.',
      tips: 'Choose three daily fixtures, such as the morning meal, a quiet grooming or treat session and a set bedtime, and protect them from the flow of your week. When your pet is frightened, keep your voice calm and ordinary rather than anxious and soothing, because worried fussing can tell it there really is something to fear.',
    },
    {
      type: 'INTP',
      title: 'The Gentle Researcher',
      relationshipStyle:
        "You are laid-back and quiet and love working out why animals behave as they do, so you may become fascinated by your Guardian's small signals and the reasons behind its caution. A calm home and an owner who would rather read than host a crowd suit this pet well. Consistency is the weak spot: absorbed in a project you may forget a mealtime, and your urge to try new toys and setups can unsettle an animal that prefers everything to stay the same.",
      tips: "Automate the basics with phone alarms and a written checklist by the food bin. When you test an enrichment idea, change only one variable at a time and leave the rest of your pet's environment exactly as it was, treating its routine as the constant in every experiment.",
    },
    {
      type: 'ESTP',
      title: 'The Adventurer and the Homebody',
      relationshipStyle:
        'This is a demanding match for both of you. You are energetic, spontaneous and happiest on the move, while your Guardian would rather spend the day in a familiar corner watching you from a safe distance. Taken to busy places or introduced to a stream of new faces, it is far more likely to freeze or hide than to toughen up. The pairing works once you accept it as the homebody in your life, keep the big adventures for yourself, and make your return to a calm house the highlight of its day.',
      tips: 'Let your pet opt out of outings and house parties entirely, with a quiet room and its bed ready whenever the house gets lively. Keep its mealtimes fixed even when your plans change at the last minute, and channel your energy into short, predictable play sessions at home rather than new experiences.',
    },
    {
      type: 'ESFP',
      title: 'The Party and the Wallflower',
      relationshipStyle:
        'Your warmth and playfulness are genuine assets, and your pet will soak up your affection when the house is quiet. The difficulty is the life around you: a home full of friends, music and last-minute plans is a lot for a timid, routine-bound animal, and a Guardian may spend every gathering hiding or on high alert. Because it relies on you, it also feels your unpredictable evenings out. With a little planning you can keep your sociable life and still give your pet the sanctuary it needs.',
      tips: 'Before guests arrive, settle your pet in a quiet room with its bed, water, a foraging toy and soft background sound, and ask visitors not to go looking for it. Keep feeding and bedtime at the same hours however late the evening runs, and invite friends over in smaller groups when you can.',
    },
    {
      type: 'ENFP',
      title: 'The Bright Spark and the Homebody',
      relationshipStyle:
        'You bring enormous warmth and enthusiasm and will love your Guardian fiercely. But you also thrive on novelty, new places and new friends, which is close to the opposite of what this pet needs. A steady arrival of new people, shifting plans and rearranged rooms can keep it permanently unsettled, and it relies on you to be the predictable part of its world. Turn your imagination toward home-based comforts and gentle rituals and the relationship can be a very loving one.',
      tips: 'Introduce new people one at a time, with the visitor sitting quietly and letting your pet decide whether to approach. Spend your creativity on puzzle feeders and scent games in rooms it already knows, and keep its feeding times fixed on the days your plans change without warning.',
    },
    {
      type: 'ENTP',
      title: 'The Inventor and the Traditionalist',
      relationshipStyle:
        'Quick, curious and restless, you enjoy unconventional solutions and rarely do anything the same way twice. To a Guardian that finds safety in sameness, that constant variation is hard going, and a lively, argumentative household can leave it watchful rather than relaxed. Your problem-solving is still an asset, because you are good at inventing clever ways to make the carrier, the clippers or the doorbell less frightening. Put your inventiveness to work for its comfort rather than your curiosity.',
      tips: "Keep your pet's bed, feeding place and room layout permanently fixed, and save your experimenting for toys and feeders. Break each fear into a small puzzle, for instance leaving the carrier open with treats inside for a fortnight before the door is ever closed.",
    },
    {
      type: 'ESTJ',
      title: 'The Rulebook and the Refuge',
      relationshipStyle:
        'Your love of schedules and clear rules gives a Guardian the predictability it values, and it will quickly learn exactly when food, walks and quiet time happen in your household. Your directness is the part to watch: a raised voice, a firm correction or insisting that a frightened pet just get on with it can make a timid animal shut down. A busy home with frequent guests can also keep it on edge. Pair your structure with a softer touch and you will be a dependable anchor.',
      tips: "Replace corrections with rewards for the calm behaviour you want, and give instructions in a low, even voice. Make 'leave the pet alone' a house rule for visitors, and give it a room or corner that is completely off-limits to guests.",
    },
    {
      type: 'ESFJ',
      title: 'The Devoted Host',
      relationshipStyle:
        'You are warm, caring and love a well-run household, so your Guardian gets both the routine and the affection it needs in good measure. You will notice when it is off its food and keep its days running like clockwork. The one strain is your sociable side: a home that often fills with family and friends can overwhelm a timid pet, especially if every guest wants to say hello. With visitors managed thoughtfully, this is one of its best matches.',
      tips: 'Brief guests as they arrive: no reaching, no picking up, just a tossed treat if your pet chooses to come over. Give it a retreat well away from the main hosting area, and keep its dinner and bedtime on schedule even when the house is full.',
    },
    {
      type: 'ENFJ',
      title: 'The Gentle Cheerleader',
      relationshipStyle:
        'Supportive and encouraging, you instinctively celebrate small steps, which is exactly how a timid pet gains confidence. You like having a plan, so a predictable schedule comes naturally to you. Pace is your challenge: you may want to help your Guardian come out of its shell by introducing it to people and new places, while it needs far smaller steps than you imagine. Let it set the speed and your encouragement will steadily widen its world.',
      tips: "Keep confidence-building sessions to a few minutes and end them while your pet is still relaxed. Celebrate tiny wins, such as taking a treat from a visitor's open palm, and resist the urge to arrange meet-and-greets or busy outings on its behalf.",
    },
    {
      type: 'ENTJ',
      title: 'The Ambitious Coach',
      relationshipStyle:
        "Decisive and goal-focused, you bring structure and consistency, and you will have a plan for every part of your pet's care. A Guardian values that dependability, but it is not a project to be optimised. Pushing for quick results in training or socialising will make a timid, low-energy animal more cautious, not less, and a fast-paced household can wear it out. Set goals around its calm and comfort rather than performance and you can be a steady leader for it.",
      tips: "Choose goals such as 'relaxed during the monthly nail trim' rather than a list of tricks, and give each one months rather than days. Block out quiet time with your pet in your calendar as firmly as you block out meetings, and shield it from the busiest parts of your week.",
    },
  ],
  famousAnimals: [
    {
      name: 'Faith',
      species: 'Cat (grey and white)',
      description:
        "A stray who chose St Augustine's church in the City of London in 1936, Faith sat quietly at the rector's feet during services. In September 1940 she repeatedly carried her kitten down to a recess in the basement, and three days later the church was bombed; she was found among the smouldering rubble, still guarding the kitten in the spot she had picked. Cautious, devoted and a creature of habit, she earned a silver medal for her steadfastness.",
      featured: true,
      image: 'famous-rtps',
    },
    {
      name: 'Pompey',
      species: 'Dog (pug)',
      description:
        "The pug of William the Silent, Prince of Orange, slept at his master's side in camp. During the siege of Mons in 1572, the story goes, Pompey raised the alarm by barking and scratching at the sleeping prince when assassins approached the tent. A small, watchful dog who warned rather than fought, he is remembered in the dog said to be Pompey that lies at the feet of the prince's effigy on his tomb in Delft.",
    },
    {
      name: 'Tiddles',
      species: 'Cat (tabby and white)',
      description:
        "A six-week-old stray, Tiddles followed attendant June Watson down to the ladies' lavatory at London's Paddington station in 1970 and lived there for the next thirteen years. He rarely left his pillow-lined basket, was fed by June and a steady stream of admirers, and became so famous, and so well fed, that he was named London Fat Cat Champion in 1982. Devoted to one carer, fixed in one spot and content to let the world come to him, he lived the settled life a Guardian loves.",
    },
    {
      name: 'Jasmine',
      species: 'Dog (Greyhound)',
      description:
        'In 2003 police found Jasmine whimpering and cowering in a locked garden shed in Warwickshire and took her to the Nuneaton and Warwickshire Wildlife Sanctuary, where she was so nervous that it took weeks for her to trust the staff. Once settled, she began greeting every new arrival, from fox and badger cubs to rabbits, chicks and an orphaned roe deer fawn called Bramble, licking and cuddling them until they calmed. A once-timid dog who found her place quietly watching over others in a familiar home, she is a Guardian in the truest sense.',
    },
    {
      name: 'Mr. G',
      species: 'Goat',
      description:
        'Rescued from a hoarding case in California in 2014, Mr. G was separated from Jellybean, the burro he had lived with for about ten years. At the Animal Place sanctuary he lay in a corner of his stall and refused food for days, despite being physically healthy. When a volunteer drove Jellybean to the sanctuary, Mr. G perked up at the sound of his friend and was eating within twenty minutes, a vivid example of a reliant animal whose security rests on one familiar companion.',
    },
    {
      name: 'Cookie',
      species: "Bird (Major Mitchell's cockatoo)",
      description:
        "Cookie lived at Brookfield Zoo near Chicago from its opening in 1934 until his death in 2016, aged 83, and was recognised as the world's oldest living parrot. In 2009 keepers noticed that his appetite and mood improved when he was away from the crowds, so he retired to the keepers' office to live among the people he knew. A bird who did best with familiar faces, a fixed home and no fuss, he fits the Guardian well.",
    },
  ],
  activities: {
    dog: [
      {
        text: 'A short, quiet walk on the same route at the same times each day, at hours when the streets are empty, turning for home at the first sign of worry.',
        icon: 'footprints',
      },
      {
        text: 'Breakfast scattered in a snuffle mat in its quiet corner, so the day starts with a calm, absorbing sniff.',
        icon: 'bone',
      },
      {
        text: 'A visitor routine rehearsed with a friend: the doorbell rings, your dog goes to its den for a chew, and the guest sits down and tosses a treat away from themselves.',
        icon: 'shield',
      },
      {
        text: 'A lick mat in its den at the same time every evening, while you sit within sight.',
        icon: 'moon',
      },
      {
        text: 'Two minutes of gentle hand-target practice in the kitchen each morning, with the same cue and the same reward every day.',
        icon: 'brain',
      },
      {
        text: 'Slow stroking or a gentle massage on its bed at bedtime, stopping the moment your dog moves away.',
        icon: 'heart',
      },
    ],
    cat: [
      {
        text: 'A covered cat cave or a box on a shelf in a quiet room, where your cat can watch the door without being seen.',
        icon: 'home',
      },
      {
        text: 'Gentle wand-toy play at fixed times each day, trailing the toy slowly past its hiding place, followed by a meal.',
        icon: 'cat',
      },
      {
        text: 'A puzzle feeder holding part of its ration, served in its safe room at the same time every day.',
        icon: 'puzzle',
      },
      {
        text: 'A window shelf overlooking a quiet garden near your chair, where it can watch the birds in safety.',
        icon: 'sun',
      },
      {
        text: 'Slow-blink conversations: sit quietly, blink slowly at your cat, look away and wait for a slow blink back.',
        icon: 'heart',
      },
      {
        text: 'Quiet brushing with a soft grooming glove at the same time each evening, stopping as soon as it walks away.',
        icon: 'sparkles',
      },
    ],
    bird: [
      {
        text: 'Out-of-cage time on a play stand in the same quiet room at the same hour each day, with you sitting close by.',
        icon: 'bird',
      },
      {
        text: 'A foraging cup at a set time each morning, with a favourite seed hidden under paper to unpick at leisure.',
        icon: 'search',
      },
      {
        text: 'Soft talking and whistling at the same time each day, so your voice becomes a calm part of its routine.',
        icon: 'music',
      },
      {
        text: 'Target training with a chopstick for two minutes a day, always offered from the same side of the cage.',
        icon: 'brain',
      },
      {
        text: 'A shallow dish of water on the cage floor for a bath on the same day each week, for birds that enjoy one.',
        icon: 'waves',
      },
      {
        text: 'A spray of millet or a bunch of fresh leafy greens clipped to the side of the cage for a slow, absorbing nibble.',
        icon: 'leaf',
      },
    ],
    rabbit: [
      {
        text: 'Twenty minutes of quiet floor time beside their hide each evening, letting the pair come to you when they are ready.',
        icon: 'heart',
      },
      {
        text: 'Hay racks and a dig box refilled at the same times each day, so their routine is built around grazing and digging.',
        icon: 'carrot',
      },
      {
        text: 'A cardboard castle with two doorways, placed against a wall in their usual run, where they can rest out of sight.',
        icon: 'home',
      },
      {
        text: 'Scatter their greens around the hides in the run, so they can forage without ever leaving cover.',
        icon: 'leaf',
      },
      {
        text: 'Target training with a herb as the reward at a set time each day, later used to guide them into the carrier without lifting.',
        icon: 'brain',
      },
      {
        text: 'A five-minute session with a soft brush on the floor once a week, stopping if either rabbit hops away.',
        icon: 'sparkles',
      },
    ],
    other: [
      {
        text: 'A quiet few minutes beside the enclosure at the same time every day, reading or talking softly, so your presence is predictable.',
        icon: 'home',
      },
      {
        text: 'Food tucked around and under the hides at a set time each day, so your pet can forage without stepping into the open.',
        icon: 'leaf',
      },
      {
        text: 'A treat offered from tongs or your fingers at the same time each day, leaving your pet to choose whether to come out for it.',
        icon: 'heart',
      },
      {
        text: 'Extra cover in the enclosure, such as cork tubes, tunnels and plants that are safe for your species, so it always has somewhere to retreat.',
        icon: 'puzzle',
      },
      {
        text: 'A weekly health check at the same time and place, kept short and gentle, with a treat at the end.',
        icon: 'shield',
      },
      {
        text: 'One small change to the enclosure at a time, such as a new tunnel, made only after several calm, settled days.',
        icon: 'sparkles',
      },
    ],
  },
  careTips: {
    dog: [
      'Give your dog a covered crate or den in a quiet corner that nobody reaches into, and never use it for nail trims or medicine.',
      'Walk before dusk on firework nights, draw the curtains, and ask your vet about help early if its fear of noises is severe.',
      'Use a well-fitted harness and an ID tag, because a frightened dog may slip its collar and bolt at a sudden noise.',
      'Book vet visits at quiet times, wait in the car until you are called, and ask for low-stress handling with treats.',
      'Keep a simple note of appetite, weight and toileting, since quiet, cautious dogs often hide pain.',
      'Introduce a sitter long before you need one, with several visits that follow your exact routine.',
    ],
    cat: [
      'Give your cat high hiding places and a safe room with food, water, a litter tray and a bed, for when visitors or workmen arrive.',
      'Keep food, water and litter trays apart and in fixed, quiet places, away from doors and noisy machines.',
      'Plug in a pheromone diffuser a few days before changes such as building work, decorating or a move.',
      'Leave the carrier out as a bed, and cover it with a towel on the way to the vet.',
      'Note appetite, drinking and litter-tray habits; a quiet cat often hides pain until it is serious.',
      'Choose a cat-friendly vet practice with a separate waiting area, and ask for low-stress handling.',
    ],
    bird: [
      'Place the cage against a wall in a quiet room, away from doors and windows, with one side partly covered as a retreat.',
      'Keep bedtime fixed, with 10 to 12 hours of darkness and a soft night light if your bird has night frights.',
      'Never cook with non-stick pans or use aerosols near your bird; the fumes can be fatal.',
      'Introduce new toys gradually: beside the cage for a day or two, then on the outside, then inside.',
      'Weigh your bird weekly and check its droppings, because birds hide illness until very late.',
      'Choose an avian vet who handles birds calmly, and practise gentle towel training at home with treats.',
    ],
    rabbit: [
      'Keep your rabbit with a bonded companion, which will be its greatest source of comfort.',
      'Give hides with two exits in every area, and never reach into a hide to pull a rabbit out.',
      'Keep the enclosure away from the front door, loud televisions and other pets, and bring outdoor rabbits indoors or into a shed on firework nights.',
      'Never lift a rabbit by the ears; lift only when you must, low to the ground, supporting the chest and hindquarters.',
      'Feed unlimited hay and greens at fixed times; a frightened rabbit that stops eating needs a vet the same day.',
      'Choose a rabbit-savvy vet and book the quietest appointment of the day.',
    ],
    other: [
      "Research your species' needs with a vet who knows exotic pets, including the signs of stress and pain it is likely to hide.",
      'Keep the enclosure in a quiet room, away from doors, loudspeakers and other pets, and never right beside a window.',
      'Handle gently, briefly and at the same time each day, always supporting the whole body, and return your pet to its hide afterwards.',
      'For reptiles, keep heat and lighting on timers with a thermostat, so warmth and day length never vary.',
      'Weigh your pet monthly and note appetite and toileting, because quiet, cautious animals often hide illness.',
      'Clean on a fixed rota and leave one familiar hide untouched, so the enclosure never feels like a new place.',
    ],
  },
  bySpecies: {
    dog: {
      greatTools:
        'A covered crate in a quiet corner, with a blanket over it, gives a Guardian somewhere to recover that nobody disturbs. Lick mats, snuffle mats and scatter-feeding turn meals into calm, absorbing activity. A white-noise machine or soft radio masks the street sounds that set it on edge, and a pheromone diffuser can help. Keep a pot of high-value treats by the door for visitors to toss, never hand over.',
      idealOwner:
        'Someone who is at home a good deal, enjoys a settled routine and finds real pleasure in quiet companionship, whether that is reading with a dog asleep against your feet or working with it dozing under the desk. The ideal Guardian owner is patient and observant, spots small signs of worry such as lip licking, yawning, freezing or a tucked tail, and manages visitors and changes thoughtfully instead of expecting the dog to simply get used to them.',
      tips: tips(
        'Make changes gradually. Switch foods by mixing old and new over a week or more, move its bed a short distance at a time, and keep a familiar blanket through any move. When you rearrange a room, leave its bed and feeding place exactly where they were.',
      ),
    },
    cat: {
      greatTools:
        'A covered cat cave or a box on a high shelf in a quiet room gives a Guardian somewhere to recover that nobody disturbs. Puzzle feeders and scatter-fed treats turn meals into calm, absorbing activity. A white-noise machine or soft radio masks the street sounds that set it on edge, and a pheromone diffuser can help. Keep a pot of treats by the door for visitors to toss, never hand over.',
      idealOwner:
        'Someone who is at home a good deal, enjoys a settled routine and finds real pleasure in quiet companionship, whether that is reading with a cat on the sofa arm or working with it curled on a shelf nearby. The ideal Guardian owner is patient and observant, spots small signs of worry such as flattened ears, a low crouch, wide pupils or a flicking tail, and manages visitors and changes thoughtfully instead of expecting the cat to simply get used to them.',
      tips: tips(
        'Make changes gradually. Switch foods by mixing old and new over a week or more, move a bed or litter tray a short distance at a time, and keep a familiar blanket through any move. When you rearrange a room, leave its resting spot, litter tray and feeding place exactly where they were.',
      ),
    },
    bird: {
      greatTools:
        'A cage with one side partly covered, in a quiet corner, gives a Guardian somewhere to recover that nobody disturbs. Foraging cups and paper-wrapped treats turn meals into calm, absorbing activity. A soft radio masks the street sounds that set it on edge, and a dim night light helps with night frights. Ask visitors to sit down and let your bird watch them from a distance before any introduction.',
      idealOwner:
        'Someone who is at home a good deal, enjoys a settled routine and finds real pleasure in quiet companionship, whether that is reading or working with a bird chattering softly on its play stand nearby. The ideal Guardian owner is patient and observant, spots small signs of worry such as tight feathers, a crouch, freezing or leaning away, and manages visitors and changes thoughtfully instead of expecting the bird to simply get used to them.',
      tips: tips(
        'Make changes gradually. Switch foods by mixing old and new over a week or more, move the cage a short distance at a time, and keep familiar perches and toys through any move. When you rearrange a room, leave the cage and its covered side exactly where they were.',
      ),
    },
    rabbit: {
      greatTools:
        'A hidey house with two doorways in a quiet corner gives a Guardian somewhere to recover that nobody disturbs. Hay racks, dig boxes and scatter-fed greens turn meals into calm, absorbing activity. A soft radio masks the street sounds that set them on edge. Keep a pot of herbs by the door so visitors can drop one nearby, never reach in.',
      idealOwner:
        'Someone who is at home a good deal, enjoys a settled routine and finds real pleasure in quiet companionship, whether that is reading or working with a pair of rabbits stretched out nearby. The ideal Guardian owner is patient and observant, spots small signs of worry such as flattened ears, freezing, thumping or hiding, and manages visitors and changes thoughtfully instead of expecting the rabbits to simply get used to them.',
      tips: tips(
        'Make changes gradually. Switch foods by mixing old and new over two weeks, move their enclosure a short distance at a time, and keep their hidey house and a familiar fleece through any move. When you rearrange a room, leave their hide, litter tray and hay rack exactly where they were.',
      ),
    },
  },
};
