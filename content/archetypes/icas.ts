import type { ArchetypeContent } from '../schema.ts';

export const icas: ArchetypeContent = {
  code: 'ICAS',
  title: 'Commander',
  description:
    'Your pet is:\nIndependent - sets its own agenda and does not need constant company or reassurance\nConfident - bold with strangers, new places and other animals, and hard to intimidate\nActive - full of drive and happiest when it has a job to do\nStructured - likes clear rules, a dependable routine and knowing exactly what comes next',
  traits: [
    'Takes the lead and makes its own decisions',
    'Bold, self-assured and hard to intimidate',
    'High-energy and driven by purposeful work',
    'Thrives on clear rules and a dependable routine',
  ],
  bestApproach:
    'Give your Commander a job, a timetable and clear, consistent rules. It respects owners who are calm, decisive and fair, and it works hardest when effort reliably leads to a reward. Channel its energy into structured exercise and training at set times each day, keep the rules identical for every member of the household, and skip the nagging: one clear cue, followed through, works far better than five repeated ones.',
  greatTools:
    'A written daily plan with fixed exercise and training slots, a clicker or marker word for precise reward-based training, and sturdy puzzle feeders that take real effort to solve. A defined settle spot that never moves teaches it to switch off after work, and a secure, well-fitted carrier makes the rare unplanned trip less of an upset.',
  overview:
    'The Commander is a bold, energetic self-starter with a strong sense of order. It patrols its territory, greets newcomers head-on and expects the day to run to plan: exercise, breakfast, work, rest. It is not clingy, but it likes to know what its people are doing and often positions itself where it can keep an eye on everything. Given purposeful work it is focused and impressive; left without a job, it will invent one, and you may not approve of its choice.',
  getsOnWellWith:
    'Confident, well-mannered animals that accept clear household rules and do not challenge it constantly. It often does well with a calmer companion that is content to let it lead, and with older children who can join in structured games. Two strong-willed Commanders under one roof, or a timid animal it might boss about, need careful management and supervised introductions.',
  idealOwner:
    "An active, organised and consistent person who enjoys training and has time for structured exercise every day. Owners who like setting goals, following through and keeping the same rules week after week get the very best from a Commander. It suits people who see a pet's energy and strong opinions as a talent to channel rather than a nuisance to suppress.",
  tips: "Plan two structured activity blocks a day, such as a vigorous morning session and an evening training or foraging task, at roughly the same times. A Commander that knows its energy will be spent on schedule is far more settled in between.\nTeach a solid settle or station behaviour, such as lying on a mat or going to a particular spot, and reward it generously. Active, confident pets usually find switching off much harder than switching on.\nAgree the house rules as a household and write them down: which furniture is allowed, which cue means what, and who feeds when. Inconsistency between family members is the fastest way to lose this pet's cooperation.\nRotate the challenge, not the routine. Keep the timing of activities fixed while changing their content, for example a new trick, a new scent puzzle or a harder foraging box, so it is stretched mentally without losing the predictability it values.\nWatch for early signs of guarding food, toys, resting places or doorways, and address them with calm, reward-based training rather than confrontation, which a confident animal is likely to meet head-on.",
  starSigns: ['Aries', 'Leo', 'Capricorn'],
  bestHumanTypes: ['ESTJ', 'ENTJ', 'ISTJ', 'INTJ', 'ENFJ'],
  compatibility: [
    {
      type: 'ESTJ',
      title: 'The Chain of Command',
      relationshipStyle:
        'This is a natural partnership of two organisers. Your clear rules, firm schedules and direct, consistent manner give the Commander exactly the framework it respects, and your active, outgoing life supplies plenty of exercise and new sights for a bold pet. You both like things done properly and on time, and you will both notice when they are not. The main risk is a battle of wills if you meet its strong opinions with force instead of smart training.',
      tips: 'Use reward-based training and clear cues rather than corrections; this pet respects fairness far more than dominance. Enter its exercise in your calendar as a fixed appointment. Give it a real daily responsibility, such as earning breakfast through a search game or performing a short cue sequence before meals, so its drive has a sanctioned outlet.',
    },
    {
      type: 'ENTJ',
      title: 'The Two Generals',
      relationshipStyle:
        'You are decisive, ambitious and a natural planner, and the Commander mirrors much of that drive. Your goal-oriented approach suits a pet that loves structured work, and your outgoing, energetic lifestyle gives it the activity and stimulation it needs. Your appetite for big projects can lead to genuinely impressive training achievements. Make sure your love of fresh goals does not turn its routine upside down, and that two strong wills stay on the same side.',
      tips: 'Choose a long-term training project, such as an advanced trick chain or a sport suited to its species, and break it into weekly steps. Keep the daily timetable fixed even as the goals evolve. Let it win small choices, such as which game comes first, so it never feels it has to fight for control.',
    },
    {
      type: 'ISTJ',
      title: 'The Steady Quartermaster',
      relationshipStyle:
        'You are orderly, dependable and consistent, which gives the Commander the rules and routine it values most. Your quiet, reliable presence keeps household life predictable, and you will stick to the exercise plan in all weathers. The gap is energy and variety: your calm, home-centred life may not naturally supply the vigorous activity and fresh people and places this bold animal enjoys. Plan those outlets deliberately and this becomes a very solid partnership.',
      tips: 'Schedule vigorous exercise at fixed times and add one new outing or challenge each week. Keep training sessions brief and structured, which suits you both. Use your eye for detail to track its progress and to catch early signs of strain or injury in such an active animal.',
    },
    {
      type: 'INTJ',
      title: 'The Master Planner',
      relationshipStyle:
        'Independent and strategic, you enjoy designing training plans and seeing measurable progress, which suits a pet that thrives on purposeful work. Your logical consistency earns its respect, and your own independence means neither of you needs constant togetherness. Your quieter lifestyle may offer less spontaneous activity than this energetic animal wants, and your taste for new ideas must be balanced against its need for a steady routine. Make its exercise a core part of your system and the match works very well.',
      tips: 'Design a progressive training programme with clear milestones and a fixed daily slot. Treat vigorous exercise as a non-negotiable part of your own routine, not an optional extra. Refresh the puzzles and tricks regularly while leaving the schedule untouched.',
    },
    {
      type: 'ENFJ',
      title: 'The Inspiring Captain',
      relationshipStyle:
        'Outgoing, supportive and naturally organised, you bring energy, structure and plenty of praise, which motivates a pet that likes to work. Your active social life gives it variety and exercise, and your planning keeps its day predictable. The potential weakness is your warmth: you may be tempted to bend the rules when it pushes, and a confident animal will notice. Pair your encouragement with firm consistency and the two of you make an excellent team.',
      tips: 'Use your enthusiasm as a reward, with a burst of praise the moment a task is done well. Agree the household rules and hold to them even when it is charming you. Plan new challenges and outings a week ahead so your full calendar always includes its needs.',
    },
    {
      type: 'ESFJ',
      title: 'The Household Organiser',
      relationshipStyle:
        'You are sociable, caring and fond of routine, so the Commander will enjoy a well-run home with regular meals and exercise. Your busy household suits its confident nature, and your attention to practical detail keeps its care on track. The challenge is authority: your wish for harmony can make you reluctant to enforce rules, and a bold, independent pet may quietly take charge. Gentle but unwavering consistency is the key.',
      tips: 'Write the household rules down and ask every family member to follow them. Use your organising talent to schedule daily vigorous activity, not only sociable time. Reward calm behaviour around guests so its confidence does not tip into pushiness.',
    },
    {
      type: 'ESTP',
      title: 'The Action Partners',
      relationshipStyle:
        'You are energetic, bold and always ready for action, and the Commander matches your appetite for activity. Your practical, no-nonsense handling suits its confidence and it will respect your directness. The sticking point is structure: your spontaneous schedule can leave it unsure when exercise or meals will happen, and it may become restless or bossy as a result. Add a routine backbone to your adventures and you will be great partners.',
      tips: 'Fix mealtimes and one daily exercise slot, then layer spontaneous outings on top. Keep training cues identical even when you improvise the session. Use your love of physical challenge to teach it agility-style skills suited to its species.',
    },
    {
      type: 'ENTP',
      title: 'The Inventor and the Officer',
      relationshipStyle:
        'You are inventive, restless and full of ideas, and the Commander will relish the mental challenges you dream up. Your logical style keeps interactions fair, and your energy can keep pace with its drive. However, your constant changes of plan and dislike of routine clash with its need for predictability. Keep the timetable steady, apply your creativity to the content, and the pair works well.',
      tips: 'Invent new puzzles and tricks, but teach them at the same time each day. Use a written schedule or app reminders for feeding and exercise. Never change cues or rules just to see what happens; it needs consistency to stay cooperative.',
    },
    {
      type: 'ENFP',
      title: 'The Enthusiast and the Rule-Keeper',
      relationshipStyle:
        'Warm, imaginative and spontaneous, you offer the Commander plenty of energy and fresh experiences, which it enjoys. Your feeling-led, flexible approach can make the rules inconsistent, though, and this confident, independent animal will test every boundary that wobbles. It also needs a more predictable day than you may naturally provide. With a simple routine and firmer follow-through, your enthusiasm becomes a real asset.',
      tips: 'Pick a handful of key rules and keep them without exception. Anchor the day with fixed mealtimes and a fixed exercise slot. Pour your creativity into new games and outings within that framework.',
    },
    {
      type: 'ESFP',
      title: 'The Showman and the Sergeant',
      relationshipStyle:
        'Fun-loving and sociable, you bring plenty of activity and play, and the Commander is confident enough to enjoy your lively household. Your practical, in-the-moment focus keeps you tuned in to its physical needs. Your spontaneous, soft-hearted approach, however, can leave it without the rules and routine it craves, and it may start running the house. Add structure and consistency and you will have an energetic, entertaining partnership.',
      tips: 'Turn training into a daily game at a set time, so it feels like fun to you and like structure to it. Agree on boundaries with everyone you live with and keep them. Check that its exercise is genuinely vigorous, not just social.',
    },
    {
      type: 'INFJ',
      title: 'The Calm Counsellor',
      relationshipStyle:
        'Reflective and organised, you naturally give the Commander the planned, predictable days it likes, and your knack for reading subtle signals helps you notice when its restlessness is building. Your imagination is an asset too, because this clever animal enjoys the meaningful challenges you can design. The strain comes from energy and assertiveness: your quieter, home-centred life may not supply the vigorous activity it needs, and your gentle nature can find its bold demands wearing. Put a daily high-energy session on the plan and hold your boundaries calmly, and this becomes a respectful, well-balanced partnership.',
      tips: "Schedule one genuinely vigorous session a day, even if you personally prefer calm activities, and let your planner's instinct protect that slot. Give clear, single cues rather than explaining or negotiating; it respects decisiveness more than reasons. Guard time to recharge yourself so you can meet its energy with patience rather than fatigue.",
    },
    {
      type: 'ISFJ',
      title: 'The Steadfast Steward',
      relationshipStyle:
        'You are warm, attentive and dependable, and the Commander benefits from your reliable routines and your careful eye for its health and comfort. Your practical, hands-on care means its feet, weight and fitness are always checked, which matters for such an active animal. Your preference for a quiet home may not meet its need for vigorous activity and variety, and your kind, accommodating nature may find its confident demands hard to refuse. With a structured exercise plan and consistent boundaries, you can give it a secure, well-ordered base.',
      tips: 'Treat vigorous activity as a daily part of its care, exactly like feeding, and give it a fixed slot. Practise saying no kindly but firmly, and mean it every time, because one exception teaches it to keep asking. Keep a simple record of its exercise, weight and any stiffness after hard sessions.',
    },
    {
      type: 'ISTP',
      title: 'The Practical Engineer',
      relationshipStyle:
        'Relaxed, hands-on and practical, you enjoy building and fixing things, and the Commander will appreciate the challenging puzzle feeders and obstacle set-ups you create. Your calm, matter-of-fact manner suits its confidence, and it will find you hard to push around. The challenge is routine: your spontaneous approach may leave it without the predictable timetable it needs, and your quieter life may not provide enough activity. Anchor a few fixed points in its day and you will find it a capable, rewarding companion.',
      tips: 'Build puzzle feeders and obstacle courses, then make working through them part of a daily session at a set time. Use phone reminders to keep meals and exercise consistent on days when you are absorbed in a project. Plan a weekly outing or a new physical challenge to match its energy.',
    },
    {
      type: 'INTP',
      title: 'The Theorist and the Doer',
      relationshipStyle:
        'Analytical and laid-back, you will enjoy working out what motivates the Commander, and your even-tempered logic keeps interactions fair and predictable. Its appetite for challenge suits your love of new ideas, as long as they arrive within a steady framework. However, your relaxed approach to schedules and your quieter lifestyle may leave this active, structured animal under-exercised and unsure of what comes next. Design a routine, stick to it, and your curiosity becomes a real training asset.',
      tips: 'Write a simple daily plan and pin it where you cannot ignore it. Study what motivates it most, whether food, toys or the chance to explore, and use your findings to design better training sessions. Never let absorption in your own projects cancel its exercise; set an alarm if you have to.',
    },
    {
      type: 'INFP',
      title: 'The Gentle Idealist and the Taskmaster',
      relationshipStyle:
        'Compassionate and patient, you value the Commander as an individual, but this is one of its more challenging pairings. Its high energy, strong will and need for firm structure pull against your quiet, flowing, feeling-led approach. You may find it hard to set and keep boundaries, and a confident animal will quickly learn which rules are negotiable. With a written routine, reward-based training and plenty of exercise, your patience can still earn its respect.',
      tips: 'Consider a structured course or a few sessions with a reward-based trainer to build consistent habits for you both. Keep a written routine for meals and activity and follow it even on days when you would rather drift. Remember that clear, kind boundaries are a gift to an animal that relaxes when it knows the rules.',
    },
    {
      type: 'ISFP',
      title: 'The Soft Touch and the Strong Will',
      relationshipStyle:
        'Gentle, sensory and easygoing, you offer the Commander affection and calm, but it needs more structure, activity and firm direction than comes naturally to you. Your go-with-the-flow days can leave it unsure what comes next, and your dislike of confrontation may let it take charge of the household. Your practical, hands-on attention to its physical needs is a genuine strength. Add a clear routine and a few consistent rules and the relationship can flourish.',
      tips: 'Set fixed times for meals and vigorous activity and keep them even on lazy days. Choose three or four clear cues and use them the same way every time. Enjoy hands-on activities such as grooming, physical play or building a dig box together, which suit you both.',
    },
  ],
  famousAnimals: [
    {
      name: 'Togo',
      species: 'Dog (Siberian Husky)',
      description:
        "Togo was Leonhard Seppala's lead sled dog in the 1925 serum run to Nome, Alaska, covering the longest and most dangerous stretch, including the treacherous sea ice of Norton Sound, at the age of twelve. A headstrong, independent youngster who kept escaping to run after the teams, he became a decisive, fearless leader once given a job and a trail to command.",
      featured: true,
      image: 'famous-icas',
    },
    {
      name: 'Towser',
      species: 'Cat (tortoiseshell)',
      description:
        'Towser was the resident cat of the Glenturret Distillery in Crieff, Scotland, from 1963 to 1987, and holds a Guinness world record for catching an estimated 28,899 mice. Her disciplined, daily patrols of the distillery make her a textbook Commander: independent, tireless and utterly methodical.',
    },
    {
      name: 'Simon',
      species: 'Cat (black and white)',
      description:
        "Simon was the ship's cat of HMS Amethyst who was wounded by shellfire during the Yangtze Incident of 1949, yet went straight back to his rat-catching rounds and to visiting injured sailors. He became the only cat awarded the Dickin Medal, honoured for doing his job with composure under fire.",
    },
    {
      name: 'Bamse',
      species: 'Dog (St Bernard)',
      description:
        "Bamse was the mascot of the Norwegian minesweeper Thorodd during the Second World War, based in Montrose and Dundee in Scotland. He famously rode local buses on his own to round up his crewmates from the pubs and return them to the ship before curfew, and broke up quayside scuffles by planting his paws on the sailors' shoulders.",
    },
    {
      name: 'Pale Male',
      species: 'Red-tailed hawk',
      description:
        'Pale Male was a red-tailed hawk who, from the early 1990s, nested for decades on the facade of a Fifth Avenue apartment building overlooking Central Park in New York. Returning to the same ledge season after season, hunting the park with precision and raising many broods in full view of the city, he embodied confident, purposeful routine.',
    },
    {
      name: 'Palmerston',
      species: 'Cat (black and white)',
      description:
        'Palmerston was adopted from Battersea Dogs and Cats Home in 2016 to serve as Chief Mouser at the Foreign Office in London, where he patrolled Whitehall with great energy. He was famous for his bold, territorial stand-offs with the Downing Street cat next door, and kept his post until retiring to Bermuda in 2020.',
    },
    {
      name: 'Nils Olav',
      species: 'King penguin',
      description:
        "Nils Olav is the king penguin at Edinburgh Zoo who serves as mascot and colonel-in-chief of the Norwegian King's Guard, knighted in 2008 and since promoted through the ranks. When the Guard visits he inspects the soldiers with self-assured composure, a bird that seems entirely at home with ceremony, order and command.",
    },
  ],
  bySpecies: {
    dog: {
      greatTools:
        'A written daily plan with fixed walk and training slots, a clicker or marker word for precise reward-based training, sturdy puzzle feeders and a flirt pole for energetic play with clear rules. A mat or bed used as its settle spot teaches it to switch off after work, and a well-fitted harness and long line make structured outdoor sessions safe.',
    },
    cat: {
      greatTools:
        'A written plan of play and meal times, a clicker for trick training, and sturdy puzzle feeders that take real effort. Tall cat trees and wall shelves give it a territory to patrol, a wand toy gives each hunt a clear start and finish, and a bed on a high shelf makes a settle spot it will claim as its own.',
    },
    bird: {
      greatTools:
        "A daily timetable of flight and training slots, a clicker and a target stick for precise trick training, and hard-to-crack foraging toys. A station perch or play stand that never moves teaches it to settle after work, and kitchen scales for a weekly weigh-in keep a busy bird's schedule healthy.",
      tips: "Plan two structured activity blocks a day, such as a vigorous morning session and an evening training or foraging task, at roughly the same times. A Commander that knows its energy will be spent on schedule is far more settled in between.\nTeach a solid station behaviour, such as waiting on a particular perch while you clean the cage or prepare food, and reward it generously. Active, confident birds usually find switching off much harder than switching on.\nAgree the house rules as a household and write them down: which furniture is allowed, which cue means what, and who feeds when. Inconsistency between family members is the fastest way to lose this pet's cooperation.\nRotate the challenge, not the routine. Keep the timing of activities fixed while changing their content, for example a new trick, a new scent puzzle or a harder foraging box, so it is stretched mentally without losing the predictability it values.\nWatch for early signs of guarding food, toys, resting places or doorways, and address them with calm, reward-based training rather than confrontation, which a confident animal is likely to meet head-on.",
    },
    rabbit: {
      greatTools:
        'A fixed timetable of exercise at dawn and dusk, a clicker and small herb rewards for training, and treat balls and stacking cups that take effort. A large run with tunnels, platforms and a dig box gives it work to do, and a hide box that always stays in the same place is its settle spot after the action.',
    },
  },
  activities: {
    dog: [
      {
        text: 'A dog sport with clear rules, such as obedience, rally, tracking or agility, practised on the same evenings every week.',
        icon: 'ball',
      },
      {
        text: 'Brisk structured walks on a set route, with short training stops for sits, recalls and loose-lead walking along the way.',
        icon: 'footprints',
      },
      {
        text: 'A daily ten-minute training session at a fixed time that builds a chain of cues, adding one new step each week.',
        icon: 'timer',
      },
      {
        text: 'Earn-your-dinner puzzles: serve part of each meal in a sturdy feeder or foraging box and raise the difficulty a notch every week.',
        icon: 'puzzle',
      },
      {
        text: 'A morning patrol of the garden seeded with a few hidden treats, so its urge to check the territory ends in a find.',
        icon: 'search',
      },
      {
        text: 'A settle-on-your-mat game after every walk: reward it for lying down calmly, stretching the time by a few seconds each day.',
        icon: 'bed',
      },
    ],
    cat: [
      {
        text: 'Clicker training for tricks such as sit, high five or spin, in a five-minute slot just before each meal.',
        icon: 'brain',
      },
      {
        text: 'Chase-and-pounce sessions with a wand toy at the same times every day, ending with a satisfying catch and then its meal.',
        icon: 'cat',
      },
      {
        text: 'A daily patrol route of shelves and walkways at ceiling height, with a treat waiting at the top at the same time each evening.',
        icon: 'mountain',
      },
      {
        text: 'Puzzle feeders that take real effort to crack, set out at fixed mealtimes and made a little harder each week.',
        icon: 'puzzle',
      },
      {
        text: 'A windowsill lookout post facing the garden or street, so it can keep watch over its territory on its own schedule.',
        icon: 'sun',
      },
    ],
    bird: [
      {
        text: 'Daily trick training at a fixed time: flying or stepping to your hand on cue, turning around, and retrieving a small object to your palm.',
        icon: 'brain',
      },
      {
        text: 'Destructible foraging boxes and wooden toys that take real effort to break into, refilled on a set schedule each morning.',
        icon: 'puzzle',
      },
      {
        text: 'Two set flight sessions a day in a bird-safe room, with recall flights between two fixed landing spots for a reward.',
        icon: 'feather',
      },
      {
        text: 'A play stand with a job on it: foraging cups, a ladder and a bell, set up in the same place each day after breakfast.',
        icon: 'sparkles',
      },
      {
        text: 'Station training: reward it for waiting on one particular perch while you clean the cage or serve food, so it learns a calm job.',
        icon: 'timer',
      },
    ],
    rabbit: [
      {
        text: "Energetic exercise time in a large, secure area with tunnels and low jumps, at dawn and dusk to match a rabbit's natural activity peaks.",
        icon: 'rabbit',
      },
      {
        text: 'Clicker training for target touching, spins and coming when called, rewarded with small pieces of herb or leafy green.',
        icon: 'carrot',
      },
      {
        text: 'A fixed daily foraging round: scatter its greens across the same run at the same time so it patrols and grazes on schedule.',
        icon: 'search',
      },
      {
        text: 'A dig box of soil or shredded paper in one corner that stays put, so it has a reliable place to put its energy to work.',
        icon: 'leaf',
      },
      {
        text: 'A hay-stuffed cardboard tube or willow ball hidden in a new spot each evening, found as part of its usual exercise routine.',
        icon: 'puzzle',
      },
    ],
    other: [
      {
        text: 'Scheduled, energetic play suited to its species, such as tunnel runs and dig boxes for ferrets and rats, or tong-fed hunting sessions for insect-eating reptiles.',
        icon: 'timer',
      },
      {
        text: 'A daily foraging job at the same time, such as food hidden in a box of paper, a cork log or the substrate, that takes real effort to find.',
        icon: 'search',
      },
      {
        text: 'Target training in short, regular sessions: touch a stick, follow it, then step onto your hand or into a carrier for a reward.',
        icon: 'brain',
      },
      {
        text: 'A fixed layout for its main hide and feeding place, with climbing branches or ramps that get a little harder every few weeks.',
        icon: 'mountain',
      },
      {
        text: 'A timed play session in a secure playpen every day, with a tunnel course that changes while the time stays the same.',
        icon: 'gamepad',
      },
    ],
  },
  careTips: {
    dog: [
      'Give it one to two hours of exercise a day, depending on breed and age, plus mental work such as training or scent games.',
      'Supervise play with unfamiliar dogs: a confident, independent dog can be bossy, so call it away before play gets rough.',
      'Make sure everyone in the home uses the same cues and rules; mixed messages frustrate a structured dog and invite boundary testing.',
      'Count training treats as part of its daily food and check its waist monthly: busy dogs earn a lot of rewards.',
      'After hard sessions, check its pads, nails and legs for cuts and soreness, since a bold dog rarely shows that it has hurt itself.',
    ],
    cat: [
      'Provide tall, sturdy cat trees, wall shelves and several scratching posts so an active, territorial cat can climb and mark its domain.',
      'In a multi-cat home, offer separate feeding stations, litter trays and resting places so a bold cat cannot control every resource.',
      'Feed at the same times every day, in measured portions, so mealtimes stay part of its routine rather than a demand.',
      'Keep play, meals and bedtime in the same order each evening: hunt, eat, groom, sleep is the rhythm a cat is built for.',
      'If it goes outside, give it a cat flap that reads its microchip so neighbouring cats cannot walk in and start a turf war.',
    ],
    bird: [
      'Allow several hours of supervised time out of the cage every day, with safe flight or climbing space and the same start time each day.',
      'Choose the largest cage you can house, with bars suited to its size, and keep perches and food bowls in fixed positions.',
      'Never heat non-stick (PTFE) pans near it: the fumes from an overheated pan can kill a bird in minutes.',
      'Keep lights-out and uncovering at the same times each day to give it ten to twelve hours of sleep and a dependable day.',
      'Weigh it weekly on kitchen scales at the same time of day: a drop of a few grams is often the first sign of illness.',
    ],
    rabbit: [
      'Give it several hours of daily exercise in a large, secure space, alongside a bonded companion.',
      'Neutering reduces territorial spraying and aggression in rabbits and makes it far easier to bond a pair.',
      'Keep a pile of fresh hay at least as big as the rabbit available all day; chewing it wears its teeth and keeps its gut moving.',
      'Vaccinate against myxomatosis and rabbit haemorrhagic disease every year and book a dental check at the same visit.',
      'Support its chest and hindquarters whenever you must lift it, never by the ears, and keep it low over the floor.',
    ],
    other: [
      "Find out your species' real exercise needs: ferrets need several hours out of the cage daily, while rats need large, multi-level cages.",
      'Handle it regularly at the same time each day, gently and briefly, so health checks and vet visits are routine rather than a battle.',
      'Keep feeding, cleaning and lights on and off to a steady timetable: a structured pet settles best when its day runs to plan.',
      'Check heating, lighting and water daily and keep a written log, so you notice quickly if something or someone is off.',
      'Find an exotics vet before you need one and book a yearly check-up, since many small pets hide illness until it is advanced.',
    ],
  },
};
