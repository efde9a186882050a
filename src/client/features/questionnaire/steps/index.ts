/** Each step of the flow table (../flow.ts) and the component that shows it. */
import type { ComponentType } from 'react';
import type { StepKind } from '../flow';
import type { StepProps } from '../step-frame';
import { AgeStep } from './age';
import { BreedStep } from './breed';
import { ChoiceStep } from './choice';
import { NameStep } from './name';
import { PetTypeStep } from './pet-type';
import { RescueStep } from './rescue';
import { TextStep } from './text';

export const STEP_SCREENS: Record<StepKind, ComponentType<StepProps>> = {
  petType: PetTypeStep,
  breed: BreedStep,
  age: AgeStep,
  name: NameStep,
  rescue: RescueStep,
  text: TextStep,
  choices: ChoiceStep,
};
