import type { ArchetypeContent } from '../schema.ts';

/** The tips, with the confidence-building and off-switch paragraphs written for each species. */
const tips = (confidence: string, offSwitch: string) =>
  [
    'Schedule two or three play sessions a day at fixed times. Predictable play lets a Snuggler burn off its energy and makes it far less clingy and restless in between, because it knows the next game is coming.',
    confidence,
    'Prepare for noise. Fireworks, storms and building work can terrify a Snuggler, so set up a covered den, use background sound, and keep its usual schedule on noisy days; ask your vet about extra help if its fear is severe.',
    offSwitch,
    'Introduce change in small steps. If you are moving house, changing your working hours or adding a pet, shift its routine gradually over a week or two, keeping meals and play at familiar times wherever you can.',
  ].join('\n');

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
    'Interactive toys that you use together, rather than leaving it to amuse itself, and a weekly planner or phone reminders to keep play and training sessions on schedule. A soft bed or hide beside your favourite seat gives it somewhere to wind down close to you, while a covered den and calming background sound help on noisy days. A target stick makes short training sessions clear and rewarding.',
  overview:
    'The Snuggler is a bundle of energy and affection that saves its best self for the people it knows. At home it plays hard, follows you about and ends the day pressed against you. Out in the wider world it is much more cautious: strangers, loud noises and unfamiliar places can make it anxious, and a change to its timetable can leave it restless and unsettled. Give it plenty of active play inside a predictable routine and it is one of the most loving companions there is.',
  getsOnWellWith:
    'Familiar, playful people and animals that respect its limits. A family with calm, older children who enjoy regular games suits it well, as does one friendly, playful companion of its own kind introduced slowly. It is often wary of new dogs, cats or people, and it finds chaotic households and unpredictable visitors hard work.',
  idealOwner:
    'An affectionate, active person who likes routine: someone who will happily hold a play session every morning and evening, train a little each day and then settle down for quiet time close together. Patience with its nerves and a steady, calm manner in new situations matter just as much as energy.',
  tips: tips(
    'Use play to build confidence. Once a game is firmly established as a favourite, play it in a new corner of its enclosure or play area, then with a new item nearby, then with a quiet visitor watching. Familiar fun makes new things feel less frightening.',
    'Teach an off switch. After play, offer a forage or a favourite hide in the same place every time, so its energy has a clear end point and it learns to rest without needing you close every minute.',
  ),
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
      tips: 'Anchor play and meals to fixed times, however flexible the rest of your day is. Build an enrichment course from boxes, tunnels and ramps and use it for the same session every day, changing one small element a week to keep it interesting.',
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
        text: 'Three fixed play sessions a day, morning, lunchtime and evening, of five to ten minutes with a tug toy or a flirt pole in the garden or living room.',
        icon: 'ball',
      },
      {
        text: 'A short training game straight after each play session: sit, touch and settle on its mat, always in the same order and for the same reward.',
        icon: 'brain',
      },
      {
        text: 'The same quiet walking route at the same times each day, at hours when few people and dogs are about.',
        icon: 'footprints',
      },
      {
        text: 'Confidence in small steps: play its favourite tug game in the hallway one week, the front garden the next, then on a quiet street corner.',
        icon: 'sparkles',
      },
      {
        text: 'An evening wind-down after the last walk: a chew on its bed pressed up against your chair, then a cuddle before lights out.',
        icon: 'bed',
      },
      {
        text: 'A snuffle-mat breakfast at the same time every morning, so the day starts with a calm, nose-down job.',
        icon: 'bone',
      },
    ],
    cat: [
      {
        text: 'Ten-minute wand-toy games at fixed times each morning and evening, chasing the toy up and down the cat tree, with a meal as the catch.',
        icon: 'cat',
      },
      {
        text: 'Lap time straight after evening play, on a warm blanket over your knees at the same hour each night.',
        icon: 'heart',
      },
      {
        text: 'Kicker-toy wrestling on the floor, letting your cat grab and bunny-kick a long toy instead of your hand.',
        icon: 'gamepad',
      },
      {
        text: 'A covered cat bed or cave right beside your favourite chair, so it can rest within touching distance of you.',
        icon: 'bed',
      },
      {
        text: 'A two-minute clicker lesson after breakfast each day, teaching a nose touch to your fingers and then a spin.',
        icon: 'sparkles',
      },
      {
        text: 'A treat hunt in one familiar room, moving to the next room along only once your cat searches there with confidence.',
        icon: 'search',
      },
    ],
    bird: [
      {
        text: 'Out-of-cage play at fixed times each morning and evening, with a favourite foot toy and a few short flights to your hand.',
        icon: 'bird',
      },
      {
        text: 'Cuddle time for a bird that asks for it: head scratches on your hand or shoulder after each play session, on the head and neck only.',
        icon: 'heart',
      },
      {
        text: 'Foot-toy games: roll small plastic balls or wooden beads across the play stand for your bird to grab, toss and chase.',
        icon: 'ball',
      },
      {
        text: 'A favourite song or whistle game at the same time each day, a shared ritual that builds trust and burns off energy.',
        icon: 'music',
      },
      {
        text: 'One new toy at a time: a day near the cage, a day hung on the outside, then inside once your bird is happy to touch it.',
        icon: 'sparkles',
      },
      {
        text: 'A foraging tray at the same hour every afternoon, filled with shredded paper and a few favourite seeds to dig out.',
        icon: 'search',
      },
    ],
    rabbit: [
      {
        text: 'Run time at fixed hours morning and evening, with tunnels and a low platform for your pair to race over while you sit nearby.',
        icon: 'rabbit',
      },
      {
        text: 'Floor cuddles on their terms: lie down beside your pair after play and let them nudge in for forehead strokes.',
        icon: 'heart',
      },
      {
        text: 'A hay-stuffed willow ball and a dig box with a few pellets buried in it, put out at the same time each day.',
        icon: 'carrot',
      },
      {
        text: 'Nudge-and-toss games with a small willow ball or a plastic cup rolled along the floor, for rabbits that love to play.',
        icon: 'ball',
      },
      {
        text: 'Target training at a set time each day, building from a nose touch on the stick to hopping onto a low box.',
        icon: 'brain',
      },
      {
        text: 'A cardboard hideout with two doorways right next to where you sit, so they can play close to you and still retreat.',
        icon: 'home',
      },
    ],
    other: [
      {
        text: 'A handling session at the same time each day, short and gentle, ending with a favourite treat from your fingers or tongs.',
        icon: 'heart',
      },
      {
        text: 'Play sessions at fixed times in a secure play area for lively species such as rats and ferrets, with tubes to run through and toys to chase.',
        icon: 'ball',
      },
      {
        text: 'Lap time for species that enjoy contact, such as rats and guinea pigs, on a towel over your knees after play.',
        icon: 'home',
      },
      {
        text: 'A foraging box at a set time: a shallow tray of hay, shredded paper or clean substrate with a few treats hidden inside.',
        icon: 'search',
      },
      {
        text: 'Introduce one new item at a time, placed next to a favourite hide, and leave it a few days before adding another.',
        icon: 'sparkles',
      },
      {
        text: 'Target training with tongs or a chopstick for three minutes at the same time each day, rewarding every touch.',
        icon: 'brain',
      },
    ],
  },
  careTips: {
    dog: [
      'Keep walks and meals at fixed times, and on firework nights walk before dusk and close the curtains before the bangs begin.',
      'Set up a covered crate or den with its bed and an old jumper of yours, ready for noisy days and visitors.',
      'Ask your vet about help early if its fear of noises is severe; noise phobias are far easier to treat before they grow.',
      'Use a well-fitted harness and keep its ID tag and microchip current, because a startled dog can slip a collar and bolt.',
      'Teach it to settle on its own bed for short spells, so it learns to rest without being on your lap every minute.',
      'Shift its routine by ten or fifteen minutes a day when the clocks change or your working hours move.',
    ],
    cat: [
      'Give it hiding places up high, such as a covered shelf or a box on a cat tree, where it can retreat when visitors or noises arrive.',
      'Keep the litter tray, food and water in quiet, fixed places, away from doors and the washing machine.',
      'Plug in a pheromone diffuser in its main room a few days before fireworks, building work or a move, and keep its usual routine.',
      'Keep your cat indoors with windows shut and curtains drawn on firework nights, with its bed somewhere dark and quiet.',
      'Introduce visitors slowly: let your cat watch from a safe spot and ask guests to ignore it completely.',
      'Put scratching posts where it sleeps and plays, because scratching helps a nervous cat feel that the space is its own.',
    ],
    bird: [
      'Keep the cage against a wall in a calm spot away from doors and windows, with one side covered so your bird can retreat.',
      'Give 10 to 12 hours of dark, quiet sleep at a fixed bedtime; a tired, nervous bird startles far more easily.',
      'On firework nights, partly cover the cage, close the curtains and leave a soft light and a radio on to prevent night frights.',
      'Never use non-stick pans, aerosols or scented candles near your bird; the fumes can be fatal.',
      'Introduce new people and objects at a distance and let your bird approach in its own time, rewarding every lean towards them.',
      'Book a yearly avian vet check, and practise carrier and towel training at home with treats so visits are less frightening.',
    ],
    rabbit: [
      'Keep your rabbits as a bonded pair; a nervous rabbit takes huge comfort from pressing against a companion.',
      'Give every area two exits and plenty of hides, because rabbits feel safest when they cannot be cornered.',
      'Keep dogs, cats and loud noises away from the enclosure, and bring outdoor rabbits into a quiet shed or indoors on firework nights.',
      'Feed unlimited hay and fresh greens at the same times each day, and make any change of diet gradually over two weeks.',
      'Never lift a rabbit by the ears; most rabbits dislike being picked up, so give cuddles and strokes at floor level instead.',
      'Check appetite and droppings daily; a frightened rabbit can stop eating, which needs a vet the same day.',
    ],
    other: [
      "Research your species' needs with a vet who knows exotic pets, including whether it needs company of its own kind and how it likes to be handled.",
      'Keep the enclosure in a quiet room, away from loudspeakers, slamming doors and other pets, with hides it can retreat into.',
      'Handle gently and briefly at the same times each day, always supporting the whole body, so contact becomes predictable.',
      'For reptiles, keep heat and lighting on timers and a thermostat, and check both ends of the enclosure with thermometers.',
      'Make changes to food, bedding or layout one at a time over a week, keeping a familiar hide in place throughout.',
      'On firework nights, cover part of the enclosure, close the curtains and play soft background sound.',
    ],
  },
  bySpecies: {
    dog: {
      idealOwner:
        'An affectionate, active person who likes routine: someone who will happily hold a play session every morning and evening, train a little each day and then curl up on the sofa with a pet pressed against them. Patience with its nerves and a steady, calm manner in new situations matter just as much as energy.',
      tips: tips(
        'Use play to build confidence. Once a game is firmly established as a favourite, play it in a different room, then in the garden or a new corner of the house, then with a quiet visitor watching. Familiar fun makes new places feel less frightening.',
        'Teach an off switch. After play, reward it for settling on a mat or bed, so its energy has a clear end point and it learns to rest without needing to be on your lap every minute.',
      ),
      greatTools:
        'Tug ropes and a flirt pole let you play together rather than leaving it to amuse itself, and a weekly planner or phone reminders keep play and training sessions on schedule. A soft bed beside your favourite seat gives it somewhere to wind down touching distance from you, while a covered crate and calming music help on noisy days. A clicker or target stick makes short training sessions clear and rewarding.',
    },
    cat: {
      idealOwner:
        'An affectionate, active person who likes routine: someone who will happily hold a play session every morning and evening, train a little each day and then curl up on the sofa with a pet pressed against them. Patience with its nerves and a steady, calm manner in new situations matter just as much as energy.',
      tips: tips(
        'Use play to build confidence. Once a game is firmly established as a favourite, play it in a different room, then in the garden or a new corner of the house, then with a quiet visitor watching. Familiar fun makes new places feel less frightening.',
        'Teach an off switch. After play, reward it for settling on a mat or bed, so its energy has a clear end point and it learns to rest without needing to be on your lap every minute.',
      ),
      greatTools:
        'Wand toys and kicker toys let you play together rather than leaving it to amuse itself, and a weekly planner or phone reminders keep play sessions on schedule. A covered cat bed beside your favourite seat gives it somewhere to wind down touching distance from you, while a pheromone diffuser and a dark, quiet den help on noisy days. A clicker makes short training sessions clear and rewarding.',
    },
    bird: {
      tips: tips(
        'Use play to build confidence. Once a game is firmly established as a favourite, play it on a different play stand, then in another room, then with a quiet visitor watching from across the room. Familiar fun makes new places feel less frightening.',
        'Teach an off switch. After play, reward it for settling in its cage or on its play stand with a foraging toy, so its energy has a clear end point and it learns to rest without needing to be on your shoulder every minute.',
      ),
      greatTools:
        'Foot toys, small balls and foraging toys let you play together rather than leaving it to amuse itself, and a weekly planner or phone reminders keep out-of-cage sessions on schedule. A play stand beside your favourite seat gives it somewhere to wind down close to you, while a partial cage cover and soft background sound help on noisy days. A target stick makes short training sessions clear and rewarding.',
    },
    rabbit: {
      tips: tips(
        'Use play to build confidence. Once a game is firmly established as a favourite, play it in a different part of their run, then in a freshly rabbit-proofed room, then with a quiet visitor sitting on the floor. Familiar fun makes new places feel less frightening.',
        'Teach an off switch. After play, scatter fresh hay by their hidey house so they graze and flop there, giving their energy a clear end point and teaching them to rest without needing you beside them every minute.',
      ),
      greatTools:
        'Willow balls, tunnels and cups to toss let you play together rather than leaving them to amuse themselves, and a weekly planner or phone reminders keep run time on schedule. A soft mat beside your favourite seat gives your pair somewhere to flop near you, while a hidey house with two doors and a quiet room help on noisy days. A target stick makes short training sessions clear and rewarding.',
    },
  },
};
