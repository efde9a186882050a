import { describe, expect, it } from 'vitest';
import { cardPictures, type CardData } from './render-card.ts';

const data = (over: Partial<CardData>): CardData => ({
  petName: 'Rex',
  speciesLabel: 'Dog',
  code: 'ICAF',
  archetypeName: 'Voyager',
  traits: [],
  photo: null,
  speciesPicture: 'data:image/svg+xml,dog',
  emblem: 'data:image/svg+xml,bird-emblem',
  site: 'PawType',
  ...over,
});

describe("the card's pictures", () => {
  it("without a photo: the species' picture in the circle and no archetype emblem of another animal beside the title", () => {
    expect(cardPictures(data({}))).toEqual({ main: 'data:image/svg+xml,dog', mainIsPhoto: false, beside: null });
  });

  it("with a photo: the photo in the circle and the species' picture beside the title", () => {
    expect(cardPictures(data({ photo: 'data:image/jpeg;base64,x' }))).toEqual({
      main: 'data:image/jpeg;base64,x',
      mainIsPhoto: true,
      beside: 'data:image/svg+xml,dog',
    });
  });

  it('falls back to the emblem only when no species picture exists', () => {
    expect(cardPictures(data({ speciesPicture: null })).main).toBe('data:image/svg+xml,bird-emblem');
  });
});
