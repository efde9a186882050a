import type { ArchetypeContent } from '../schema.ts';

export const itps: ArchetypeContent = {
  code: 'ITPS',
  title: 'Observer',
  description:
    'Your pet is:\n' +
    'Independent - content in its own company, it decides for itself when and for how long to be near you.\n' +
    'Timid - wary of strangers, sudden noises and unfamiliar objects, it studies them from a safe distance before going closer.\n' +
    'Passive - calm and low-energy, it spends long stretches resting, dozing and watching from favourite spots.\n' +
    'Structured - steadied by routine, familiar furniture and predictable timing, it is unsettled when these change.',
  traits: [
    'Keeps its own counsel and seeks contact on its own terms',
    'Watches new people and things from cover before engaging',
    'Prefers quiet lookouts and long rests to busy play',
    'Relies on fixed routines, places and timings',
  ],
  bestApproach:
    'Let your Observer set the pace of every interaction: sit nearby, talk softly and allow it to close the distance. Keep the daily timetable, the room layout and the cast of people as stable as you can, and bring in changes gradually rather than all at once. Reward calm curiosity with a quietly dropped treat or a slow blink instead of scooping the pet up. Trust with this personality grows from hundreds of small, predictable moments rather than from grand gestures.',
  greatTools:
    'A covered bed or hide in a low-traffic corner, paired with a raised or sheltered lookout such as a high shelf or a secure platform, so it can watch the household without being in the middle of it. A fixed feeding schedule anchors the day, calm enrichment that needs little effort keeps its mind busy, and a short written routine on the fridge keeps every family member doing things the same way.',
  overview:
    "The Observer is the household's quiet naturalist. It spends its days at a favourite vantage point, keeping track of who comes and goes, and joins in only once it is sure the coast is clear. Its reserve is not coldness: its affection is steady but understated, shown by resting in the same room as you or appearing at the same time every evening. Change and commotion cost it more than they cost most pets, so a calm, orderly home is what lets its gentle, loyal character come through.",
  getsOnWellWith:
    'Calm, predictable companions suit the Observer best, such as an older, settled animal of its own species or a mellow pet that keeps to its own space. Boisterous puppies, pushy kittens and loud birds can overwhelm it, so introductions should be slow, scent-first and spread over weeks. With people, it warms fastest to quiet adults who move slowly and ignore it until it makes the first approach. Visiting children do well once they are taught to sit still and let the pet come to them.',
  idealOwner:
    'The ideal owner runs a calm, orderly home and finds satisfaction in routine rather than excitement. They are content to share space without constant interaction and patient enough to wait weeks, sometimes months, for a shy animal to offer its trust. They notice small signs of stress, such as a pet hiding longer than usual or leaving part of a meal, and adjust before problems grow. A quieter social life, or at least a retreat room for the pet when guests visit, makes a real difference.',
  tips: 'Build a fixed daily rhythm: feed, clean and offer attention at roughly the same times every day, weekends included. Observers anticipate the schedule, and that anticipation is what makes them feel safe. If a routine has to change, move it by about fifteen minutes every few days rather than overnight.\nCreate at least two retreats that nobody disturbs: one enclosed, such as a covered bed or box, and one sheltered spot with a view of the room. Never pull your pet out of a hiding place; wait for it to emerge, and make the area around the retreat pleasant by leaving a treat nearby.\nIntroduce anything new, from a houseguest to a different food bowl, in stages. Let your pet see and smell it from a distance first, then bring it a little closer over several days, pairing each step with something it already enjoys, such as a favourite treat or a quiet grooming session.\nWatch for quiet warning signs instead of waiting for obvious distress. Longer hiding, a smaller appetite or changes in its droppings can all point to stress or illness in a pet that rarely complains, so book a vet check promptly when you see them.\nSchedule gentle, low-effort enrichment so a passive pet still uses its body and brain, such as a five-minute foraging game before meals with food scattered near its favourite spot. Short, predictable sessions suit the Observer far better than long, exciting ones.',
  starSigns: ['Taurus', 'Cancer', 'Capricorn'],
  bestHumanTypes: ['ISTJ', 'ISFJ', 'INFJ', 'INTJ', 'ISFP'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Quiet Timekeeper',
      relationshipStyle:
        "An ISTJ's love of routine is exactly what an Observer craves: meals, cleaning and bedtime happen like clockwork, so the pet quickly learns that the house is safe and predictable. Both are content to share a room in companionable silence, which lets a shy animal approach without pressure. The ISTJ's steady, undemonstrative affection reads to a timid pet as trustworthy rather than demanding. The main risk is that reliability hardens into rigidity when the pet needs a small accommodation, such as a new hiding place after a move.",
      tips: 'Keep a simple log of appetite, hiding time and litter or droppings so that subtle changes stand out early. Build one short enrichment slot into your schedule, because a passive pet will never demand play. When a routine must change, phase it in over a week.',
    },
    {
      type: 'ISFJ',
      title: 'The Gentle Sentinel',
      relationshipStyle:
        'The ISFJ notices the small things an Observer communicates: a slightly later appearance at breakfast, a favourite spot abandoned, a body held a little tighter than usual. Their calm, orderly home and fixed habits give the pet the structure it needs, and their soft-spoken warmth is easy for a shy animal to accept. Because they care so much, they may be tempted to comfort the pet more than it wants, which an independent animal can find crowding. Left to approach in its own time, the Observer usually becomes quietly devoted to this owner.',
      tips: 'Offer affection as an invitation, such as a hand held low and still, and let the pet decide whether to accept it. Channel your attentiveness into a weekly body check and a tidy health diary. Give every guest one clear rule: no reaching for the pet.',
    },
    {
      type: 'INFJ',
      title: 'The Patient Confidant',
      relationshipStyle:
        "An INFJ builds trust slowly and meaningfully, which mirrors the way an Observer forms its attachments. They are comfortable with long silences and read the pet's unspoken signals with unusual accuracy, so the animal rarely feels pushed. Their preference for planning gives the household a stable framework, although an absorbing day can still lead to a forgotten feed time. Over months this pairing often settles into a quiet, almost wordless understanding.",
      tips: 'Set phone reminders for meals and medication so the routine never depends on memory alone. Spend your reflective hours reading or working in the room where your pet rests. Note which situations send it into hiding and plan around them rather than hoping it will simply adjust.',
    },
    {
      type: 'INTJ',
      title: 'The Systems Designer',
      relationshipStyle:
        "The INTJ enjoys designing an environment that works, and an Observer thrives inside a well-designed system of fixed feeding stations, a protected retreat and a predictable daily plan. They respect independence and do not need the pet to perform affection, which takes the pressure off a timid animal. Their analytical streak can, however, treat shyness as a problem to be solved on a deadline, when this pet's progress is slow and uneven. Once they accept the animal's pace, the INTJ becomes a superb, consistent guardian.",
      tips: "Measure progress in months rather than weeks, and count small wins such as your pet eating calmly while you are in the room. Research your species' stress signals and design the layout around them. Skip any training plan that requires handling before the pet is ready for it.",
    },
    {
      type: 'ISTP',
      title: 'The Unfussy Handyman',
      relationshipStyle:
        "The ISTP's relaxed, hands-off manner is easy on an Observer: no fuss, no forced cuddles, just a calm person pottering nearby. They like building practical solutions, so a custom lookout or hide box is likely to appear before long. Their spontaneous streak is the sticking point, because meals and bedtimes that drift from day to day leave a structured pet uncertain. A few fixed anchors in the day turn this into a comfortable, low-drama partnership.",
      tips: 'Pick three fixed points in the day, such as breakfast, the evening feed and lights out, and never let them slide. Build a window lookout or a covered hide, and expect it to be used daily. Put tools away quietly, as a sudden clatter will send this pet running.',
    },
    {
      type: 'ISFP',
      title: 'The Soft-Footed Companion',
      relationshipStyle:
        "The ISFP moves gently, speaks softly and is happy to let a relationship unfold without deadlines, which suits a shy, self-contained pet almost perfectly. Their love of quiet, sensory moments, such as sitting in a patch of sun or listening to music, gives the Observer many low-pressure chances to settle nearby. Where they struggle is consistency, since an ISFP's day tends to follow mood more than the clock. A loose but dependable timetable for meals and care fills that gap.",
      tips: 'Tie feeding and cleaning to habits you already have, such as your morning coffee, so they happen at the same time without effort. Invite the pet into your quiet pastimes rather than seeking it out. Keep the furniture where it is, even when you feel like refreshing a room.',
    },
    {
      type: 'INFP',
      title: 'The Tender Idealist',
      relationshipStyle:
        'An INFP values the Observer as an individual and accepts its reserve without taking it personally, and their patience is a genuine asset with a timid animal. They may, however, imagine the pet is lonely and offer more closeness than it wants. Their impulse-led days can also leave the care routine patchy, which unsettles a pet that depends on sameness. When kindness is matched with consistency, the pet responds with quiet, steady attachment.',
      tips: 'Read affection in small signals, such as a relaxed stretch within sight of you or calm grooming nearby. Write the care routine on the fridge and follow it on unstructured days too. Do not adopt a second pet purely to keep this one company without a careful introduction plan.',
    },
    {
      type: 'INTP',
      title: 'The Curious Naturalist',
      relationshipStyle:
        'The INTP is fascinated by why animals behave as they do, and an Observer gives them plenty to watch. They are laid-back, value solitude and rarely push interaction, all of which suits a timid pet. Their weakness is absent-mindedness about routine: feed times and cleaning can drift while they are absorbed in a project. Turning care into a small experiment, complete with a schedule and notes, keeps both of them content.',
      tips: 'Automate what you sensibly can, such as a timed feeder or water fountain, and still check it every day. Keep a behaviour notebook, because patterns in when your pet emerges reveal a lot. Introduce new gadgets one at a time so you can tell which ones actually help.',
    },
    {
      type: 'ESTP',
      title: 'The High-Voltage Housemate',
      relationshipStyle:
        "The ESTP brings energy, noise and a constant stream of plans, which is close to the opposite of an Observer's ideal day. They are practical and unsentimental, so they will not smother the pet, but friends dropping in and last-minute changes can keep a timid animal in hiding. The pairing works when the ESTP deliberately protects a quiet zone and a steady care schedule. Their quick, hands-on problem solving then becomes an asset, for instance in fixing a setup that is not working.",
      tips: 'Give your pet a room or corner that stays off-limits during gatherings, with food, water and a toilet area inside. Keep feeding times fixed even when your own plans change. Skip rough play and loud greetings; a calm hello works far better with this pet.',
    },
    {
      type: 'ESFP',
      title: 'The Spotlight and the Wallflower',
      relationshipStyle:
        "ESFPs fill the home with people, music and laughter and want everyone, pets included, to join the fun. An Observer would rather watch from a safe distance, and being handed around or coaxed into the spotlight can set its trust back by weeks. The ESFP's warmth is genuine, and once they see that this pet shows love by staying nearby rather than taking part, the relationship improves sharply. A dependable daily routine, kept even after late nights, is the other key.",
      tips: "Ask guests to let the pet approach them and never to pick it up. Turn the music down in the room where it rests. Feed and clean at the usual times after a late night out, because your pet's day does not shift with yours.",
    },
    {
      type: 'ENFP',
      title: 'The Enthusiastic Over-Sharer',
      relationshipStyle:
        "ENFPs love novelty and new friends and naturally want to share their pet with everyone they meet. An Observer needs sameness and space, so new faces, rearranged rooms and surprise outings leave it on edge. The ENFP's imagination and warmth become strengths when redirected into inventing gentle games and tuning in to how the pet feels. Without a deliberate routine, though, their spontaneity is the biggest stressor in this animal's life.",
      tips: 'Set a repeating care routine and treat it as non-negotiable. Introduce one new thing at a time, whether a toy, a visitor or a piece of furniture. Share your pet through photos rather than visitors while it is still building trust.',
    },
    {
      type: 'ENTP',
      title: 'The Restless Experimenter',
      relationshipStyle:
        'The ENTP loves testing ideas, rearranging things and debating the best way to do anything, which keeps a household in constant flux. An Observer finds that unpredictability tiring, even though it appreciates an owner who does not demand cuddles. Their inventiveness is a gift when pointed at calm enrichment, such as designing a foraging puzzle rather than overhauling the living room. Consistency is the skill this owner has to practise.',
      tips: 'Run your experiments on toys and puzzles, not on the layout or the schedule. Change one variable at a time and give your pet a week to adjust before the next. Keep feeding and cleaning on a fixed timetable even when the rest of your week is improvised.',
    },
    {
      type: 'ESTJ',
      title: 'The Orderly Manager',
      relationshipStyle:
        "The ESTJ's schedules and house rules match the Observer's love of structure, and the household runs on time. Friction comes from the ESTJ's expectation of follow-through: a timid, independent pet will not come when called or accept handling simply because it is on the plan. A full social calendar can also bring more visitors than this pet can comfortably absorb. If the ESTJ applies their organising talent to the environment rather than to the animal, the pairing is solid.",
      tips: 'Keep your routines, but drop deadlines for behaviour such as being handled or greeting guests. Schedule several visitor-free evenings each week. Use a quiet, level voice, since firm commands feel like pressure to a shy animal.',
    },
    {
      type: 'ESFJ',
      title: 'The Welcoming Hostess',
      relationshipStyle:
        "ESFJs keep a caring, routine-rich home, which gives an Observer the predictability it values. Their social nature is the challenge: frequent guests, a busy kitchen and a wish to include the pet in everything can overwhelm a shy animal. Their attentiveness means they notice quickly when something is wrong, and they adapt readily once they understand the pet's needs. With a protected retreat and fewer introductions, this becomes a warm, stable match.",
      tips: 'Give your pet a guest-free sanctuary during gatherings and visit it there yourself. Include it through small rituals, such as a treat at the same time each evening, rather than through socialising. Brief the whole family so everyone handles it in the same quiet way.',
    },
    {
      type: 'ENFJ',
      title: 'The Eager Encourager',
      relationshipStyle:
        "The ENFJ wants to help the Observer blossom and will celebrate every step, which is lovely, but their enthusiasm can slide into gentle pushing. Praise delivered loudly, or with a rush to touch, can frighten a timid pet. Their organised approach suits the animal's need for routine, and they are good at getting the whole household on board. Once they learn to encourage quietly and let the pet set the pace, progress is steady.",
      tips: 'Mark good moments with a soft word or a dropped treat rather than excitement. Keep visitors to a small circle of familiar faces. Write up a few house rules so everyone responds to the pet in the same calm way.',
    },
    {
      type: 'ENTJ',
      title: 'The Milestone Chaser',
      relationshipStyle:
        'The ENTJ likes clear goals and visible progress, and their planning gives the household a dependable structure. An Observer, though, does not progress on a timeline, and an owner who measures success by milestones may grow frustrated and push too hard. ENTJs also tend to lead busy, outward-facing lives with plenty of comings and goings. When they redefine the goal as a calm, trusting pet rather than a trained one, their consistency becomes a real asset.',
      tips: 'Track trust indicators, such as time spent in the same room or eating calmly nearby, instead of commands learned. Protect one quiet hour each evening for low-key company. When you travel, hand care to one consistent person rather than a rotating cast.',
    },
  ],
  famousAnimals: [
    {
      name: 'Oscar',
      species: 'Cat (tabby and white)',
      description:
        'Adopted as a kitten by the Steere House nursing home in Providence, Rhode Island, Oscar was remembered by geriatrician David Dosa as a scared cat who kept to himself in supply closets and under beds. He made quiet, regular rounds of the dementia unit and sat for hours on windowsills, curling up only beside residents in their final hours, a habit that made him famous after a 2007 essay in the New England Journal of Medicine. Watchful, routine-bound and affectionate strictly on his own terms, he is the Observer in its purest form.',
      featured: true,
      image: 'famous-itps',
    },
    {
      name: 'Lonesome George',
      species: 'Galapagos giant tortoise (Pinta Island)',
      description:
        "The last known Pinta Island tortoise, George lived for four decades at the Charles Darwin Research Station in the Galapagos until his death in 2012. He showed little interest in people or other tortoises, retreated to the far reaches of his enclosure when tourists came to stare, and responded mainly to his long-time keeper, Fausto Llerena. Slow, solitary and attached to familiar ground, he embodied the Observer's reserve.",
    },
    {
      name: 'Methuselah',
      species: 'Australian lungfish',
      description:
        'Methuselah arrived at the California Academy of Sciences in San Francisco in 1938 and is thought to be the oldest living fish in a public aquarium. Her keepers describe her as mellow but liable to sudden bursts of energy when spooked, and very particular: she takes figs only when fresh and in season, and she responds best to handlers she trusts who move slowly. Calm, fussy about how things are done and selective with people, she is a textbook Observer.',
    },
    {
      name: 'Sybil',
      species: 'Cat (black and white)',
      description:
        'Sybil belonged to the family of Chancellor Alistair Darling and moved from their Edinburgh home into Downing Street in 2007, the first resident cat there for a decade. The bustle of Westminster did not suit her; she failed to settle and was moved on to a quieter life after about six months. Her story shows how hard it is for a timid, routine-loving pet when its whole world changes at once.',
    },
    {
      name: 'Martha',
      species: 'Passenger pigeon',
      description:
        'Martha, the last known passenger pigeon, spent her life in captivity and her final four years alone in an aviary at the Cincinnati Zoo after the death of her companion George in 1910. She became famous for barely moving from her perch, so still that visitors threw sand to provoke a reaction, and her keepers eventually roped off the cage to give her peace. Quiet, withdrawn and living by an unchanging daily routine until her death in 1914, she is a poignant Observer.',
    },
    {
      name: 'Shep',
      species: 'Dog (herding dog)',
      description:
        "Shep appeared at the railway station in Fort Benton, Montana, in 1936 as his late master's coffin was loaded onto a train, and for five and a half years he met every passenger train that arrived. He accepted food and shelter from railway staff but turned down every attempt to adopt him, and often slipped away from the admirers who came to see him. An unwavering timetable and a preference for his own company make him an Observer to the core.",
    },
  ],
  bySpecies: {
    dog: {
      greatTools:
        'A covered crate or bed in a low-traffic corner, with a view of the room, so it can watch the household without being in the middle of it. A fixed feeding schedule anchors the day. A pheromone diffuser, a white-noise machine in a noisy street and calming enrichment such as lick mats and snuffle mats all help, and a short written routine on the fridge keeps every family member doing things the same way.',
      tips: 'Build a fixed daily rhythm: feed, clean and offer attention at roughly the same times every day, weekends included. Observers anticipate the schedule, and that anticipation is what makes them feel safe. If a routine has to change, move it by about fifteen minutes every few days rather than overnight.\nCreate at least two retreats that nobody disturbs: one enclosed, such as a covered bed or box, and one sheltered spot with a view of the room. Never pull your pet out of a hiding place; wait for it to emerge, and make the area around the retreat pleasant by leaving a treat nearby.\nIntroduce anything new, from a houseguest to a different food bowl, in stages. Let your pet see and smell it from a distance first, then bring it a little closer over several days, pairing each step with something it already enjoys, such as a favourite treat or a quiet grooming session.\nWatch for quiet warning signs instead of waiting for obvious distress. Longer spells in its bed, a smaller appetite, lip licking or restlessness at night can all point to stress or illness in a dog that rarely complains, so book a vet check promptly when you see them.\nSchedule gentle, low-effort enrichment so a passive dog still uses its body and brain: a five-minute sniffing game before meals or a lick mat in the evening. Short, predictable sessions suit the Observer far better than long, exciting ones.',
    },
    cat: {
      greatTools:
        'A covered bed or igloo in a low-traffic corner, paired with a high shelf or window hammock, so it can watch the household without being in the middle of it. A timed feeder, or simply a fixed feeding schedule, anchors the day. A pheromone diffuser, a white-noise machine in a noisy street and slow wand-toy play all help, and a short written routine on the fridge keeps every family member doing things the same way.',
      tips: 'Build a fixed daily rhythm: feed, clean and offer attention at roughly the same times every day, weekends included. Observers anticipate the schedule, and that anticipation is what makes them feel safe. If a routine has to change, move it by about fifteen minutes every few days rather than overnight.\nCreate at least two retreats that nobody disturbs: one enclosed, such as a covered bed or box, and one sheltered spot with a view of the room. Never pull your pet out of a hiding place; wait for it to emerge, and make the area around the retreat pleasant by leaving a treat nearby.\nIntroduce anything new, from a houseguest to a different food bowl, in stages. Let your pet see and smell it from a distance first, then bring it a little closer over several days, pairing each step with something it already enjoys, such as a favourite treat or a quiet grooming session.\nWatch for quiet warning signs instead of waiting for obvious distress. Longer hiding, a smaller appetite, over-grooming or changes in its litter tray habits can all point to stress or illness in a cat that rarely complains, so book a vet check promptly when you see them.\nSchedule gentle, low-effort enrichment so a passive cat still uses its body and brain: a slow wand-toy session before meals or a few treats hidden in a box. Short, predictable sessions suit the Observer far better than long, exciting ones.',
    },
    bird: {
      greatTools:
        'A cage against a wall in a low-traffic room, with one side partly covered and a favourite perch near the top, so it can watch the household without being in the middle of it. A fixed timetable for food, out-of-cage time and covering the cage anchors the day. Soft background sound and foraging cups it can work at calmly help, and a short written routine on the fridge keeps every family member doing things the same way.',
      tips: 'Build a fixed daily rhythm: feed, clean and offer attention at roughly the same times every day, weekends included. Observers anticipate the schedule, and that anticipation is what makes them feel safe. If a routine has to change, move it by about fifteen minutes every few days rather than overnight.\nCreate at least two retreats that nobody disturbs: one enclosed, such as a covered bed or box, and one sheltered spot with a view of the room. Never pull your pet out of a hiding place; wait for it to emerge, and make the area around the retreat pleasant by leaving a treat nearby.\nIntroduce anything new, from a houseguest to a different food bowl, in stages. Let your pet see and smell it from a distance first, then bring it a little closer over several days, pairing each step with something it already enjoys, such as a favourite treat or a quiet grooming session.\nWatch for quiet warning signs instead of waiting for obvious distress. Sitting fluffed up, a smaller appetite, feather picking or changes in its droppings can all point to stress or illness in a bird that rarely complains, so book an avian vet check promptly when you see them.\nSchedule gentle, low-effort enrichment so a passive bird still uses its body and brain: a foraging cup or a paper-wrapped treat before meals. Short, predictable sessions suit the Observer far better than long, exciting ones.',
    },
    rabbit: {
      greatTools:
        'A hide box at each end of the enclosure and a raised platform to lie on, so it can watch the household without being in the middle of it. A fixed feeding schedule anchors the day, hay racks and tubes give calm, low-effort foraging, and a short written routine on the fridge keeps every family member doing things the same way.',
      tips: 'Build a fixed daily rhythm: feed, clean and offer attention at roughly the same times every day, weekends included. Observers anticipate the schedule, and that anticipation is what makes them feel safe. If a routine has to change, move it by about fifteen minutes every few days rather than overnight.\nCreate at least two retreats that nobody disturbs: one enclosed, such as a covered bed or box, and one sheltered spot with a view of the room. Never pull your pet out of a hiding place; wait for it to emerge, and make the area around the retreat pleasant by leaving a treat nearby.\nIntroduce anything new, from a houseguest to a different food bowl, in stages. Let your pet see and smell it from a distance first, then bring it a little closer over several days, pairing each step with something it already enjoys, such as a favourite treat or a quiet grooming session.\nWatch for quiet warning signs instead of waiting for obvious distress. Longer hiding, a smaller appetite or fewer, smaller droppings can all point to stress or illness in a rabbit that rarely complains, so see a vet the same day when you notice them.\nSchedule gentle, low-effort enrichment so a passive rabbit still uses its body and brain: greens tucked into hay before its evening meal, or a cardboard tube stuffed with forage. Short, predictable sessions suit the Observer far better than long, exciting ones.',
    },
  },
  activities: {
    dog: [
      {
        text: 'Short sniff walks on the same quiet route at the same time each day, letting it stop and smell for as long as it likes.',
        icon: 'footprints',
      },
      {
        text: 'A lick mat or snuffle mat at a set time in the evening, for calm, self-soothing enrichment in its own corner.',
        icon: 'bone',
      },
      {
        text: 'Quiet pre-meal foraging: hide part of the usual food in two or three easy, familiar spots so it can earn it at its own pace.',
        icon: 'search',
      },
      {
        text: 'A daily calm-company session: sit or read near its bed for fifteen minutes without reaching for it, and let it choose how close to come.',
        icon: 'heart',
      },
      {
        text: 'A predictable wind-down each evening: dim the lights, offer a small chew in the usual place and leave it to settle.',
        icon: 'moon',
      },
    ],
    cat: [
      {
        text: 'A slow, low-to-the-ground wand-toy session just before the evening meal, ending with a treat so the hunt feels complete.',
        icon: 'cat',
      },
      {
        text: 'A shelf lookout by a window facing the garden, available at the same time every morning, for bird-watching from safety.',
        icon: 'sun',
      },
      { text: 'A covered bed or igloo on a high shelf, so it can watch the room without being seen.', icon: 'home' },
      {
        text: 'One new object a week, such as a box or a paper bag, placed at the edge of its space and left for days so it can inspect it when ready.',
        icon: 'sparkles',
      },
      {
        text: 'A gentle brushing session at the same quiet time each day, offered with your hand held out first and stopped when it moves away.',
        icon: 'heart',
      },
    ],
    bird: [
      {
        text: 'A foraging tray of shredded paper and favourite seeds placed in the cage at the same time each morning.',
        icon: 'search',
      },
      {
        text: 'Daily supervised out-of-cage time in one familiar, bird-safe room, with a fixed play stand it already knows.',
        icon: 'feather',
      },
      {
        text: 'Soft background sound at the same time each day, such as quiet music or birdsong recordings, to mask sudden household noises.',
        icon: 'music',
      },
      {
        text: 'A calm-company session: sit near the cage and read aloud or talk softly for fifteen minutes, without asking it to step up.',
        icon: 'heart',
      },
      {
        text: 'A new toy hung outside the cage for a few days before it goes inside, so it can watch it and decide it is safe.',
        icon: 'sparkles',
      },
    ],
    rabbit: [
      {
        text: 'Hay-stuffed cardboard tubes and willow balls left in the same corner of the enclosure every day.',
        icon: 'carrot',
      },
      {
        text: 'Floor-level company time: lie down quietly in the run or rabbit room and let it investigate you without being picked up.',
        icon: 'heart',
      },
      {
        text: 'A short evening forage for its greens, hidden in the same two or three hay piles so searching stays easy and safe.',
        icon: 'search',
      },
      {
        text: 'A tunnel linking its hide to the hay rack, so it can move between them without crossing open ground.',
        icon: 'home',
      },
      {
        text: 'A dig box of shredded paper that always stays in the same corner, for quiet digging whenever it feels like it.',
        icon: 'leaf',
      },
    ],
    other: [
      {
        text: 'A consistent enclosure routine that keeps hides, basking spots and nesting areas in the same positions after every clean.',
        icon: 'home',
      },
      {
        text: 'Food placed or scattered in the same part of the enclosure at the same time each day, close to a hide.',
        icon: 'search',
      },
      {
        text: 'A few minutes of quiet company beside the enclosure each evening, talking softly, so your presence becomes part of its routine.',
        icon: 'heart',
      },
      {
        text: 'Low lighting and a calm room for any time out of the enclosure, with a hide it knows placed in the middle.',
        icon: 'moon',
      },
      {
        text: 'One new enrichment item every couple of weeks, such as a cork tube or a hay mat, placed beside a familiar hide.',
        icon: 'sparkles',
      },
    ],
  },
  careTips: {
    dog: [
      'Give it a den, such as a crate covered on three sides or a bed in a quiet corner, and ask visitors to ignore it until it approaches.',
      'Walk at quiet times on familiar routes rather than in crowded parks, and keep walks going daily even though it is content at home.',
      'Keep feeding, walks and bedtime at consistent times; a predictable day is the single biggest stress reducer for this personality.',
      'Plan big changes such as moving house, a new pet or building work well ahead, and keep its bed, bowls and blanket in place throughout.',
      "Learn a dog's quiet signs of pain, such as lip licking, stiffness or sleeping in a new place, because a reserved dog hides discomfort.",
    ],
    cat: [
      'Give it vertical territory, such as shelves or a tall cat tree by a window, and at least one enclosed hiding place it can reach easily.',
      'Keep litter trays in quiet spots away from food and noisy appliances, with one tray per cat plus one.',
      'Never pull it out of a hiding place; open the carrier and let it walk in, with a treat inside, when a vet visit is due.',
      'Keep feeding and play at the same times each day, and move its bed or litter tray only gradually if you must.',
      'Book a yearly vet check and watch for quiet signs of illness, such as eating less or grooming less, since a shy cat hides pain well.',
    ],
    bird: [
      'Give it daily time out of the cage and food it can forage for, with a regular sleep schedule of ten to twelve hours and a partial cover at night.',
      'Place the cage against a wall rather than by a doorway or window, so nothing can approach it from behind.',
      'Keep the cage, perches and bowls in the same positions after cleaning, and change only one thing at a time.',
      'Watch its droppings, appetite and posture daily, because a shy bird often hides illness until it is serious.',
      'Keep it away from kitchen fumes and never heat non-stick pans while it is in the house.',
    ],
    rabbit: [
      'Keep it with a neutered, bonded companion even when it seems aloof: rabbits are social, and a friend makes a shy one braver.',
      'Provide unlimited hay and a large enclosure with a hide at each end, so it is never more than a hop from cover.',
      'Lift it only when necessary, supporting its chest and hindquarters close to your body, and never by the ears.',
      'Keep feeding and cleaning at the same times each day and put everything back in the same place afterwards.',
      'Check its droppings and appetite daily: a rabbit that stops eating needs a vet the same day.',
    ],
    other: [
      "Check your species' exact needs for temperature, humidity, lighting and diet; a reptile or small mammal that hides constantly may be too hot, too cold or too exposed.",
      'Put hides back in the same place after every clean, and change only one part of the enclosure at a time.',
      'Handle it briefly and gently, supporting its whole body, only as often as your species tolerates well.',
      'Place the enclosure in a quiet room, away from televisions, speakers and the busiest doorway.',
      'Register with a vet who knows your species, as shy small pets rarely show they are ill until late.',
    ],
  },
};
