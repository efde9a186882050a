/** Archetype reads, famous animals and star signs, answered from the content loaded at start. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import { ARCHETYPE_NOT_FOUND, PET_TYPE_NOT_FOUND, archetypeEndpoints as api } from '#shared/contracts/archetypes.ts';
import { findByTitle, speciesTexts, toDetails, toSummary } from './archetype-content.ts';
import { matchStarSigns } from './match-star-signs.ts';

export async function archetypeRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.deps;
  const archetypeOr404 = (id: number) => {
    const row = catalog.archetype(id);
    if (!row) throw notFound(ARCHETYPE_NOT_FOUND);
    return row;
  };
  const byTitleOr404 = (title: string) => {
    const row = findByTitle(catalog.archetypes, title);
    if (!row) throw notFound(`No archetype is called "${title}"`);
    return row;
  };

  route(app, api.listArchetypes, () => catalog.archetypes.map(toSummary));

  route(app, api.getArchetypeSummary, ({ params, query }) => {
    const row = archetypeOr404(params.id);
    return { ...toSummary(row), description: speciesTexts(row, query.species).description };
  });

  route(app, api.getArchetypeContent, ({ params, query }) => {
    const row = archetypeOr404(params.id);
    const { species } = query;
    return toDetails(row, species, species ? catalog.recommendationsFor(row.id, species) : undefined);
  });

  route(app, api.listArchetypesForPetType, ({ params }) => {
    if (!catalog.petTypes.some((p) => p.id === params.petTypeId)) throw notFound(PET_TYPE_NOT_FOUND);
    return catalog.archetypes.map(({ id, name, code }) => ({ id, name, code }));
  });

  route(app, api.listArchetypeBoards, ({ params }) => catalog.boardsOf(archetypeOr404(params.id).id));

  route(app, api.famousAnimals, ({ body }) => ({
    famousAnimals: toDetails(byTitleOr404(body.archetypeTitle)).famousAnimals.map(({ name, species, description }) => ({
      name,
      species,
      description,
    })),
  }));

  route(app, api.starSigns, ({ body }) => {
    byTitleOr404(body.archetypeTitle);
    return { starSigns: matchStarSigns(catalog.starSigns, body.matchingStarSigns) };
  });
}
