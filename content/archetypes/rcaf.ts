import type { ArchetypeContent } from '../schema.ts';

/** The tips, with the paragraph about daily exercise written for each species. */
const tips = (energy: string) =>
  [
    "Rotate everything. Keep three or four sets of toys and puzzles and swap them every few days, vary the places you exercise and play, and teach a new trick every week or two; novelty is this pet's fuel, and a varied week tires it out far better than the same game on repeat.",
    energy,
    'Teach impulse control early. Because it loves everyone and everything, practise polite greetings, waiting at doors and settling on a mat in short, game-like sessions, and reward stillness with the chance to play again.',
    'Bring it into your life rather than leaving it behind, but make solo time rewarding too. Leave a stuffed chew, a foraging station or a fresh puzzle whenever you go out, and build up alone time gradually so its reliance on you does not turn into distress.',
    'Safety-proof its curiosity. Confident, active pets investigate cables, cupboards, bins and open doors, so use secure latches, supervise exploration and practise a recall or come-to-target cue in many different places.',
  ].join('\n');

export const rcaf: ArchetypeContent = {
  code: 'RCAF',
  title: 'Go-getter',
  description:
    'Your pet is:\nReliant - wants to be in on everything you do and is at its best as part of a team\nConfident - greets new people, places and challenges with enthusiasm rather than caution\nActive - bursting with energy and needs plenty of vigorous play and exercise\nFlexible - loves variety and bounces happily through changes of plan, place and pace',
  traits: [
    'Wants to be part of everything you do',
    'Meets new people and challenges head-on',
    'Bursting with energy and always up for a game',
    'Loves variety and bounces back from change',
  ],
  bestApproach:
    'Be its adventure partner. A Go-getter does best with plenty of energetic, shared activity that changes from day to day: new routes, new games, new tricks and new places wherever its species can safely go. Keep sessions upbeat and varied and reward enthusiasm, but hold a few rules that never change, such as polite greetings and a calm settle, so its zest has edges. Avoid leaving it alone for long stretches with nothing to do, or it will find its own entertainment.',
  greatTools:
    'Keep a rotating box of toys, puzzles and things to chew and swap the contents every few days so something always feels new. Stock a few trick-training props, such as a target stick, a small hoop, tunnels and a low platform, for teaching fresh skills. Add kit that lets it explore safely beyond its usual space, such as a secure, escape-proof play pen, and a cosy hide or den that marks the end of playtime.',
  overview:
    'The Go-getter is enthusiasm in animal form: bold, energetic and never happier than when it is doing something new with its favourite person. It adapts quickly, so house moves, holidays and visitors barely dent its spirit, and its confidence makes it a natural at tricks, sports and games. The flip side is that it needs a lot from you: daily vigorous exercise, fresh challenges and plenty of company. Bored or left alone too long, it turns its talents to raiding cupboards, shredding, shouting for attention or escape artistry.',
  getsOnWellWith:
    "Playful, sociable companions of its own or another species that enjoy an active game and can give as good as they get. Older children who join in, energetic adults and busy households usually suit it well. It may overwhelm shy, elderly or sedentary animals, so give those housemates a retreat it cannot follow them into. With people it is usually everyone's friend, though its heart stays with its main playmate.",
  idealOwner:
    'An energetic, easygoing person who loves trying new things and wants a pet as a partner in them: hikers, runners, trick-trainers, families with full weekends, anyone who sees an unplanned afternoon as an opportunity. The ideal Go-getter owner enjoys teaching, laughs off a bit of chaos and is around enough to satisfy a pet that wants company. Owners who prefer quiet evenings or are out all day will struggle to keep up with its needs.',
  tips: tips(
    'Meet its energy before you ask for calm. Schedule at least one vigorous session a day, such as a chase game, a run through a freshly rearranged play area or a new foraging challenge, then follow it with something quiet to chew or forage so it learns to switch down.',
  ),
  starSigns: ['Sagittarius', 'Gemini', 'Leo'],
  bestHumanTypes: ['ENFP', 'ESFP', 'ESTP', 'ENTP', 'ISFP'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Base Camp Keeper',
      relationshipStyle:
        "The ISTJ brings steady care, clear rules and a well-stocked cupboard, which gives a bouncy Go-getter a reliable base camp. This pet, though, craves variety and action, and a quiet ISTJ routine of the same walk or the same game at the same time can leave it bored and inventive in all the wrong ways. The ISTJ's consistency is a real asset for teaching impulse control, something this exuberant pet badly needs. Planning variety as deliberately as everything else turns a cautious pairing into a good one.",
      tips: "Put variety on the calendar: a different route, play area or toy set for each day of the week. Use your steady consistency to teach a rock-solid settle and polite greetings. Book a weekly outing somewhere new, even a small one, so your pet's craving for novelty is met on your terms.",
    },
    {
      type: 'ISFJ',
      title: 'The Gentle Home Front',
      relationshipStyle:
        "The ISFJ's warmth answers the Go-getter's reliance beautifully, and this pet will adore its attentive, caring person. The strain comes from energy and chaos: an ISFJ likes a calm, orderly home, while this pet wants to turn every day into an adventure and may leave a trail of shredded cardboard behind it. The ISFJ can find its constant demand for action tiring. With well-planned outlets and some outside help, the pet's enthusiasm stays a joy rather than a burden.",
      tips: 'Arrange regular energetic play with a walker, friend or suitable animal playmate so you are not the only source of exercise. Set up a pet-proofed play area where a bit of mess is allowed. Keep a rotation of puzzles ready for the days when you need a quiet evening.',
    },
    {
      type: 'INFJ',
      title: 'The Calm Centre',
      relationshipStyle:
        'The INFJ is thoughtful, warm and intuitive, and a Go-getter gains an owner who understands its moods and appreciates its zest for life. The INFJ enjoys new ideas, though they prefer to explore them quietly, while this pet wants to explore them at full speed. A reflective INFJ may also find being followed everywhere by an energetic companion draining. Building in daily adventure and daily quiet, both planned, lets each enjoy the other.',
      tips: "Burn energy early with a vigorous morning session, then claim a quiet hour while your pet rests with a chew. Plan one new experience a week that you would enjoy too, such as a new trail or a trick class. Give yourself a door you can close, with a forage toy waiting on your pet's side of it.",
    },
    {
      type: 'INTJ',
      title: 'The Project Partner',
      relationshipStyle:
        "The INTJ enjoys a training plan with measurable progress, and a Go-getter is a quick, eager student, so tricks and sports come together fast. The mismatch lies in style: the INTJ likes a well-designed system, while this pet thrives on variety and spontaneity, and a rigid programme can make it bored or pushy. The INTJ's independence can also leave a reliant pet hungry for company between sessions. A varied curriculum and shared downtime make it work.",
      tips: 'Design a curriculum with many small modules, such as a new trick, a new game and a new place each week, rather than one long drill. Leave room for unplanned play when your pet invites you. Let it keep you company in your workspace, with a chew to occupy it while you focus.',
    },
    {
      type: 'ISTP',
      title: 'The Trail Buddies',
      relationshipStyle:
        "The ISTP is practical, physical and spontaneous, and a Go-getter slots easily into their hands-on adventures, from hiking and fishing trips to afternoons in the workshop. Both take change in their stride, and the ISTP's calm under pressure steadies an excitable pet. The ISTP may not be naturally demonstrative, and a reliant animal wants warmth as well as activity. A little affection on top of shared action makes them a quietly brilliant team.",
      tips: 'Build your own agility jumps, climbing frames or puzzle boxes and keep adapting them. Bring your pet along on practical outings where its species can safely go. Make time for calm affection at the end of the day, not only shared tasks.',
    },
    {
      type: 'ISFP',
      title: 'The Nature Ramblers',
      relationshipStyle:
        'Warm, spontaneous and drawn to the outdoors, the ISFP gives a Go-getter affection, freedom and plenty of fresh experiences. Their go-with-the-flow approach suits a pet that loves change, and their gentle nature meets its reliance well. The main gap is energy: a quiet ISFP may not keep up with a pet that wants action all day, and may be reluctant to set firm limits. Regular outdoor adventures and a few clear rules keep this pairing happy.',
      tips: "Make outdoor time a daily habit, whether that is a trail, a beach, a garden run or a catio, depending on your pet's species. Set two or three firm rules, such as no jumping up and waiting at doors, and hold them gently. Use your creativity to invent new games that match your own pace.",
    },
    {
      type: 'INFP',
      title: 'The Daydreamer and the Dynamo',
      relationshipStyle:
        "The INFP's warmth and flexibility suit a pet that loves company and novelty, and their imagination produces endless new games. Yet INFPs often have quieter energy, and a Go-getter's need for daily vigorous exercise can exceed what they want to give on a low day. The INFP's reluctance to enforce rules can also leave a confident pet running the show. With an energy plan and a few boundaries, this is a warm, playful pairing.",
      tips: 'Schedule one vigorous play session a day that happens regardless of mood, even if it is short. Invent story-like games, such as treasure hunts around the house. Choose a handful of rules and keep them consistent to protect both your home and your pet.',
    },
    {
      type: 'INTP',
      title: 'The Puzzle Maker',
      relationshipStyle:
        'The INTP loves experiments, and a Go-getter is a keen participant in every new puzzle, trick or game the INTP dreams up. Both are flexible and unbothered by change. The challenges are attention and activity: an INTP deep in thought may forget that this reliant, energetic pet needs them to get up and play. A few regular triggers for action and affection keep the pet satisfied.',
      tips: "Use alarms or habits to trigger activity breaks, such as five minutes of play every time you finish a task. Design and test puzzles together, and let your pet show you what works. Schedule an outing a few times a week so its exercise doesn't depend on remembering.",
    },
    {
      type: 'ESTP',
      title: 'The Thrill Seekers',
      relationshipStyle:
        'Energetic, spontaneous and physical, the ESTP is exactly the adventure partner a Go-getter dreams of. Runs, hikes, beach days, new games: they try everything together, and confidence on both sides makes crowds and unfamiliar places easy. The risks live inside the excitement itself, from pushing a young or unfit pet too hard to skipping safety steps or never practising calm. With a few sensible habits, this is a thrilling and devoted team.',
      tips: "Build fitness gradually and ask your vet whether a new sport suits your pet's age and build before you start. Use the right kit for each activity, such as a well-fitted harness for a dog, a canine life jacket for water or a secure carrier for a small pet. End every outing with the same settle cue and a chew, so your pet learns that adventures have an off-switch.",
    },
    {
      type: 'ESFP',
      title: 'The Party Starters',
      relationshipStyle:
        "The ESFP's fun-loving, social and spontaneous nature is a perfect fit for a pet that loves people, play and variety. A Go-getter greets every guest, joins every game and thrives in the ESFP's lively household. The catch is that two excitable personalities can wind each other up, and without calm routines or consistent rules the pet can become overstimulated or pushy. With settle time and shared rules, this is joyful company.",
      tips: 'Teach a reliable settle on a mat and use it during gatherings. Agree house rules with everyone, including guests, so your pet gets the same message from all of them. Create a quiet den where it can rest when the party goes on.',
    },
    {
      type: 'ENFP',
      title: 'The Kindred Adventurers',
      relationshipStyle:
        "Put an ENFP and a Go-getter together and you get the happiest partnership on this chart. The ENFP's enthusiasm, warmth and love of novelty meet the pet's energy, reliance and flexibility head-on, and every new place, friend or game is a shared delight. Both bounce back easily from change and enjoy a spontaneous life. The only risks are too little calm and the boring essentials, such as vet checks, nail trims and impulse control, slipping through the cracks.",
      tips: "Set reminders for routine care so adventures don't crowd it out. Practise short calm sessions and alone time, however much you both prefer to be together. Keep a rotating kit bag of toys and treats ready for unplanned trips.",
    },
    {
      type: 'ENTP',
      title: 'The Trick Inventors',
      relationshipStyle:
        "The ENTP's quick mind and love of challenges make them brilliant at teaching unusual tricks and trying new pet sports, and a Go-getter is a willing co-conspirator. Both relish novelty and adapt easily when plans change. The ENTP can lose interest once a puzzle is solved, though, and a reliant pet wants steady warmth and company, not only projects. Keeping affection and ordinary play going alongside the experiments makes this partnership shine.",
      tips: 'Set a trick challenge each fortnight, such as a bell ring, a bow or a ball-in-basket, and film your progress. Try a different activity each season, from nosework to hoopers to clicker-trained tricks for smaller species. On days with no new project, keep up simple play and affection, because your pet misses you more than the puzzle.',
    },
    {
      type: 'ESTJ',
      title: 'The Coach and the Wildcard',
      relationshipStyle:
        "The ESTJ's structure and drive give a Go-getter clear boundaries and reliable daily exercise, exactly what an exuberant pet needs to stay manageable. The friction is temperamental: the ESTJ likes order and predictability, while this pet thrives on variety and now and then creates chaos just by being enthusiastic. An ESTJ who schedules variety and tolerates a little mess will find a highly trainable, eager partner.",
      tips: "Use a weekly plan with a different game, route or challenge in each slot, so the structure is yours and the variety is your pet's. Keep rules consistent but spend generously on play as a reward. When enthusiasm spills over, redirect it into a job, such as carrying a toy or going to its mat, rather than simply stopping it.",
    },
    {
      type: 'ESFJ',
      title: 'The Welcome Committee',
      relationshipStyle:
        "The ESFJ's sociable home and caring nature suit a pet that loves people and wants to be included in everything. A Go-getter delights in guests, family events and being at the centre of things, and the ESFJ's warmth answers its reliance completely. The ESFJ's liking for order may be tested by a pet that invents its own fun, and a busy social calendar can squeeze out exercise. Giving the pet a role in the household's social life helps both of them.",
      tips: 'Teach a party piece, such as a wave or a calm sit-to-greet at the door, so guests meet a polite pet rather than a whirlwind. Fit a vigorous play session in before any gathering to take the edge off its energy. Hand guests a short list of house rules so everyone gives your pet the same message.',
    },
    {
      type: 'ENFJ',
      title: 'The Team Captain',
      relationshipStyle:
        "The ENFJ is outgoing, encouraging and organised, and a Go-getter flourishes on their praise, their social life and their plans for shared adventures. ENFJs enjoy setting goals, and this pet loves learning new things with its person. The ENFJ's planning can sometimes be tighter than a flexible pet needs, and a full diary may leave it waiting at home. Leaving room for spontaneous play keeps the energy flowing both ways.",
      tips: 'Join a club or class together, such as agility, trick training or a bird or rabbit enrichment group, for shared goals and company. Plan your adventures but leave one afternoon a week deliberately unplanned. On busy social days, protect at least a short burst of hard play before you head out.',
    },
    {
      type: 'ENTJ',
      title: 'The Expedition Leader',
      relationshipStyle:
        "The ENTJ is driven and ambitious, and a confident, energetic Go-getter makes an excellent partner for serious goals, such as competitive sports or an advanced trick repertoire. The ENTJ's decisiveness provides direction, and the pet's enthusiasm keeps pace with it. The risks are over-scheduling and focusing too narrowly on results, while this pet needs fun, variety and plenty of company. An ENTJ who keeps the joy in the project will be rewarded with a tireless teammate.",
      tips: 'Set several varied goals rather than one narrow target, for example a sport, a trick list and a new place each month. Keep sessions playful and end each one on a success. Hire a walker or sitter for your busiest weeks instead of letting exercise quietly slip.',
    },
  ],
  famousAnimals: [
    {
      name: 'Arthur',
      species: 'Dog (Ecuadorian street dog)',
      description:
        "A stray who met Swedish adventure racer Mikael Lindnord during the 2014 Adventure Racing World Championship in Ecuador after Lindnord shared a meatball with him. Arthur then followed the team through jungle and mud for days and, when they set off by kayak, swam after them until they pulled him aboard. Lindnord adopted him and took him home to Sweden, and his story became the book and 2024 film 'Arthur the King'.",
      featured: true,
      image: 'famous-rcaf',
    },
    {
      name: 'Smoky',
      species: 'Dog (Yorkshire Terrier)',
      description:
        'Found in a foxhole in New Guinea in 1944 and adopted by Corporal William Wynne, Smoky flew on combat missions, learned a string of tricks and famously pulled a telegraph wire through a narrow 70-foot pipe under an airstrip, sparing engineers days of dangerous digging. She later visited wounded soldiers as one of the first recorded therapy dogs, game for anything as long as Wynne was there.',
    },
    {
      name: 'Trim',
      species: "Cat (ship's cat)",
      description:
        'Born at sea aboard HMS Reliance in 1799, Trim sailed with navigator Matthew Flinders on the first circumnavigation of Australia and survived a shipwreck on the way home. Flinders wrote that Trim was fearless aloft, learned tricks and insisted on joining the officers at dinner; he stayed with Flinders when the navigator was detained on Mauritius, bold and devoted wherever the voyage led.',
    },
    {
      name: 'Snowball',
      species: 'Bird (Sulphur-crested Cockatoo)',
      description:
        'The cockatoo whose video of dancing to the Backstreet Boys went viral in 2007. Research led by neuroscientist Aniruddh Patel showed he genuinely adjusts his movements when the tempo changes, and a 2019 study catalogued more than a dozen distinct dance moves he had invented himself: energetic, sociable and endlessly inventive.',
    },
    {
      name: 'Ricochet',
      species: 'Dog (Golden Retriever)',
      description:
        "Raised to be a service dog, Ricochet was released from training because she could not stop chasing birds, so her owner Judy Fridono followed her other passion instead: surfing. As a 'SURFice dog' she rode waves tandem with children and adults with disabilities and with veterans living with PTSD, raising funds for them and turning boundless energy into teamwork.",
    },
    {
      name: 'Tillman',
      species: 'Dog (English Bulldog)',
      description:
        'A Californian bulldog who set a Guinness World Record in 2009 for the fastest 100 metres on a skateboard by a dog. He also took to surfing and snowboarding, tackling every board-based adventure his owner offered with the same gusto and becoming one of the first viral sporting pets.',
    },
    {
      name: 'Bini',
      species: 'Rabbit (Holland Lop)',
      description:
        "A Los Angeles rabbit who invented his own game of dropping a ball into a box, which his owner Shai Asor encouraged until Bini was dunking on a miniature hoop and earned a Guinness World Record for slam dunks by a rabbit. He went on to learn painting and other tricks, a Go-getter's appetite for new activities shared with his person.",
    },
  ],
  activities: {
    dog: [
      {
        text: 'A new sniff-and-explore route every week, such as a woodland trail, an out-of-season beach or a village you have never walked, on a long line until recall is rock solid.',
        icon: 'mountain',
      },
      {
        text: 'Ten minutes of flirt-pole play in the garden, with a "drop" and a "wait" before every restart, so the excitement comes with manners built in.',
        icon: 'ball',
      },
      {
        text: "A beginners' class in a dog sport such as agility, hoopers, flyball or canicross: a weekly outing, a new skill and time working as a team.",
        icon: 'users',
      },
      {
        text: 'A new trick each fortnight, such as spin, bow, weave through your legs or tidy your toys into a basket, taught in three-minute sessions with tiny bits of cheese.',
        icon: 'sparkles',
      },
      {
        text: 'Recall games in new places: call your dog back on a long line, reward with a quick game of tug, then send it off to sniff again, so coming back never ends the fun.',
        icon: 'dog',
      },
      {
        text: 'A cardboard shredding party: stuff a box with scrunched paper and a handful of its dinner, then let your dog rip it apart while you cheer it on.',
        icon: 'puzzle',
      },
    ],
    cat: [
      {
        text: 'Two or three ten-minute hunting games a day with a feather wand, a kicker and a crinkle ball swapped mid-game, each ending with a meal so the hunt feels complete.',
        icon: 'cat',
      },
      {
        text: 'Clicker tricks such as high-five, sit, spin and jump through a hoop, taught in two-minute sessions with tiny pieces of cooked chicken.',
        icon: 'sparkles',
      },
      {
        text: 'A climbing course of wall shelves, a tall cat tree and a cleared bookcase top, with treats hidden at the highest points and the route changed every week.',
        icon: 'mountain',
      },
      {
        text: 'Hallway sprints: throw a paper ball or a soft mouse down a corridor for chase-and-pounce runs; many bold cats start bringing it back for another throw.',
        icon: 'ball',
      },
      {
        text: 'A box fort of three or four cardboard boxes taped together, with cut-out doorways and treats and toys hidden inside to stalk through.',
        icon: 'puzzle',
      },
      {
        text: 'Harness training indoors over two or three weeks, then short supervised trips into a quiet garden for a cat that shows it enjoys them.',
        icon: 'trees',
      },
    ],
    bird: [
      {
        text: 'Daily flight time in a bird-proofed room, with a few recall flights from the play stand to your hand for a sliver of nut each time.',
        icon: 'bird',
      },
      {
        text: 'A five-minute dance party: put on music and bob, whistle and sway together; many parrots join in and invent moves of their own.',
        icon: 'music',
      },
      {
        text: 'A new foraging puzzle every day: treats wrapped in paper, tucked into paper cups, threaded on a skewer or buried in a box of shredded card.',
        icon: 'search',
      },
      {
        text: 'A new trick each fortnight, such as turn around, wave, ring a bell or drop a ball into a cup, taught with a target stick and tiny rewards.',
        icon: 'sparkles',
      },
      {
        text: 'Shredding sessions with palm leaf, balsa, cardboard and bird-safe wood, swapped every few days so there is always something fresh to destroy.',
        icon: 'feather',
      },
      {
        text: 'Bath time on a warm day: a fine mist from a clean spray bottle or a shallow dish of water, which many lively birds greet with flapping delight.',
        icon: 'waves',
      },
    ],
    rabbit: [
      {
        text: 'A big run rearranged every week with tunnels, ramps, a low platform and a dig box, so your pair can race and leap through a space that feels new.',
        icon: 'rabbit',
      },
      {
        text: 'Rabbit agility: low jumps made from broom handles resting on books and a tunnel course, guided by a target stick or a trail of fresh herbs.',
        icon: 'mountain',
      },
      {
        text: 'Ball-nudging and cup-stacking games with a willow ball and plastic cups, shaped into a simple trick with a sprig of herb as the reward.',
        icon: 'ball',
      },
      {
        text: 'A dig box filled with shredded paper or child-safe play sand, with a few pellets buried in it, for a bold rabbit that loves to excavate.',
        icon: 'carrot',
      },
      {
        text: 'A cardboard castle: two or three boxes with doorways cut in, stuffed with hay and dried herbs, for your rabbits to chew, remodel and run through.',
        icon: 'home',
      },
      {
        text: 'Target training of spin, hop onto a low platform or come when called, in two-minute sessions with a leaf of coriander or mint as the reward.',
        icon: 'sparkles',
      },
    ],
    other: [
      {
        text: 'Research what your species does in the wild and build it into play: climbing and tunnels for rats, digging for hamsters, long runs for ferrets, roaming and basking for a tortoise.',
        icon: 'search',
      },
      {
        text: 'Rearrange the enclosure every week with new tunnels, hides, branches or ramps, so a bold, curious animal always has fresh ground to explore.',
        icon: 'map',
      },
      {
        text: 'Scatter part of the daily food through clean bedding, hay or around the hides, so your pet forages for its meal instead of finding it all in one bowl.',
        icon: 'leaf',
      },
      {
        text: 'Daily supervised time in a secure, escape-proof play area outside the enclosure for species that enjoy it, such as rats, ferrets and guinea pigs.',
        icon: 'trees',
      },
      {
        text: 'Target training with a chopstick or feeding tongs and a favourite food: a five-minute daily game that bright animals from rats to monitor lizards pick up quickly.',
        icon: 'brain',
      },
      {
        text: 'Cardboard tubes and boxes stuffed with paper and a few treats to dig, shred and rummage through, for species that can chew card safely.',
        icon: 'puzzle',
      },
    ],
  },
  careTips: {
    dog: [
      'Build distance and intensity up gradually, and ask your vet before starting a sport with a puppy, whose growing joints are easily strained by jumping and long runs.',
      'Skip hard exercise on hot days: walk at dawn or dusk, carry water and test the pavement with the back of your hand, because an energetic dog rarely stops on its own.',
      'Check pads, nails, ears and coat after every outing somewhere new for cuts, grass seeds and ticks, and keep a small first-aid kit in the car.',
      'Keep microchip details current and an ID tag with your phone number on its collar, since a confident dog is the likeliest to bolt through an open door after something interesting.',
      'Protect its sleep: adult dogs need around 12 to 14 hours a day, and a Go-getter that misses its naps becomes wilder rather than tired.',
      'Leave a stuffed chew or lick mat whenever you go out and build alone time up from ten minutes, so a dog that loves company learns that being left is fine.',
    ],
    cat: [
      'Give your cat height in every room it uses, such as wall shelves, a cat tree and a cleared windowsill; bold, active cats need vertical space to burn energy and survey their patch.',
      'Put a sturdy scratching post, tall enough for a full stretch, near its bed and another by the door, because active cats scratch most on waking and when excited.',
      'Play first, then feed: a hunting game followed by a meal matches how cats are built and helps an energetic cat settle into a nap afterwards.',
      'Consider a secure catio or cat-proof garden fencing rather than free roaming, as bold, curious cats are the most likely to meet road traffic.',
      'Keep its microchip details up to date and fit window restrictors, because a confident climber will find any open gap.',
      'Tidy away string, hair ties and elastic bands, which playful cats swallow, and keep lilies out of the house: every part of the plant, even the pollen, is deadly to cats.',
    ],
    bird: [
      'Bird-proof the room before every flight session: windows and doors shut, ceiling fans off, mirrors covered, no open water and other pets elsewhere.',
      'Keep your bird out of the kitchen, and consider swapping non-stick (PTFE) pans for stainless steel or cast iron: an overheated coating gives off fumes that can kill a bird within minutes.',
      'Never share chocolate, avocado, caffeine, alcohol or salty snacks, however keenly a bold bird begs for a taste from your plate.',
      'Aim for at least three or four hours out of the cage every day, in a cage big enough for your bird to spread and flap its wings fully.',
      'Offer perches of different widths and materials, such as natural branches, rope and one flat perch, to keep feet healthy on a bird that is always on the move.',
      'Protect 10 to 12 hours of dark, quiet sleep a night with a cage cover or a separate sleeping cage; a busy bird short of rest becomes loud and nippy.',
    ],
    rabbit: [
      'Keep rabbits in bonded pairs or groups: even a bold, people-loving rabbit needs another rabbit for company, however much time you spend with it.',
      'Feed unlimited good hay or grass, about their own body size each day, plus a handful of leafy greens and only an egg-cup of pellets per rabbit.',
      'Give a pair a permanent space of at least 3m x 2m x 1m high, with the most room open at dawn and dusk, when they are at their liveliest.',
      'Rabbit-proof cables, skirting boards and houseplants, because a confident rabbit tests everything with its teeth.',
      'Never lift a rabbit by the ears or scruff: scoop one hand under the chest and the other under the hindquarters, and keep lifts brief and low to the floor.',
      'Vaccinate every year against myxomatosis and both strains of RHD, and check bottoms daily in warm weather for flystrike.',
    ],
    other: [
      "Check your species' exercise needs with a vet who knows exotic pets: a bold, busy animal may need far more space and time out than a pet-shop label suggests.",
      'Choose the largest enclosure you can fit, with several levels, hides and routes, rather than the minimum size sold for the species.',
      'Check the enclosure daily for gaps, loose lids and chewed corners, since confident, active animals make the best escape artists.',
      'Get the company right for your species: rats and guinea pigs need companions of their own kind, while Syrian hamsters and many reptiles must live alone.',
      'For reptiles, give a warm end and a cool end with a thermometer at each, plus UVB lighting where the species needs it, so an active animal can regulate itself.',
      'Handle gently and briefly, supporting the whole body, and stop before it starts to wriggle, so time in your hands stays something it is happy to do.',
    ],
  },
  bySpecies: {
    dog: {
      greatTools:
        'A well-fitted harness and a long line for exploring new places, a flirt pole and a couple of tug toys, and a rotating box of chews and puzzle feeders swapped every few days. Trick props such as a target stick, a hoop and a low platform keep fresh skills coming, and a settle mat marks the end of playtime.',
      tips: tips(
        'Meet its energy before you ask for calm. Schedule at least one vigorous session a day, such as a long sniff-and-run on a new route, flirt-pole play or a game of fetch, then follow it with a chew so it learns to switch down.',
      ),
    },
    cat: {
      greatTools:
        'A feather wand, kickers and crinkle balls kept in a rotating box and swapped every few days; wall shelves and a tall cat tree for climbing; a secure catio, or a well-fitted harness for a cat that enjoys garden trips; a clicker and a small hoop for tricks; and a cosy bed up high that marks the end of playtime.',
      tips: tips(
        'Meet its energy before you ask for calm. Schedule two or three sprint-and-pounce sessions with a wand toy a day, each followed by a meal, so your cat learns that the hunt ends in food, a wash and a nap.',
      ),
    },
    bird: {
      greatTools:
        'A play stand and a travel cage so your bird can join you around the home; a rotating box of foraging toys, shreddables and puzzles; a target stick, a bell and a small ball for tricks; and a cage cover that marks the end of the day.',
      tips: tips(
        'Meet its energy before you ask for calm. Give it daily flight time and a lively game, such as a dance to music or recall flights to your hand, then a foraging toy on its play stand, so it learns to switch down.',
      ),
    },
    rabbit: {
      greatTools:
        'A large run with tunnels, ramps, a low platform and a dig box that you rearrange every week; willow balls, stacking cups and cardboard castles in rotation; a target stick and low jumps for agility; and a hidey house where the pair can flop when playtime ends.',
      tips: tips(
        'Meet their energy before you ask for calm. Open up the big run with its tunnels and ramps for an hour or more, ideally at dawn or dusk, then scatter fresh hay and a few herbs so the pair graze their way into a rest.',
      ),
    },
  },
};
