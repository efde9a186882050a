import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '../draft';
import { ageError } from './age';
import { breedError } from './breed';
import { nameError } from './name';
import { petTypeError } from './pet-type';
import { rescueError } from './rescue';

const draft = (over: Partial<Draft>): Draft => ({ ...emptyDraft(), ...over });
const AGE = "Please enter your pet's age or select 'I don't know'";

describe("the steps' checks (shared schema, the messages of docs/product-rules.md)", () => {
  it('pet type: a listed type, or Other with its text', () => {
    expect(petTypeError(draft({}))).not.toBe('');
    expect(petTypeError(draft({ petTypeChoice: '3' }))).toBe('');
    expect(petTypeError(draft({ petTypeChoice: 'other', otherType: '   ' }))).not.toBe('');
    expect(petTypeError(draft({ petTypeChoice: 'other', otherType: 'Ferret' }))).toBe('');
  });

  it("breed: 'Breed or species required' when blank", () => {
    expect(breedError(draft({ breed: '  ' }))).toBe('Breed or species required');
    expect(breedError(draft({ breed: 'Beagle' }))).toBe('');
  });

  it('age: 0-100 in whole years, or unknown', () => {
    expect(ageError(draft({ age: '' }))).toBe(AGE);
    expect(ageError(draft({ age: '101' }))).toBe(AGE);
    expect(ageError(draft({ age: '0' }))).toBe('');
    expect(ageError(draft({ age: '100', birthMonth: '3', birthDay: '25' }))).toBe('');
    expect(ageError(draft({ ageUnknown: true }))).toBe('');
  });

  it("name: 'Pet name required' when blank", () => {
    expect(nameError(draft({ name: ' ' }))).toBe('Pet name required');
    expect(nameError(draft({ name: 'Biscuit' }))).toBe('');
  });

  it("rescue: 'Please make a selection' until Yes or No", () => {
    expect(rescueError(draft({ rescue: '' }))).toBe('Please make a selection');
    expect(rescueError(draft({ rescue: 'no' }))).toBe('');
    expect(rescueError(draft({ rescue: 'yes' }))).toBe('');
  });
});
