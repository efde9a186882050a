/** One discussion board per archetype: board N belongs to archetype N (docs/product-rules.md, Discussion boards). */
export interface BoardContent {
  archetypeId: number;
  name: string;
  description: string;
}

export const boards: BoardContent[] = [
  {
    archetypeId: 1,
    name: 'Guardian Circle',
    description:
      'For owners of gentle, home-loving Guardians. Swap calm routines, safe-space setups and small confidence wins.',
  },
  {
    archetypeId: 2,
    name: 'Shadow Lounge',
    description:
      'For owners of devoted Shadows who follow you room to room. Talk alone-time training, easy-going days and quiet companionship.',
  },
  {
    archetypeId: 3,
    name: 'Snuggler Den',
    description:
      'For owners of affectionate Snugglers with energy to spare. Share play ideas that build courage and routines that keep them settled.',
  },
  {
    archetypeId: 4,
    name: 'Companion Corner',
    description:
      'For owners of lively, loving Companions who go wherever you go. Trade adventure tips for sensitive souls and reassurance tricks.',
  },
  {
    archetypeId: 5,
    name: 'Loyalist Lodge',
    description:
      'For owners of steady, self-assured Loyalists. Discuss dependable routines, calm enrichment and the joy of a devoted friend.',
  },
  {
    archetypeId: 6,
    name: 'Navigator Nook',
    description:
      'For owners of relaxed, adaptable Navigators. Share low-key outings, travel tips and how your pet takes change in stride.',
  },
  {
    archetypeId: 7,
    name: 'Lieutenant HQ',
    description:
      'For owners of bold, eager Lieutenants who love a job. Compare training plans, sports and structured challenges.',
  },
  {
    archetypeId: 8,
    name: 'Go-getter Club',
    description:
      'For owners of fearless, high-energy Go-getters. Post adventures, burn-off-energy ideas and new-trick triumphs.',
  },
  {
    archetypeId: 9,
    name: 'Observer Outpost',
    description:
      'For owners of watchful, self-contained Observers. Talk trust-building at their pace, quiet enrichment and safe perches.',
  },
  {
    archetypeId: 10,
    name: 'Explorer Trail',
    description:
      'For owners of curious but cautious Explorers. Share gentle novelty, sniff-and-seek games and how your pet investigates the world.',
  },
  {
    archetypeId: 11,
    name: 'Strategist Table',
    description:
      'For owners of clever, busy Strategists who like things their way. Puzzle feeders, routines and problem-solving stories welcome.',
  },
  {
    archetypeId: 12,
    name: 'Wanderer Way',
    description:
      'For owners of free-roaming, sensitive Wanderers. Discuss safe exploring, escape-proofing and building a secure home base.',
  },
  {
    archetypeId: 13,
    name: 'Keeper Quarters',
    description:
      'For owners of poised, independent Keepers. Share tips on respecting boundaries, routines and earning their affection.',
  },
  {
    archetypeId: 14,
    name: 'Free Spirit Meadow',
    description:
      'For owners of laid-back, self-assured Free Spirits. Chat about easy living, going with the flow and relaxed enrichment.',
  },
  {
    archetypeId: 15,
    name: 'Commander Post',
    description:
      'For owners of confident, driven Commanders. Trade leadership-friendly training, clear rules and big-energy outlets.',
  },
  {
    archetypeId: 16,
    name: 'Voyager Basecamp',
    description:
      'For owners of bold, adventurous Voyagers. Post trip reports, new experiences and ideas to keep up with a fearless explorer.',
  },
];
