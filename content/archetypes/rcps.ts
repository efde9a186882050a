import type { ArchetypeContent } from '../schema.ts';

export const rcps: ArchetypeContent = {
  code: 'RCPS',
  title: 'Loyalist',
  description:
    'Your pet is:\nReliant - treats you as the fixed point of its day and likes to keep you in sight\nConfident - meets visitors, vets and new sounds with calm self-assurance rather than worry\nPassive - prefers a long nap, a slow amble and a warm lap to high-octane play\nStructured - keeps an inner clock and likes meals, company and bedtime to happen the same way every day',
  traits: [
    'Devoted to its person and happiest within sight of you',
    'Calmly self-assured with visitors and new places',
    'Content with gentle activity and long, deep rests',
    'Keeps an inner clock and loves a fixed daily rhythm',
  ],
  bestApproach:
    'Build the day around a few dependable anchors: meals, a short activity session, a cuddle or grooming ritual and lights-out, each at roughly the same time and in the same order. A Loyalist reads that rhythm as proof that all is well, so keep it steady at weekends too. When something has to change, change one anchor at a time and pair the new version with something your pet already loves. Quiet, confident praise works better than excitement; this pet does not need jollying along, it needs to know you will be there.',
  greatTools:
    'A timed feeder or a recurring phone alarm keeps meals punctual on the days you are running late. Place its enclosure where it can see and hear you through the day, away from draughts and direct sun, with a favourite hide that never moves. Foraging toys and scatter feeding turn part of each meal into gentle exercise without asking for bursts of energy. Timers on any heating and lighting keep its days the same length all year round.',
  overview:
    'The Loyalist is the steady heart of a household: devoted, unflappable and deeply attached to its daily rituals. It usually chooses one or two people and organises its day around them, appearing at the kitchen door a few minutes before dinner or settling into the same spot whenever you sit down for the evening. Its confidence means a doorbell or a car ride rarely rattles it; what does unsettle it is a broken routine or a long, unexplained absence. Give it a predictable rhythm and your company, and it repays you with calm, faithful companionship for years.',
  getsOnWellWith:
    'Calm, settled housemates of any species that respect its favourite resting spots and do not pester it to play. It often does well alongside an older, similarly relaxed companion, and it accepts polite visitors, children who have learned to approach quietly, and regular faces such as a pet-sitter who comes on a fixed schedule. Boisterous youngsters or a constantly changing stream of houseguests can wear it down, less from fear than from the disruption to its rhythm.',
  idealOwner:
    "Someone with a fairly regular life who enjoys being the centre of a pet's world: a home-worker, a retiree, or a household where somebody is usually around at predictable times. The ideal Loyalist owner finds comfort in rituals, notices small changes in appetite or habit, and books holiday care well in advance so a familiar carer keeps the routine going. Long-haul travellers and night-shift workers can make it work, but they will need a plan for keeping the anchors of the day in place.",
  tips: "Write down your pet's current day: waking, meals, activity, rest and bedtime. Keep those anchor times within about half an hour of each other every day; a Loyalist whose dinner is late often starts pacing, calling or staring at you, and a steady clock prevents that slow build of frustration.\nTeach it that you always come back. Practise calm departures of a few minutes while it is busy with a chew or a forage toy, then stretch the gaps gradually, and keep greetings and goodbyes low-key so comings and goings become an ordinary part of the routine rather than an event.\nWatch its waistline, because a passive pet with a fondness for mealtimes gains weight quietly. Weigh out food instead of free-feeding, serve part of each meal as a slow forage or puzzle, and add two or three short, gentle activity sessions a day at its own pace so it stays supple into old age.\nWhen change is unavoidable, such as a house move, a new baby or a new job, rehearse it ahead of time. Move its bed or cage to the new spot a week early, shift meal times by ten minutes a day toward the new schedule, and keep the same bowls, bedding and bedtime words so the familiar frame survives.\nChoose and introduce a backup carer before you need one. Ask a trusted sitter to do a few ordinary-day visits following your exact routine, from a written timetable, so that when you do travel your pet's clock keeps running without you.",
  starSigns: ['Taurus', 'Cancer', 'Capricorn'],
  bestHumanTypes: ['ISFJ', 'INFJ', 'ESFJ', 'ENFJ', 'ISTJ'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Clockwork Companions',
      relationshipStyle:
        'Few pairings run as smoothly from day to day: the ISTJ keeps meals, grooming and vet dates on schedule, and the Loyalist treats that schedule as a promise kept. Both prefer a quiet home and familiar faces, so evenings tend to be companionable rather than eventful. The one gap is warmth, because an ISTJ shows love through reliability while a Loyalist also wants to be invited close. Once a daily cuddle becomes part of the plan, this bond is rock-solid.',
      tips: "Put affection on the timetable, for example ten minutes of grooming or lap time after the evening meal, so it happens as reliably as everything else. Your habit of keeping records is an asset here: note your pet's weight each month, since a passive animal can gain slowly. When work forces a change, give your sitter the exact order of the day as well as the times.",
    },
    {
      type: 'ISFJ',
      title: 'The Hearth Keepers',
      relationshipStyle:
        "This is the warmest match a Loyalist can find. The ISFJ's quiet attentiveness means a skipped meal or a stiff gait gets noticed before anyone else spots it, and their love of a calm, orderly home mirrors exactly what this pet needs. Both are happiest with a small circle and a familiar rhythm, so the pet often picks the ISFJ as its person within weeks. The only risk is kindness overflowing into extra treats or into never leaving the pet alone, which makes later separations harder.",
      tips: 'Count treats as part of the daily ration and reward with your hands and voice as often as with food. Practise short absences while your pet is relaxed so that appointments and errands never come as a shock. Trust your instinct for small changes and book a check-up if a habit shifts for more than a few days.',
    },
    {
      type: 'INFJ',
      title: 'The Quiet Devotion',
      relationshipStyle:
        "The INFJ reads moods without words, and a Loyalist speaks mostly through small habits: where it settles, when it appears, how it greets you at the door. That sensitivity, combined with the INFJ's liking for planned and peaceful days, makes for a deep, gentle bond. Where the INFJ can drift is into big-picture thinking that lets practical details slide, such as the exact mealtime or a due nail trim. With those details anchored, this is one of the most devoted partnerships on the chart.",
      tips: 'Set phone reminders for routine care so that a busy mind never pushes dinner an hour later. Share your reflective time: a pet resting beside you while you read or write is bonding it genuinely values. When you need solitude away from home, leave it with a familiar sitter and a written routine.',
    },
    {
      type: 'INTJ',
      title: 'The Well-Designed Home',
      relationshipStyle:
        "The INTJ loves a well-built system, and a Loyalist thrives inside one: timed meals, a fixed enrichment rotation and a tidy vet calendar suit it perfectly. Its calm confidence means it rarely needs emotional crisis management, which the INTJ appreciates. What it does want is presence and touch, and an INTJ absorbed in a project can forget that simply being near them is this pet's favourite enrichment. Build companionship into the design and the partnership works very well.",
      tips: 'Put a bed or resting spot in your workspace so your pet can keep you company through long focus sessions. Resist optimising for its own sake: test one change at a time and hold it for two weeks before judging, since constant tweaks unsettle a structured pet. Schedule a few minutes of hands-on contact each day as deliberately as you schedule anything else.',
    },
    {
      type: 'ISTP',
      title: 'The Easy Silence',
      relationshipStyle:
        "The ISTP is relaxed and undemanding, which suits a pet that likes calm, and both are comfortable sharing a room without constant interaction. The ISTP's practical streak shows in homemade forage boxes and sturdy, well-placed beds. The friction point is timing: an ISTP lives by what needs doing now, so dinner can wander by an hour or two, and a Loyalist notices every minute. A few fixed anchors give this pet what it needs without cramping the ISTP's style.",
      tips: 'Automate the basics with a timed feeder or a recurring alarm, and use the same lights-out cue every night. Put your tinkering to work building a puzzle feeder or a warm, raised resting spot near where you spend your time. Keep a daily slot of one-to-one attention even on busy days, because a reliant pet feels the difference.',
    },
    {
      type: 'ISFP',
      title: 'The Gentle Afternoon',
      relationshipStyle:
        "Gentle, sensory and unhurried, the ISFP makes an affectionate companion for a pet that loves slow time together: sunny windowsills, soft grooming, quiet music. The Loyalist's calm confidence pairs nicely with the ISFP's easy presence, and affection flows both ways. Where they diverge is timing, since the ISFP goes with the flow while this pet's comfort depends on things happening in the same order. A light skeleton of routine keeps the pet settled and still leaves the owner free.",
      tips: 'Choose three non-negotiables, such as breakfast, an evening cuddle or play session and bedtime, and keep those fixed while everything else flexes. Use your eye for comfort to create a warm resting spot next to wherever you like to sit. On spontaneous days out, let your pet stay home with its routine rather than bringing it along unpredictably.',
    },
    {
      type: 'INFP',
      title: 'The Tender Keepers',
      relationshipStyle:
        "The INFP cherishes each animal as an individual and will happily shape quiet evenings around a Loyalist's love of closeness. Patience and compassion come naturally, so the pet feels secure and valued. The challenge is consistency: INFPs follow mood and inspiration, and irregular mealtimes or house rules that shift with the day can leave a structured pet restless. When the INFP treats routine as an act of care rather than a constraint, the pairing becomes both tender and stable.",
      tips: "Write your pet's daily rhythm on a card on the fridge and think of it as your pet's own wish list. Keep house rules the same whatever your mood, for example always or never allowing it on the bed. Channel your creativity into new forage puzzles served at the usual times.",
    },
    {
      type: 'INTP',
      title: 'The Curious Observer',
      relationshipStyle:
        "The INTP is fascinated by why animals do what they do, and a Loyalist offers plenty to study, from the precise minute it wakes you to the spot it chooses at each hour of the day. The INTP's laid-back home is calm enough for a passive pet. Trouble comes from absent-mindedness: deep in thought, an INTP may forget a meal or a promised lap session, and a reliant, structured pet takes both to heart. Turn curiosity into a care log and the bond deepens.",
      tips: 'Keep a simple log of mealtimes and behaviour; it satisfies your curiosity and makes a forgotten meal obvious. Set recurring alarms for feeding and for a daily check-in cuddle. Experiment freely with enrichment, but run the experiments inside the usual time slots.',
    },
    {
      type: 'ESTP',
      title: 'The Armchair and the Adventurer',
      relationshipStyle:
        "The ESTP wants action, outings and surprises; the Loyalist wants its warm spot and its usual evening. Respect is possible on both sides, because this pet is confident enough to shrug off the ESTP's lively friends and noise. Still, it will not want to join every adventure, and irregular hours strain its inner clock. This pairing works best when the ESTP accepts that their pet's loyalty shows in waiting at the door rather than in keeping up.",
      tips: 'Keep mealtimes fixed even when your day is not; an automatic feeder or a housemate can cover for you. Offer short, predictable outings or play sessions at a set time instead of impromptu marathons. Give your pet a retreat away from gatherings where it can watch without being swept up.',
    },
    {
      type: 'ESFP',
      title: 'The Party and the Fireside',
      relationshipStyle:
        "The ESFP brings fun, warmth and a busy social life, and a confident Loyalist will happily greet the guests before retiring to its favourite spot. Affection is never in short supply, which a reliant pet laps up. Spontaneity is the sticking point: late nights, last-minute plans and shifting mealtimes unsettle a pet whose comfort lies in sameness, and its low energy means it will not match the ESFP's pace of play. With a fixed backbone to the day, this can be a cheerful and loving home.",
      tips: "Protect a calm corner and a set bedtime even when the house is full. Offer play in short, gentle bursts your pet can opt out of, and don't take it personally when it prefers to watch. Set alarms for the feeding times that might slip on busy social days.",
    },
    {
      type: 'ENFP',
      title: "The Explorer's Anchor",
      relationshipStyle:
        "The ENFP's warmth and enthusiasm delight a reliant pet, and the Loyalist's confidence means new faces rarely bother it. Yet the ENFP thrives on novelty, from rearranged rooms to new toys every week and spur-of-the-moment trips, while this pet finds its security in everything staying put. The best version of this pairing treats the pet as a steady anchor in a changing life. The ENFP gains a calm, faithful presence, and the pet gets a fixed frame with a sprinkle of new things inside it.",
      tips: "Introduce novelty within the routine rather than instead of it: a new puzzle at the usual enrichment time, a new treat at the usual snack time. When you redecorate, leave your pet's bed and bowls exactly where they were. Line up one familiar sitter for spontaneous trips instead of improvising care each time.",
    },
    {
      type: 'ENTP',
      title: 'The Debater and the Doorstep',
      relationshipStyle:
        "Quick and restless, the ENTP loves experimenting, and a Loyalist can look like a puzzle: why does it refuse dinner served ten minutes early? The pet's confidence lets it tolerate a lively household, but constant changes to rules, toys and timing wear down a structured temperament. ENTPs often learn something unexpected from this pet, namely that predictability can itself be soothing. Once the ENTP treats the routine as a fixed constraint to design around, the pair settles into mutual respect.",
      tips: 'Run one daily routine unchanged for a month and watch how much calmer your pet becomes. Point your inventiveness at gentle foraging challenges rather than at the schedule. Agree house rules with everyone at home so no one debates them with the pet in the middle.',
    },
    {
      type: 'ESTJ',
      title: 'The Well-Run Household',
      relationshipStyle:
        'The ESTJ runs a tight ship, and a Loyalist loves a tight ship: meals at set times, clear rules and dependable follow-through. Calm and confident, the pet does not need coaxing, and the ESTJ values its good manners. Where the ESTJ can overshoot is in expecting more activity or performance than a passive pet wants, or in keeping affection businesslike. Let the schedule include generous downtime and warmth, and this becomes an orderly, loyal partnership.',
      tips: 'Set realistic activity goals: two or three short, calm sessions suit this pet better than one demanding workout. Include a daily affection ritual in the plan, not only tasks. When you are away, hand over a written routine; your pet will appreciate the consistency as much as you do.',
    },
    {
      type: 'ESFJ',
      title: 'The Welcoming Home',
      relationshipStyle:
        "The ESFJ loves harmony, routine and looking after others, which makes them a natural fit for a pet that wants both a schedule and a devoted person. A confident Loyalist copes well with the ESFJ's sociable household, greeting guests politely and then settling near its favourite human. The ESFJ's care for everyone's comfort extends to the pet's resting spots and mealtimes. The main risks are a busy calendar that keeps the owner out often and well-meaning guests slipping extra treats.",
      tips: "Give visitors one approved treat to offer and ask them not to feed anything else. Keep your pet's resting spot away from the busiest hosting area so it can bow out when it likes. Stay fully at home together at least one evening a week, and keep feeding times fixed even on party nights.",
    },
    {
      type: 'ENFJ',
      title: 'The Warm Coach',
      relationshipStyle:
        "The ENFJ is encouraging, affectionate and organised, so a Loyalist gets both the warmth it seeks and the structure it needs. ENFJs like to see progress, and a calm pet can learn a surprising amount when training is gentle and happens at the same time each day. The caution is that an ENFJ's energy and full social diary can outpace a passive pet, and its devotion may make absences hard for it. Matched to the pet's pace, this is a loving and stable partnership.",
      tips: "Keep training short, calm and scheduled, and celebrate small wins with quiet praise. Don't push activity for its own sake; a slow sniff around the garden or a puzzle feeder counts. Build regular short absences into your week so your pet stays relaxed when you are out.",
    },
    {
      type: 'ENTJ',
      title: 'The Commander and the Constant',
      relationshipStyle:
        "Decisive and goal-driven, the ENTJ brings excellent planning and consistency, both of which a structured pet values. But ENTJ ambition tends to flow toward projects, training targets and a packed diary, while a Loyalist just wants calm company and its usual day. This pet will never be a star athlete, so the ENTJ may need to redefine success as a content, healthy and well-settled companion. With that reframing, the ENTJ's reliability makes them a dependable partner.",
      tips: 'Set goals that fit the pet, such as a perfect settle on its mat, relaxed vet visits or a healthy weight. Block a daily slot of unhurried time together in your calendar. When work intensifies, delegate meals to someone who will keep them on time.',
    },
  ],
  famousAnimals: [
    {
      name: 'Hachiko',
      species: 'Dog (Akita)',
      description:
        "The Akita who met Professor Hidesaburo Ueno at Tokyo's Shibuya Station every afternoon, and who kept arriving at the same hour for almost ten years after Ueno died suddenly in 1925. Calm among crowds of commuters yet devoted to one person and one ritual, he is the Loyalist in bronze: his statue still stands outside the station.",
      featured: true,
      image: 'famous-rcps',
    },
    {
      name: 'Greyfriars Bobby',
      species: 'Dog (Skye Terrier)',
      description:
        "The Edinburgh terrier said to have kept watch by the grave of his owner, John Gray, in Greyfriars Kirkyard for fourteen years after 1858. Local accounts describe him leaving each day at the one o'clock gun for a meal nearby and then returning to his post, a fixed routine kept with quiet self-possession in the middle of a busy city.",
    },
    {
      name: 'Fido',
      species: 'Dog (mixed breed)',
      description:
        'A dog from Borgo San Lorenzo in Tuscany who walked to the bus stop each evening to meet brick-kiln worker Carlo Soriani. After Soriani was killed in an air raid in December 1943, Fido went on meeting the evening bus for around fourteen years, and the town later raised a statue to him: single-minded attachment and an unbreakable daily timetable.',
    },
    {
      name: 'Ciccio',
      species: 'Dog (German Shepherd)',
      description:
        'A former stray taken in by Maria Margherita Lochi of San Donaci in Puglia, who went with her to Mass every day at the church of Santa Maria Assunta. After she died in 2012 he kept arriving when the bells rang and lay quietly beside the altar through each service, never barking, a gentle, self-assured creature of habit whom the whole village ended up caring for.',
    },
    {
      name: 'Capitán',
      species: 'Dog (German Shepherd)',
      description:
        "After Miguel Guzmán died in 2006 in Villa Carlos Paz, Argentina, his German Shepherd found his way to the cemetery and stayed there for around a decade. Cemetery staff reported that he settled on the grave at about six o'clock each evening, a timetable as fixed as any routine he had kept while his owner was alive.",
    },
    {
      name: 'Toldo',
      species: 'Cat (domestic shorthair)',
      description:
        'A grey-and-white tomcat from the Tuscan village of Montagnana who followed the funeral procession of his owner, Renzo Iozzelli, in 2011 and then visited the grave almost daily, leaving twigs, leaves and small objects on the tomb. He shows that cats can be Loyalists too: bonded to one person, unbothered by cemetery visitors and faithful to a daily ritual.',
    },
    {
      name: 'Ruswarp',
      species: 'Dog (Border Collie)',
      description:
        'The collie of Graham Nuttall, a founder of the campaign to save the Settle-Carlisle railway, whose paw print was counted on the objection as a fare-paying passenger. When Nuttall died walking in the Welsh hills in 1990, Ruswarp stayed beside him for about eleven weeks until they were found; a bronze statue of him now stands at Garsdale station.',
    },
  ],
  activities: {
    dog: [
      {
        text: 'The same gentle morning round at the same time every day: twenty to thirty minutes, with every lamp post and hedge sniffed for as long as your dog likes.',
        icon: 'footprints',
      },
      {
        text: 'Serve half of breakfast in a snuffle mat in the same spot each morning, so your dog noses out its meal before settling for its nap.',
        icon: 'bone',
      },
      {
        text: 'A five-minute brushing ritual at the same time each evening, with your dog lying on its bed, a soft brush and a calm voice.',
        icon: 'heart',
      },
      {
        text: 'One easy new cue a month, such as a chin rest on your hand or a nose touch, practised for one minute after breakfast each day.',
        icon: 'brain',
      },
      {
        text: 'An evening wind-down: a long-lasting chew on its bed beside your chair at the same time every night.',
        icon: 'moon',
      },
      {
        text: 'A find-it game before dinner: hide three treats in the same room while your dog waits, then send it to search on cue.',
        icon: 'search',
      },
    ],
    cat: [
      {
        text: 'A hunt-then-eat ritual at the same times morning and evening: five minutes stalking a feather wand, then its meal in the usual place.',
        icon: 'cat',
      },
      {
        text: 'A padded window shelf beside your usual chair, where your cat can watch the garden birds and doze within reach of you.',
        icon: 'sun',
      },
      {
        text: 'A nightly grooming session with a soft brush or grooming glove, at the same time and in the same spot.',
        icon: 'heart',
      },
      {
        text: 'A puzzle feeder holding part of the daily ration, set out in the same place at the same time each afternoon.',
        icon: 'puzzle',
      },
      {
        text: 'Lap time at a fixed hour each evening, signalled by the same blanket spread over your knees.',
        icon: 'bed',
      },
      {
        text: 'A gentle after-dinner chase: roll a treat a few metres along the hallway five or six times for your cat to trot after.',
        icon: 'ball',
      },
    ],
    bird: [
      {
        text: 'Out-of-cage time at the same hour every day on a play stand beside your chair, with a paper-wrapped treat or two to unwrap.',
        icon: 'bird',
      },
      {
        text: 'A morning song: greet your bird with the same whistle or phrase each day and give it a moment to answer; many birds learn to reply.',
        icon: 'music',
      },
      {
        text: 'An afternoon foraging cup in the cage at a set time, with part of the daily food hidden under a layer of shredded paper.',
        icon: 'puzzle',
      },
      {
        text: 'A gentle exercise session every evening: a few short flights between two safe landing spots, or a climb to the top of the play gym for a treat.',
        icon: 'timer',
      },
      {
        text: 'A bedtime ritual: a quiet word, a last treat, then the cage cover goes on at the same time each night.',
        icon: 'moon',
      },
      {
        text: 'A weekly shower on the same day, with a fine mist of lukewarm water from a clean spray bottle, for birds that enjoy bathing.',
        icon: 'waves',
      },
    ],
    rabbit: [
      {
        text: 'A dig box of shredded paper with a sprinkling of dried herbs and a few pellets, set in the same corner of the run at the same time each day.',
        icon: 'carrot',
      },
      {
        text: 'Twenty minutes sitting on the floor in their space each evening, letting your rabbits come to you for nose rubs and forehead strokes.',
        icon: 'heart',
      },
      {
        text: 'A hay-stuffed cardboard tube or willow ball with breakfast each morning, so the day always begins with a forage.',
        icon: 'leaf',
      },
      {
        text: 'Run time at the same hours morning and evening, matching the dawn and dusk when rabbits are naturally most active.',
        icon: 'sun',
      },
      {
        text: 'A calm grooming session on the floor once or twice a week with a soft brush, and every day while they are moulting.',
        icon: 'sparkles',
      },
      {
        text: 'Hide the herb: tuck sprigs of parsley or mint under the same three upturned cardboard boxes each evening for the pair to find.',
        icon: 'search',
      },
    ],
    other: [
      {
        text: 'A daily forage at the same hour: hay-stuffed tubes for guinea pigs and chinchillas, a dig box for hamsters, scatter-fed greens for a tortoise.',
        icon: 'leaf',
      },
      {
        text: 'A short handling session at the same quiet time each day, with a gentle health check and a treat from your fingers or from tongs.',
        icon: 'shield',
      },
      {
        text: 'Sit near the enclosure at the same time each evening, reading or talking softly, so your pet learns your voice as part of its day.',
        icon: 'home',
      },
      {
        text: 'Keep a favourite hide that never moves, and change one enrichment item, such as a tunnel or a branch, on the same day each week.',
        icon: 'puzzle',
      },
      {
        text: 'A brief roam in a secure, warm play area at a fixed time, with a couple of hides to duck into whenever it likes.',
        icon: 'map',
      },
      {
        text: 'Hand-feed a treat at the same point of every day, such as a slice of pepper for a guinea pig or an insect from tongs for a lizard.',
        icon: 'heart',
      },
    ],
  },
  careTips: {
    dog: [
      'Split its exercise into two or three gentle outings at set times; for older or heavier dogs, shorter walks are kinder to the joints than one long slog.',
      'Run your hands over its body during the evening brush, feeling for new lumps, sore pads and long nails, and note anything that changes.',
      'Weigh out every meal and count the treats, because a calm dog that loves its dinner gains weight easily.',
      'Keep meals within half an hour of the same time each day, using a timed feeder or a phone alarm on busy days.',
      'Choose one walker or sitter and introduce them on ordinary days, with a written timetable of walks, meals and bedtime.',
      'Book a yearly check-up, twice yearly once your dog is older, and ask about teeth, joints and weight.',
    ],
    cat: [
      'Give your cat a sturdy cat tree or a staircase of shelves near your favourite seat, so even a calm cat climbs a little every day.',
      'Never move the litter tray, food bowl or water without warning; if you must, shift each a little at a time over a week.',
      'Weigh out its food and serve part of it in a puzzle feeder, since calm cats that love mealtimes gain weight quietly.',
      'Brush it regularly, especially if it is long-haired, to cut down hairballs and keep its coat free of mats as it grooms less with age.',
      'Put a scratching post right beside its favourite sleeping spot, where it will stretch on waking.',
      'Note its appetite and how much it drinks, and book a yearly check-up; a steady cat hides small changes well, and kidney and dental problems start quietly.',
    ],
    bird: [
      'Give several hours of supervised out-of-cage time at the same times each day; calm birds still need to fly, climb or walk to stay fit.',
      'Keep 10 to 12 hours of dark, quiet sleep a night at the same bedtime, with the cage in a room that is not used late in the evening.',
      'Weigh your bird weekly on kitchen scales, since a relaxed bird on a seed-heavy diet gains weight easily; ask your avian vet about pellets and fresh vegetables.',
      'Never heat non-stick pans near your bird, and keep aerosols and scented candles away from it; the fumes can be fatal.',
      'Change toys one at a time and move the cage only if you must, keeping one side against a wall so your bird feels secure.',
      'Choose a bird-sitter who can keep your timetable, and introduce them on ordinary days well before you travel.',
    ],
    rabbit: [
      'Keep your rabbit with a bonded companion, housed together in a large enclosure with space to exercise every day.',
      'Feed unlimited hay, a handful of greens at the same times morning and evening, and only an egg-cup of pellets each.',
      'Count droppings as part of your routine: fewer or smaller droppings, or a rabbit that skips breakfast, needs a vet the same day.',
      'Handle rabbits at floor level wherever possible and never lift them by the ears; if you must lift, support the chest and hindquarters.',
      'Keep the litter tray in the same corner with fresh hay at one end, and refresh it daily.',
      'Check teeth, nails and bottoms weekly, because calm, heavier rabbits are prone to overgrown nails and flystrike.',
    ],
    other: [
      'Ask a vet who knows exotic pets to confirm the right temperature, lighting, diet and company for your species, then keep those settings steady.',
      'For reptiles, run heat and UVB lamps on timers with a thermostat, so day length and warmth stay the same every day.',
      'Weigh your pet on kitchen scales once a month and keep a record; slow weight gain is common in calm, well-fed animals.',
      'Feed at the same times every day and measure portions, rather than topping up the bowl whenever it looks empty.',
      'Choose one carer who will visit at your usual times, and leave a written routine for feeding, cleaning and handling.',
      'Spot-clean daily but leave a little of the old bedding in place, so the enclosure still smells familiar after cleaning.',
    ],
  },
  bySpecies: {
    dog: {
      greatTools:
        'A timed feeder or a recurring phone alarm keeps meals punctual on the days you are running late. Place one favourite bed where it can watch you work and a second where you spend your evenings, so it is never far from its person. Slow feeders, snuffle mats and lick mats turn part of each meal into gentle exercise without asking for bursts of energy. An item that smells of you, such as a worn T-shirt tucked into its bed, bridges the hours you are away.',
    },
    cat: {
      greatTools:
        'A timed feeder or a recurring phone alarm keeps meals punctual on the days you are running late. Place one favourite bed or padded shelf where it can watch you work and a second where you spend your evenings, so it is never far from its person. Puzzle feeders and treat balls turn part of each meal into gentle exercise without asking for bursts of energy. An item that smells of you, such as a worn T-shirt in its bed, bridges the hours you are away.',
    },
    bird: {
      greatTools:
        'A recurring phone alarm keeps meals and out-of-cage time punctual on busy days. Place the cage against a wall in the room where you spend your days, with a play stand beside your evening seat, so it is never far from its person. Foraging cups and paper-wrapped treats turn part of each meal into gentle exercise. A cage cover used at the same time every night makes bedtime a fixed point of the day.',
    },
    rabbit: {
      greatTools:
        'A recurring phone alarm keeps meals and run time punctual on busy days. Place their enclosure in a room where the family spends time, with a hidey house that never moves, so the pair are never far from their people. Dig boxes, hay-stuffed tubes and willow toys turn part of each meal into gentle exercise without asking for bursts of energy. A fleece that has been on your lap, laid in their space, carries your scent while you are away.',
    },
  },
};
