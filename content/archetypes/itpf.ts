import type { ArchetypeContent } from '../schema.ts';

export const itpf: ArchetypeContent = {
  code: 'ITPF',
  title: 'Explorer',
  description:
    'Your pet is:\n' +
    'Independent - self-sufficient and happy to potter about alone, checking in with you when it chooses.\n' +
    'Timid - cautious around strangers, loud noises and sudden movement, and quick to retreat when startled.\n' +
    'Passive - unhurried and low-energy, it prefers short, quiet investigations followed by long rests.\n' +
    'Flexible - adaptable once it feels safe, it takes new rooms, objects and routines in its stride if given time.',
  traits: [
    'Self-sufficient and content to potter alone',
    'Curious about novelty yet wary of people and noise',
    'Investigates in short bursts, then rests for long spells',
    'Adapts well to change when allowed its own pace',
  ],
  bestApproach:
    "Offer the Explorer new experiences in small, quiet doses and let it investigate without an audience. Put a new object, route or toy where it can be approached from cover, then step back and busy yourself elsewhere. Because it adapts well, you can vary its days far more than you could for a routine-bound pet, but never rush or crowd it while it works up the courage to look. An owner who treats discovery as the pet's own project gets the best from this personality.",
  greatTools:
    'Cardboard boxes, tunnels and paper bags with the handles removed make cheap, endlessly rearrangeable exploration zones. A rotating toy basket, swapped weekly, keeps novelty fresh without overwhelming the pet. Scent-based enrichment, such as herb sprigs, hay from a different batch or a towel that smells of another room, satisfies curiosity for very little physical effort. A comfortable carrier left open at home doubles as a den and makes outings and vet trips far less stressful.',
  overview:
    'The Explorer is a quiet adventurer: it wants to know what is around the corner but prefers to find out alone and at a gentle pace. It is reserved with strangers and startles easily, yet it copes with change better than most shy pets, settling into a new home or a rearranged room once it has inspected everything. Its energy comes in short investigative bursts followed by long, contented naps. Owners who give it freedom to potter and protection from noise find it an easy-going and quietly fascinating companion.',
  getsOnWellWith:
    'The Explorer gets along with calm animals that leave it room to wander, and it often accepts a new housemate more readily than a routine-bound shy pet would, provided the introduction is gradual. Loud, pushy or relentlessly playful animals will send it into hiding. It tends to like quiet adults and older children who let it sniff and inspect them without reaching out. Households that change often, through travel, house moves or shifting work patterns, suit it well as long as its den comes along.',
  idealOwner:
    'The ideal owner is relaxed and adaptable, happy to let a pet follow its curiosity rather than a strict timetable. They enjoy small discoveries, such as watching their pet inspect a new tunnel or puzzle out a foraging toy, and do not need constant interaction in return. A quiet home, or at least a quiet corner, is essential. People who travel, redecorate or keep irregular hours can do well with this pet, provided they introduce changes gently and keep its den consistent.',
  tips:
    'Run a weekly novelty rotation: a new box, a different foraging puzzle or a favourite resting spot moved elsewhere. Place each new item near a familiar retreat so your pet can look at it from safety, then leave it alone to investigate.\n' +
    'Keep a portable den, such as a carrier with familiar bedding or a covered travel cage, and make it part of everyday life at home. Wherever it goes, that den tells your pet it is safe, which is why this adaptable personality can handle moves and holidays well.\n' +
    'Let your pet explore with its senses before its feet. Scatter a little food, or bring in interesting smells such as fresh herbs, hay or a leaf from the garden, so exploring costs little energy but still rewards curiosity.\n' +
    'Protect it from noise and crowds even though it handles change well, because adaptability is not the same as confidence. During parties, fireworks or building work, settle it in a quiet room with its den, water and a familiar sound in the background.\n' +
    'Keep activity sessions short and stop while your pet is still interested. A few minutes of gentle exploring followed by rest suits this passive personality far better than long play, and it leaves your pet keen for the next session.',
  starSigns: ['Pisces', 'Gemini', 'Libra'],
  bestHumanTypes: ['ISFP', 'INFP', 'ISTP', 'INTP', 'INFJ'],
  compatibility: [
    {
      type: 'ISFP',
      title: 'The Kindred Drifter',
      relationshipStyle:
        'An ISFP and an Explorer share an unhurried, in-the-moment way of living, and that makes this one of the easiest pairings for a shy, adaptable pet. The ISFP moves softly, notices textures, smells and sounds, and enjoys letting the pet discover things in its own time. Their flexible days suit an animal that does not need a rigid schedule, and their gentle presence never feels like pressure. The only real risk is that basics such as cleaning and health checks slip when life gets busy.',
      tips: 'Share your sensory pleasures with your pet, such as a pot of fresh herbs to sniff or a patch of sun by the window. Put one recurring care reminder in your phone for cleaning and weighing. Keep loud visitors to a minimum, since your calm is what makes exploring feel safe.',
    },
    {
      type: 'INFP',
      title: 'The Gentle Fellow Dreamer',
      relationshipStyle:
        "The INFP's patience and imagination suit the Explorer beautifully: they are happy to set up a little world of boxes and tunnels and then simply watch what happens. They accept the pet's independence without feeling rejected and give it room to approach in its own time. Their easy-going attitude to routine matches a flexible animal, so irregular days are rarely a problem. They do need to guard against over-interpreting shyness as sadness and compensating with too much attention.",
      tips: 'Build small discovery projects, such as a cardboard castle or a foraging box, and let your pet find them alone. Keep a gentle eye on appetite and droppings so health issues are not missed. Let affection come to you rather than seeking it out.',
    },
    {
      type: 'ISTP',
      title: 'The Quiet Fixer',
      relationshipStyle:
        'The ISTP is calm, practical and unbothered by a pet that keeps to itself, which is exactly the atmosphere an Explorer enjoys. They like making things, so homemade tunnels, hides and puzzle feeders tend to appear, each one a new project for the pet to investigate. Their spontaneous habits suit an adaptable animal, and they rarely fuss or crowd. Their blind spot is emotional cues: they may miss subtle signs that the pet is uneasy.',
      tips: "Build a new hide or puzzle every few weeks and place it near your pet's usual resting spot. Learn your species' stress signals, such as flattened ears, freezing or rapid breathing. Keep noisy tools out of earshot of the pet's room.",
    },
    {
      type: 'INTP',
      title: 'The Fellow Investigator',
      relationshipStyle:
        "The INTP approaches life the way an Explorer does: curious, independent and in no hurry. They find the pet's careful investigations fascinating and enjoy designing experiments in enrichment to see what it will do. Neither needs constant company, so the relationship is relaxed and respectful. The main weakness is forgetfulness, as feeding and cleaning can slide when the INTP is absorbed in something else.",
      tips: 'Treat enrichment as an experiment: change one thing at a time and note how your pet responds. Automate water and, where suitable, feeding, but check them daily. Set a recurring reminder for cleaning and health checks.',
    },
    {
      type: 'INFJ',
      title: 'The Considerate Pathfinder',
      relationshipStyle:
        "The INFJ reads unspoken signals well and builds trust slowly, which helps a timid Explorer feel understood. They like planning and will happily prepare the pet for changes, such as laying out a travel den well before a trip. Their quiet home suits the pet's nerves. They may lean more towards structure than this flexible animal needs, but that tends to add security rather than stress.",
      tips: 'Plan novelty as gentle stepping stones, such as a new room explored for five minutes at a time. Keep your evenings quiet enough for your pet to roam the house. Let the pet choose when to join you rather than inviting it over.',
    },
    {
      type: 'ISFJ',
      title: 'The Careful Nest-Keeper',
      relationshipStyle:
        "The ISFJ keeps a calm, cosy home and notices the smallest change in a pet's mood, which reassures a shy Explorer. Their love of routine gives the animal a dependable base, though this pet would happily accept more variety than an ISFJ tends to offer. They may hesitate to introduce new toys, rooms or experiences for fear of upsetting it. With a little encouragement to try gentle novelty, they make a warm and attentive match.",
      tips: "Add one small new thing to your pet's world each week; it will enjoy it more than you expect. Keep the den and feeding spot fixed while you vary the rest. Resist the urge to check on your pet every time it wanders off.",
    },
    {
      type: 'ISTJ',
      title: 'The Steady Scheduler',
      relationshipStyle:
        "An ISTJ runs a quiet, reliable household, and the Explorer appreciates the calm even if it does not need the precision. The ISTJ's consistency with care, hygiene and vet visits keeps the pet healthy. Where they differ is variety: an ISTJ can settle into the same setup for years, while an Explorer enjoys a changing landscape to investigate. Scheduling novelty, literally putting it in the diary, bridges the gap neatly.",
      tips: 'Put a monthly enrichment change on your calendar, such as rearranging hides or adding a new tunnel. Keep the quiet atmosphere you already provide. Allow your pet some freedom to choose where it rests rather than one fixed spot.',
    },
    {
      type: 'INTJ',
      title: 'The Quiet Architect',
      relationshipStyle:
        'The INTJ respects independence and enjoys designing environments, so an Explorer can end up with a thoughtfully planned world of hides, tunnels and lookouts. They do not need affection on demand, which suits a self-sufficient pet. Their tendency to plan everything can clash gently with an animal that prefers to wander and discover at random. When the INTJ builds in flexibility and then steps back, the pet thrives.',
      tips: "Design enrichment with several optional routes rather than one intended path. Review and rearrange the setup every few weeks. Observe without intervening, because this pet's own choices are the best guide to what it needs.",
    },
    {
      type: 'ESTP',
      title: 'The Whirlwind Companion',
      relationshipStyle:
        "The ESTP's spontaneity matches the Explorer's flexibility, and they are rarely precious about routines or rearranged rooms. The trouble is volume: an ESTP's busy, social, action-packed lifestyle brings noise and strangers that send a timid pet under the bed. They may also expect more energy and interaction than this passive animal wants to give. If they carve out a calm corner and keep activity gentle, the pairing can work.",
      tips: "Keep your pet's room quiet when friends are over. Offer short, gentle exploration sessions rather than energetic games. Let it watch your comings and goings from a safe spot instead of being part of them.",
    },
    {
      type: 'ESFP',
      title: 'The Lively Entertainer',
      relationshipStyle:
        'ESFPs live in the moment and love sharing fun with others, so they are relaxed about change and easy to live with for an adaptable pet. Their love of company and noise is the sticking point: an Explorer wants quiet to investigate and will retreat from parties, music and handling. ESFPs are warm and attentive, though, and quickly learn to read a pet they care about. Keeping the fun in one part of the house and the pet in another works well.',
      tips: 'Designate a quiet zone that parties never reach. Bring friends over in ones and twos, and let your pet choose whether to come closer. Offer a fresh toy or box after a busy day rather than expecting it to join the excitement.',
    },
    {
      type: 'ENFP',
      title: 'The Fellow Novelty-Seeker',
      relationshipStyle:
        "The ENFP shares the Explorer's love of new things and will happily invent fresh games, routes and hideaways. That enthusiasm is a real plus for a flexible, curious pet, as long as it arrives in small, quiet doses. ENFPs are also sociable and energetic, and they may want to take the pet out to meet people or bring friends in to meet the pet. Matching their creativity to the pet's low energy and shyness is the key.",
      tips: 'Turn your ideas into small, quiet projects, such as a cardboard castle or a trail of herb sprigs, and introduce them one at a time. If friends want to meet your pet, show them photos, or let it watch them from its den. Allow a full day of rest after any bigger adventure, such as a car journey or a new room.',
    },
    {
      type: 'ENTP',
      title: 'The Puzzle Inventor',
      relationshipStyle:
        'The ENTP loves ideas and experiments, which translates into a stream of novel puzzles and rearrangements that an adaptable Explorer can genuinely enjoy. They respect independence and do not demand cuddles. Their weakness is intensity: a rapid succession of changes, plus a lively, talkative household, can exhaust a timid, low-energy pet. Slowing the pace of innovation makes this a surprisingly good match.',
      tips: 'Introduce one new puzzle or layout change at a time and give your pet days to explore it. Keep debates and loud phone calls away from its resting area. Watch for signs of fatigue and end sessions early.',
    },
    {
      type: 'ESTJ',
      title: 'The Brisk Organiser',
      relationshipStyle:
        'The ESTJ runs a tight, efficient household, which gives the Explorer security but little of the variety it enjoys. They expect animals to fit the system, and a pet that wanders off, hides or ignores calls can frustrate them. Their busy social and work calendar can also bring noise and visitors. When they schedule both quiet time and regular novelty, they become dependable providers.',
      tips: 'Add variety to your routine on purpose, such as a new toy every Monday. Accept that this pet will not come when called; let it come when it is ready. Keep visitor traffic away from its den.',
    },
    {
      type: 'ESFJ',
      title: 'The Busy Hearth',
      relationshipStyle:
        "ESFJs create a warm, caring home, but often a busy one, full of family, friends and activity. An Explorer appreciates the warmth and adapts to the household's changing rhythms, yet the steady stream of people can keep it in hiding. ESFJs are attentive and eager to help, so once they see that the pet prefers to watch from the edges, they usually adjust. Providing it with a quiet place to explore makes all the difference.",
      tips: 'Set aside a room where your pet can roam undisturbed. Include it in family life through quiet rituals rather than handling. Explain to guests that it will come to them if it wants to.',
    },
    {
      type: 'ENFJ',
      title: 'The Upbeat Cheerleader',
      relationshipStyle:
        "The ENFJ is encouraging and organised and wants to help the Explorer grow in confidence, which can be lovely when it is done gently. They may, however, push for progress, such as meeting people or joining activities, faster than a timid pet is comfortable with. Their planning skills help prepare the pet for changes, and their warmth is sincere. Matching their encouragement to the pet's pace is what makes this work.",
      tips: 'Celebrate small discoveries with a single quiet treat rather than a fuss. Let your pet explore any new room or object alone before you join it. Make every social introduction optional: visitors sit still, and your pet chooses whether to approach.',
    },
    {
      type: 'ENTJ',
      title: 'The Project Lead',
      relationshipStyle:
        "The ENTJ likes goals and efficient plans, which gives the Explorer a secure home but can come with expectations this pet will not meet. An animal that wanders off, hides from guests and does things in its own time may seem frustrating to a results-focused owner. ENTJs are excellent at organising care and resources, though, and they respect competence. Seeing the pet's independent exploring as a skill rather than a flaw changes the dynamic.",
      tips: "Set a goal around your pet's wellbeing, such as a calm, confident explorer, rather than obedience. Budget time for low-key enrichment each week. Keep your busy household's comings and goings away from its den.",
    },
  ],
  famousAnimals: [
    {
      name: 'Rocky',
      species: 'Northern saw-whet owl',
      description:
        'A tiny adult saw-whet owl found in November 2020 tucked into the branches of the Rockefeller Center Christmas tree, after the tree had been cut in Oneonta and trucked about 170 miles to Manhattan. She had stayed hidden and still for around three days without food or water, then recovered quickly at the Ravensbeard Wildlife Center and was released to continue on her way. Small, shy and remarkably unfazed by an upheaval that would have broken a less adaptable animal, Rocky is the Explorer in miniature.',
      featured: true,
      image: 'famous-itpf',
    },
    {
      name: 'Emily',
      species: 'Cat (tabby)',
      description:
        'A young tabby from Appleton, Wisconsin, Emily went prowling around a paper warehouse near her home in 2005 and ended up in a container of paper bales that travelled by road and sea to a laminating company near Nancy, France. When workers opened it weeks later a very frightened, thin cat ran out, and she was flown home once her quarantine was over. Her owner said she hides when the door opens yet knows when your hands are full: cautious, curious and able to ride out almost anything.',
    },
    {
      name: 'Hamlet',
      species: 'Cat',
      description:
        'Hamlet is remembered as one of the most-travelled cats on record after he escaped his carrier on a flight from Toronto in 1984. He stayed hidden behind a panel in the aircraft for about seven weeks, covering an estimated 600,000 km before he was found. Hiding rather than panicking, and coping with weeks of constant change, is exactly how an Explorer handles the unexpected.',
    },
    {
      name: 'Chessie',
      species: 'Florida manatee',
      description:
        'Chessie was first noticed far outside his usual range in Chesapeake Bay in 1994, and in 1995 he became the first Florida manatee known to swim to New England and back, reaching Rhode Island. Biologists tracking him noted his knack for avoiding boats, propellers and would-be captors, and he rested quietly by seawalls between long, slow stretches of travel. Gentle, unhurried and endlessly adaptable, he explored the coast at his own pace.',
    },
    {
      name: 'The octopus of My Octopus Teacher',
      species: 'Common octopus',
      description:
        'This wild female octopus was followed for about a year by diver Craig Foster in a South African kelp forest for the Oscar-winning 2020 documentary My Octopus Teacher. At first she hid under a cloak of shells and fled from him, but over many patient visits her fear turned into curiosity and she began to hunt, explore and even approach him while he watched. Solitary, cautious and endlessly resourceful, she shows how an Explorer opens up when it is never forced.',
    },
    {
      name: 'Rusty',
      species: 'Red panda',
      description:
        "Rusty had been at the Smithsonian's National Zoo in Washington for only a few weeks when he slipped out of his enclosure in June 2013, probably across rain-bent trees and bamboo. He wandered about a mile into the Adams Morgan neighbourhood and was found up a tree, where keepers calmed him by calling his name before netting him. Red pandas are solitary and rest for much of the day, and Rusty's quiet, curious foray into an unfamiliar city is classic Explorer behaviour.",
    },
  ],
  bySpecies: {
    bird: {
      tips: 'Run a weekly novelty rotation: a new foraging toy, a fresh branch or a perch moved to another spot. Place each new item near a familiar corner of the cage so your bird can look at it from safety, then leave it alone to investigate.\nKeep a portable den, such as a carrier with familiar bedding or a covered travel cage, and make it part of everyday life at home. Wherever it goes, that den tells your pet it is safe, which is why this adaptable personality can handle moves and holidays well.\nLet your pet explore with its senses before its feet. Scatter a little food, or bring in interesting smells such as fresh herbs, hay or a leaf from the garden, so exploring costs little energy but still rewards curiosity.\nProtect it from noise and crowds even though it handles change well, because adaptability is not the same as confidence. During parties, fireworks or building work, settle it in a quiet room with its den, water and a familiar sound in the background.\nKeep activity sessions short and stop while your pet is still interested. A few minutes of gentle exploring followed by rest suits this passive personality far better than long play, and it leaves your pet keen for the next session.',
    },
  },
  activities: {
    dog: [
      {
        text: 'Slow sniffing walks on a new quiet route each week, letting it choose the direction and the pace.',
        icon: 'footprints',
      },
      {
        text: 'Indoor find-it games: roll a few treats into a towel or bury them in a box of scrunched paper for it to nose out.',
        icon: 'search',
      },
      {
        text: 'A box and tunnel maze: arrange a few cardboard boxes or a fabric tunnel in a new pattern each week and let it explore whenever it likes.',
        icon: 'puzzle',
      },
      {
        text: 'Quiet exploring time in a different room of the house for ten to fifteen minutes, with its own bed placed inside.',
        icon: 'home',
      },
      {
        text: 'A snuffle mat with part of a meal hidden in it, offered in a calm corner so it can forage without being watched.',
        icon: 'bone',
      },
    ],
    cat: [
      {
        text: 'Paper bag and box exploring with a few treats or a pinch of catnip or silver vine inside, set out somewhere quiet.',
        icon: 'home',
      },
      {
        text: 'A window hammock or shelf moved to a different window every few weeks, so there is a new view to study.',
        icon: 'sun',
      },
      {
        text: 'A gentle wand-toy game at dusk, with the toy creeping slowly past the edge of its hiding place for it to ambush.',
        icon: 'cat',
      },
      {
        text: 'A new cardboard box or tunnel set out each week with a treat inside, left for it to inspect in its own time.',
        icon: 'sparkles',
      },
      {
        text: 'A snuffle mat or treat ball with part of its dinner, placed in a quiet room where nothing will disturb it.',
        icon: 'search',
      },
    ],
    bird: [
      {
        text: 'A new foraging toy each week, shown outside the cage first so it can look at it from a distance before it goes in.',
        icon: 'sparkles',
      },
      { text: 'Short supervised visits to a different bird-safe room on a portable perch or play stand.', icon: 'map' },
      {
        text: 'Paper-wrapped treats and shreddable toys hung near its favourite perch, to pick apart at its own pace.',
        icon: 'feather',
      },
      {
        text: 'A gentle daily flight or climb to a play stand with a few treats waiting, in a quiet room with the door closed.',
        icon: 'timer',
      },
      {
        text: 'Soft music or a radio at low volume during its active hour, so unexpected noises from outside stand out less.',
        icon: 'music',
      },
    ],
    rabbit: [
      {
        text: 'A dig box of shredded paper or soil with a few pellets hidden inside, moved to a different spot in the run each week.',
        icon: 'leaf',
      },
      {
        text: 'Fresh forage hunts: hide dandelion leaves, herbs or other safe greens in the hay for it to find.',
        icon: 'carrot',
      },
      {
        text: 'A new cardboard castle or tunnel placed in the run each week, next to a hide it already trusts.',
        icon: 'home',
      },
      {
        text: 'Exploring a freshly rabbit-proofed room for a quiet half hour, with its companion, a hide box and you sitting still.',
        icon: 'map',
      },
      {
        text: 'Willow balls, apple sticks and hay-stuffed tubes scattered around the run for gentle chewing and pottering.',
        icon: 'rabbit',
      },
    ],
    other: [
      {
        text: 'Rearrange part of the enclosure, such as hides, branches or tunnels, at cleaning time so there is something new to inspect.',
        icon: 'sparkles',
      },
      {
        text: 'Food scattered in the substrate or hay instead of a dish, for gentle foraging at its own speed.',
        icon: 'search',
      },
      {
        text: 'A new hide, tube or branch added next to a familiar one, so it can investigate without losing its safe spot.',
        icon: 'home',
      },
      {
        text: 'Quiet supervised time in a secure playpen or a calm room, with a hide to carry from its enclosure for reassurance.',
        icon: 'map',
      },
      {
        text: 'Sitting near the enclosure and talking softly for a few minutes each day, so your voice and presence become familiar.',
        icon: 'heart',
      },
    ],
  },
  careTips: {
    dog: [
      'Even a low-energy dog needs daily walks; choose quiet routes and times, use a well-fitted harness, and keep a long line on in unfamiliar places in case a sudden noise makes it bolt.',
      'Keep its bed, water and feeding spot the same even as you vary walks and games; a stable base is what makes its flexibility possible.',
      'Use a travel crate or car bed that doubles as a bed at home, so trips and vet visits start from something familiar.',
      'Look for stress behind outwardly calm behaviour, such as a smaller appetite, longer hiding or licking its paws, and see a vet promptly.',
      'Ask visitors to ignore it until it comes to them, and give it a quiet room with its bed when the house is busy.',
    ],
    cat: [
      'Give it several hiding spots and vertical territory; if it goes outdoors, consider a catio or supervised garden time, and keep it in at night and during fireworks.',
      'Use a carrier that doubles as a bed at home, so trips and vet visits start from something familiar.',
      'Make sure windows, doors and cat flaps close properly, because a curious but nervous cat can slip out and then hide rather than come back.',
      'Watch for quiet signs of stress or illness, such as eating less, hiding for longer or changes in its litter tray habits, and see a vet promptly.',
      'Use a pheromone diffuser near its favourite resting place during upheavals such as building work or a house move.',
    ],
    bird: [
      'Give it daily time out of the cage in a bird-safe room, food it has to forage for, and a diet suited to its species: for most parrots, pellets and fresh vegetables, with seed only a small part.',
      'Check that cage doors and room doors close properly, as a startled bird can fly off and then hide rather than come back.',
      'Place the cage against a wall with one side partly covered, so it always has a sheltered corner.',
      'Watch for fluffed-up feathers, a quieter voice or changes in its droppings, and see an avian vet promptly: shy birds mask illness.',
      'Keep it away from kitchen fumes, especially overheated non-stick pans, which can kill a bird within minutes.',
    ],
    rabbit: [
      'Keep it in a bonded pair or group with a large, secure run, unlimited hay, fresh greens and a hide at each end.',
      'Check that run doors and lids close properly, because a curious rabbit can slip through a gap and then hide rather than come back.',
      'Add new things gradually and always next to a familiar hide, so exploring never means leaving safety behind.',
      'Watch for quiet signs of illness, such as eating less, fewer droppings or sitting hunched, and see a vet the same day.',
      'Lift it only when needed, supporting its chest and hindquarters, and let it hop back into its hide straight after.',
    ],
    other: [
      "Check your species' enclosure needs, such as a heat gradient for reptiles or deep bedding for burrowing rodents, and add new enrichment gradually so there is always a familiar retreat.",
      'Make sure lids, doors and latches close properly, because a curious pet can slip through a gap and then hide rather than come back.',
      'Use a carrier lined with familiar bedding for trips, so vet visits start from something that smells of home.',
      'Handle it gently and briefly, low over a soft surface, and return it to its hide as soon as it has had enough.',
      'Watch for quiet signs of illness, such as eating less, hiding more or changes in droppings, and see a vet who knows your species.',
    ],
  },
};
