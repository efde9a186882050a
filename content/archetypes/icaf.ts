import type { ArchetypeContent } from '../schema.ts';

export const icaf: ArchetypeContent = {
  code: 'ICAF',
  title: 'Voyager',
  description:
    'Your pet is:\nIndependent - an explorer that happily sets off on adventures of its own\nConfident - meets new people, animals and places with curiosity rather than caution\nActive - bursting with energy and always ready to be on the move\nFlexible - adapts quickly to new routines, new homes and surprises',
  traits: [
    'Explores on its own initiative',
    'Curious and fearless in unfamiliar situations',
    'Energetic and hungry for adventure',
    'Adapts quickly to change and surprises',
  ],
  bestApproach:
    'Feed its curiosity. The Voyager thrives on variety, so offer new environments, new challenges and new experiences regularly, with as much freedom to explore as is safe. Keep training upbeat and varied, reward it generously every time it checks in with you, and build safety into everything (secure boundaries, a reliable recall, escape-proof housing), because this pet will go looking for adventure whether or not you plan one.',
  greatTools:
    'A rotating box of novel toys and puzzles, a roomy but escape-proof enclosure or play space, and foraging games that change every time to keep its busy brain occupied. A secure travel carrier lined with familiar bedding makes trips to new places easy, and an up-to-date record of its microchip or ID means a bold explorer can always be brought home.',
  overview:
    'The Voyager is the explorer of the pet world: bold, energetic and always curious about what lies around the next corner. It is not clingy, but it loves shared adventures and takes new places, new people and sudden changes of plan in its stride. It learns quickly and gets bored just as fast, so variety is its fuel. Without enough stimulation it becomes its own entertainment director, often through escape attempts, chewing or mischief.',
  getsOnWellWith:
    'Playful, confident animals that can keep up with its energy and do not mind a bit of rough and tumble. It usually adapts well to new housemates and visiting pets, and enjoys lively children who like games and outings. Very timid or elderly animals may find it overwhelming, so make sure they have a way to avoid its enthusiasm.',
  idealOwner:
    'An active, adventurous and flexible person who enjoys new experiences and likes to bring a pet along. Owners who hike, travel, move house or simply prefer variety in their days suit the Voyager, as do people who enjoy inventing new games. It needs someone who reads escape attempts and nosiness as the signs of a bright mind needing more outlets, not as bad behaviour.',
  tips: 'Schedule novelty the way other owners schedule meals: at least one new experience a week, such as a new route, a new room layout, a new puzzle or an unfamiliar object to investigate. A Voyager that finds home interesting enough is far less likely to leave in search of entertainment.\nSecure the perimeter. Check fences, gates, windows, doors and enclosure latches regularly, because a confident, independent explorer will test every gap, and keep microchip or ID details up to date.\nTeach a come-to-me cue with high-value rewards (almost any pet can learn one) and rehearse it in new places, so it still works when excitement is high.\nBalance adventure with rest. Active pets can become overtired and overstimulated, so plan quiet time after outings, with a comfortable bed and something to chew or forage.\nKeep vaccinations (where your species needs them), parasite control and health checks up to date; an animal that roams widely meets more risks than a homebody.',
  starSigns: ['Sagittarius', 'Gemini', 'Aries'],
  bestHumanTypes: ['ESTP', 'ENFP', 'ENTP', 'ESFP', 'ISTP'],
  compatibility: [
    {
      type: 'ESTP',
      title: 'The Full-Throttle Explorers',
      relationshipStyle:
        'This is a match made on the trail. You are energetic, spontaneous and always up for an outing, and the Voyager is bold, adaptable and ready to go the moment you are. Your practical, physical approach gives it real-world adventures rather than theory, and your no-fuss manner respects its independence. The only risk is that neither of you stops to think about safety before charging into the next new thing.',
      tips: 'Build a thirty-second safety check into every outing: ID, water, a secure harness or carrier where your species needs one, and a quick recall rehearsal. Try new physical challenges together, such as unfamiliar terrain or a climbing course suited to its body. Plan a lazy day after a big adventure so neither of you burns out.',
    },
    {
      type: 'ENFP',
      title: 'The Restless Hearts',
      relationshipStyle:
        'Warm, imaginative and spontaneous, you love novelty and new places as much as the Voyager does. You will happily take it on trips, introduce it to new friends and dream up fresh games, and it will meet each one with curiosity and confidence. Your affection is welcome, though this independent animal will not always want to be cuddled after an adventure; it may prefer to go and investigate something on its own. Together you make an enthusiastic, ever-changing partnership.',
      tips: 'Keep a running list of new places and experiences to try together and tick one off each week. During outings, let it explore at its own pace rather than steering it towards the people you want it to meet. Check basics such as vaccinations, ID and a secure carrier before each new trip, since details are easy to skip in the excitement.',
    },
    {
      type: 'ENTP',
      title: 'The Ideas Lab',
      relationshipStyle:
        'Quick, curious and restless, you love puzzles and unconventional ideas, and the Voyager is the perfect test partner for your experiments. It adapts instantly to your changing plans and tackles every new challenge with confidence. Your logical, non-clingy style suits its independence, and it will never bore you. The pair of you may get into mischief together, so somebody needs to think about the consequences, and it will not be the pet.',
      tips: 'Invent new puzzles, obstacle courses and games, and let it road-test each one. Turn your analytical mind to risk: map likely escape routes, toxic plants and loose cables before they become a problem. Balance stimulation with proper rest so an overexcited pet does not become a destructive one.',
    },
    {
      type: 'ESFP',
      title: 'The Life of the Party',
      relationshipStyle:
        'Fun-loving and social, you fill your life with people, outings and play, and the Voyager is confident and energetic enough to join in with gusto. It enjoys new faces, new places and your spur-of-the-moment plans. Your warmth and your attention to what is happening right now make you quick to spot when it wants to play. It may prefer exploring the garden to being the centre of attention, so let it find its own way into the fun.',
      tips: "Take it on social outings where it can explore safely, such as a friend's secure garden or a quiet pet-friendly venue. Keep a close eye on doors and gates during busy gatherings, when an explorer can slip out unnoticed. Offer genuinely active play as well as social time, so its energy is spent and not just stirred up.",
    },
    {
      type: 'ISTP',
      title: 'The Quiet Trailblazers',
      relationshipStyle:
        'Relaxed, practical and hands-on, you enjoy the outdoors and building things, and the Voyager will love both the adventures and the clever set-ups you create. Your calm, independent style respects its need for freedom, and your easygoing approach to plans matches its adaptability. You may prefer quieter adventures than it would choose, but your shared love of doing rather than talking makes this a strong, low-drama partnership.',
      tips: 'Build climbing frames, obstacle courses or foraging puzzles and rebuild them into new configurations every week. Pick outdoor adventures that suit you both, such as quiet trails or a secure patch of garden to explore together. Use your practical skills to make its enclosure and your boundaries genuinely escape-proof.',
    },
    {
      type: 'INTP',
      title: 'The Curious Co-Pilots',
      relationshipStyle:
        'Analytical and laid-back, you love understanding why animals behave as they do, and the Voyager gives you endless material. Its adaptability suits your loose schedule, and your non-clingy style respects its independence. The gap is energy: your quieter, more cerebral life may not supply enough physical activity for this bold explorer. Turn your curiosity into shared adventures and the match works very well.',
      tips: 'Design enrichment experiments and record which puzzles it solves fastest and which it abandons. Put physical activity in the diary every day so thinking time never replaces exercise. Treat new places as field trips, observing how it investigates each one.',
    },
    {
      type: 'ISFP',
      title: 'The Wandering Artists',
      relationshipStyle:
        'Gentle, sensory and spontaneous, you enjoy nature and the present moment, and the Voyager shares your pleasure in exploring the world up close. Your go-with-the-flow approach suits its flexibility, and you give it freedom without fuss. Its energy may outpace your quieter preferences, and its independence means your warmth will sometimes go unanswered. Shared time outdoors is where the two of you connect best.',
      tips: 'Take it on nature outings suited to its species, from exploring a secure garden to walking a new woodland trail. Notice which textures, smells and sounds delight it and build activities around them. Schedule energetic play each day, even when a quiet afternoon appeals to you more.',
    },
    {
      type: 'INFP',
      title: 'The Dreamer and the Daredevil',
      relationshipStyle:
        'Imaginative and patient, you value the Voyager as an individual and delight in its curious spirit. Your flexibility matches its adaptability, and your imagination can produce new games and gentle adventures. However, your quieter, inward-looking life may not supply enough vigorous activity, and you may worry whenever it disappears to explore. Trust its confidence, plan active adventures, and the bond will be warm and lively.',
      tips: 'Plan an active outing or play session on a regular basis, even when you would rather stay in. Accept that its independence is healthy curiosity rather than a lack of love. Make your home and garden secure so its explorations can be enjoyed rather than feared.',
    },
    {
      type: 'ESTJ',
      title: 'The Planner and the Pathfinder',
      relationshipStyle:
        'You like clear rules, schedules and follow-through, while the Voyager prefers variety and freedom. Your active, outgoing life supplies plenty of exercise and new people, and your practical consistency keeps its safety basics firmly in place. The friction comes when its improvising meets your plans: it may wander off-script and find its own way round your routine. Build variety into the schedule itself and accept a little unpredictability, and this can be an energetic, effective team.',
      tips: 'Schedule variety on purpose, such as a different route, game or location each day of the week. Use the same clear cues for safety behaviours like recall and waiting at doors. Let go of the expectation that it will follow a fixed routine; it thrives on change.',
    },
    {
      type: 'ENTJ',
      title: 'The Summit Planner',
      relationshipStyle:
        'Decisive, ambitious and energetic, you enjoy big projects, and the Voyager makes a confident partner for adventurous goals such as long hikes or a new sport. Your big-picture thinking welcomes novelty and your drive keeps things moving. The friction is control: your planned, directive style can chafe against its independent, improvising nature. Give it freedom within your plans and you will make a formidable team.',
      tips: 'Set adventure goals, such as a new trail, sport or challenge each month, and let its reactions shape the next plan. Give it the choice of direction some of the time; an independent explorer works harder when it has a say. Keep it engaged with rewards and games rather than relying on control.',
    },
    {
      type: 'ENFJ',
      title: 'The Tour Guide',
      relationshipStyle:
        'Outgoing and encouraging, you love organising experiences for others, and the Voyager is happy to come along for the ride. Your active social life provides variety and new people, and your generous praise keeps training fun. The friction is your careful itinerary: it may prefer to abandon the plan and go its own way, and it has little need for the emotional check-ins you offer. Give it room to improvise and enjoy its confidence rather than managing it.',
      tips: 'Plan outings, but leave unstructured time in each one for its own exploring. Use lively praise and play as rewards, which it responds to well. Let it greet new people when it chooses rather than orchestrating every introduction.',
    },
    {
      type: 'ESFJ',
      title: 'The Home Base Host',
      relationshipStyle:
        'Sociable and caring, you run a welcoming, well-organised home, and the Voyager enjoys the company and bustle. Your love of routine and harmony may be tested, though, by its roaming tendencies and its indifference to doing things the usual way. Your practical attention to detail is a real asset for keeping an explorer safe, and your busy social life gives it plenty of new faces. Allow it regular variety and adventure and it will treat your home as a happy base camp.',
      tips: 'Write adventures into your routine, such as a new outing every weekend, so they happen reliably. Keep doors and gates closed during gatherings and ask your guests to do the same. Accept its independence as personality rather than a verdict on your care.',
    },
    {
      type: 'ISTJ',
      title: 'The Anchor and the Roamer',
      relationshipStyle:
        'Quiet, orderly and dependable, you provide stability, but the Voyager craves variety, activity and freedom. Your well-worn routines may feel restrictive to it, and its escapades may exasperate you. Your practical attention to safety and detail is a real asset with such a bold animal, and your calm, unfussy manner respects its independence. Build novelty into your plans and give it vigorous daily exercise, and the partnership can be surprisingly solid.',
      tips: 'Schedule new experiences as regularly as you schedule everything else, for example a different route or puzzle every Saturday. Provide a secure space where it can explore freely without needing your supervision. Use your reliability to keep its health checks, vaccinations and ID up to date.',
    },
    {
      type: 'ISFJ',
      title: 'The Careful Worrier',
      relationshipStyle:
        "Warm and attentive, you offer a safe, caring home, but you may worry about the Voyager's fearless exploring and find its energy tiring. Your love of routine and quiet pulls against its appetite for novelty and action, and it may not return the closeness you offer. Your watchful eye for practical detail keeps it safe. With secure adventures and a little trust, you can give it a happy, grounded home.",
      tips: 'Create secure spaces, such as a well-fenced garden, a catio or a rabbit-proofed room, where it can explore without you worrying. Plan regular active outings and treat them as part of its care, like feeding. Remind yourself that its confidence is a strength, and that it comes back to you because it wants to.',
    },
    {
      type: 'INFJ',
      title: 'The Quiet Harbour',
      relationshipStyle:
        "Reflective and organised, you enjoy meaningful experiences and will appreciate the Voyager's bright, curious mind. Its high energy and love of spontaneous adventure may exhaust your quieter nature, however, and its independence can feel like distance to someone who values deep connection. Your intuition helps you read what it needs even when it is off exploring. Plan enriching adventures, give it freedom, and it will keep returning to your calm harbour.",
      tips: 'Plan new experiences for it, but let it lead once you arrive. Schedule both calm time and action time each day so neither of your needs gets squeezed out. Protect your own recharge time so you can enjoy its energy rather than dread it.',
    },
    {
      type: 'INTJ',
      title: 'The Cartographer',
      relationshipStyle:
        "Strategic and independent, you enjoy mapping out plans, and the Voyager's intelligence and curiosity make it a rewarding training partner. Your own independence respects its need for freedom, and your appetite for ideas welcomes the novelty it craves. However, your preference for a planned, orderly approach may clash with its improvisation, and your quieter life may not supply enough activity. Design a varied programme with room for surprises and the match works well.",
      tips: 'Design an enrichment programme with a new challenge each week, and deliberately vary the order of activities. Build vigorous exercise into your own routine so it is never left to chance. Allow it to deviate from the plan; its improvisation is part of its intelligence.',
    },
  ],
  famousAnimals: [
    {
      name: 'Owney',
      species: 'Dog (terrier mix)',
      description:
        "Owney was a scruffy terrier mix who wandered into the Albany, New York, post office in 1888 and began riding mail trains across the United States, collecting hundreds of tags and medals from the postal clerks he met along the way. In 1895 he travelled around the world by train and steamship, and he is now preserved at the Smithsonian's National Postal Museum.",
      featured: true,
      image: 'famous-icaf',
    },
    {
      name: 'Boji',
      species: 'Dog (street dog)',
      description:
        'Boji is an Istanbul street dog who became famous in 2021 for commuting around the city on his own by metro, tram and ferry, sometimes covering around 30 kilometres in a day. Transit staff fitted him with a tracker and found that he waited calmly on platforms and hopped off at stops of his own choosing, a genuinely independent traveller.',
    },
    {
      name: 'Andre',
      species: 'Harbour seal',
      description:
        'Andre was a harbour seal raised by Harry Goodridge in Rockport, Maine, from 1961. For years he wintered at an aquarium and was released each spring to swim well over a hundred miles along the coast back to Rockport harbour, where he entertained crowds before heading out to sea on his own terms.',
    },
    {
      name: 'Eclipse',
      species: 'Dog (Labrador mix)',
      description:
        'Eclipse is a black Labrador mix from Seattle who made headlines in 2015 for riding the city bus on her own to the dog park whenever her owner was running late. Drivers and commuters grew used to her boarding, settling on a seat and hopping off at the right stop, quite unfazed by the crowds around her.',
    },
    {
      name: 'Bob the Railway Dog',
      species: 'Dog (mixed breed)',
      description:
        "Bob rode the locomotives of South Australia's railways in the 1880s and 1890s, roaming the network on his own and hopping from engine to engine as the fancy took him. His collar read 'Stop me not, but let me jog, for I am Bob, the driver's dog', and a statue of him now stands in Peterborough.",
    },
    {
      name: 'Mrs Chippy',
      species: 'Cat (tabby)',
      description:
        "Mrs Chippy was the tabby tomcat who sailed with carpenter Harry McNish on Ernest Shackleton's Endurance expedition of 1914. The crew's diaries describe him strolling along the ship's narrow rails in rough seas, scaling the rigging and teasing the expedition's sled dogs from the roofs of their kennels, a cat entirely at home in a floating world of ice.",
    },
    {
      name: 'Nala',
      species: 'Cat (grey and white tabby)',
      description:
        'Nala was a stray kitten in Bosnia when Scottish cyclist Dean Nicholson picked her up in 2018, partway through his ride around the world. She has since covered thousands of miles through Europe and Asia in his handlebar basket, hopping out to explore every beach, campsite and mountain pass with bold curiosity, and became an internet star along the way.',
    },
  ],
  bySpecies: {
    dog: {
      greatTools:
        'A long line and a well-fitted harness for exploring new places safely, a GPS tracker on its collar for the day its nose wins, and a rotating box of toys and puzzles so home stays interesting. A travel kit of a collapsible water bowl, a familiar mat and a towel in the car makes spur-of-the-moment trips easy, and scent games that change every time keep its busy brain occupied.',
      tips: 'Schedule novelty the way other owners schedule meals: at least one new experience a week, such as a new route, a new room layout, a new puzzle or an unfamiliar object to investigate. A Voyager that finds home interesting enough is far less likely to leave in search of entertainment.\nSecure the perimeter. Check fences, gates, windows, doors and enclosure latches regularly, because a confident, independent explorer will test every gap, and keep microchip or ID details up to date.\nTeach a rock-solid recall with high-value rewards and rehearse it in new places on a long line, so it still works when a squirrel or another dog appears.\nBalance adventure with rest. Active pets can become overtired and overstimulated, so plan quiet time after outings, with a comfortable bed and something to chew or forage.\nKeep vaccinations, flea, tick and worm treatment and a yearly health check up to date; a dog that roams widely meets more risks than a homebody.',
    },
    cat: {
      greatTools:
        'A well-fitted cat harness introduced slowly at home, a catio or cat-proofed garden for safe roaming, and a rotating box of wand toys, balls and paper bags. Tall climbing frames and wall shelves give it new routes indoors, and a carrier left out as a bed makes trips to new places far less dramatic.',
      tips: 'Schedule novelty the way other owners schedule meals: at least one new experience a week, such as a new route, a new room layout, a new puzzle or an unfamiliar object to investigate. A Voyager that finds home interesting enough is far less likely to leave in search of entertainment.\nSecure the perimeter. Check fences, gates, windows, doors and enclosure latches regularly, because a confident, independent explorer will test every gap, and keep microchip or ID details up to date.\nTeach a come-to-me cue by shaking a treat pot before meals, and rehearse it in different rooms and the garden, so it still works when excitement is high.\nBalance adventure with rest. Active pets can become overtired and overstimulated, so plan quiet time after outings, with a comfortable bed and something to chew or forage.\nKeep its vaccinations, flea and worm treatment and yearly health check up to date; a cat that roams widely meets more risks than a homebody.',
    },
    bird: {
      greatTools:
        'A play stand and a rotating set of foraging toys, a roomy cage with natural branches of different thicknesses, and a bird-safe room for daily flight. For outings, a flight harness introduced slowly with treats, or a small travel cage, lets a bold bird see new places safely, and a target stick makes recall and carrier training easy.',
      tips: 'Schedule novelty the way other owners schedule meals: at least one new experience a week, such as a new route, a new room layout, a new puzzle or an unfamiliar object to investigate. A Voyager that finds home interesting enough is far less likely to leave in search of entertainment.\nSecure the room. Check windows, doors, screens and the cage door before every flight, because a confident, independent explorer will test every gap, and keep its leg ring number and microchip details to hand.\nTeach a fly-to-hand recall with a favourite treat, starting a short hop away and rehearsing it in different rooms, so it still works when a bold bird is startled or excited.\nBalance adventure with rest. Active birds can become overtired and overstimulated, so plan quiet time after outings, in a calm room with something to shred or forage.\nBook a yearly check with an avian vet and keep a close eye on its weight and droppings; a bird that explores widely meets more risks than a homebody.',
    },
    rabbit: {
      greatTools:
        "A large, secure run joined to its shelter, with tunnels, ramps and a dig box, and cardboard castles it can chew and redesign. A rotating basket of willow toys and treat balls keeps its explorer's brain busy, and a secure carrier lined with hay makes vet trips and moves calmer.",
      tips: 'Schedule novelty the way other owners schedule meals: at least one new experience a week, such as a new route, a new room layout, a new puzzle or an unfamiliar object to investigate. A Voyager that finds home interesting enough is far less likely to leave in search of entertainment.\nSecure the perimeter. Check fences, gates, windows, doors and enclosure latches regularly, because a confident, independent explorer will test every gap, and keep microchip or ID details up to date.\nTeach a come-to-me cue by shaking a pot of pellets before meals, and rehearse it in the run and the rabbit room, so you can gather it in without a chase.\nBalance adventure with rest. Active pets can become overtired and overstimulated, so plan quiet time after outings, with a comfortable bed and something to chew or forage.\nKeep its myxomatosis and rabbit haemorrhagic disease vaccinations and a yearly health check up to date; a rabbit that explores widely meets more risks than a homebody.',
    },
  },
  activities: {
    dog: [
      {
        text: 'Sniff-led adventure walks on a new route each week: let it choose the turn at each junction on a long line, and give it time to investigate whatever it finds.',
        icon: 'map',
      },
      {
        text: 'A weekend hike somewhere it has never been, built up gradually in distance, with a water stop and a short rest every half hour.',
        icon: 'mountain',
      },
      {
        text: 'A dog sport that rewards boldness and variety, such as hoopers, agility or canicross: one class a week gives its energy a purpose.',
        icon: 'ball',
      },
      {
        text: "Scent hunts in new places: hide a toy or a pot of treats in a friend's garden or a quiet park and let it track it down.",
        icon: 'search',
      },
      {
        text: 'Recall games in fresh surroundings: call it away from something interesting, pay with a jackpot of treats, then send it straight back to explore.',
        icon: 'footprints',
      },
      {
        text: 'A weekly new-thing session at home: an open umbrella, a crinkly tunnel or a wobble board, with a reward every time it investigates boldly.',
        icon: 'sparkles',
      },
    ],
    cat: [
      {
        text: 'Harness-trained adventures: once it is happy in a cat harness indoors, take short trips to a quiet garden and let it choose where to go.',
        icon: 'leaf',
      },
      {
        text: 'A catio or cat-proofed garden with logs, climbing frames and cat-safe plants, and something new added to investigate every week.',
        icon: 'trees',
      },
      {
        text: 'Two fast hunting games a day with a wand toy, each ending in a catch and followed by a meal, so it can stalk, pounce, eat and then sleep.',
        icon: 'cat',
      },
      {
        text: 'Cardboard box forts and paper-bag tunnels rebuilt into a new layout every few days, for it to explore and ambush through.',
        icon: 'home',
      },
      {
        text: 'House-wide treasure hunts: hide small portions of its dinner on shelves, behind doors and in boxes so it has to search every room.',
        icon: 'search',
      },
      {
        text: 'Clicker training for tricks such as a high five or jumping through a hoop, in sessions of two or three minutes to suit its quick mind.',
        icon: 'brain',
      },
    ],
    bird: [
      {
        text: 'At least an hour of daily flight time in a bird-safe room, with new landing spots (a ladder, a rope swing, a play stand) moved around every week.',
        icon: 'feather',
      },
      {
        text: 'Foraging treasure hunts: wrap pellets or seed in paper, tuck them into cardboard boxes and paper cups, and let it shred its way to the food.',
        icon: 'search',
      },
      {
        text: 'Harness-trained outings for a bird that accepts a flight harness, starting with five minutes on a quiet balcony or in the garden.',
        icon: 'sun',
      },
      {
        text: 'Target training: teach it to touch the end of a chopstick with its beak, then use the target to guide it onto new perches, scales and into its carrier.',
        icon: 'brain',
      },
      {
        text: 'A new toy challenge each week, such as a bird-safe puzzle, a bundle of palm leaves to shred or a knot of vegetable-tanned leather to untie.',
        icon: 'sparkles',
      },
      {
        text: 'Bath time every few days: a shallow dish of lukewarm water or a fine mist from a clean spray bottle, which many bold birds turn into a game.',
        icon: 'waves',
      },
    ],
    rabbit: [
      {
        text: 'Daily zoomies and binkies in a large, secure run or rabbit-proofed room of several square metres, with tunnels, ramps and a dig box to explore.',
        icon: 'rabbit',
      },
      {
        text: 'A low-jump course of poles and ramps in an enclosed space, taught with small pieces of herb as rewards, for a rabbit that enjoys hopping it.',
        icon: 'carrot',
      },
      {
        text: 'Forage trails: scatter its daily pellets and herbs through piles of hay and cardboard boxes so it has to search the whole run.',
        icon: 'search',
      },
      {
        text: 'A weekly new-territory session: open up a freshly rabbit-proofed room or a new section of the run for it to explore and map out.',
        icon: 'map',
      },
      {
        text: 'A dig box of soil, shredded paper or child-safe play sand, swapped for a different filling every week so there is always something new to dig.',
        icon: 'leaf',
      },
      {
        text: 'Cardboard castles with several doorways and a lookout roof, rebuilt into a new shape every few days for it to chew and redesign.',
        icon: 'home',
      },
    ],
    other: [
      {
        text: 'Rebuild its enclosure every week: move hides, tunnels, branches and platforms so there is a new route to explore each time.',
        icon: 'map',
      },
      {
        text: 'Supervised free-roam time in a pet-proofed room or a large playpen with tunnels, ramps and dig pits, for species that enjoy exploring.',
        icon: 'gamepad',
      },
      {
        text: 'Scatter-feed instead of using a bowl: hide food in hay, paper or substrate that suits your species so it searches for it as it would in the wild.',
        icon: 'search',
      },
      {
        text: 'Target training with a small stick and a favourite treat: many small mammals and some reptiles learn to come to a target, which makes handling easier.',
        icon: 'brain',
      },
      {
        text: 'A new object each week, such as a cardboard tube, a safe branch, a cork log or a textured stone, for its bold and curious nature to investigate.',
        icon: 'sparkles',
      },
    ],
  },
  careTips: {
    dog: [
      'Keep recall training fresh and use a long line in unfenced places until it comes back reliably, even when it spots wildlife or other dogs.',
      'Keep its microchip details current and your phone number on its collar tag: a Voyager following its nose can be a long way off in minutes.',
      'Stay on top of vaccinations and flea, tick and worm treatment, since a dog that covers a lot of ground meets a lot of parasites.',
      'After each adventure, check between its toes and pads for grass seeds, cuts and ticks, especially from late spring to autumn.',
      'Walk the garden boundary once a month looking for gaps, loose boards and digging spots, and keep gates latched: bold explorers find every weak point.',
      'Feed for its workload, a little more in busy hiking weeks and less in quiet spells, and check you can still feel its ribs easily.',
    ],
    cat: [
      'If it goes outdoors, make sure it is neutered, vaccinated and microchipped, and keep it in from dusk to dawn, when roads are most dangerous.',
      'Give it climbing routes at several heights indoors (shelves, a tall cat tree, the top of a wardrobe) so exploring does not always mean going out.',
      'Check its coat, ears and claws after outdoor adventures for ticks, scratches and burrs, and keep flea and worm treatment up to date.',
      'Update its microchip details whenever you move or change number: roaming cats are often found streets away from home.',
      'Fit window screens or open windows only a crack, because a bold cat will leap after a passing insect without a thought for the drop.',
      'Rotate its toys every week and keep a few back in a cupboard; a Voyager ignores anything it has already conquered.',
    ],
    bird: [
      'Bird-proof the room before every flight: close windows and doors, cover glass and mirrors, switch off ceiling fans and hobs, and remove toxic plants.',
      'Never heat non-stick (PTFE) pans or run a self-cleaning oven while it is in the house: the fumes can kill a bird within minutes.',
      'Give it a cage large enough to climb and flap its wings freely, furnished with natural wood perches of several thicknesses.',
      'Keep its leg ring number, microchip details and a recent photo to hand: bold birds are the likeliest to fly out of an open door.',
      'Feed a good-quality pellet diet with fresh vegetables every day rather than seed alone, and offer a little more when it has been flying hard.',
      'Give it ten to twelve hours of dark, quiet sleep, with a cover over the cage if the room stays lit in the evening.',
    ],
    rabbit: [
      'Keep it with a neutered, bonded rabbit companion: even a bold, independent explorer is a social animal that needs a friend of its own kind.',
      'Give it round-the-clock access to a large, predator-proof exercise area of several square metres, joined to its shelter so it can come and go.',
      'Vaccinate against myxomatosis and both strains of rabbit haemorrhagic disease, and check its rear end daily in warm weather for signs of flystrike.',
      'Make hay most of its diet: a pile at least as big as the rabbit every day, plus fresh greens and only a small measure of pellets.',
      'Rabbit-proof cables, skirting boards and houseplants before free-roam time: confident explorers taste whatever they investigate.',
      'Lift it only when you need to, supporting its chest and hindquarters close to your body, and never pick it up by the ears or scruff.',
    ],
    other: [
      "Research your species' exercise needs carefully: ferrets need hours of play outside the cage, rats need large multi-level cages, and many reptiles need secure, lockable lids.",
      'Use escape-proof enclosures with secure lids and latches, and check them after cleaning, when they are most likely to be left open.',
      'Measure the temperature, lighting and humidity your species needs with a thermometer and hygrometer rather than guessing, and check them weekly.',
      'Handle it gently and briefly, close to the floor or over a soft surface, so a bold pet that wriggles free cannot fall far.',
      'Find a vet who treats your species before you need one, and book a yearly check-up: small and unusual pets hide illness well.',
      'Keep social species in pairs or groups (guinea pigs, rats and gerbils all need company of their own kind), and solitary species on their own.',
    ],
  },
};
