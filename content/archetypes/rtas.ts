import type { ArchetypeContent } from '../schema.ts';

export const rtas: ArchetypeContent = {
  code: 'RTAS',
  title: 'Snuggler',
  description:
    'Your pet is:\nReliant - wants your attention and company, and often wants to be touching you\nTimid - gets nervous with strangers, sudden noises and unfamiliar places, and looks to you for safety\nActive - full of energy and loves lively play, especially with its favourite people\nStructured - does best with regular times for meals, play and rest, and is thrown by sudden change',
  traits: [
    'Seeks close physical contact with its people',
    'Nervous of strangers, sudden noises and new places',
    'Energetic and playful with those it trusts',
    'Happiest when play, food and rest follow a timetable',
  ],
  bestApproach:
    'Channel its energy into regular, structured play and training with you, at the same times each day and in places it knows. Build confidence by adding small, controlled bits of novelty to games it already loves, so new things arrive wrapped in familiar fun. When it is nervous, let it use you as a safe base, and keep greetings, departures and bedtime predictable so its energy never turns into anxiety.',
  greatTools:
    'Interactive toys such as tug ropes, flirt poles, wand toys and foot toys let you play together rather than leaving it to amuse itself. A weekly planner or phone reminders keep play and training sessions on schedule. A soft bed or cuddle cup beside your favourite seat gives it somewhere to wind down touching distance from you, while a snug wrap, calming music or a covered den helps on noisy days. A clicker or target stick makes short training sessions clear and rewarding.',
  overview:
    'The Snuggler is a bundle of energy and affection that saves its best self for the people it knows. At home it plays hard, follows you about and ends the day pressed against you. Out in the wider world it is much more cautious: strangers, loud noises and unfamiliar places can make it anxious, and a change to its timetable can leave it restless and unsettled. Give it plenty of active play inside a predictable routine and it is one of the most loving companions there is.',
  getsOnWellWith:
    'Familiar, playful people and animals that respect its limits. A family with calm, older children who enjoy regular games suits it well, as does one friendly, playful companion of its own kind introduced slowly. It is often wary of new dogs, cats or people, and it finds chaotic households and unpredictable visitors hard work.',
  idealOwner:
    'An affectionate, active person who likes routine: someone who will happily hold a play session every morning and evening, train a little each day and then curl up on the sofa with a pet pressed against them. Patience with its nerves and a steady, calm manner in new situations matter just as much as energy.',
  tips: 'Schedule two or three play sessions a day at fixed times. Predictable play lets a Snuggler burn off its energy and makes it far less clingy and restless in between, because it knows the next game is coming.\nUse play to build confidence. Once a game is firmly established as a favourite, play it in a different room, then in the garden or a new corner of the house, then with a quiet visitor watching. Familiar fun makes new places feel less frightening.\nPrepare for noise. Fireworks, storms and building work can terrify a Snuggler, so set up a covered den, use background sound, and keep its usual schedule on noisy days; ask your vet about extra help if its fear is severe.\nTeach an off switch. After play, reward it for settling on a mat or bed, so its energy has a clear end point and it learns to rest without needing to be on your lap every minute.\nIntroduce change in small steps. If you are moving house, changing your working hours or adding a pet, shift its routine gradually over a week or two, keeping meals and play at familiar times wherever you can.',
  starSigns: ['Cancer', 'Virgo', 'Capricorn'],
  bestHumanTypes: ['ISFJ', 'ESFJ', 'ENFJ', 'ISTJ', 'INFJ'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Dependable Playmate',
      relationshipStyle:
        'Your reliability is a great fit for a Snuggler: walks, meals and games will happen at the same times every day, and the quiet, orderly home you keep lets a nervous animal relax. You are calm and consistent when something unexpected happens, which gives it a steady base to return to. What you may need to add is exuberance and contact, because a Snuggler wants boisterous games and plenty of physical affection, not only a well-run schedule.',
      tips: 'Write two active play sessions into your daily routine as firmly as mealtimes, using a toy your pet adores. Finish each session with a few minutes of close contact on the sofa or the floor, so that affection becomes part of the pattern it counts on.',
    },
    {
      type: 'ISFJ',
      title: 'The Cosy Routine',
      relationshipStyle:
        'Warm, attentive and routine-loving, you are one of the best matches a Snuggler could find. You will notice the first sign that something is wrong, keep its day predictable and give it the gentle affection it craves, while your quiet home keeps its nerves in check. The areas to stretch are energy and independence: a Snuggler needs vigorous play, and your protectiveness can make an already clingy pet even more dependent on you.',
      tips: 'Schedule lively play twice a day and choose toys that really get your pet moving, such as chase toys, flirt poles or foraging trails. Practise short, calm separations so it learns that being apart is safe and that you always come back.',
    },
    {
      type: 'INFJ',
      title: 'The Steady Heart',
      relationshipStyle:
        "Reflective and deeply attuned, you understand a sensitive Snuggler's feelings and offer it the calm, close bond it needs. Your preference for planning means its days will have a reliable shape, and your quiet home keeps a timid animal settled. The challenges are energy and novelty: you may prefer gentle, thoughtful pastimes to the rough-and-tumble it enjoys, and your love of new ideas can bring more change than it finds comfortable.",
      tips: 'Pick one or two high-energy games your pet loves and play them at set times, even on days when you would rather curl up with a book. Introduce new ideas one at a time, keeping meals, play and rest at familiar hours while it adjusts.',
    },
    {
      type: 'INTJ',
      title: 'The Training Planner',
      relationshipStyle:
        'You enjoy building systems and seeing measurable progress, so a structured training and exercise plan for an energetic pet plays to your strengths. Your calm home and consistent routine suit a timid animal. What may test you is its constant wish for closeness, which can feel like an interruption when you want to concentrate. Give it scheduled play and scheduled cuddles, and it will settle happily around your work.',
      tips: 'Draw up a weekly plan of short training sessions, play and small confidence-building steps, and record which games your pet enjoys most. Follow each session with a few minutes of physical affection, because a reliant animal values contact as much as progress.',
    },
    {
      type: 'ISTP',
      title: 'The Obstacle-Course Builder',
      relationshipStyle:
        'Relaxed and practical, you are an easy, calm presence for a nervous pet, and you enjoy hands-on projects such as building toys, tunnels and climbing frames that an active Snuggler will adore. You rarely panic, which helps a timid animal stay steady. Your spontaneous, go-with-the-flow days are the sticking point: play and meals that happen at different times each day leave a structured pet restless and demanding.',
      tips: 'Anchor play and meals to fixed times, however flexible the rest of your day is. Build an enrichment course from boxes, tunnels or perches and use it for the same session every day, changing one small element a week to keep it interesting.',
    },
    {
      type: 'ISFP',
      title: 'The Gentle Adventurer',
      relationshipStyle:
        'Gentle, warm and sensory, you offer a Snuggler calm, affectionate company and a love of peaceful time outdoors. You are patient with its fears and unlikely to push it too fast, and you will enjoy the physical closeness it seeks. Your spontaneous approach to the day is the challenge: a structured, energetic pet needs its play and meals at predictable times, and it may fret and pester you when your plans drift.',
      tips: 'Set alarms for play, meals and bedtime so they stay fixed even when your own days vary. Give a favourite outdoor activity, such as a quiet morning walk for a dog or supervised time in a secure run for rabbits, the same slot every day.',
    },
    {
      type: 'INFP',
      title: 'The Devoted Dreamer',
      relationshipStyle:
        'Kind, patient and affectionate, you will happily give a Snuggler all the cuddles it wants and accept its nervous nature without judgement. Its energy and need for routine may feel more demanding: your days can be irregular, and your quieter, imaginative pursuits may not match its appetite for lively play. With a little structure, your warmth becomes the secure base it needs.',
      tips: 'Make a simple daily timetable with two active games and fixed mealtimes and pin it where you will see it. Let your imagination shape the games themselves, inventing hide-and-seek and treasure hunts that channel its energy into something you both enjoy.',
    },
    {
      type: 'INTP',
      title: 'The Curious Trainer',
      relationshipStyle:
        'Laid-back and analytical, you enjoy understanding behaviour and may love teaching a Snuggler tricks, puzzles and clever games. Your quiet home suits its nerves. Your attention can drift into your own projects, though, and a reliant, active pet will soon let you know it has been forgotten, while irregular meals and playtimes unsettle a structured animal.',
      tips: 'Use calendar reminders for its meals and two daily play sessions, and keep those times fixed. Turn your curiosity into training by teaching a new trick each month, which gives you a shared project and uses up mental energy.',
    },
    {
      type: 'ESTP',
      title: 'The Energetic Pair',
      relationshipStyle:
        "You match a Snuggler's love of vigorous play better than almost anyone, and your physical, hands-on style of fun will delight it. The trouble starts when the fun moves somewhere new: surprise trips to crowded places, a stream of unfamiliar friends and plans that change by the hour can tip a timid, routine-loving animal into anxiety. It wants rough-and-tumble with you in places it already knows, at times it can predict. Bring your energy home and keep it regular, and you will have a devoted, tireless playmate.",
      tips: 'Hold your high-energy games at the same two times each day in the garden, hallway or room your pet knows best. When you do take it somewhere new, go at a quiet time, stay only a few minutes and play its favourite game there before heading home.',
    },
    {
      type: 'ESFP',
      title: 'The Playful Household',
      relationshipStyle:
        'Fun-loving and physically affectionate, you will give a Snuggler all the games and cuddles it could want, and your enthusiasm is infectious. The difficulty is the setting: a home that fills with guests, music and last-minute plans can frighten a timid pet, and mealtimes or play sessions that shift with your social calendar leave a structured animal restless. Give it a fixed timetable and a quiet bolt-hole, and your playful spirit will make it very happy.',
      tips: 'Play a tiring game with your pet shortly before guests arrive, then settle it in a quiet room with a chew or puzzle toy while the gathering goes on. Keep its breakfast, dinner and main play sessions at set hours, even after a late night.',
    },
    {
      type: 'ENFP',
      title: 'The Enthusiast and the Homebody',
      relationshipStyle:
        "Warm, playful and full of ideas, you will delight in a Snuggler's affection and bounce. But your love of novelty, new places and spur-of-the-moment plans is almost the opposite of what a timid, routine-bound pet needs, and it may spend your most exciting days anxious and unsettled. It looks to you for reassurance, so your warmth counts for a great deal. Pour your enthusiasm into play that happens at predictable times in familiar places, and this becomes a joyful match.",
      tips: 'Agree fixed times for meals and play with everyone in the household and keep them when your plans change. When you introduce something new, start with the game your pet already loves, so the novelty arrives wrapped in something it trusts.',
    },
    {
      type: 'ENTP',
      title: 'The Inventor and the Creature of Habit',
      relationshipStyle:
        'Quick and inventive, you will enjoy devising games, puzzle feeders and obstacle courses for an energetic pet, and a Snuggler will love the play itself. What unsettles it is the restlessness around the play: a schedule that changes from week to week, furniture that keeps moving and a lively, argumentative household. Use your creativity to enrich its routine rather than replace it, and keep a calm corner for when the debates get loud.',
      tips: 'Keep play sessions at fixed times and let the content change rather than the timing, for example by rotating puzzle toys within the same evening slot. Try each new invention in a room your pet already knows, with you sitting close by.',
    },
    {
      type: 'ESTJ',
      title: 'The Organised Coach',
      relationshipStyle:
        'Structured, energetic and efficient, you will give a Snuggler a clear timetable of play, exercise and meals, which suits it perfectly. Your directness is the part to temper: sharp corrections or impatience with its nerves can frighten a timid animal, and a busy home with frequent visitors can keep it on edge. A reliant pet also wants cuddles, not only instructions. Pair your organisation with gentle, reward-based methods and you will be a brilliant leader for it.',
      tips: 'Train with treats, toys and praise instead of corrections, and end each session with something your pet can do well. Give it a den where visitors never follow, and make sure every day includes affection as well as activity.',
    },
    {
      type: 'ESFJ',
      title: 'The Warm Host',
      relationshipStyle:
        'Caring, sociable and routine-loving, you will give a Snuggler a predictable home and plenty of affection and play. Your house may often be busy with family and friends, which can frighten a timid pet, but your attentiveness means you will spot its discomfort quickly. You are also likely to enjoy drawing the whole household into its games. With visitors managed thoughtfully, this is one of its happiest matches.',
      tips: 'Teach the family a shared script for your pet, with the same cue words, the same games and the same times, so its routine holds whoever is playing. When guests come, give it a quiet room with a favourite toy and let it meet them later only if it chooses.',
    },
    {
      type: 'ENFJ',
      title: 'The Confidence Coach',
      relationshipStyle:
        'Encouraging, warm and organised, you are a natural confidence-builder for a timid pet, and you will love its enthusiasm for play and affection. Your plans give its days a dependable shape. Your one challenge is pace: you may want to introduce it to friends and new places long before it is ready, and a Snuggler pushed too far tends to cling harder rather than blossom.',
      tips: 'Celebrate small steps, such as playing tug or chase in a new room, and keep those sessions short. Introduce friends one at a time, seated and quiet, and let your pet decide whether to approach.',
    },
    {
      type: 'ENTJ',
      title: 'The Driven Partner',
      relationshipStyle:
        'Goal-focused and decisive, you will happily design a structured exercise and training plan for an energetic pet, and a Snuggler enjoys both the activity and the predictability. But it is timid and reliant: ambitious targets, a fast-paced household and frequent visitors can overwhelm it, and it needs affection as much as achievement. Slow down to its pace and your consistency will give it real confidence.',
      tips: "Set goals around confidence and calm, such as 'plays happily in the garden while a neighbour chats over the fence', and accept that progress will be gradual. Protect time every day for cuddles and relaxed play, not only for training.",
    },
  ],
  famousAnimals: [
    {
      name: 'Owen',
      species: 'Hippopotamus',
      description:
        'Owen was a baby hippo separated from his herd and swept out to sea by the Indian Ocean tsunami of December 2004, then rescued by villagers off the coast of Kenya. Frightened and alone at Haller Park in Mombasa, he attached himself at once to Mzee, a giant tortoise well over a century old, following him everywhere, swimming and eating beside him and sleeping pressed against him. A lively youngster who found safety in constant contact with one trusted companion, he is the quintessential Snuggler.',
      featured: true,
      image: 'famous-rtas',
    },
    {
      name: 'Seabiscuit',
      species: 'Horse (Thoroughbred)',
      description:
        "When trainer Tom Smith took him on in 1936, Seabiscuit was underweight, paced his stall constantly and broke into a sweat at the sight of a saddle. Smith settled him with patience, a steady routine and a placid stable companion, the old cow pony Pumpkin, and the nervous colt went on to become one of America's best-loved racehorses. High-strung, athletic and steadied by familiar company, he was a Snuggler at the racetrack.",
    },
    {
      name: 'Roselle',
      species: 'Dog (Labrador Retriever)',
      description:
        "Roselle was the guide dog who led Michael Hingson, who is blind, down 78 floors of the World Trade Center's North Tower on 11 September 2001. She was terrified of thunder, and in the early hours of that very morning she had woken him, trembling, so that they could wait out a storm together downstairs. A hardworking dog who thrived on her daily routine yet leaned on her person when frightened, she shows the Snuggler's mix of energy, structure and need for closeness.",
    },
    {
      name: 'Wesley',
      species: 'Bird (barn owl)',
      description:
        "Wesley was a barn owl with nerve damage in one wing, raised from four days old by biologist Stacey O'Brien and kept by her in California for about nineteen years. He depended on her entirely, loved bathing under the tap and napped pressed against her, and if she broke a promise, such as playing with him in two hours, he screeched until she kept it. Devoted, lively and fiercely attached to routine, he was a feathered Snuggler.",
    },
    {
      name: 'Knut',
      species: 'Polar bear',
      description:
        "Rejected by his mother at Berlin Zoo in December 2006, Knut was hand-raised by keeper Thomas Doerflein, who fed him every few hours and played with him in twice-daily public sessions. The playful cub became a worldwide celebrity, and as he grew, observers noted that he cried out whenever neither his keeper nor visitors were around. Energetic, bonded to his carer and raised on a fixed daily timetable, he had a Snuggler's temperament.",
    },
    {
      name: 'Bobbie the Wonder Dog',
      species: 'Dog (Collie mix)',
      description:
        'In August 1923 Bobbie was lost in Indiana while his family, the Braziers, were on a road trip. Six months later he turned up, thin and footsore, at their home in Silverton, Oregon, having travelled some 2,500 miles through winter to get back to his own people and his own place. An energetic dog whose whole world was one family and one home, he was a Snuggler at heart.',
    },
  ],
  activities: {
    dog: [
      {
        text: 'Hold two short, lively play sessions at the same times every day with a toy that suits your pet, such as a tug, wand, foot toy or ball to push along.',
        icon: 'timer',
      },
      {
        text: 'Teach a simple trick, such as touching a target with its nose or beak, in sessions of a few minutes at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'Once a game is a firm favourite, play it in a slightly different spot each week so that new places become linked with fun.',
        icon: 'map',
      },
      {
        text: 'Finish each active session with a calm wind-down: a few minutes of gentle stroking or a small treat on its bed or perch.',
        icon: 'bed',
      },
      {
        text: 'Play tug or flirt-pole games in the garden with clear start and stop cues, followed by a settle on a mat.',
        icon: 'bone',
      },
      {
        text: 'Hide treats around a familiar room and let your dog sniff them out, adding more rooms as it gains confidence.',
        icon: 'search',
      },
    ],
    cat: [
      {
        text: 'Hold two short, lively play sessions at the same times every day with a toy that suits your pet, such as a tug, wand, foot toy or ball to push along.',
        icon: 'timer',
      },
      {
        text: 'Teach a simple trick, such as touching a target with its nose or beak, in sessions of a few minutes at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'Once a game is a firm favourite, play it in a slightly different spot each week so that new places become linked with fun.',
        icon: 'map',
      },
      {
        text: 'Finish each active session with a calm wind-down: a few minutes of gentle stroking or a small treat on its bed or perch.',
        icon: 'bed',
      },
      { text: "Run a wand-toy hunting game morning and evening that ends with a 'catch' and a meal.", icon: 'cat' },
      {
        text: 'Create climbing routes with wall shelves or a tall cat tree and place a treat at the top for your cat to earn.',
        icon: 'mountain',
      },
    ],
    bird: [
      {
        text: 'Hold two short, lively play sessions at the same times every day with a toy that suits your pet, such as a tug, wand, foot toy or ball to push along.',
        icon: 'timer',
      },
      {
        text: 'Teach a simple trick, such as touching a target with its nose or beak, in sessions of a few minutes at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'Once a game is a firm favourite, play it in a slightly different spot each week so that new places become linked with fun.',
        icon: 'map',
      },
      {
        text: 'Finish each active session with a calm wind-down: a few minutes of gentle stroking or a small treat on its bed or perch.',
        icon: 'bed',
      },
      {
        text: 'Give daily flight time in a bird-safe room and practise recall to your hand for a favourite treat.',
        icon: 'feather',
      },
      {
        text: 'Put on music and bob or dance together; many parrots love moving to a rhythm with their person.',
        icon: 'music',
      },
    ],
    rabbit: [
      {
        text: 'Hold two short, lively play sessions at the same times every day with a toy that suits your pet, such as a tug, wand, foot toy or ball to push along.',
        icon: 'timer',
      },
      {
        text: 'Teach a simple trick, such as touching a target with its nose or beak, in sessions of a few minutes at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'Once a game is a firm favourite, play it in a slightly different spot each week so that new places become linked with fun.',
        icon: 'map',
      },
      {
        text: 'Finish each active session with a calm wind-down: a few minutes of gentle stroking or a small treat on its bed or perch.',
        icon: 'bed',
      },
      {
        text: 'Set up tunnels, ramps and a dig box in a large run for a daily burst of running and jumping at the same time each day.',
        icon: 'rabbit',
      },
      {
        text: "Scatter fresh greens through a pile of hay for a foraging hunt after your rabbits' exercise session.",
        icon: 'carrot',
      },
    ],
    other: [
      {
        text: 'Hold two short, lively play sessions at the same times every day with a toy that suits your pet, such as a tug, wand, foot toy or ball to push along.',
        icon: 'timer',
      },
      {
        text: 'Teach a simple trick, such as touching a target with its nose or beak, in sessions of a few minutes at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'Once a game is a firm favourite, play it in a slightly different spot each week so that new places become linked with fun.',
        icon: 'map',
      },
      {
        text: 'Finish each active session with a calm wind-down: a few minutes of gentle stroking or a small treat on its bed or perch.',
        icon: 'bed',
      },
      {
        text: 'For rats, ferrets and other energetic small pets, hold a daily free-range session in a secure play pen with tunnels and boxes.',
        icon: 'gamepad',
      },
    ],
  },
  careTips: {
    dog: [
      'Keep feeding, play and bedtime on a consistent timetable, weekends included, and give any sitter the exact schedule in writing.',
      "Match food to your pet's activity level and check its body condition monthly; count training treats as part of the daily ration.",
      'Have a covered, quiet den ready well before fireworks season, and use it on any day with storms, building work or unusual noise.',
      'Check toys regularly for wear and replace damaged ones, because energetic chewers and shredders can swallow broken pieces.',
      'Give your dog daily exercise suited to its breed and age on quiet routes, and use a long line rather than letting a nervous dog off lead where a sudden fright could make it bolt.',
    ],
    cat: [
      'Keep feeding, play and bedtime on a consistent timetable, weekends included, and give any sitter the exact schedule in writing.',
      "Match food to your pet's activity level and check its body condition monthly; count training treats as part of the daily ration.",
      'Have a covered, quiet den ready well before fireworks season, and use it on any day with storms, building work or unusual noise.',
      'Check toys regularly for wear and replace damaged ones, because energetic chewers and shredders can swallow broken pieces.',
      'Indoor cats need at least two play sessions a day plus scratching posts and high perches, or their energy can turn into night-time racing or overgrooming.',
    ],
    bird: [
      'Keep feeding, play and bedtime on a consistent timetable, weekends included, and give any sitter the exact schedule in writing.',
      "Match food to your pet's activity level and check its body condition monthly; count training treats as part of the daily ration.",
      'Have a covered, quiet den ready well before fireworks season, and use it on any day with storms, building work or unusual noise.',
      'Check toys regularly for wear and replace damaged ones, because energetic chewers and shredders can swallow broken pieces.',
      'Parrots need several hours out of the cage daily, a varied diet of pellets and fresh vegetables with only limited seed, and plenty of chewable toys to channel their energy.',
    ],
    rabbit: [
      'Keep feeding, play and bedtime on a consistent timetable, weekends included, and give any sitter the exact schedule in writing.',
      "Match food to your pet's activity level and check its body condition monthly; count training treats as part of the daily ration.",
      'Have a covered, quiet den ready well before fireworks season, and use it on any day with storms, building work or unusual noise.',
      'Check toys regularly for wear and replace damaged ones, because energetic chewers and shredders can swallow broken pieces.',
      'Rabbits need permanent access to a large exercise area, at least about 3m by 2m and 1m high for a pair, and should be lifted rarely and always with their hindquarters supported.',
    ],
    other: [
      'Keep feeding, play and bedtime on a consistent timetable, weekends included, and give any sitter the exact schedule in writing.',
      "Match food to your pet's activity level and check its body condition monthly; count training treats as part of the daily ration.",
      'Have a covered, quiet den ready well before fireworks season, and use it on any day with storms, building work or unusual noise.',
      'Check toys regularly for wear and replace damaged ones, because energetic chewers and shredders can swallow broken pieces.',
      'Choose a solid-surfaced wheel of the right size for hamsters and gerbils, and give rats and ferrets daily time out of the cage in a safe, supervised area.',
    ],
  },
};
