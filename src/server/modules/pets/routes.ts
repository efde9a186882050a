/** The pet routes: parse (by the contract) -> use case -> reply. */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { petEndpoints as api } from '#shared/contracts/pets.ts';
import { listPets } from './list-pets.ts';
import { getPet } from './get-pet.ts';
import { updatePet } from './update-pet.ts';
import { deletePet } from './delete-pet.ts';
import { getPetPlan, tickPetPlan } from './pet-plan.ts';
import { getHousehold } from './get-household.ts';
import { mergePets } from './merge-pets.ts';
import { moveAssessment } from './move-assessment.ts';

export async function petRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, api.listPets, ({ user }) => listPets(deps, user));
  route(app, api.getPet, ({ user, params }) => getPet(deps, user.id, params.id));
  route(app, api.updatePet, ({ user, params, body }) => updatePet(deps, user, params.id, body));
  route(app, api.deletePet, ({ user, params }) => deletePet(deps, user, params.id));
  route(app, api.getPetPlan, ({ user, params, query }) => getPetPlan(deps, user.id, params.id, query.week));
  route(app, api.tickPetPlan, ({ user, params, body }) =>
    tickPetPlan(deps, user.id, params.id, params.week, params.day, body.done),
  );
  route(app, api.getHousehold, ({ user, params }) => getHousehold(deps, user.id, params.a, params.b));
  route(app, api.mergePets, ({ user, params, body }) => mergePets(deps, user.id, params.id, body.fromPetId));
  route(app, api.moveAssessment, ({ user, params, body }) => moveAssessment(deps, user.id, params.id, body.petId));
}
