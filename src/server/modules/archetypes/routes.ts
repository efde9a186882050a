/**
 * Archetype reads, famous animals and star signs (spec section 7). Everything here needs a session:
 * these calls serve protected screens.
 */
import type { FastifyInstance } from 'fastify';
import { notFound, parseId, parseInput } from '../../lib/errors.ts';
import { requireUser } from '../auth/guards.ts';
import { PET_TYPES } from '../../../shared/pet-types.ts';
import { famousAnimalsRequestSchema, starSignsRequestSchema } from '../../../shared/schemas/archetypes.ts';
import {
  findArchetype,
  findArchetypeByTitle,
  listArchetypes,
  listBoards,
  listStarSigns,
  toDetails,
  toSummary,
} from './service.ts';

export async function archetypeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.addHook('preHandler', async (request) => {
    requireUser(request);
  });

  /** All 16 archetypes for the library grid. */
  app.get('/api/archetypes', async () => listArchetypes(db));

  app.get<{ Params: { id: string } }>('/api/archetypes/detail/:id', async (request) => {
    const row = await findArchetype(db, parseId(request.params.id, 'Archetype not found'));
    if (!row) throw notFound('Archetype not found');
    return { ...toSummary(row), description: row.description };
  });

  /** One archetype's full content, for the library detail view and the details page. */
  app.get<{ Params: { id: string } }>('/api/archetypes/:id/content', async (request) => {
    const row = await findArchetype(db, parseId(request.params.id, 'Archetype not found'));
    if (!row) throw notFound('Archetype not found');
    return toDetails(row);
  });

  /** The archetypes (id, name) that apply to a pet type: all 16 for every type. */
  app.get<{ Params: { petTypeId: string } }>('/api/archetypes/:petTypeId', async (request) => {
    const petTypeId = parseId(request.params.petTypeId, 'Pet type not found');
    if (!PET_TYPES.some((p) => p.id === petTypeId)) throw notFound('Pet type not found');
    return (await listArchetypes(db)).map(({ id, name, code }) => ({ id, name, code }));
  });

  app.get<{ Params: { id: string } }>('/api/archetypes/:id/discussion-boards', async (request) => {
    const id = parseId(request.params.id, 'Archetype not found');
    if (!(await findArchetype(db, id))) throw notFound('Archetype not found');
    return listBoards(db, id);
  });

  app.post('/api/famous-animals', async (request) => {
    const { archetypeTitle } = parseInput(famousAnimalsRequestSchema, request.body);
    const row = await findArchetypeByTitle(db, archetypeTitle);
    if (!row) throw notFound(`No archetype is called "${archetypeTitle}"`);
    return {
      famousAnimals: toDetails(row).famousAnimals.map(({ name, species, description }) => ({
        name,
        species,
        description,
      })),
    };
  });

  app.post('/api/star-signs', async (request) => {
    const { archetypeTitle, matchingStarSigns } = parseInput(starSignsRequestSchema, request.body);
    const row = await findArchetypeByTitle(db, archetypeTitle);
    if (!row) throw notFound(`No archetype is called "${archetypeTitle}"`);
    const known = await listStarSigns(db);
    const asked = matchingStarSigns
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const found = asked
      .map((name) => known.find((k) => k.name.toLowerCase() === name.toLowerCase()))
      .filter((k) => k !== undefined)
      .map(({ name, dates, description, compatibility }) => ({ name, dates, description, compatibility }));
    const unknown = asked.filter((name) => !known.some((k) => k.name.toLowerCase() === name.toLowerCase()));
    if (unknown.length > 0 || found.length === 0) {
      const what = unknown.length > 0 ? unknown.map((u) => `"${u}"`).join(', ') : 'any star sign';
      return {
        starSigns: [
          {
            name: 'Error',
            dates: '',
            description: `We could not find details for ${what}. Showing the signs we know.`,
            compatibility: '',
          },
          ...found,
        ],
      };
    }
    return { starSigns: found };
  });
}
