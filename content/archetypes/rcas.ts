import type { ArchetypeContent } from '../schema.ts';

/** The tips, with the daily schedule and the jobs written for each species. */
const tips = (schedule: string, jobs: string) =>
  [
    schedule,
    'Give it jobs. Lieutenants are happiest with a defined task: ' +
      jobs +
      '. Jobs turn energy and reliance into something useful and stop it inventing its own.',
    'Keep the rules identical across the household. Write down the cues and house rules, such as whether the sofa is allowed and which rooms are open, and agree them with everyone; a structured pet finds inconsistency genuinely stressful, and a confident one will test any rule that wobbles.',
    'Teach an off-switch. After each activity block, use the same calm cue and a settle spot with a chew or forage item, so rest becomes part of the schedule; without it, an active, reliant pet may follow you around demanding the next session.',
    'When your schedule has to change, keep the shape of the day: the same sequence of exercise, training and rest, even if the clock times move. Give any sitter or walker the full plan so the routine survives your absence.',
  ].join('\n');

export const rcas: ArchetypeContent = {
  code: 'RCAS',
  title: 'Lieutenant',
  description:
    'Your pet is:\nReliant - looks to you for direction and loves to work alongside you\nConfident - bold and steady in new situations, ready to step up rather than back away\nActive - full of energy and needs real daily exercise for body and brain\nStructured - thrives on clear routines, consistent rules and knowing what comes next',
  traits: [
    'Looks to you for direction and loves a shared job',
    'Bold, steady and quick to step up to a challenge',
    'High-energy and needs a proper daily workout',
    'Settles best when every day follows the same plan',
  ],
  bestApproach:
    'Give it a job and a timetable. A Lieutenant is happiest when exercise, training and rest happen at predictable times and each session has a clear purpose, whether that is a new cue, a scent search or a set circuit. Use the same cues and rewards every time, and make sure everyone in the household uses the same words. Plan vigorous activity every day, followed by an equally predictable wind-down, so it learns that work ends and rest begins.',
  greatTools:
    'A treat pouch and a marker, either a clicker or one consistent word, for short, purposeful training sessions. A printed weekly plan for exercise and training keeps every member of the household on the same schedule. Durable puzzle feeders, a target stick and simple search games provide structured mental work between workouts. For rest, a covered den or hide signals that the working day is over.',
  overview:
    'The Lieutenant is a natural working partner: energetic, self-assured and always looking to its person for the next instruction. It likes to know the plan, and when the plan includes a good workout, something to learn and a clear end to the day, it is one of the most rewarding pets to live with. Confidence means it takes vet visits, visitors and unfamiliar venues calmly, while its reliance keeps it tuned in to you rather than wandering off on its own business. Left without structure or exercise, though, that energy turns into pestering, pacing or self-appointed jobs such as guarding the window or herding the household.',
  getsOnWellWith:
    'Other active, well-mannered animals that enjoy play but respect boundaries, and people who give clear, consistent signals. It often loves a regular training class, a familiar exercise companion or a known play partner, especially on a set day. It can be bossy with very timid housemates and frustrated by chaotic, unpredictable households, and it may try to organise a laid-back companion whether or not that companion wants organising.',
  idealOwner:
    'An active, organised person who enjoys training and likes a plan: someone who runs, hikes or simply keeps a set daily rhythm and is happy to give their pet a role within it. The ideal Lieutenant owner is consistent without being harsh, sets clear boundaries, and enjoys watching skills grow week by week. Owners with unpredictable hours or little time for daily exercise will find this pet restless and demanding.',
  tips: tips(
    'Schedule two activity blocks a day at fixed times, each with a physical part and a thinking part, such as free exercise in a secure play area followed by target training or a foraging task.',
    'touching a target, finding hidden food, going to a set spot on cue or following a target into its carrier',
  ),
  starSigns: ['Aries', 'Virgo', 'Capricorn'],
  bestHumanTypes: ['ESFJ', 'ENFJ', 'ESTJ', 'ENTJ', 'ISFJ'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Drill Sergeant and the Recruit',
      relationshipStyle:
        "The ISTJ's love of order gives a Lieutenant exactly the consistency it craves: the same cues, the same times, the same rules, every day. Training tends to be methodical and effective, and the pet trusts an owner who never changes the goalposts. The gaps are energy and warmth, since a quiet ISTJ may not naturally provide the vigorous daily exercise this pet needs, and a reliant animal also wants open affection. With a workout scheduled as firmly as dinner, this is a strong partnership.",
      tips: 'Put two real exercise blocks into your daily plan and treat them as fixed appointments. Add warmth to your precision: praise in a bright voice, and finish sessions with a game or a cuddle. Track training progress in a notebook, which suits your style and keeps sessions purposeful.',
    },
    {
      type: 'ISFJ',
      title: 'The Devoted Quartermaster',
      relationshipStyle:
        "The ISFJ's warmth and attention to detail make them a caring, reliable leader for a pet that wants both direction and devotion. They keep routines steady and notice quickly if anything is off, from a sore foot to a change in appetite. The challenge is energy: a low-key ISFJ may find a Lieutenant's daily demand for vigorous exercise tiring, and a gentle owner may let a confident pet bend the rules. With a clear plan and a little help on busy days, the bond is loyal and secure.",
      tips: "Use structured games, such as searches and trick chains, to tire the pet's mind when your own energy is low. Hold rules firmly even when it gives you its most persuasive look. Arrange a walker, sitter or playmate for the days when you cannot meet its exercise needs.",
    },
    {
      type: 'INFJ',
      title: 'The Thoughtful Mentor',
      relationshipStyle:
        "The INFJ plans carefully and reads their pet's mood well, so a Lieutenant feels both guided and understood. INFJs enjoy the steady progress of thoughtful training, and this pet is an eager, confident student. The friction lies in energy and solitude: a quiet, reflective INFJ may find a high-energy pet that follows them everywhere a lot to manage. A clear daily routine that separates work time from the owner's own quiet time helps both.",
      tips: "Schedule your pet's vigorous exercise early in the day so you can enjoy calmer hours afterwards. Use a settle cue and a chew to create quiet periods when you need to reflect. Keep your training plans consistent even on days when your mood is low.",
    },
    {
      type: 'INTJ',
      title: 'The Training Architect',
      relationshipStyle:
        'The INTJ loves designing a training programme and measuring its progress, and a Lieutenant is an ideal subject: confident, motivated and eager to follow a plan. Consistency comes naturally to both. What the INTJ may underestimate is how much a reliant pet wants warmth and shared time beyond the sessions, and how much physical exercise it needs on top of mental work. Build affection and vigorous play into the design, and the results are impressive.',
      tips: 'Write a progressive programme with weekly goals, such as a scent search that grows harder each week. Balance brain work with real physical exercise every day. End each session with a few minutes of simple affection, which means as much to this pet as the training itself.',
    },
    {
      type: 'ISTP',
      title: 'The Field Mechanic',
      relationshipStyle:
        "The ISTP is practical and active in a hands-on way and enjoys building kit, such as agility jumps, puzzle boxes or climbing frames, which a Lieutenant loves to use. The pet's confidence matches the ISTP's relaxed, can-do attitude. The mismatch is structure: the ISTP does what seems right in the moment, while this pet wants to know what happens when. A few fixed daily anchors keep it settled without forcing the ISTP into a rigid timetable.",
      tips: 'Fix two things, the morning workout and the evening meal, and let the rest of the day flex. Put your building skills into a backyard or indoor course your pet can run in the same order every session. Keep your cues consistent, even if your timing varies.',
    },
    {
      type: 'ISFP',
      title: 'The Gentle Handler',
      relationshipStyle:
        "The ISFP is warm, patient and often enjoys being outdoors, which gives a Lieutenant affection and fresh air. The ISFP's easygoing nature can clash with a pet that craves a firm plan, however, and a confident animal may step into the gap and start making its own rules. ISFPs tend to dislike being bossy, so this pet needs the structure built into the environment instead. Once routines are set up to run themselves, the pairing is affectionate and active.",
      tips: 'Use visual aids, such as a chart on the fridge, to keep mealtimes and exercise consistent. Teach a few clear cues and use them every time, rather than a softer request. Choose activities you both enjoy outdoors, like a set-route hike or garden training, so the structure feels natural.',
    },
    {
      type: 'INFP',
      title: 'The Idealist and the Aide',
      relationshipStyle:
        "The INFP loves their pet deeply and has endless patience, which a reliant Lieutenant appreciates. But an INFP's flexible, mood-led days and reluctance to enforce rules can leave this structured, confident pet unsure of the plan and inclined to take charge. Active exercise may also depend on the INFP's energy that day. This pairing works when the INFP sees routine and clear boundaries as a form of kindness the pet understands.",
      tips: "Set fixed times for exercise and meals and keep them even when you don't feel like it. Choose two or three firm house rules and hold them gently but without exception. Use creative training games, such as hide-and-seek with a toy, to keep your own interest high.",
    },
    {
      type: 'INTP',
      title: 'The Lab Partner',
      relationshipStyle:
        'The INTP enjoys experimenting, and a Lieutenant makes a willing lab partner for trick training, puzzle design and small learning studies. Its confidence makes it a bold, quick learner that happily tries whatever the INTP sets up. The snag is the clock: this pet wants its workout and its dinner at predictable times, and an absent-minded INTP who skips a session tends to get a restless, pushy animal following them from room to room. A couple of alarms and a written routine bridge the gap neatly.',
      tips: 'Set phone alarms for the two daily exercise blocks and for meals. Run training as an ongoing study, adding one new behaviour a week and noting in a log how many repetitions it took. Keep the cue words fixed from one experiment to the next, because changing vocabulary confuses a pet that relies on clear signals.',
    },
    {
      type: 'ESTP',
      title: 'The Action Unit',
      relationshipStyle:
        "The ESTP's energy and appetite for physical challenge match a Lieutenant's hunger for action, and the pet throws itself into runs, climbs and lively games with its person. Confidence on both sides means new places and new activities are never a problem. The friction is planning: an ESTP decides on the day, so exercise may come at noon on Monday and at dusk on Tuesday, and house rules can shift with the mood. This structured pet copes far better when the activity varies but the framework around it stays put.",
      tips: "Fix one daily exercise time that you protect, and let the choice of activity be as spontaneous as you like. Start and end every session with the same short ritual, such as a sit and a cue word to begin and a chew on the settle spot to finish. Write down the three or four cues you use so they don't drift as you improvise.",
    },
    {
      type: 'ESFP',
      title: 'The Showtime Pair',
      relationshipStyle:
        'The ESFP is playful and affectionate, and a Lieutenant loves the attention, the games and the lively home. Its confidence means it enjoys showing off tricks to visitors. What it lacks in an ESFP household is predictability: shifting schedules and inconsistent rules leave a structured pet restless. When the ESFP channels their fun into a regular daily show, the pet thrives on both the play and the routine.',
      tips: 'Turn training into a short daily show at the same hour, with friends as the audience if you like, so fun and routine arrive together. Give each guest one treat and one cue to ask for, so your pet hears the same words from everyone. After lively evenings, lead it to its settle spot with a chew before bed so it does not stay wound up.',
    },
    {
      type: 'ENFP',
      title: 'The Inspired Recruiter',
      relationshipStyle:
        "The ENFP's enthusiasm and warmth make them an encouraging, fun leader for a pet that loves to work and play alongside its person. New activities and outings excite the ENFP, and a confident Lieutenant takes them on willingly. What it also needs, and what the ENFP may not naturally supply, is a stable framework of times and rules underneath all that novelty. When the ENFP changes the activity but keeps the schedule, this pair is energetic and happy.",
      tips: "Pin a simple daily timetable for exercise, training and meals where you will see it, and put your creativity into what happens inside each slot. Keep the same cue words even when you invent new games. If an exciting plan clashes with your pet's routine, move the plan by an hour rather than skipping the session.",
    },
    {
      type: 'ENTP',
      title: 'The Strategist in the Field',
      relationshipStyle:
        'The ENTP loves a challenge and enjoys teaching clever, unconventional tricks, which suits a bright and confident Lieutenant. Both enjoy activity and mental stimulation, and sessions are rarely dull. The trouble is that the ENTP likes to switch methods, rewards and rules as new ideas arrive, and that churn feels chaotic to a pet that needs consistency to relax. If the ENTP treats the routine as a fixed rule of the game, they become an inspiring trainer.',
      tips: 'Choose one training method and one marker word and stick with both for at least a month before you evaluate. Aim your inventiveness at new puzzles and new tricks rather than new house rules. Keep exercise times steady and vary the route, the game or the challenge instead.',
    },
    {
      type: 'ESTJ',
      title: 'The Command Team',
      relationshipStyle:
        "The ESTJ's clarity, energy and follow-through give a Lieutenant everything it looks for: a decisive leader, a fixed timetable and plenty of action. Training usually goes smoothly, because both value rules and both like to see a job finished. The only risk is that the ESTJ's focus on results turns sessions into work without warmth, or that high standards leave too little downtime. Add praise and play and this is a natural partnership.",
      tips: 'Use play as a reward inside training, such as a quick tug or chase game after a good repetition, so sessions stay joyful. Write rest periods into the schedule as firmly as the workouts. Mark small milestones, like a cue learned or a calm vet visit, instead of waiting for a finished goal to celebrate.',
    },
    {
      type: 'ESFJ',
      title: 'The Loyal Regiment',
      relationshipStyle:
        'Few owners suit a Lieutenant as completely as the ESFJ. The ESFJ combines routine, warmth and sociability, offering a reliable daily rhythm, lots of affection and a busy, inclusive household this confident pet enjoys. ESFJs like to see everyone happy and settled, and they follow through on schedules. The only watch-point is softness: a kind owner may let a confident pet push boundaries, so house rules need to stay firm.',
      tips: 'Hold house rules firmly, even when guests coax your pet onto the sofa or feed it from the table. Give it a defined role at gatherings, such as a greeting trick at the door followed by a settle in its usual spot. When your social calendar fills up, move exercise earlier in the day rather than letting it shrink.',
    },
    {
      type: 'ENFJ',
      title: 'The Rallying Captain',
      relationshipStyle:
        "The ENFJ is organised, energetic and generous with encouragement, which suits a pet that wants direction, activity and praise in equal measure. ENFJs enjoy setting goals and celebrating progress, and a Lieutenant thrives on exactly that kind of leadership. Two things can wobble: a packed social calendar may crowd out the pet's fixed sessions, and the ENFJ's kindness can make it hard to enforce a rule. Protect the timetable and hold the boundaries, and this is an inspiring partnership.",
      tips: "Set one training goal a month, such as a new trick or a longer stay, and mark it off when achieved. Treat your pet's exercise slots like appointments that social plans have to fit around. Be clear and consistent with rules, since this pet relaxes when limits are firm.",
    },
    {
      type: 'ENTJ',
      title: 'The Mission Leaders',
      relationshipStyle:
        "Decisive and goal-driven, the ENTJ loves an ambitious project, and a Lieutenant is eager to sign up, whether the goal is an agility title, an advanced trick list or competitive scent work. The pet's confidence and the ENTJ's drive make for rapid progress and a shared sense of purpose. The risk is that ambition crowds out warmth and recovery, leaving a reliant pet short of closeness and downtime. Built into the plan, affection and rest turn this into a high-achieving team.",
      tips: 'Set ambitious but fair targets and keep each session under ten minutes for most species. Schedule rest days and cuddle time as firmly as practice. Judge success by how settled and reliable your pet is at home, not only by how it performs on the day.',
    },
  ],
  famousAnimals: [
    {
      name: 'Sergeant Stubby',
      species: 'Dog (bull terrier mix)',
      description:
        "A stray who wandered into the 102nd Infantry's training camp at Yale in 1917 and attached himself to Private J. Robert Conroy, who smuggled him to France. He learned bugle calls, drills and a salute, served through some seventeen battles, warned his unit of gas attacks and found wounded soldiers: bold under fire, devoted to his handler and thriving on military routine.",
      featured: true,
      image: 'famous-rcas',
    },
    {
      name: 'Sergeant Reckless',
      species: 'Horse (Korean racing mare)',
      description:
        "Bought by US Marines in Korea in 1952 to carry ammunition for a recoilless rifle platoon, she learned supply routes after being led along them a few times and then made the trips alone. During the Battle of Outpost Vegas in 1953 she made dozens of trips in a single day under fire; she slept in the Marines' tents and was later promoted to staff sergeant.",
    },
    {
      name: 'Jack the Signalman',
      species: 'Chacma baboon',
      description:
        "The working partner of James 'Jumper' Wide, a South African railway signalman who had lost both legs in an accident. Jack pushed Wide's trolley to the Uitenhage signal box each morning and learned to work the signal levers in response to train whistles, reportedly for nine years without a mistake: bold, energetic and working to a precise routine at his person's direction.",
    },
    {
      name: 'Endal',
      species: 'Dog (Labrador Retriever)',
      description:
        "An assistance dog trained by Canine Partners for Royal Navy veteran Allen Parton. He learned a huge vocabulary of commands and signs, used a cash machine and loaded the washing machine, and in 2001 pushed an unconscious Parton into the recovery position after he was knocked from his wheelchair; his confident, tireless, rule-based teamwork made him one of Britain's most decorated dogs.",
    },
    {
      name: 'Dindim',
      species: 'Bird (Magellanic penguin)',
      description:
        "Found coated in oil on Ilha Grande, near Rio de Janeiro, in 2011 by retired bricklayer João Pereira de Souza, who cleaned and fed him. By de Souza's account and local reports, Dindim came back to the same beach for months at a time each year, let no one else touch him, and left again on a seasonal schedule: a powerful swimmer with a firm timetable and one chosen person.",
    },
    {
      name: 'Alex',
      species: 'Bird (African Grey parrot)',
      description:
        "The subject of Irene Pepperberg's thirty-year study of parrot cognition, Alex learned labels for dozens of objects, colours, shapes and quantities in daily structured sessions. He was bold enough to order lab students around and tell other parrots to 'talk clearly', and his last words to Pepperberg in 2007 were 'You be good. See you tomorrow. I love you.'",
    },
  ],
  activities: {
    dog: [
      {
        text: 'Two walks a day at fixed times on a set route, with five minutes of cue practice (sit, down, wait, heel) at the same spot halfway round.',
        icon: 'footprints',
      },
      {
        text: 'Scent work in ten-minute sessions: teach your dog to find a cotton pad dabbed with birch oil, first in one room, then around the whole house and garden.',
        icon: 'search',
      },
      {
        text: 'A weekly obedience, rally or agility class on the same evening, with its homework practised for five minutes every day.',
        icon: 'users',
      },
      {
        text: 'A household job on cue at the same time each day, such as carrying the post to you, putting its toys in a basket or fetching its lead before the walk.',
        icon: 'dog',
      },
      {
        text: 'Doorbell drill: teach your dog to go to its mat and stay there when the bell rings, rehearsed with a friend ringing it a few times a week.',
        icon: 'shield',
      },
      {
        text: 'A garden circuit of weave poles, a low jump, a tunnel and a pause on a platform, run in the same order with a game of tug at the finish.',
        icon: 'mountain',
      },
    ],
    cat: [
      {
        text: 'Two three-minute clicker sessions a day at fixed times, working through a set list of cues: sit, high-five, spin, then jump onto a stool.',
        icon: 'sparkles',
      },
      {
        text: 'A climbing circuit of wall shelves and cat-tree levels that your cat runs in the same order for a treat at the top, finished with a wand-toy chase.',
        icon: 'gamepad',
      },
      {
        text: 'Hunt, catch, eat: a fifteen-minute wand-toy session before each main meal at the same times every day, ending when the toy is finally caught.',
        icon: 'cat',
      },
      {
        text: 'A puzzle-feeder rota: a different food puzzle for each meal, always served in the same place, so part of every meal is earned.',
        icon: 'puzzle',
      },
      {
        text: 'Station training: teach your cat to wait on a particular stool or mat while you prepare its food, instead of weaving round your ankles.',
        icon: 'shield',
      },
      {
        text: 'An evening treat search: hide a few dry treats in the same three rooms and send your cat to hunt them out on a cue word.',
        icon: 'search',
      },
    ],
    bird: [
      {
        text: 'Recall flights at the same time each day: your bird flies from its play stand to your hand on cue across a bird-safe room, a little further each week.',
        icon: 'bird',
      },
      {
        text: 'A puzzle of the day from a weekly rota of foraging toys with drawers, lids and sliding parts, given at the same hour each morning.',
        icon: 'puzzle',
      },
      {
        text: 'Station training: teach your bird to go to its play stand and wait there on cue, handy when the doorbell rings or you open the cage to clean it.',
        icon: 'shield',
      },
      {
        text: 'A behaviour chain of turn around, wave and ring a bell, linked into one short routine with a target stick and practised at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'A twice-daily workout on the play gym: a climb up the ladder, a swing, then a minute of flapping on your hand as you gently lower and raise it.',
        icon: 'timer',
      },
      {
        text: 'Ball-in-a-cup: teach your parrot to pick up a small wooden bead or ball and drop it into a cup on cue, a job bold parrots take very seriously.',
        icon: 'ball',
      },
    ],
    rabbit: [
      {
        text: 'A hop course of two low jumps, a tunnel and a ramp, set out in the run in the same order every evening, with a sprig of herb at the finish.',
        icon: 'mountain',
      },
      {
        text: 'Breakfast and supper forage at fixed times: hide the pellet ration and a few dried herbs in a dig box of hay and in cardboard tubes.',
        icon: 'carrot',
      },
      {
        text: 'Target training: teach your rabbits to touch a target stick with their noses, then to follow it onto a platform and into their house on cue.',
        icon: 'sparkles',
      },
      {
        text: 'Come-when-called practice: shake a pot of pellets and call their names at the same time each evening, so the pair come running to be counted and checked.',
        icon: 'rabbit',
      },
      {
        text: 'A zoomies hour: open the big run at the same time each morning so your rabbits can race, leap and explore before their daytime rest.',
        icon: 'sun',
      },
      {
        text: 'Toss-and-fling toys such as a willow ring, a hard plastic baby key ring and a cardboard tube, changed on a weekly rota.',
        icon: 'ball',
      },
    ],
    other: [
      {
        text: 'A daily exercise slot at the same hour, chosen for your species: a solid wheel and ropes for rats, tunnels for ferrets, a secure grazing pen in mild weather for guinea pigs.',
        icon: 'timer',
      },
      {
        text: 'Target training with a chopstick or feeding tongs for three minutes at the same time each day, until your pet follows the target into its carrier.',
        icon: 'brain',
      },
      {
        text: 'A foraging rota with a different set-up for each day of the week, such as scatter feeding, stuffed tubes or a dig box, in the same corner of the enclosure.',
        icon: 'leaf',
      },
      {
        text: 'The same short handling routine every day: a gentle look at teeth, nails and eyes, a quick weigh, and a favourite treat to finish.',
        icon: 'shield',
      },
      {
        text: 'An obstacle run in a secure play area with tubes, ramps and a low platform laid out in the same order each session, for agile species such as rats and ferrets.',
        icon: 'mountain',
      },
      {
        text: 'Live-food hunts at set times for insect-eating reptiles: release a few insects into a feeding tub or offer them from tongs, so your pet stalks and strikes as it would in the wild.',
        icon: 'search',
      },
    ],
  },
  careTips: {
    dog: [
      'Use part of the daily ration as training rewards, so a busy, hard-working day does not become an overfeeding day.',
      'Check with your vet before starting high-impact sport, and keep puppies off repeated jumping and long runs on hard ground while their joints are growing.',
      'Warm up with five minutes of brisk walking before hard exercise and cool down with a slow sniff afterwards, as you would for any athlete.',
      'Stop each session while your dog is still keen: a driven, structured dog will keep working past tiredness if the plan says work.',
      'Pin your cues and house rules on the fridge so every walker and sitter uses the same words; a confident dog tests any rule that wobbles.',
      'Book a reliable walker or a day-care place for the days you cannot manage its exercise, rather than letting the workout quietly slip.',
    ],
    cat: [
      'Give it routes to climb and run, such as wall shelves, a tall cat tree and cleared windowsills, because an active cat needs vertical space to burn energy.',
      'Feed at the same times each day, straight after a play session, and count training treats as part of the daily allowance.',
      'Keep food, water, litter tray and scratching post each in its own fixed place, well apart; a structured cat notices when anything moves.',
      'Provide a tall, sturdy scratching post and a flat cardboard scratcher where it likes to stretch after waking.',
      'Teach it to love the carrier by serving treats inside it at home, so the yearly vet check of teeth, claws and weight is just another routine.',
      'If it starts waking you at dawn, move its last play session and meal later in the evening rather than getting up to answer it.',
    ],
    bird: [
      'Give your bird several hours out of the cage each day at consistent times, in a bird-safe room with windows shut, ceiling fans off and mirrors covered.',
      'Serve part of every meal in foraging toys, so a working bird earns its food instead of growing bored or overweight.',
      'Keep a set bedtime, with a cage cover and 10 to 12 hours of darkness; structured birds rely on a steady light and dark rhythm.',
      'Keep the cage out of the kitchen and never heat non-stick pans, aerosols or scented candles near your bird; the fumes can be fatal.',
      'Use bird-safe training treats such as sunflower seed halves or slivers of almond, and never chocolate, avocado, salty snacks or caffeine.',
      'Weigh your bird weekly on kitchen scales at the same time of day; a falling weight is often the first sign that something is wrong.',
    ],
    rabbit: [
      'Keep rabbits in bonded pairs or groups in a large permanent enclosure, at least 3m x 2m x 1m high for a pair, open to them every day.',
      'Feed unlimited hay, greens at set times and a measured egg-cup of pellets, using some of those pellets as training rewards rather than extras.',
      "Keep a daily note of each rabbit's eating and droppings; a rabbit that stops eating or passing droppings needs a vet the same day.",
      'Never pick a rabbit up by the ears; train your pair to hop into a carrier for vet trips, so lifting is rare and brief.',
      'Clean the litter tray every day and keep it in the same corner; structured rabbits use it reliably when it never moves.',
      'Vaccinate yearly against myxomatosis and both strains of RHD, and have teeth and nails checked every six months.',
    ],
    other: [
      "Learn your species' needs from a vet who knows exotic pets and a reputable keepers' guide, and turn them into a written daily and weekly care plan.",
      'Use part of the daily food as training rewards, so an active animal that works for its treats does not gain weight.',
      'For reptiles, run heating and lighting on timers with a thermostat, and check the temperature at both ends of the enclosure every day.',
      'Clean on a fixed rota: spot-clean daily and deep-clean weekly, leaving one familiar hide or a little used bedding so the enclosure still smells like home.',
      'Weigh your pet weekly on kitchen scales and write it down, since small animals often hide illness until it is advanced.',
      'Keep handling brief, gentle and the same every time, supporting the whole body, so your pet always knows what comes next.',
    ],
  },
  bySpecies: {
    dog: {
      greatTools:
        'A treat pouch and a marker, either a clicker or one consistent word, for short, purposeful training sessions. A printed weekly plan keeps every walker on the same schedule, and durable puzzle feeders, a target stick and a beginner scent-work kit give structured mental work between walks. For rest, a crate or den-style bed signals that the working day is over.',
      tips: tips(
        'Schedule two activity blocks a day at fixed times, each with a physical part and a thinking part, such as a brisk walk followed by five minutes of cues, or a game of fetch followed by a scent search.',
        'dropping a toy into a basket, carrying the post, finding a hidden item by scent or going to its mat when the doorbell rings',
      ),
    },
    cat: {
      greatTools:
        'A clicker and a pouch of tiny treats for two-minute training sessions, and a printed weekly plan so everyone plays and feeds at the same times. Puzzle feeders, a target stick and a climbing circuit of shelves and a cat tree give structured work between play sessions. For rest, a high bed or covered cat cave signals that the working day is over.',
      tips: tips(
        'Schedule two activity blocks a day at fixed times, each with a physical part and a thinking part, such as a chase game with a wand toy followed by a puzzle feeder, so each block ends in food.',
        'jumping onto a stool on cue, ringing a bell for dinner, hunting out hidden treats or waiting on a mat while you prepare its food',
      ),
    },
    bird: {
      greatTools:
        'A clicker or one consistent marker word, a target stick and a pot of tiny treats for short training sessions, and a printed weekly plan so everyone keeps the same schedule. A play stand, recall perches and a rota of foraging puzzles give structured work between flights. For rest, a cage cover at a fixed bedtime signals that the working day is over.',
      tips: tips(
        'Schedule two activity blocks a day at fixed times, each with a physical part and a thinking part, such as flight time in a safe room followed by target training, then a foraging task.',
        'dropping a bead into a cup, ringing a bell, stepping up on cue or flying to its play stand when the doorbell rings',
      ),
    },
    rabbit: {
      greatTools:
        'A clicker, a target stick and a pot of pellets from the daily ration for short training sessions, and a printed weekly plan so everyone opens the run and feeds at the same times. Dig boxes, tunnels and low jumps give structured work between free-running sessions. For rest, a hidey house big enough for the pair signals that the working day is over.',
      tips: tips(
        'Schedule two activity blocks a day at fixed times, each with a physical part and a thinking part, such as free running in their big run followed by target training, then a dig-and-forage session.',
        'touching a target stick, hopping onto a platform, running into their house on cue or finding herbs hidden in the hay',
      ),
    },
  },
};
