import type { ArchetypeContent } from '../schema.ts';

export const icpf: ArchetypeContent = {
  code: 'ICPF',
  title: 'Free Spirit',
  description:
    'Your pet is:\nIndependent - happy to wander off and do its own thing without needing you to organise its day\nConfident - rarely rattled by strangers, new rooms or unexpected sounds\nPassive - relaxed and low-energy, with a strong talent for lounging\nFlexible - takes changes of plan, new places and irregular days in its stride',
  traits: [
    'Does its own thing without needing supervision',
    'Self-assured and rarely rattled by people or places',
    'Relaxed, low-energy and a dedicated lounger',
    'Shrugs off changes of plan and new surroundings',
  ],
  bestApproach:
    'Go with its flow. The Free Spirit responds best to an owner who offers opportunities rather than demands: a toy left out, a lap available, a door open to a room it has not explored. Keep handling light and invitations optional, and use its easygoing nature to build gentle experience of travel, new people and new places while it is relaxed. It learns best in brief, low-pressure moments built around things it already enjoys.',
  greatTools:
    'Familiar bedding that travels with it and makes anywhere feel like home, a carrier left out as an everyday resting spot, and a basket of varied toys from which it can choose. Forage boxes and food scattered through bedding suit its unhurried style, and a pet camera lets you enjoy its relaxed antics without hovering.',
  overview:
    'The Free Spirit is the laid-back bohemian of the archetypes. It is self-assured, comfortable in its own company and largely unbothered by visitors, rearranged furniture or a change of plan, yet it has no interest in rushing about. It may nap in the laundry basket on Monday and on the windowsill on Tuesday, and greet a houseguest with a calm glance before drifting off again. Its independence is relaxed rather than aloof: it likes you, but it does not need you to run its life.',
  getsOnWellWith:
    'Most easygoing animals, especially those that enjoy quiet company without pestering. It is usually tolerant of visiting pets and of children who move calmly, and it settles well into multi-pet homes. The one mismatch is a very energetic, demanding companion that keeps trying to start games; the Free Spirit will simply stroll away, which can frustrate the other animal.',
  idealOwner:
    'A relaxed, adaptable person who enjoys a pet that fits around life rather than dictating it. Owners with varied working hours, a busy social calendar or a habit of travelling and moving often do well, provided they still offer gentle daily activity. The Free Spirit suits people who find a companion that happily does its own thing restful rather than lonely.',
  tips: "Because it never demands exercise, a Free Spirit can quietly become sedentary. Attach gentle activity to moments it already enjoys, for example a short foraging game before its afternoon nap or a leisurely sniff around a newly opened room, and aim for a little movement every single day.\nUse its adaptability while it lasts to build a travel-ready pet: practise short carrier rides, visits to a friend's house and handling by new people now, so future vet trips, house moves or holidays stay as easy as they are today.\nOffer choices instead of instructions. Leave out two or three resting places, a couple of toys and an open door, and let it pick; independent animals cooperate best when the decision feels like their own.\nWatch for subtle health changes. Easygoing pets rarely complain, so a shift in where it sleeps, how much it eats or how smoothly it moves may be the only early sign that something is wrong.",
  starSigns: ['Aquarius', 'Pisces', 'Libra'],
  bestHumanTypes: ['ISFP', 'INTP', 'ISTP', 'INFP', 'ENFP'],
  compatibility: [
    {
      type: 'ISFP',
      title: 'The Kindred Loungers',
      relationshipStyle:
        'This may be the most effortless match a Free Spirit can find. You are gentle, sensory and present, content to let a relationship unfold at its own pace, and you have no need for a pet that follows a timetable. Your quiet home suits its low energy and your spontaneous streak matches its easy adaptability. The two of you can share long, unhurried afternoons without either feeling crowded.',
      tips: 'Because neither of you likes to push, make sure gentle exercise still happens; one short play or foraging session a day is enough. Take it along on calm outings it tolerates well, such as an hour in the garden or a visit to a quiet friend. Use your eye for sensory detail to notice small changes in its coat, eyes or posture.',
    },
    {
      type: 'INFP',
      title: 'The Dreamy Companions',
      relationshipStyle:
        'You value your pet as an individual and lead with patience, and the Free Spirit rewards you by being an undemanding, affectionate presence on its own terms. Your unscheduled life suits a pet that rolls with change, and your quiet home matches its relaxed energy. The main adjustment is emotional: you may long for more closeness than this independent character offers, but it is simply self-contained, not rejecting you. Your imagination can also bring it gentle new experiences it genuinely enjoys.',
      tips: 'Invite rather than insist: pat the sofa beside you and let it decide. Try small, low-key novelties together, such as a different room for its nap or a new scent to investigate. Set phone reminders for basics like nail trims and weigh-ins, which are easy to forget when your days flow freely.',
    },
    {
      type: 'ISTP',
      title: 'The Low-Maintenance Duo',
      relationshipStyle:
        'You are relaxed, practical and happy to let others be, which is exactly how the Free Spirit likes to be treated. Neither of you makes a fuss, and both of you cope well when plans change at the last minute. Your hands-on streak can produce clever feeders, hideaways and lounging platforms it will make good use of. The only risk is that two such self-contained characters drift into parallel lives with little shared activity.',
      tips: 'Build a simple puzzle feeder or a raised lounger as a weekend project, then watch how it uses your design. Plan one short shared activity each day so the two of you stay connected. Since you both dislike fuss, make routine health care a calendar item rather than waiting for a problem to appear.',
    },
    {
      type: 'INTP',
      title: 'The Easygoing Experimenters',
      relationshipStyle:
        'Laid-back and curious, you give the Free Spirit all the space it wants and enjoy working out why it does what it does. Its relaxed, adaptable nature makes it an ideal partner for your trials of new toys, feeders and enrichment ideas, because it rarely minds change. Your logical, non-clingy style respects its independence. Together you form a calm household with plenty of gentle variety.',
      tips: 'Run enrichment experiments, such as comparing forage boxes or laying simple scent trails, and note what it chooses; it will take part in its own time. Keep each session short, as its interest comes in brief waves. Put feeding and cleaning on reminders so an absorbing project never pushes them aside.',
    },
    {
      type: 'INFJ',
      title: 'The Gentle Host and the Drifter',
      relationshipStyle:
        "Your calm, reflective home suits the Free Spirit's relaxed energy, and your ability to read unspoken signals means you will understand a pet that communicates quietly. You enjoy meaningful novelty, and this adaptable animal is happy to explore the new experiences you arrange. Where you may feel a mismatch is in your deliberate, planned approach: the Free Spirit keeps no schedule and may snooze through your carefully timed activities. Hold your plans loosely and the relationship is warm and peaceful.",
      tips: 'Plan outings and enrichment, but treat each one as an offer it may decline. Build trust through a small daily ritual you both enjoy, such as a quiet grooming session. Read a change in its favourite spots as curiosity, not unhappiness.',
    },
    {
      type: 'ISFJ',
      title: 'The Devoted Nest-Maker',
      relationshipStyle:
        'You offer a quiet, safe home and a carer who notices every small change, which is valuable for a pet that rarely complains. Your warmth may exceed what this independent animal seeks, and your fondness for routine is more than it needs, though its flexibility means it will happily go along with your schedule. You may wonder why it ignores the cosy bed you prepared and sleeps in a cardboard box instead. Let it surprise you and the bond will be easy and affectionate.',
      tips: 'Keep a light routine for meals and health care, but let it choose where to nap and when to seek company. Provide several comfortable spots rather than one perfect bed. Your attentiveness is ideal for catching quiet health problems, so jot down its weight and appetite each week.',
    },
    {
      type: 'ISTJ',
      title: 'The Orderly Housemate',
      relationshipStyle:
        "You are quiet and dependable, and your calm home suits the Free Spirit's low-key energy. You will not smother it, which respects its independence, and your consistency guarantees reliable care. The friction lies in planning: you like things done the same way, while this pet naps somewhere new each week and treats your schedule as a suggestion. Its adaptability means your routine will never stress it; the adjustment is mostly yours.",
      tips: 'Schedule the essentials, such as meals, health checks and cleaning, and leave its free time unstructured. Resist correcting harmless quirks like a wandering choice of bed. Use your reliability to keep a steady health record, because this pet will not tell you when something hurts.',
    },
    {
      type: 'INTJ',
      title: 'The Architect and the Free Agent',
      relationshipStyle:
        "You are independent and strategic, and you will respect the Free Spirit's wish to run its own day. Your calm home suits its passive energy, and your appetite for new ideas fits a pet that copes easily with change. Where you may clash is over goals: you enjoy training plans with visible progress, and this relaxed animal is rarely motivated to work to a programme. Lower the stakes and enjoy its company for its own sake.",
      tips: 'Keep training light and opportunistic, rewarding calm behaviours you catch it offering rather than scheduling drills. Design a rotating enrichment set-up, but accept that it may only use part of it. Set aside time simply to share a room, which it values more than any progress chart.',
    },
    {
      type: 'ESFP',
      title: 'The Party and the Lounger',
      relationshipStyle:
        'You are fun-loving and sociable, and the Free Spirit is one of the few archetypes that can genuinely relax in a lively house full of visitors. It will usually find a comfortable vantage point and watch the action with mild interest, and your spontaneous lifestyle suits its adaptable nature. Your warmth is welcome, but it may not want to be the centre of the entertainment. Give it the choice to join in or wander off and it will enjoy your sociable home.',
      tips: 'Let it decide whether to greet guests, and ask visitors not to lift it or follow it around for photographs. Keep games gentle, since it is not a high-energy playmate. Use your flair for comfort to set up cosy lounging spots in several rooms.',
    },
    {
      type: 'ENFP',
      title: 'The Free-Wheeling Friends',
      relationshipStyle:
        "Warm, imaginative and spontaneous, you bring novelty and variety into your pet's life, and the Free Spirit is relaxed and confident enough to enjoy much of it. New places, new people and sudden changes of plan rarely bother it, so it can join some of your adventures, provided they are calm ones. Your energy will sometimes outpace it, and it will quietly opt out of anything strenuous. Together you make a flexible, affectionate household with plenty of variety.",
      tips: 'Bring it on low-key outings such as visits to friends or a quiet garden, and leave it at home for the long hikes. Offer new toys and experiences freely, but do not be disappointed if it sleeps through some of them. Make sure it has a quiet retreat during lively gatherings.',
    },
    {
      type: 'ENTP',
      title: 'The Inventor and the Muse',
      relationshipStyle:
        'Quick, curious and always trying something new, you will find the Free Spirit a willing, unbothered subject for your inventive ideas. Its flexibility means it accepts your changing plans, and your logical, non-clingy style respects its independence. What it will not do is match your restless energy; it prefers to supervise your projects from a comfortable spot. Appreciate its calm as a counterweight to your pace and the pairing works well.',
      tips: 'Design puzzle toys or new enrichment set-ups and let it investigate at its own speed. Do not mistake a lack of excitement for failure; a passive animal engages in short bursts. Keep a basic rhythm for feeding so your busy life does not leave meals irregular.',
    },
    {
      type: 'ESTP',
      title: "The Adventurer's Unhurried Sidekick",
      relationshipStyle:
        'You are energetic, spontaneous and always ready for an outing, and the Free Spirit shares your ease with change and new places, just not your energy. It will cope calmly with your irregular schedule and busy social life, and your practical, no-fuss manner suits its independence. The challenge is activity: it may prefer the sofa to your latest adventure, and dragging it along can turn a relaxed pet into a reluctant one.',
      tips: 'Invite it on short, calm outings and leave it at home for the strenuous ones. Offer quick, low-key games rather than rough play. Make sure it has a quiet bolt-hole when your home gets crowded.',
    },
    {
      type: 'ESTJ',
      title: 'The Manager and the Maverick',
      relationshipStyle:
        'You like clear rules, schedules and follow-through, and the Free Spirit cheerfully ignores most of them. It is not defiant, merely relaxed and self-directed, and it will fit around your routine without really needing one. Your consistency ensures its care is never neglected, and its confidence means your busy, sociable household will not stress it. The trick is to let it be the one member of the family who is not on the plan.',
      tips: 'Keep structure for care tasks and give up on controlling where it sleeps or when it seeks company. Choose relaxed training goals that fit its temperament, such as coming for a treat or accepting a quick health check. Treat its easygoing presence as a welcome break from your packed schedule.',
    },
    {
      type: 'ESFJ',
      title: 'The Welcoming Hearth',
      relationshipStyle:
        'You are sociable, caring and keen on harmony, and the Free Spirit is confident enough to cope with your busy, people-filled home. Your routines are more than it needs, but its flexibility means it slots into them comfortably. Your instinct to include everyone may lead to more handling and attention than this independent animal wants. When you let it join in on its own terms, it becomes a calm and welcome presence at every gathering.',
      tips: 'Let it choose whether to join the gathering rather than carrying it in. Provide a quiet bolt-hole away from the guests. Channel your caring nature into comfort and health care rather than frequent cuddles.',
    },
    {
      type: 'ENFJ',
      title: 'The Cheerleader and the Cool Customer',
      relationshipStyle:
        'Outgoing and encouraging, you love to motivate others, and the Free Spirit is not especially interested in being motivated. It is confident and adaptable, so it will cope with your social home and enjoy some of the new experiences you plan, but it prefers to take part when it feels like it. Your organised approach may feel at odds with its drifting days. Celebrate its calm rather than trying to coach it into something more energetic.',
      tips: 'Offer short, low-pressure activities and praise quietly when it joins in. Plan outings with an easy exit so it can retreat when it has had enough. Accept that its independence is a sign of security, not a lack of affection.',
    },
    {
      type: 'ENTJ',
      title: 'The Director and the Daydreamer',
      relationshipStyle:
        'Decisive and goal-focused, you enjoy ambitious plans, and the Free Spirit has no interest in being part of one. Its confidence and flexibility mean it will take your busy, changing life in its stride, and your unsentimental style respects its independence. The mismatch lies between your drive and its love of lounging, which can make training feel painfully slow. Adjust your expectations and you will find it a calming influence on your hectic life.',
      tips: 'Set small, realistic goals built around behaviours it already offers. Keep its care scheduled even when your own plans change. Enjoy some time with it that has no purpose beyond being together.',
    },
  ],
  famousAnimals: [
    {
      name: 'Freya',
      species: 'Walrus',
      description:
        'Freya was a young female walrus who toured the coasts of northern Europe before spending the summer of 2022 in Oslo Fjord, where she famously hauled herself onto boats and jetties to nap for hours, unbothered by the crowds gathering to watch. Her relaxed, go-anywhere calm made her an international celebrity, and a bronze statue of her was unveiled in Oslo in 2023.',
      featured: true,
      image: 'famous-icpf',
    },
    {
      name: 'Hamish McHamish',
      species: 'Cat (ginger)',
      description:
        'Hamish McHamish was a ginger tom who left his family home as a young cat and spent around fifteen years roaming St Andrews in Scotland, sleeping in shops, offices and university buildings wherever he was welcome. Easygoing and entirely self-directed, he was adopted by the whole town, which unveiled a bronze statue of him in 2014.',
    },
    {
      name: 'Tombili',
      species: 'Cat (street cat)',
      description:
        "Tombili was a plump street cat in Istanbul's Ziverbey neighbourhood, famous for lounging on a pavement step with one arm draped casually over the edge. Fed and fussed over by the whole street, she lived a relaxed, independent life, and after her death in 2016 the neighbourhood commissioned a statue of her in her signature pose.",
    },
    {
      name: 'Flaco',
      species: 'Eurasian eagle-owl',
      description:
        "Flaco escaped from the Central Park Zoo in New York in February 2023 and, to experts' surprise, learned to hunt rats and live on his own in Manhattan for about a year. He spent his days roosting calmly in trees and on fire escapes while photographers gathered below, a self-reliant bird unfazed by an entirely new world.",
    },
    {
      name: 'Oolong',
      species: 'Rabbit',
      description:
        "Oolong was a rabbit in Japan whose owner photographed him around the turn of the millennium calmly balancing objects on his head, from pancakes to teacups. His patient, unbothered composure made him one of the internet's first animal celebrities.",
    },
    {
      name: 'Socks',
      species: 'Cat (tuxedo)',
      description:
        "Socks was the Clinton family's black-and-white cat, who moved from Arkansas into the White House in 1993. He lounged on the lawns and in front of press cameras with complete composure, took several changes of home without fuss, and later settled happily with presidential secretary Betty Currie.",
    },
    {
      name: 'Bummer',
      species: 'Dog (mixed breed)',
      description:
        "Bummer was a stray dog in 1860s San Francisco who made his living cadging meals from saloon lunch counters and answered to no owner. So relaxed and self-assured that the city's newspapers chronicled his exploits, he is said to have had his obituary written by Mark Twain.",
    },
  ],
  bySpecies: {
    dog: {
      greatTools:
        'A portable mat or blanket that travels with it and makes anywhere feel like home, a car crate or travel bed it already naps in, and a basket of varied toys from which it can choose. Lick mats and snuffle mats suit its unhurried style, and a pet camera lets you enjoy its relaxed antics without hovering.',
    },
    cat: {
      greatTools:
        'A fleece that travels with it and makes anywhere feel like home, a carrier left out as an everyday napping spot, and a basket of toys from which it can choose. Treat balls, cardboard boxes and a heated pad suit its unhurried style, and a pet camera lets you enjoy its relaxed antics without hovering.',
    },
    bird: {
      greatTools:
        'A portable play stand that can move from room to room, a travel cage left open as a familiar daytime spot, and a basket of shreddable toys to choose from. Foraging cups and paper-wrapped treats suit its unhurried style, and a pet camera lets you enjoy its relaxed antics without hovering.',
    },
    rabbit: {
      greatTools:
        'A hay-filled hide that can travel with it, a carrier left out in the run as an everyday resting spot, and a basket of willow toys and cardboard tubes to choose from. Hay racks, dig boxes and greens scattered for grazing suit its unhurried style, and a pet camera lets you enjoy its relaxed antics without hovering.',
    },
  },
  activities: {
    dog: [
      {
        text: 'Leisurely sniffari walks on new routes, letting it choose the direction and stop to investigate as often as it likes.',
        icon: 'footprints',
      },
      {
        text: "Settle-on-a-mat practice in new places, such as a cafe terrace or a friend's kitchen, rewarding it simply for relaxing.",
        icon: 'bed',
      },
      {
        text: 'Graze-and-search foraging: hide part of a meal in a snuffle mat or scrunched-up paper so it can hunt for it at a relaxed pace.',
        icon: 'search',
      },
      {
        text: 'Brief, pleasant handling by different calm people, paired with a favourite treat, so it stays easy to examine and happy with new hands.',
        icon: 'heart',
      },
      {
        text: 'A lick mat spread with a little plain yoghurt or mashed banana, offered in a new spot each time, for a calm, absorbing ten minutes.',
        icon: 'bone',
      },
    ],
    cat: [
      {
        text: 'Supervised garden time in a well-fitted harness or in a secure catio, where it can bask and watch the world without roaming.',
        icon: 'sun',
      },
      {
        text: 'Cardboard box forts and paper bags (handles removed) in new shapes every few days, for low-effort investigating.',
        icon: 'home',
      },
      {
        text: 'Two short wand-toy games a day, pulled slowly along the floor like prey, for a cat that prefers stalking to sprinting.',
        icon: 'cat',
      },
      {
        text: 'A sunny new lounging spot each week: a fleece on a windowsill, a box by the radiator, a bed on a bookshelf. See which it adopts.',
        icon: 'bed',
      },
      {
        text: 'Scatter a few dry treats across a rug or in an egg box so it can potter about and pick them out at its own speed.',
        icon: 'search',
      },
    ],
    bird: [
      {
        text: 'Play-stand sessions in different rooms, with a fresh natural branch to climb, so it enjoys new views without strenuous effort.',
        icon: 'sparkles',
      },
      {
        text: 'Shredding toys of paper, cardboard and untreated palm leaf that it can pick apart at its own leisurely pace.',
        icon: 'feather',
      },
      {
        text: 'A daily short flight or climbing session across the room to a favourite person or a treat, to keep a relaxed bird moving.',
        icon: 'timer',
      },
      {
        text: 'Foraging cups filled with a mix of pellets and a few seeds under a layer of shredded paper, moved to a new spot each day.',
        icon: 'search',
      },
      {
        text: 'Quiet companionship time on a perch beside you while you read or work, with a chew toy to fiddle with.',
        icon: 'heart',
      },
    ],
    rabbit: [
      {
        text: 'A weekly rearrangement of tunnels, cardboard castles and dig boxes in its run, for gentle exploring with its companion.',
        icon: 'home',
      },
      {
        text: 'Scatter-feed its leafy greens across the run floor so it grazes and moves naturally instead of eating from a bowl.',
        icon: 'carrot',
      },
      {
        text: 'Hay-stuffed willow balls and cardboard tubes placed in a different corner each day, so a lazy afternoon includes a little searching.',
        icon: 'puzzle',
      },
      {
        text: 'Quiet floor time with you lying or sitting down in its space, letting it come over, nose you and hop off again when it likes.',
        icon: 'heart',
      },
      {
        text: 'A sunny, sheltered lounging spot in the run with a flat tile to stretch out on, moved to follow the sun through the day.',
        icon: 'sun',
      },
    ],
    other: [
      {
        text: 'A fresh layout of hides, tunnels and chew items in a playpen for small mammals, or a rearranged set of branches and basking spots for a reptile.',
        icon: 'home',
      },
      {
        text: 'Food scattered or hidden in its enclosure rather than served in a dish, so it forages gently at its own pace.',
        icon: 'search',
      },
      {
        text: 'Short, calm handling sessions or hand-feeding at the enclosure door, always on its terms, for a species that tolerates it.',
        icon: 'heart',
      },
      {
        text: 'A new texture once a week, such as a cork tube, a slate tile, a hay mat or a safe branch, to investigate in its own time.',
        icon: 'leaf',
      },
      {
        text: 'A daily few minutes of gentle movement suited to your species, such as a walk through a tunnel run or a climb to a favourite spot.',
        icon: 'footprints',
      },
    ],
  },
  careTips: {
    dog: [
      'Keep daily walks going even if it would happily skip them: gentle, regular exercise protects the joints and waistline of a laid-back dog.',
      'Watch portion sizes and treats closely; a low-energy dog burns few calories and extra weight creeps on quickly.',
      'Get it used to its car crate or travel bed while it is easygoing, so vet visits and journeys stay calm throughout its life.',
      'Check on its comfort at busy gatherings: a confident dog may put up with being crowded without showing it until it has had enough.',
      'Do a quick nose-to-tail check every couple of weeks, since relaxed, uncomplaining dogs can hide early dental pain or stiff joints.',
    ],
    cat: [
      'Even a laid-back cat needs vertical space and somewhere to scratch, so provide a sturdy cat tree or shelves and at least one tall post.',
      'Indoor cats that nap a great deal still need daily play; a couple of short wand-toy games help prevent weight gain and boredom.',
      'Leave its carrier out as an everyday bed with a familiar blanket inside, so a trip to the vet starts from a place it already trusts.',
      'Brush it weekly and check its teeth and claws: relaxed older cats often groom less and hide sore mouths well.',
      'Weigh it every month or two: a gain of half a kilo is a lot for a cat, and easy to miss under a fluffy coat.',
    ],
    bird: [
      'Provide daily out-of-cage time and foraging, because a relaxed bird left in its cage can become sedentary and overweight.',
      'Feed a varied diet based on quality pellets and fresh vegetables rather than seed alone, which is too fatty for a low-activity bird.',
      'Keep its wings, nails and beak checked by an avian vet once a year, since a bird that moves little wears them down less.',
      'Keep it out of the kitchen and never heat non-stick pans while it is nearby; the fumes are deadly to birds.',
      'Give it ten to twelve hours of sleep in a quiet, dark room, even on busy evenings when the rest of the house stays up.',
    ],
    rabbit: [
      'Keep it with a bonded rabbit companion; even an independent, laid-back rabbit belongs to a social species and needs a friend of its own kind.',
      "Make hay available around the clock: chewing it keeps a rabbit's teeth worn down and its gut moving. Add fresh greens and only a few pellets.",
      'Check its bottom daily in warm weather: a rabbit that moves little is at greater risk of flystrike.',
      'Trim its nails every six to eight weeks, or have the vet do it, since a lounging rabbit wears them down slowly.',
      'Get it used to a carrier lined with hay while it is calm and confident, so trips to the vet stay easy.',
    ],
    other: [
      'Confirm the right temperature, lighting, diet and social set-up for your particular species, and review them as the seasons change.',
      'Rearrange the enclosure now and then, which this adaptable pet enjoys, but keep water, food and its main hide in the same places.',
      'Weigh it regularly with kitchen scales: a relaxed small pet can gain or lose weight without any other sign.',
      'Keep handling gentle and brief, with your hands low over a soft surface, and let it go back to its hide when it chooses.',
      "Keep a list of what it eats and how often it moves about, so a quiet pet's change in habits gets noticed early.",
    ],
  },
};
