import { STAR_SIGN_RANGES } from '#shared/star-signs.ts';
import type { StarSignContent } from './schema.ts';

/**
 * A light-hearted note per western star sign on what it is said to mean for a pet's temperament and
 * who it gets on with. Entertainment only; the signs each archetype lists (content/archetypes) are
 * chosen to match these descriptions. The date ranges live once, in src/shared/star-signs.ts.
 */
const notes: Pick<StarSignContent, 'name' | 'description' | 'compatibility'>[] = [
  {
    name: 'Aries',
    description:
      'Aries pets are said to charge at life head first: bold, energetic and usually first through any open door. Astrologers credit them with huge enthusiasm, a short fuse that fades as fast as it flares, and a fondness for leading the way on walks and in games. Take it with a pinch of salt, but if your pet treats every morning like a starting pistol, the ram may be to blame.',
    compatibility:
      'Aries pets are said to get on best with energetic, outdoorsy owners and with fellow fire signs Leo and Sagittarius, who can keep up with their pace. Breezy air signs such as Gemini and Aquarius are thought to fan their enthusiasm, while a placid Taurus or a cautious Cancer housemate may find them rather a lot before breakfast.',
  },
  {
    name: 'Taurus',
    description:
      'Taurus pets are said to be the connoisseurs of comfort: calm, steady and devoted to their favourite bed, their favourite patch of sun and, above all, their dinner. Astrology paints them as patient and affectionate but famously stubborn, happiest when today looks exactly like yesterday. If your pet plants its feet and refuses to be hurried, the bull would understand completely.',
    compatibility:
      'Taurus pets are said to settle happily with calm, home-loving owners who keep a regular routine and a well-stocked treat jar. Fellow earth signs Virgo and Capricorn share their love of predictability and gentle Cancer and Pisces bring out their soft side, while a whirlwind Aries or Sagittarius may test even their legendary patience.',
  },
  {
    name: 'Gemini',
    description:
      'Gemini pets are said to be the curious minds of the zodiac: quick, changeable and interested in absolutely everything. Astrologers picture them flitting from one toy to the next, bored by repetition and delighted by a new room, a new sound or a new game. If your pet seems to have two different moods in a single afternoon, you may be living with the twins.',
    compatibility:
      'Gemini pets are said to thrive with playful, inventive owners who keep life interesting and the toy box on rotation. They are thought to click with fellow air signs Libra and Aquarius and to share adventures happily with Aries and Sagittarius, while a strictly scheduled Virgo or a homebody Taurus may wish they would sit still for five minutes.',
  },
  {
    name: 'Cancer',
    description:
      'Cancer pets are said to be the homebodies of the zodiac: sensitive, affectionate and deeply attached to their people and their den. Like the crab, they are thought to be slow to warm to strangers and quick to retreat to a favourite hideaway when the world gets loud, yet fiercely devoted once they trust you. A pet that greets guests from under the sofa and then will not leave your lap all evening is showing classic Cancer charm.',
    compatibility:
      'Cancer pets are said to be happiest with gentle, nurturing owners and a quiet, cosy home. Fellow water signs Scorpio and Pisces understand their moods and steady earth signs Taurus and Capricorn give them the security they crave, while a boisterous Aries or a restless Sagittarius may send them scuttling for cover.',
  },
  {
    name: 'Leo',
    description:
      'Leo pets are said to be born for the spotlight: confident, warm-hearted and quite sure they are the most important creature in the room. Astrology credits them with big personalities, a love of praise and a playful streak that lasts long after puppy or kitten days are over. If your pet poses for every photograph and sulks when it is ignored, the lion may be roaring.',
    compatibility:
      'Leo pets are said to adore attentive, affectionate owners who shower them with admiration and games. Fire-sign friends Aries and Sagittarius match their energy and sociable Gemini and Libra keep them entertained, while a reserved Capricorn or a private Scorpio may decline to be their audience.',
  },
  {
    name: 'Virgo',
    description:
      'Virgo pets are said to be the neat, particular perfectionists of the zodiac: observant, routine-minded and a little fussy about how things ought to be done. Astrologers picture them grooming meticulously, noticing the instant a bowl is moved and fretting quietly when dinner is late. A pet that lines up its toys or inspects every change to its home before approving it may well be a Virgo.',
    compatibility:
      'Virgo pets are said to do best with organised, considerate owners who keep a tidy routine and introduce changes gently. Fellow earth signs Taurus and Capricorn share their love of order and calm water signs Cancer and Scorpio soothe their worries, while a chaotic Gemini or a spontaneous Sagittarius may ruffle their fur or feathers.',
  },
  {
    name: 'Libra',
    description:
      'Libra pets are said to be the peacemakers of the zodiac: easygoing, gentle and keen for everyone to get along. Astrology paints them as adaptable companions who go with the flow, love a harmonious home and dislike raised voices and tension. If your pet slips away whenever an argument starts and reappears for cuddles once calm returns, the scales may be at work.',
    compatibility:
      'Libra pets are said to get on with almost anyone, though they are happiest with kind, even-tempered owners in a peaceful household. Air-sign companions Gemini and Aquarius share their easy-going nature and Leo and Sagittarius bring out their playful side, while a brooding Scorpio or a rigid Capricorn may tip their delicate balance.',
  },
  {
    name: 'Scorpio',
    description:
      'Scorpio pets are said to be intense, private and watchful, choosing their inner circle carefully and keeping a close eye on everything that happens in their territory. Astrologers credit them with strong wills, long memories and fierce loyalty to the few they trust. A pet that studies every visitor from a high vantage point and only truly relaxes with its favourite person may have Scorpio stamped on its paw.',
    compatibility:
      'Scorpio pets are said to bond with patient, respectful owners who give them space and never force affection. Fellow water signs Cancer and Pisces understand their depths and steady Virgo and Capricorn slowly earn their trust, while an attention-hungry Leo or a pushy Aries housemate may find themselves firmly snubbed.',
  },
  {
    name: 'Sagittarius',
    description:
      'Sagittarius pets are said to be the explorers of the zodiac: optimistic, restless and always ready to find out what lies beyond the garden gate. Astrology pictures them as free spirits who love new places, long outings and a change of scene, and who rarely stay still for long. If your pet treats every open door as an invitation to an expedition, the archer may be calling.',
    compatibility:
      'Sagittarius pets are said to flourish with active, adventurous owners who love the outdoors and spur-of-the-moment trips. Fire signs Aries and Leo share their zest for life and curious Gemini and Aquarius make excellent travelling companions, while a home-loving Cancer or a routine-bound Virgo may wish they would stay put.',
  },
  {
    name: 'Capricorn',
    description:
      'Capricorn pets are said to be the steady, dignified achievers of the zodiac: patient, disciplined and happiest when life follows a reliable routine. Like the mountain goat, they are thought to be quietly determined, working toward whatever they want one sure step at a time. A pet that knows to the minute when dinner is due and waits by the bowl with calm authority may be a Capricorn.',
    compatibility:
      'Capricorn pets are said to thrive with dependable, organised owners who keep regular hours and consistent rules. Earth-sign friends Taurus and Virgo share their love of order and Cancer and Scorpio coax out their hidden softness, while a flighty Gemini or a free-wheeling Sagittarius may try their sense of propriety.',
  },
  {
    name: 'Aquarius',
    description:
      'Aquarius pets are said to be the originals of the zodiac: independent, quirky and determined to do things their own way. Astrologers picture them inventing games nobody taught them, ignoring the expensive bed in favour of a cardboard box and greeting house rules with polite indifference. If your pet remains a delightful mystery even to you, the water bearer may be responsible.',
    compatibility:
      'Aquarius pets are said to get on with open-minded owners who celebrate their eccentricities and give them room to roam. Air-sign housemates Gemini and Libra share their unconventional spirit and Sagittarius happily joins their adventures, while a clingy Cancer or a very traditional Taurus may find them puzzlingly aloof.',
  },
  {
    name: 'Pisces',
    description:
      'Pisces pets are said to be the gentle dreamers of the zodiac: sensitive, affectionate and content to drift along with whatever the day brings. Astrology credits them with a soft, adaptable nature, a gift for long naps and an uncanny sense of the mood in the house. If your pet seems to know when you are sad and curls up beside you without being asked, the fish may be swimming nearby.',
    compatibility:
      'Pisces pets are said to be happiest with kind, gentle owners and a calm, loving home. Fellow water signs Cancer and Scorpio share their emotional depth and steady Taurus and Capricorn offer them a safe harbour, while a brash Aries or an ever-busy Gemini may leave them feeling rather swept away.',
  },
];

/** The 12 signs in calendar order from Aries, each with its date range and notes. */
export const starSigns: StarSignContent[] = STAR_SIGN_RANGES.map((range) => {
  const note = notes.find((n) => n.name === range.name);
  if (!note) throw new Error(`content/star-signs.ts has no notes for ${range.name}`);
  return { ...note, dates: range.dates, start: [...range.start], end: [...range.end] };
});
