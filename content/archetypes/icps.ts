import type { ArchetypeContent } from '../schema.ts';

export const icps: ArchetypeContent = {
  code: 'ICPS',
  title: 'Keeper',
  description:
    'Your pet is:\nIndependent - content in its own company and happy to keep you at a comfortable, companionable distance\nConfident - meets visitors, strange noises and new objects with calm composure rather than alarm\nPassive - prefers a warm resting place and long naps to boisterous play\nStructured - thrives on fixed routines, familiar spots and things happening at the expected time',
  traits: [
    'Self-sufficient and content in its own company',
    'Composed and unflappable around visitors and noise',
    'Spends energy in short, purposeful bursts',
    'Loves a fixed timetable and its own favourite spots',
  ],
  bestApproach:
    'Treat your Keeper as a dignified housemate rather than a project. Keep meals, play and bedtime on a predictable timetable, let it decide when to come over for contact, and announce changes gradually instead of springing them on it. Short, calm interactions on its terms build more trust than long cuddle sessions it did not ask for.',
  greatTools:
    'A feeding timetable pinned to the fridge, a simple slow feeder or puzzle feeder that turns each meal into a few minutes of gentle work, and one resting place that never moves. A heated pad or a sunny spot by a window suits its love of comfort, and a clicker or a short marker word is ideal for tidy two-minute training sessions that end before it loses interest.',
  overview:
    'The Keeper is the quiet landlord of the household: self-possessed, unhurried and entirely sure of its place. It is not shy, only selective, and it can greet a room full of guests with a slow look before returning to its chosen chair. Routine is its comfort; it knows exactly when dinner is due and which cushion belongs to it. Its affection is real but understated, shown by settling near you rather than clinging to you.',
  getsOnWellWith:
    'Calm, respectful animals that do not crowd it, such as an older, settled dog or a mellow cat that keeps to its own corner. It tolerates children who have learned to let it make the first move, and it does best in a household where the day runs to a steady rhythm. Boisterous youngsters that ignore its warnings are likely to be put firmly, if briefly, in their place.',
  idealOwner:
    'Someone steady and unfussy who enjoys routine as much as the pet does and finds a companion that sits nearby on its own terms deeply rewarding. A fairly quiet home with regular hours and a predictable weekly shape suits the Keeper far better than a house where plans change daily. Owners who long for constant cuddles may need to recalibrate what affection looks like.',
  tips: "Fix the anchors of the day: breakfast, dinner, the main play or training session and lights-out. Keep each within about half an hour of its usual time, weekends included, because a Keeper often turns grumpy or restless when dinner drifts late.\nGive it at least one resting place that is entirely its own and never borrowed for anything else, such as a raised bed, a favourite high spot or a hide box that always stands in the same corner. You can rearrange the rest of the room occasionally; leave its spot alone and it will accept the other changes far more calmly.\nKeep activity short and frequent rather than long and rare. Two or three sessions of five to ten minutes of gentle play, scent work or foraging keep a passive pet's body and mind in shape without tiring it, and help prevent the slow weight gain that comfort-loving animals are prone to.\nWhen a big change is unavoidable, such as a house move, a new pet or a new work pattern, bring it in by steps. Put the carrier or new bed out days ahead, shift mealtimes by fifteen minutes a day, and keep everything else exactly as it was until your pet has settled.\nRespect its refusals. If it walks away from a stroke or turns its head aside, let it go; an independent animal that knows it is free to leave comes back more often and stays longer.",
  starSigns: ['Taurus', 'Capricorn', 'Virgo'],
  bestHumanTypes: ['ISTJ', 'ISFJ', 'INTJ', 'INFJ', 'ISTP'],
  compatibility: [
    {
      type: 'ISTJ',
      title: 'The Clockwork Household',
      relationshipStyle:
        'This is one of the most natural matches a Keeper can have. Your quiet home, your respect for routine and your habit of doing things the same way every day mirror exactly what this pet wants from life. You are unlikely to smother it with attention, which suits its independence, and your eye for practical detail means you will spot early if its appetite or sleeping pattern shifts. The bond grows through shared, dependable rhythm rather than grand gestures.',
      tips: 'Your one risk is a routine so rigid that any unavoidable change lands hard, so vary small, harmless things now and then, such as which toy comes out at playtime. Put a five-minute weekly health check (teeth, claws or nails, weight) into your schedule; your thoroughness is a real asset with a pet that hides discomfort. Add one short enrichment session a day so a passive animal does not slide into boredom.',
    },
    {
      type: 'ISFJ',
      title: 'The Quiet Sanctuary',
      relationshipStyle:
        'You give the Keeper a calm, orderly home and a carer who notices every small change in mood or appetite. Your routines supply the predictability it craves, and your low-key presence never overwhelms it. The one tension is warmth: you may want more closeness than this self-contained pet chooses to give, and it can read repeated invitations as pressure. When you let it come to you, it will often end up settled close by every evening.',
      tips: 'Show affection through the things it values most, such as meals on time, a warm bed and a spotless toilet area or cage, rather than through frequent handling. Sit near it with a book and let it decide whether to join you. Keep a simple notebook of its habits, because your attentiveness can catch a health problem early in an animal that rarely complains.',
    },
    {
      type: 'INFJ',
      title: 'The Respectful Confidant',
      relationshipStyle:
        'You build trust slowly and read unspoken signals, a real gift with a pet whose affection is subtle. Your quiet home and preference for depth over noise suit its low-energy nature, and your planned way of running life gives it the structure it needs. As a big-picture thinker you may be tempted to refresh its world with new ideas, and the Keeper does not always thank you for that. Paired with your patience, this can become a deep, understated partnership.',
      tips: 'Turn your love of meaning into small, consistent rituals: the same greeting when you come home and the same wind-down before bed. Introduce new toys or furniture one at a time, with a week between changes. Trust its quiet signals; a slow blink, a relaxed sprawl or simply choosing your room is its version of a declaration.',
    },
    {
      type: 'INTJ',
      title: 'The Systems Architect',
      relationshipStyle:
        'Your strategic, independent style pairs well with an equally independent pet. You are happy to let it get on with its day while you get on with yours, and you enjoy designing systems such as feeding timetables, enrichment rotations and training plans that suit its love of order. Your calm, logical manner keeps every interaction tidy and predictable. The main risk is treating the relationship as a project and forgetting simply to spend unhurried time together.',
      tips: 'Plan enrichment by all means, but keep each element brief, because a Keeper loses interest in long training blocks. Record its weight monthly; passive pets gain easily and you will enjoy having the data. Reserve ten minutes a day with no agenda at all, sitting near it without a goal.',
    },
    {
      type: 'ISTP',
      title: 'The Easy Coexistence',
      relationshipStyle:
        'You are relaxed, practical and happy to let others do their own thing, which the Keeper appreciates enormously. You rarely crowd it, and your knack for making things means it may end up with the best custom shelf or hide box in the neighbourhood. The friction point is timing: your spontaneous approach can put dinner at a different hour every night, and this pet notices. Lock in a few fixed anchors and the two of you will coexist with very little effort.',
      tips: 'Put meals on a phone alarm or use an automatic feeder so your spontaneity never reaches the food bowl. Build a raised resting platform or a sturdy hideaway as a weekend project; it will be used every day. Keep your problem-solving for genuine issues and leave its routine alone while it is working.',
    },
    {
      type: 'ISFP',
      title: 'The Gentle Drifter and the Timekeeper',
      relationshipStyle:
        'You bring a gentle, sensory calm that the Keeper finds easy to live with, and your quiet, present way of spending time suits its restful side. You are content to let the relationship unfold at its own pace, which honours its independence. What this pet needs from you is more regularity than comes naturally: your days may flow freely, but it wants dinner, play and bedtime at the same times. With a little scaffolding, your calm and its composure fit together well.',
      tips: 'Write a short daily routine for meals and play and keep it where you will see it. Share the sensory pleasures it enjoys, such as a sunny windowsill, soft background music or grooming if it accepts it, in the same time slot each day. When you feel like rearranging a room, leave its bed and feeding place exactly where they are.',
    },
    {
      type: 'INFP',
      title: 'The Soft-Hearted Admirer',
      relationshipStyle:
        'You value your Keeper as an individual and meet it with patience, and your quiet home gives it the peace it likes. Two sides of your nature pull against its needs: your affection can outrun what this independent animal wants, and your unscheduled days can leave it unsure when things will happen. You may also take its aloofness personally when it is simply how it is built. Accept that it shows love through nearness rather than cuddles, anchor a few daily routines, and the match becomes tender and steady.',
      tips: 'Choose two or three fixed points, such as breakfast, dinner and evening play, and arrange the rest of your day around them. Offer a hand to sniff and wait, rather than scooping it up. Remind yourself that a pet that chooses to nap in the same room as you is expressing genuine attachment.',
    },
    {
      type: 'INTP',
      title: 'The Patient Naturalist',
      relationshipStyle:
        'You are laid-back and give the Keeper plenty of space, and you are fascinated by why it behaves as it does, which makes you a thoughtful interpreter of its quiet signals. Your home is likely calm enough for its restful temperament. Your loose relationship with schedules and your love of experiments are the weak points: the Keeper has no wish to be the subject of constant new trials, and it wants its day to run on rails. Direct your curiosity into observation rather than rearrangement and this pairing is easygoing.',
      tips: 'Keep a log of its routines and favourite sleeping spots; you will enjoy the patterns and it will enjoy being left in peace. Trial one new enrichment idea at a time for a full week before judging it. Set reminders for meals and cleaning, since an absorbing project can make you lose track of the hour.',
    },
    {
      type: 'ESTP',
      title: 'The Restless Roommate',
      relationshipStyle:
        'This is one of the more demanding pairings for both of you. You love action, outings and spur-of-the-moment plans, while the Keeper prefers a predictable day spent mostly at rest. The good news is that its confidence means your busy life and frequent visitors will not frighten it, and your practical, no-fuss manner respects its independence. The work lies in slowing down around it and giving it the routine you might happily skip for yourself.',
      tips: 'Save your energy for your own adventures and offer this pet brief, low-key play instead of rough games. Fix feeding times with an automatic feeder if your own timetable is unpredictable. Before a party or a busy weekend, make its quiet room or resting place off-limits to guests.',
    },
    {
      type: 'ESFP',
      title: 'The Lively House with a Calm Centre',
      relationshipStyle:
        'You fill the home with people, music and fun, and a confident Keeper will usually cope with the crowd, often watching from a high shelf or a quiet corner. What it will not enjoy is being carried round to meet everyone or having its routine shuffled by last-minute plans. Your warmth and your attention to the here and now are real assets once you learn to read its cool body language. Give it a refuge and a fixed timetable and it will happily be the calm centre of your lively house.',
      tips: 'Create a guest-free zone with its bed, water and toilet area so it can leave the party whenever it chooses. Ask visitors to let it approach them rather than reaching for it. Serve its dinner at the usual time on social evenings, before the first guest arrives.',
    },
    {
      type: 'ENFP',
      title: 'The Spark and the Anchor',
      relationshipStyle:
        'You are warm, imaginative and always looking for the next new thing, which is close to the opposite of what the Keeper wants from life. Novel toys, rearranged rooms, surprise visitors and irregular hours can wear on a pet that finds comfort in sameness, even though its confidence stops it from being frightened. Your enthusiasm and big heart are genuine assets, but they need to be offered on its terms. Many owners like you find that this pet quietly teaches them the pleasure of a steady rhythm.',
      tips: 'Pick three fixed points in its day and treat them like appointments you cannot cancel. Introduce novelty slowly: one new toy a week, not five in an afternoon. When friends come home with you, greet them first and leave the pet alone until it comes over to investigate.',
    },
    {
      type: 'ENTP',
      title: 'The Inventor Meets the Traditionalist',
      relationshipStyle:
        'Quick, curious and restless, you love trying unconventional ideas, and the Keeper would much prefer you tried them on someone else. Your logical, non-clingy style actually suits its independence, and its confidence means your lively household will not overwhelm it. The difficulty is your appetite for novelty and your improvised schedule, which clash with a pet that takes comfort in doing the same things at the same times. Treat its routine as a fixed design constraint and let your inventiveness play out elsewhere.',
      tips: 'Design puzzle feeders or foraging set-ups, but bring in a new design only after the old one is mastered. Keep mealtimes steady through busy weeks with an automatic feeder or alarms. Resist the urge to test how it reacts to change; its preference for sameness is part of its temperament, not a problem to be solved.',
    },
    {
      type: 'ESTJ',
      title: 'The Well-Run Estate',
      relationshipStyle:
        'Your love of clear rules, schedules and follow-through gives the Keeper exactly the structure it prizes, and your consistent, practical manner respects its independence. The main adjustment is pace: you are busy and sociable, and you may expect a pet to join in or to respond briskly to training, while this one prefers to rest and to do things in its own time. Once you accept that its calm is a temperament rather than laziness, this household runs like clockwork for both of you.',
      tips: 'Write its routine into your own calendar so that it survives hectic weeks. Keep training sessions brief and reward calm, settled behaviour as well as tricks. When you host, give it a quiet room rather than expecting it to greet the guests.',
    },
    {
      type: 'ESFJ',
      title: 'The Attentive Host',
      relationshipStyle:
        'You keep everyone comfortable and thrive on harmony and routine, so the Keeper gets a reliable timetable and a carefully kept home. Your sociable nature means the house may often be busy, which a confident pet can tolerate as long as it has somewhere to withdraw. Your warm instinct to include everyone can lead you to draw it into gatherings or offer more handling than it wants. Let it preside from a distance and you will find it an easy, dignified companion.',
      tips: 'Set one rule for guests: nobody picks it up, and it gets to make the first approach. Serve its meals on schedule before you start cooking for others. Show care through grooming and comfort items it enjoys, and accept that sitting beside you is its way of joining in.',
    },
    {
      type: 'ENFJ',
      title: 'The Gentle Motivator',
      relationshipStyle:
        'You are outgoing, encouraging and naturally organised, so you will keep a clear routine and celebrate every small step. The Keeper appreciates the structure but not always the enthusiasm: it is already confident and needs space and predictability far more than pep talks. Your love of new ideas may also lead you to change its surroundings more often than it likes. Use your coaching instinct for calm, brief sessions and this becomes a warm, well-organised partnership.',
      tips: "Keep praise soft and low-key; a quiet word and a small treat suit it better than excited cheering. Plan changes well ahead, as you naturally do, and phase them in over a week or two. Spend your sociable energy on friends and family, and let the pet's evenings stay peaceful.",
    },
    {
      type: 'ENTJ',
      title: 'The Executive Office',
      relationshipStyle:
        "You are decisive, goal-driven and a natural planner, so the Keeper's life will be organised and consistent. Your logical, unsentimental style respects its independence and it will never feel smothered. Friction comes from your ambition: you may want training milestones or an energetic sidekick, while this pet would rather rest and does its best work in short bursts. Your taste for fresh projects can also unsettle its routine if you are not careful.",
      tips: 'Set modest, calm goals, such as settling on a mat or accepting handling for health checks, rather than performance targets. Keep the home timetable fixed even when your own work schedule changes. Book quiet time with it into your diary as seriously as you book meetings.',
    },
  ],
  famousAnimals: [
    {
      name: 'Larry',
      species: 'Cat (tabby)',
      description:
        'Larry, a brown-and-white tabby adopted from Battersea Dogs and Cats Home, has been Chief Mouser to the Cabinet Office at 10 Downing Street since 2011 and has outlasted a string of prime ministers. He is known for lounging on the step of Number 10, strolling past world leaders and press photographers without a flicker of concern, and keeping firmly to his own patch.',
      featured: true,
      image: 'famous-icps',
    },
    {
      name: 'Tama',
      species: 'Cat (calico)',
      description:
        "Tama was stationmaster of Kishi Station on Japan's Wakayama Electric Railway from 2007 until her death in 2015. She spent her working days sitting serenely at the ticket gate while crowds of visitors came to see her, and her calm, routine-bound presence is credited with helping to save the struggling rural line.",
    },
    {
      name: 'Stubbs',
      species: 'Cat (tailless orange tabby)',
      description:
        "Stubbs was honorary mayor of Talkeetna, Alaska, for around twenty years until his death in 2017. He kept a steady daily round centred on the town's general store, receiving tourists with unruffled dignity before retiring for long naps.",
    },
    {
      name: 'Jonathan',
      species: 'Tortoise (Seychelles giant tortoise)',
      description:
        "Jonathan, thought to have hatched around 1832, has lived on the lawns of Plantation House, the governor's residence on St Helena, since 1882 and is considered the oldest known living land animal. His days follow an unhurried, unchanging rhythm of grazing, basking and resting, and he has taken generations of governors, visitors and photographers in his stride.",
    },
    {
      name: 'Humphrey',
      species: 'Cat (black and white)',
      description:
        'Humphrey was a stray who wandered into 10 Downing Street in 1989 and served as Chief Mouser under Margaret Thatcher, John Major and Tony Blair until his retirement in 1997. He treated the building as his personal territory, sunning himself in his favourite spots and remaining entirely unimpressed by the politicians and cameras around him.',
    },
    {
      name: "Tu'i Malila",
      species: 'Tortoise (radiated tortoise)',
      description:
        "Tu'i Malila was a radiated tortoise said to have been presented to the Tongan royal family by Captain James Cook in the 1770s, and she lived in the palace grounds in Nuku'alofa until her death in 1965. For nearly two centuries she pottered calmly around the same royal gardens, the ultimate settled and self-sufficient homebody.",
    },
  ],
  bySpecies: {
    bird: {
      tips: "Fix the anchors of the day: breakfast, dinner, the main play or training session and lights-out. Keep each within about half an hour of its usual time, weekends included, because a Keeper often turns grumpy or restless when dinner drifts late.\nGive it at least one resting place that is entirely its own and never borrowed for anything else, such as a favourite perch in the corner of the cage or on its play stand. You can rearrange the rest of the room occasionally; leave its spot alone and it will accept the other changes far more calmly.\nKeep activity short and frequent rather than long and rare. Two or three sessions of five to ten minutes of gentle play, scent work or foraging keep a passive pet's body and mind in shape without tiring it, and help prevent the slow weight gain that comfort-loving animals are prone to.\nWhen a big change is unavoidable, such as a house move, a new pet or a new work pattern, bring it in by steps. Put the carrier or new bed out days ahead, shift mealtimes by fifteen minutes a day, and keep everything else exactly as it was until your pet has settled.\nRespect its refusals. If it walks away from a stroke or turns its head aside, let it go; an independent animal that knows it is free to leave comes back more often and stays longer.",
    },
  },
  activities: {
    dog: [
      {
        text: 'Slow, sniff-led walks on a familiar route at the same time each day, letting it stop and investigate instead of hurrying it along.',
        icon: 'footprints',
      },
      {
        text: 'Same-time foraging: scatter part of breakfast on the lawn or a snuffle mat at the same hour every day so it can search at its own unhurried pace.',
        icon: 'search',
      },
      {
        text: 'A two-minute daily training slot teaching one calm behaviour, such as touching your hand with its nose or going to its bed on cue.',
        icon: 'timer',
      },
      {
        text: 'A simple puzzle feeder it can solve in a few minutes, swapped for a new one on a set day each week rather than changed at random.',
        icon: 'puzzle',
      },
      {
        text: 'Indoor nose games: hide three treats in the same room, then progress to hiding them under upturned cups for it to find.',
        icon: 'bone',
      },
    ],
    cat: [
      {
        text: 'Two short wand-toy sessions a day, timed just before meals, so the stalk, pounce, catch and eat sequence becomes a satisfying ritual.',
        icon: 'cat',
      },
      {
        text: 'A cardboard box den or paper bag (handles removed) placed beside its favourite resting spot and refreshed once a week.',
        icon: 'home',
      },
      {
        text: 'A window-watching station with a soft, secure shelf overlooking the garden or street, so it can observe the world without effort.',
        icon: 'sun',
      },
      {
        text: 'Dinner in a simple treat ball or puzzle feeder at the same time each evening, so its one burst of hunting comes before its meal.',
        icon: 'puzzle',
      },
      {
        text: 'A brief evening grooming session with a soft brush, offered at the same time each day and stopped the moment it walks away.',
        icon: 'heart',
      },
    ],
    bird: [
      {
        text: 'A morning foraging tray on its play stand, with shredded paper hiding a few favourite seeds or pellets, set out at the same time every day.',
        icon: 'search',
      },
      {
        text: 'A regular evening chat: talk, whistle or play soft music to it in the same slot each day, which many birds come to anticipate and answer.',
        icon: 'music',
      },
      {
        text: 'A two-minute training slot each afternoon teaching one calm behaviour, such as touching a target with its beak or stepping onto a scale.',
        icon: 'timer',
      },
      {
        text: 'A short daily flight or climb from its cage to its play stand and back, for a bird that would otherwise sit still all day.',
        icon: 'feather',
      },
      {
        text: 'One new toy hung in the same corner of the cage on the same day each week, with the oldest one taken out.',
        icon: 'sparkles',
      },
    ],
    rabbit: [
      {
        text: 'Hay-stuffed cardboard tubes and a dig box of shredded paper kept in the same corner of its run, for foraging and digging on its own terms.',
        icon: 'carrot',
      },
      {
        text: 'Evening floor time in a rabbit-proofed room at a fixed hour, with a hide box to retreat into and you sitting quietly at floor level.',
        icon: 'home',
      },
      {
        text: 'Greens hung from a string or wedged in a hay rack at the same time each day, so it stretches and works for its favourite meal.',
        icon: 'leaf',
      },
      {
        text: 'A short, daily target-touch session with a small piece of herb as the reward, ending well before it loses interest.',
        icon: 'brain',
      },
      {
        text: 'A sunny, sheltered spot in the run that always stays in the same place, with a flat tile or mat to stretch out on.',
        icon: 'sun',
      },
    ],
    other: [
      {
        text: 'A calm, same-time exploration session suited to its species, such as a secure playpen with tunnels for guinea pigs or rats, or a supervised warm-room wander for a bearded dragon.',
        icon: 'timer',
      },
      {
        text: 'Food hidden in the same part of its enclosure at the same time each day, so it has a short, predictable forage before settling.',
        icon: 'search',
      },
      {
        text: 'A fixed set of hides and resting spots, with one small new item (a cork tube, a branch, a chew) added on the same day each week.',
        icon: 'home',
      },
      {
        text: 'Brief hand-feeding at the enclosure door at the same time each day, so it learns that your hand means something good.',
        icon: 'heart',
      },
      {
        text: 'A warm basking or resting spot that never moves, checked with a thermometer, where a passive pet can settle in comfort.',
        icon: 'sun',
      },
    ],
  },
  careTips: {
    dog: [
      'Feed measured portions at set times instead of leaving food down all day; a structured dog eats more calmly on a schedule, and you notice a change in appetite at once.',
      'Most dogs need daily walks even when they would happily skip them, so keep the route familiar and the pace easy, and adjust the distance to its age and build.',
      'Give it a crate or covered bed in a quiet corner as a den, and teach visitors and children that a resting dog is left alone.',
      'Book its vet check and boosters at the same time each year, and practise short, calm handling of its ears, teeth and feet at home.',
      'Weigh it once a month: a contented, low-activity dog can put on weight slowly without anyone noticing.',
    ],
    cat: [
      'Provide vertical territory such as a cat tree or wall shelves near a window; an independent cat likes to survey its domain from a secure height.',
      'Keep litter trays clean and always in the same places, with one more tray than the number of cats, because a routine-minded cat may refuse a tray that has moved.',
      'Feed measured meals at set times rather than leaving a full bowl down, which helps a relaxed indoor cat stay a healthy weight.',
      'Book a yearly check-up with the vet, as calm, self-contained cats often hide dental pain and kidney problems until late.',
      'Place food, water and litter trays well apart, each in a quiet spot that stays the same, as cats prefer not to eat near their toilet.',
    ],
    bird: [
      'Give a few hours of supervised time out of the cage every day on a predictable schedule, and cover the cage at the same time each night for ten to twelve hours of sleep.',
      'Offer natural wooden perches of different thicknesses to protect its feet, replacing only one or two at a time so the cage still feels like home.',
      'Weigh it weekly on kitchen scales; a bird that sits a lot can gain weight, and a sudden loss is often the first sign of illness.',
      "Keep non-stick pans, aerosols and scented candles away from the room it lives in: a bird's lungs are far more sensitive than ours.",
      'Feed a pellet-based diet with fresh vegetables at fixed times, and remove fresh food after a few hours so it does not spoil.',
    ],
    rabbit: [
      'Make unlimited fresh hay the bulk of the diet, with a daily handful of leafy greens and only a small measure of pellets, and check teeth and droppings regularly.',
      'Even a self-sufficient rabbit is a social animal: keep it with a neutered, bonded companion in an enclosure big enough to run, stand upright and hide.',
      'Keep its litter tray, hay rack and hide box in the same places, and move them only gradually if you must.',
      'Check its droppings every day: fewer or smaller droppings, or a rabbit that stops eating, is an emergency and needs the vet the same day.',
      'Handle it close to the ground and only when needed, supporting its chest and back end, and never lift it by the ears.',
    ],
    other: [
      'Research the exact needs of your species, such as heat and UV lighting for reptiles, companions for guinea pigs and rats, or deep bedding for hamsters, and keep those conditions stable.',
      'Handle small or exotic pets briefly and at the same time of day, supporting the whole body, so that handling becomes a predictable part of the routine.',
      'Clean the enclosure on a fixed day each week, putting hides and food back in exactly the same places afterwards.',
      "Weigh it monthly on kitchen scales and note the figure: a steady pet's weight is the easiest early warning you have.",
      'Register with a vet who sees your species and keep their number by the enclosure, since exotic pets often need help quickly once they show illness.',
    ],
  },
};
