import type { ArchetypeContent } from '../schema.ts';

export const itas: ArchetypeContent = {
  code: 'ITAS',
  title: 'Strategist',
  description:
    'Your pet is:\n' +
    'Independent - self-directed and purposeful, it likes to carry out its own plans without being supervised.\n' +
    'Timid - cautious with strangers and surprises, it scouts from the edges before committing to anything.\n' +
    'Active - energetic and driven, it needs daily outlets for hunting, patrolling, digging, climbing or problem-solving.\n' +
    'Structured - organised by habit, it follows set routes, schedules and rituals and dislikes having them disrupted.',
  traits: [
    'Works problems out alone and dislikes being micromanaged',
    'Scouts from cover before committing to anything new',
    'Needs daily vigorous outlets for body and brain',
    'Follows set routes, rituals and schedules',
  ],
  bestApproach:
    'Give the Strategist a predictable daily programme with real work in it: scheduled exercise or play, puzzle feeding and a familiar territory to patrol. Hold these sessions in quiet, known surroundings so its energy goes into the task rather than into scanning for threats. Let it solve problems itself instead of showing it the answer, and raise the difficulty step by step. Surprises, crowds and sudden changes of plan undo a lot of good work, so plan them out well in advance.',
  greatTools:
    'Multi-step puzzle feeders and foraging toys that can be made harder over time are ideal, with hides, tunnels or climbing routes suited to your species. A timer or wall planner keeps exercise and enrichment at fixed times, and a secure enclosure or play space gives it a safe patrol area where it can burn energy without meeting strangers.',
  overview:
    'The Strategist is a busy, capable animal that prefers to operate on its own terms. It has plenty of energy and a sharp mind, but it channels them through routine: the same patrol route, the same hunting hour, the same order of tasks. Wary of strangers and upheaval, it watches and plans before it acts, and it is at its best in a household that offers both structure and genuine challenges. Bored or unsettled, it can turn restless or destructive; well occupied, it is focused, clever and quietly loyal.',
  getsOnWellWith:
    'The Strategist does best with calm, predictable animals that do not compete for its resources or interrupt its routines. A steady, gentle companion of its own species can work well, although some Strategists are happiest as the only pet of their kind or with a single well-matched partner introduced slowly. Very bouncy young animals and chaotic households are hard on it. It bonds most readily with people who give it jobs to do and keep the day predictable.',
  idealOwner:
    'The ideal owner is organised and active, happy to put daily exercise and enrichment in the diary and keep to it. They enjoy training and problem-solving and respect that this pet prefers to work things out independently rather than be directed at every step. A calm home and a willingness to shield the pet from surprises, such as unexpected visitors or chaotic outings, are essential. People who like planning and measurable progress find this personality hugely rewarding.',
  tips: "Set two fixed activity windows each day, for example early morning and late afternoon, and fill them with vigorous, species-appropriate work. A Strategist that knows when its outlets are coming is far calmer in between.\nMake food a project: serve part of every meal through puzzles, scatter feeding or foraging boxes, and increase the difficulty gradually. Let your pet work out each step for itself, stepping in only when it is close to giving up.\nExercise in familiar, quiet places. Let it burn energy in the same safe room, run or enclosure each day rather than somewhere new and busy. Crowded, unfamiliar settings turn this pet's energy into vigilance.\nPlan disruptions ahead. Before holidays, moves or visitors, rehearse the new arrangements in small steps, keep activity times unchanged, and give your pet a quiet base where it can retreat and regroup.\nWatch for signs of under-stimulation such as pacing, over-grooming, chewing at the enclosure or inventing its own jobs. Add more structured work before these habits become established.",
  starSigns: ['Scorpio', 'Capricorn', 'Virgo'],
  bestHumanTypes: ['INTJ', 'ISTJ', 'ISTP', 'ISFJ', 'INFJ'],
  compatibility: [
    {
      type: 'INTJ',
      title: 'The Fellow Strategist',
      relationshipStyle:
        "An INTJ and a Strategist are natural allies: both like a plan, both work best independently, and both enjoy a problem worth solving. The INTJ will happily design graded puzzle feeders, training progressions and a structured exercise programme, which gives this active pet exactly the mix of routine and challenge it needs. Their calm, low-key household keeps the animal's wariness in check. The only caution is that the INTJ may over-engineer things and forget that a timid pet also needs simple, undemanding downtime.",
      tips: 'Build a progression plan for puzzles and training, but leave one session a day purely for relaxed play. Keep records of what your pet solves and how quickly. Protect its quiet retreat from any household reorganising.',
    },
    {
      type: 'ISTJ',
      title: 'The Reliable Drill Partner',
      relationshipStyle:
        "The ISTJ's dependable schedule is a gift to the Strategist: walks, meals and play happen at the same time every day without fail. They are calm and undemanding, so a shy pet feels safe around them. They may not naturally think of vigorous or inventive play, and an active animal needs more than a tidy routine, but once exercise is written into the plan the ISTJ will deliver it faithfully. This is a steady, trustworthy partnership.",
      tips: "Schedule two proper exercise sessions a day, not just care tasks. Add a new puzzle or training step each week so your pet's mind is worked as well as its body. Keep to quiet, familiar routes where it can concentrate.",
    },
    {
      type: 'ISTP',
      title: 'The Hands-On Trainer',
      relationshipStyle:
        "The ISTP is active, practical and calm, and loves tinkering with equipment, which makes them a brilliant builder of puzzle feeders, agility setups and climbing circuits for a Strategist. They respect the pet's independence and never crowd it. Their loose, spur-of-the-moment approach to time is the weak link, because a structured pet becomes unsettled when exercise happens at random. Once the ISTP commits to fixed activity windows, this is a highly satisfying match.",
      tips: 'Build a new piece of enrichment each month, such as a dig box, a foraging board or a climbing route. Fix exercise times and stick to them even when you are busy. Keep outings low-key and away from crowds.',
    },
    {
      type: 'ISFJ',
      title: 'The Careful Provider',
      relationshipStyle:
        "The ISFJ's quiet, routine-based home suits the Strategist's need for predictability, and their sensitivity to small changes means they spot stress early. They are less likely to provide enough vigorous activity, since their instinct is to keep things gentle and safe. The pet may become restless if its energy has nowhere to go. When the ISFJ adds structured, energetic play to their caring routine, the animal settles beautifully.",
      tips: 'Treat daily exercise as part of care, just like feeding and cleaning. Use puzzle feeders to add mental work without adding risk. Trust your pet to solve problems; step in only when it seems stuck.',
    },
    {
      type: 'INFJ',
      title: 'The Intuitive Planner',
      relationshipStyle:
        "The INFJ combines a love of planning with an unusual sensitivity to unspoken feelings, which suits a pet that is both structured and wary. They create a quiet home and are happy to build routines around the animal's needs. Their energy levels may not match an active pet on every day, so they benefit from planning exercise that does not depend on mood. Over time they often develop a deep, respectful understanding with this independent animal.",
      tips: 'Book exercise sessions in advance so they happen even on your low-energy days. Use short training sessions as a quiet way to connect without cuddling. Note what unsettles your pet, such as a noisy delivery time or a particular visitor, and route it out of the day where you can.',
    },
    {
      type: 'ISFP',
      title: 'The Gentle Outdoors Partner',
      relationshipStyle:
        'The ISFP is calm, sensory and often outdoorsy, and a Strategist enjoys their quiet company on walks, in the garden or during gentle play. They never pressure a shy animal and give it space to work things out alone. Their spontaneity is the challenge, because this pet wants to know when its activity is coming, and irregular days can leave it restless. A simple, fixed framework for exercise and meals makes the partnership work.',
      tips: 'Fix two daily activity times and fill them however you like. Take your pet to the same peaceful places rather than new ones each time. Keep an eye out for boredom behaviours on unstructured days.',
    },
    {
      type: 'INFP',
      title: 'The Soft-Hearted Improviser',
      relationshipStyle:
        "The INFP offers kindness, patience and respect for the pet's individuality, which helps a timid animal trust them. They may, however, find it hard to provide the consistent, vigorous routine a Strategist needs, and they can be reluctant to set any challenge that might frustrate the pet. Without structure and enough activity, this pet channels its energy into unwanted behaviours. When the INFP builds a routine and trusts the animal to cope with a challenge, the bond is warm and solid.",
      tips: 'Write a daily activity plan and pin it up. Let your pet struggle a little with a puzzle before helping, as solving it is the reward. Keep your home calm and avoid sudden changes to its space.',
    },
    {
      type: 'INTP',
      title: 'The Puzzle Partner',
      relationshipStyle:
        'The INTP is fascinated by how animals think and loves designing puzzles to test them, which is exactly the kind of challenge a Strategist enjoys. They respect independence and keep a quiet home. Their main weakness is routine: feeds, walks and play can drift while they are absorbed in something else, and this structured pet finds that unsettling. Automating what they can and setting firm activity times fixes most of the problem.',
      tips: 'Design graded puzzles and record how your pet solves each one. Use timers or phone alarms so exercise and meals happen on schedule even when you are deep in a project. Resist rearranging its territory just to see what happens; experiment with the puzzles instead.',
    },
    {
      type: 'ESTP',
      title: 'The Action Buddy',
      relationshipStyle:
        "The ESTP matches the Strategist's energy and will happily run, play and explore with it every day. The friction lies in style: ESTPs are spontaneous and sociable, often bringing friends, noise and new places into the mix, while this pet wants predictable routines and quiet surroundings. A timid animal may find their outings overwhelming. When the ESTP keeps adventures low-key and on a regular schedule, the shared love of activity shines.",
      tips: 'Keep the clock fixed even when the activity changes: the same two exercise windows every day, whatever you fill them with. Take your pet to the same quiet field or empty trail at off-peak hours rather than somewhere new and busy. When friends come round, shut it in a calm room with a puzzle feeder so it stays occupied instead of on guard.',
    },
    {
      type: 'ESFP',
      title: 'The Crowd-Pleaser',
      relationshipStyle:
        "ESFPs are playful and energetic, so they rarely struggle to give a Strategist enough activity. Their lively, people-filled lifestyle and changeable schedule, though, run against the pet's need for quiet and routine. A timid animal may retreat from the fun rather than join it. With a fixed routine for the pet and clear boundaries around visitors, the ESFP's playfulness becomes a great outlet.",
      tips: 'Hold energetic play sessions at the same times each day in a room away from the music and chatter. Ask guests not to pick your pet up or follow it when it withdraws. On party days, give it a long-lasting foraging task in its retreat before people arrive.',
    },
    {
      type: 'ENFP',
      title: 'The Spontaneous Sidekick',
      relationshipStyle:
        "ENFPs are warm, creative and energetic, full of ideas for games and adventures. A Strategist welcomes the activity but not the unpredictability: new places, new people and ever-changing plans can keep it on edge. The ENFP's enthusiasm may also lead them to introduce too much at once. When they channel their creativity into a stable weekly programme, this pet thrives on the variety of tasks within a fixed framework.",
      tips: 'Draw up a weekly rota, such as scent games on Monday and a climbing circuit on Tuesday, and run it at the same times every week. Introduce each new game in a room your pet already knows. Save the spontaneous road trips and new friends for yourself, and bring home the ideas instead.',
    },
    {
      type: 'ENTP',
      title: 'The Idea Machine',
      relationshipStyle:
        "The ENTP loves inventing challenges, and a Strategist's clever, active mind makes it an ideal test subject for new puzzles. The problem is constant change: ENTPs rarely do anything the same way twice, and they like a lively, social home. This pet needs predictable routines and calm surroundings to use its abilities well. An ENTP who keeps the schedule fixed and experiments only with the content of sessions can be a wonderful partner.",
      tips: "Keep the timing and location of sessions the same while you vary the puzzles. Note what works before moving on to the next idea. Avoid rearranging your pet's territory on a whim.",
    },
    {
      type: 'ESTJ',
      title: 'The Efficient Coach',
      relationshipStyle:
        "The ESTJ's structured, efficient approach matches the Strategist's need for routine, and they are reliable about daily exercise and training. Their expectation of compliance can clash with an independent animal that prefers to work things out alone. A busy, outgoing household may also bring more people and noise than this shy pet likes. When the ESTJ frames training as problem-solving rather than obedience, the partnership is productive.",
      tips: 'Swap repetitive commands for puzzles and choice-based training, where your pet decides how to solve the task. Keep exercise in the same quiet garden, yard or room rather than busy public spaces. Limit handling to one or two familiar people and let the pet approach them first.',
    },
    {
      type: 'ESFJ',
      title: 'The Busy Organiser',
      relationshipStyle:
        "ESFJs are caring and routine-minded, so a Strategist benefits from their dependable schedules and attentiveness. Their social home, with frequent visitors and family gatherings, can unsettle a timid animal. They may also focus on comfort and company rather than the vigorous activity this pet needs. With a quiet patrol area and structured exercise, the ESFJ's warmth and reliability make it a good match.",
      tips: "Put active play on the family timetable alongside meals and grooming, and protect it on busy days. Make your pet's patrol area off-limits to visiting children and guests. Give each household member one job in the routine so the pet meets the same people doing the same things.",
    },
    {
      type: 'ENFJ',
      title: 'The Motivational Coach',
      relationshipStyle:
        'The ENFJ is organised and encouraging, and they enjoy helping an animal learn and progress. Their structured approach suits the Strategist, and they are good at getting the household to follow the same routine. Their enthusiasm for social contact and their wish to draw the pet out of its shell may push it too hard. Letting the pet lead its own problem-solving, with quiet praise, works far better.',
      tips: 'Reward a solved puzzle or a calm return with a quiet treat rather than excited praise and fuss. Keep training sessions short, regular and in familiar places. If new people must be introduced, let them sit still and toss treats while your pet decides whether to come closer.',
    },
    {
      type: 'ENTJ',
      title: 'The Mission Commander',
      relationshipStyle:
        "The ENTJ's goal-driven planning gives the Strategist a clear, consistent programme, and they are likely to invest in good equipment and training. They can, however, expect faster results and more compliance than an independent, timid animal will offer. A busy schedule and an outward-facing lifestyle may also disrupt the pet's routines. When the ENTJ sets goals around the pet's own achievements, such as mastering a harder puzzle, the match works well.",
      tips: "Set goals around your pet's own achievements, such as solving a harder puzzle level, and track them in a simple log. When work gets hectic, protect its exercise windows first rather than cutting them. Skip crowded places intended as exposure training; they teach this pet vigilance, not confidence.",
    },
  ],
  famousAnimals: [
    {
      name: 'Holly',
      species: 'Cat (tortoiseshell)',
      description:
        "Holly, a four-year-old indoor cat, bolted from her family's motor home at Daytona International Speedway in November 2012 when fireworks frightened her, and when rescuers spotted her outside a Daytona Beach restaurant two weeks later she slipped away before her owners could get there. Sixty-two days after she vanished she turned up, footsore and emaciated, in a back garden in Palm Beach Gardens about a mile from home, having made her own way roughly 190 miles down the Florida coast. Easily frightened yet relentlessly single-minded about returning to the one territory she knew, she is the Strategist at its most determined.",
      featured: true,
      image: 'famous-itas',
    },
    {
      name: 'Mike',
      species: 'Cat (tabby)',
      description:
        "Mike helped keep the main gate of the British Museum in London from 1909 until 1929, as his memorial stone still records. Trained as a young cat by the museum's house cat Black Jack, he stalked and cornered pigeons in a daily routine, carrying them to the housekeeper to swap for a meal, after which they were released unharmed. He avoided unwanted attention, let only a few trusted people feed or touch him, and kept his post for twenty years: methodical, active and utterly independent.",
    },
    {
      name: 'Betty',
      species: 'New Caledonian crow',
      description:
        "Betty became famous in 2002 when researchers at the University of Oxford saw her bend a straight piece of wire into a hook to lift a small bucket of food out of a tube, a feat she then repeated in further trials. Her species is known for making and using tools in the wild, and like many corvids it is cautious with unfamiliar objects. Careful, inventive and working entirely on her own, she shows the Strategist's methodical approach to a problem.",
    },
    {
      name: 'Paddy',
      species: 'Homing pigeon',
      description:
        "Paddy, an Irish racing pigeon serving with the RAF, carried coded news from the Normandy beaches in June 1944, flying 230 miles home in four hours and fifty minutes, the fastest time of any pigeon used in the operation. He was awarded the Dickin Medal for the flight. A lone flier navigating through poor weather and the threat of falcons to one fixed destination, he shows the Strategist's blend of drive, caution and unwavering routine.",
    },
    {
      name: 'Migaloo',
      species: 'Humpback whale',
      description:
        "Migaloo, an all-white humpback first recorded off Byron Bay in 1991, travels each year between Antarctic waters and the Great Barrier Reef along Australia's east coast. Despite his fame he is notoriously elusive, sometimes slipping past the usual lookout points unseen or skipping a season's sightings entirely. Energetic, elusive and loyal to a fixed annual route, he swims like a Strategist.",
    },
    {
      name: 'Ollie',
      species: 'Bobcat',
      description:
        "Ollie escaped through a small hole in the mesh of her enclosure at the Smithsonian's National Zoo in Washington in January 2017 and spent more than two days roaming nearby woods and neighbourhoods. She never strayed far, and when keepers set a baited trap near the zoo's bird house she watched from cover until they had walked away before strolling in. Secretive, active and firmly attached to her home ground, she behaved like a true Strategist.",
    },
  ],
  bySpecies: {
    dog: {
      greatTools:
        'Multi-step puzzle feeders that can be made harder over time, a flirt pole and a scent-work kit are ideal. A timer or wall planner keeps walks and training at fixed times, and secure fencing gives a safe patrol area where it can burn energy without meeting strangers.',
      tips: "Set two fixed activity windows each day, for example early morning and late afternoon, and fill them with vigorous, species-appropriate work. A Strategist that knows when its outlets are coming is far calmer in between.\nMake food a project: serve part of every meal through puzzles, scatter feeding or foraging boxes, and increase the difficulty gradually. Let your pet work out each step for itself, stepping in only when it is close to giving up.\nExercise in familiar, quiet places. A regular route at off-peak hours suits it far better than a busy park, and a hired secure field lets it run without surprises. Crowded, unfamiliar settings turn this dog's energy into vigilance.\nPlan disruptions ahead. Before holidays, moves or visitors, rehearse the new arrangements in small steps, keep activity times unchanged, and give your pet a quiet base where it can retreat and regroup.\nWatch for signs of under-stimulation such as pacing, chewing, digging, barking at nothing or inventing its own jobs. Add more structured work before these habits become established.",
    },
    cat: {
      greatTools:
        'Puzzle feeders that can be made harder over time, wand toys and a hunt-then-eat feeding set-up are ideal. A timer or wall planner keeps play at fixed times, and a catio or cat-proofed garden gives a safe patrol area where it can burn energy without meeting strangers.',
      tips: "Set two fixed activity windows each day, for example early morning and late afternoon, and fill them with vigorous, species-appropriate work. A Strategist that knows when its outlets are coming is far calmer in between.\nMake food a project: serve part of every meal through puzzles, scatter feeding or foraging boxes, and increase the difficulty gradually. Let your pet work out each step for itself, stepping in only when it is close to giving up.\nExercise in familiar, quiet places. Play within its own territory, in the same room at the same times each day, rather than in rooms full of visitors. Crowded, unfamiliar settings turn this cat's energy into vigilance.\nPlan disruptions ahead. Before holidays, moves or visitors, rehearse the new arrangements in small steps, keep activity times unchanged, and give your pet a quiet base where it can retreat and regroup.\nWatch for signs of under-stimulation such as pacing, over-grooming, night-time yowling or ambushing ankles. Add more structured play before these habits become established.",
    },
    bird: {
      greatTools:
        'Foraging boxes, shreddable toys and multi-step puzzles that can be made harder over time are ideal. A timer or wall planner keeps flight and training at fixed times, and a bird-safe room or aviary gives it a safe space to burn energy without meeting strangers.',
      tips: "Set two fixed activity windows each day, for example early morning and late afternoon, and fill them with vigorous, species-appropriate work. A Strategist that knows when its outlets are coming is far calmer in between.\nMake food a project: serve part of every meal through puzzles, scatter feeding or foraging boxes, and increase the difficulty gradually. Let your pet work out each step for itself, stepping in only when it is close to giving up.\nExercise in familiar, quiet places. Let it fly and climb in the same safe room each day, with the same play stand, rather than somewhere new and busy. Crowded, unfamiliar settings turn this bird's energy into vigilance.\nPlan disruptions ahead. Before holidays, moves or visitors, rehearse the new arrangements in small steps, keep activity times unchanged, and give your pet a quiet base where it can retreat and regroup.\nWatch for signs of under-stimulation such as feather picking, screaming or chewing at the cage bars. Add more foraging and training before these habits become established.",
    },
    rabbit: {
      greatTools:
        'Dig boxes, tunnels and treat puzzles that can be made harder over time are ideal. A timer or wall planner keeps exercise at the same times each day, and a large covered run gives a safe patrol area where it can burn energy without meeting strangers.',
      tips: "Set two fixed activity windows each day, for example early morning and late afternoon, and fill them with vigorous, species-appropriate work. A Strategist that knows when its outlets are coming is far calmer in between.\nMake food a project: serve part of every meal through puzzles, scatter feeding or foraging boxes, and increase the difficulty gradually. Let your pet work out each step for itself, stepping in only when it is close to giving up.\nExercise in familiar, quiet places. Let it run in the same safe run or rabbit room each day, at dawn and dusk, rather than somewhere new and busy. Crowded, unfamiliar settings turn this rabbit's energy into vigilance.\nPlan disruptions ahead. Before holidays, moves or visitors, rehearse the new arrangements in small steps, keep activity times unchanged, and give your pet a quiet base where it can retreat and regroup.\nWatch for signs of under-stimulation such as bar-chewing, digging at the corners of its enclosure or over-grooming. Add more foraging and digging work before these habits become established.",
    },
  },
  activities: {
    dog: [
      {
        text: 'Scent work at home: hide treats or a scented toy in boxes around a familiar room or garden, adding one more search each week.',
        icon: 'search',
      },
      {
        text: 'Flirt-pole or tug sessions with clear start and stop cues, for a vigorous but structured outlet in a quiet space.',
        icon: 'ball',
      },
      {
        text: 'Walks at the same quiet time each day on a familiar route, with one new short stretch added once it is relaxed on the old one.',
        icon: 'footprints',
      },
      {
        text: 'Target training: teach it to touch your hand on cue, then chain short sequences of behaviours together for a reward.',
        icon: 'brain',
      },
      {
        text: 'Puzzle feeding at set mealtimes, with the difficulty raised a little each week once it solves the current puzzle quickly.',
        icon: 'puzzle',
      },
    ],
    cat: [
      {
        text: 'Wand-toy hunting sequences at the same times each day that let it stalk, chase and catch, followed straight away by a meal.',
        icon: 'cat',
      },
      {
        text: 'A climbing circuit of cat trees and wall shelves it can patrol at set times, with a treat left at the far end.',
        icon: 'mountain',
      },
      {
        text: 'Puzzle feeders and treat balls for part of each meal, served in the same quiet spot at the same time.',
        icon: 'puzzle',
      },
      {
        text: 'Clicker training in short, regular sessions: sit, touch a target, jump onto a stool, each rewarded with a favourite treat.',
        icon: 'brain',
      },
      {
        text: 'A daily evening hunt for a handful of treats hidden along the same route around the house, with the hiding places varied.',
        icon: 'search',
      },
    ],
    bird: [
      {
        text: 'Foraging boxes and shreddable toys with food layered inside, placed in the same spot each morning.',
        icon: 'puzzle',
      },
      {
        text: 'Daily flying or climbing time in a bird-safe room, with a fixed route of perches and play stands.',
        icon: 'feather',
      },
      {
        text: 'Target training at the same time each day: touch the stick, follow it, then step into the carrier or onto the scale.',
        icon: 'brain',
      },
      {
        text: 'Foraging cups and puzzle toys that need several steps to open, swapped for harder ones on a set day each week.',
        icon: 'timer',
      },
      {
        text: 'Fresh, untreated branches from bird-safe trees such as apple or hazel, fixed in the same place in the cage, to strip and chew each week.',
        icon: 'leaf',
      },
    ],
    rabbit: [
      {
        text: 'Dig boxes and hay-filled tunnels in a secure, familiar run, available at the same time each day.',
        icon: 'rabbit',
      },
      {
        text: 'Treat-ball and stacking-cup puzzles with a few pellets or herbs hidden inside, set out at dusk when rabbits are most active.',
        icon: 'puzzle',
      },
      {
        text: "Running laps in a large, quiet run with ramps and a platform, at dawn and dusk when a rabbit's energy peaks.",
        icon: 'timer',
      },
      {
        text: 'Clicker training for target touching and coming when called, in short sessions at the same time each day.',
        icon: 'brain',
      },
      {
        text: 'A forage hunt through the run each evening, with its greens hidden in the same few places so searching feels safe.',
        icon: 'carrot',
      },
    ],
    other: [
      {
        text: 'Species-appropriate hunting or foraging, such as catching insects from a feeding dish for insect-eating reptiles, or wheels, tunnels and deep substrate for active rodents.',
        icon: 'search',
      },
      {
        text: 'Scheduled time in a quiet, secure playpen with tunnels and hides, at the same hour each day.',
        icon: 'timer',
      },
      {
        text: 'Puzzle feeders suited to your species, such as cardboard tubes stuffed with hay or forage boxes, served at fixed times.',
        icon: 'puzzle',
      },
      {
        text: 'Target training in short sessions: touch a stick, follow it to a new spot, then step into a carrier for a reward.',
        icon: 'brain',
      },
      {
        text: 'Climbing or burrowing structures that stay in the same layout, with one route made a little harder every few weeks.',
        icon: 'mountain',
      },
    ],
  },
  careTips: {
    dog: [
      'Give it substantial daily exercise plus mental work; walk at quiet times on familiar routes with a secure harness, and let it run off lead only in securely fenced areas.',
      'Keep exercise, feeding and rest on a consistent timetable: an active, structured dog copes with a busy day only when it knows what comes next.',
      'Give it a quiet retreat away from household traffic, such as a covered crate, where it can recover after activity.',
      'Check its nails, teeth, weight and feet weekly, since active dogs pick up minor injuries more often.',
      'Dog-proof thoroughly, because an energetic problem-solver will find loose cables, bins and cupboards that do not latch.',
    ],
    cat: [
      'Offer several short play sessions a day, vertical territory and sturdy scratching posts; indoor cats need structured hunting play to avoid frustration.',
      'An enclosed catio is the safest outdoor option for a shy, busy cat that dislikes surprises.',
      'Keep litter trays, food and water in fixed, quiet spots, away from doors and noisy appliances.',
      'Feed measured meals at set times rather than leaving food down, and use part of each meal for puzzle feeding.',
      'Keep its carrier out as a familiar bed, so a vet visit does not begin with a chase and a shock to its routine.',
    ],
    bird: [
      'Give it several hours out of the cage, a cage large enough to climb and flap in, and constant foraging; rotate toys on a regular schedule rather than all at once.',
      'Keep the cage in the same quiet place, against a wall, and avoid moving it; a shy bird needs its base to stay put.',
      "Never heat non-stick pans or use aerosols near it; a bird's lungs are damaged by fumes we barely notice.",
      'Give it ten to twelve hours of sleep on a fixed schedule, with the cage covered at the same time each night.',
      'Weigh it weekly at the same time of day, as birds hide illness well and a falling weight is an early warning.',
    ],
    rabbit: [
      'Give it space to run, jump and dig every day, ideally a permanent run attached to its shelter, plus a bonded companion and unlimited hay.',
      'Keep feeding, cleaning and exercise at the same times each day, as rabbits are creatures of habit and a shy one is easily unsettled.',
      'Make sure the run has a roof or cover and at least two hides, so a timid rabbit always has somewhere to bolt to.',
      'Check its teeth, nails and droppings weekly, and treat a rabbit that stops eating as an emergency.',
      'Vaccinate against myxomatosis and rabbit haemorrhagic disease, and keep the vet visit at the same time each year.',
    ],
    other: [
      "Match enclosure size and enrichment to your species' activity level, with climbing, burrowing or swimming space as appropriate, and keep a consistent light cycle.",
      'Feed, clean and handle at set times, so an active, shy pet learns when to expect you.',
      'Give it several hides along its busiest routes, so running and exploring never leave it feeling exposed.',
      'Check enclosure lids, doors and mesh weekly: an active problem-solver will find a weak spot.',
      'Keep a care diary of weight, appetite and habits, since small and shy pets often hide illness until late.',
    ],
  },
};
