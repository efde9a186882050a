/** Shapes of the archetype, board, famous-animal and star-sign calls (spec section 7). */
import { z } from 'zod';

export interface ArchetypeSummary {
  id: number;
  code: string;
  name: string;
  image: string;
  /** e.g. ['Reliant', 'Timid', 'Passive', 'Structured'] */
  traitSummary: string[];
}

export interface FamousAnimal {
  name: string;
  species: string;
  description: string;
  image?: string | undefined;
  featured?: boolean | undefined;
}

export interface StarSign {
  name: string;
  dates: string;
  description: string;
  compatibility: string;
}

export interface Compatibility {
  type: string;
  title: string;
  relationshipStyle: string;
  tips: string;
}

export interface ArchetypeDetails extends ArchetypeSummary {
  description: string;
  traits: string[];
  bestApproach: string;
  greatTools: string;
  overview: string;
  getsOnWellWith: string;
  idealOwner: string;
  tips: string;
  famousAnimals: FamousAnimal[];
  starSigns: string[];
  bestHumanTypes: string[];
  compatibility: Compatibility[];
  boardId: number;
}

export interface DiscussionBoard {
  id: number;
  archetypeId: number;
  name: string;
  description: string;
  archetypeName: string;
  archetypeCode: string;
}

export const famousAnimalsRequestSchema = z.object({
  archetypeTitle: z
    .string({ message: 'archetypeTitle is required' })
    .trim()
    .min(1, 'archetypeTitle is required')
    .max(100, 'archetypeTitle is too long'),
  archetypeDescription: z.string().max(5000, 'archetypeDescription is too long').optional(),
});

export const starSignsRequestSchema = z.object({
  archetypeTitle: z
    .string({ message: 'archetypeTitle is required' })
    .trim()
    .min(1, 'archetypeTitle is required')
    .max(100, 'archetypeTitle is too long'),
  matchingStarSigns: z.string({ message: 'matchingStarSigns is required' }).max(500, 'matchingStarSigns is too long'),
});
