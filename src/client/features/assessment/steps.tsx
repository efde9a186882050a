/** The questionnaire's steps (spec section 2 /assessment, rules of section 5). */
import { useId, useState, type ReactNode } from 'react';
import { Camera, Check, ImagePlus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { usePhotoPicker } from '../../components/photo-crop-dialog';
import { cn } from '../../lib/utils';
import { TEXT_QUESTIONS, withPetName } from '../../../shared/questions';
import { BREED_MAX, STEP_MESSAGES, TEXT_ANSWER_MAX } from '../../../shared/schemas/assessments';
import type { ChoiceQuestion, PetType } from './api';
import type { Draft } from './draft';
import { StepFrame } from './step-frame';

type Frame = { number: number; total: number; illustration: string };
interface StepProps {
  frame: Frame;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  onNext: () => void;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const selectClass =
  'min-h-12 w-full rounded-xl border-2 border-sand bg-white px-3 text-base text-ink focus:border-primary focus:outline-none disabled:bg-sand/40 disabled:opacity-70';

function NextButton({
  children = 'Continue',
  disabled,
  onClick,
}: {
  children?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="lg" disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

export function PetTypeStep({ frame, draft, update, onNext, petTypes }: StepProps & { petTypes: PetType[] }) {
  const id = useId();
  const ready = draft.petTypeChoice !== '' && (draft.petTypeChoice !== 'other' || draft.otherType.trim() !== '');
  const listed = petTypes.filter((p) => p.id !== 5);
  return (
    <StepFrame
      {...frame}
      title="What kind of pet do you have?"
      footer={<NextButton disabled={!ready} onClick={onNext} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Pet type</Label>
        <select
          id={id}
          className={selectClass}
          value={draft.petTypeChoice}
          onChange={(e) => update({ petTypeChoice: e.target.value })}
        >
          <option value="" disabled>
            Choose a pet type
          </option>
          {listed.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
          <option value="other">Other (specify)</option>
        </select>
      </div>
      {draft.petTypeChoice === 'other' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-other`}>What kind of animal?</Label>
          <Input
            id={`${id}-other`}
            maxLength={BREED_MAX}
            placeholder="e.g. Guinea pig, ferret, tortoise"
            value={draft.otherType}
            onChange={(e) => update({ otherType: e.target.value })}
          />
        </div>
      ) : null}
    </StepFrame>
  );
}

export function BreedStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const [error, setError] = useState('');
  const next = () => {
    if (!draft.breed.trim()) return setError(STEP_MESSAGES.breed);
    onNext();
  };
  return (
    <StepFrame
      {...frame}
      title="What breed or species is your pet?"
      hint="Mixed breed, rescue mystery or exact pedigree: all welcome."
      footer={<NextButton onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Breed or species</Label>
        <Input
          id={id}
          maxLength={BREED_MAX}
          placeholder="e.g. Labrador mix, Maine Coon, Budgie"
          value={draft.breed}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${id}-error`}
          onChange={(e) => {
            setError('');
            update({ breed: e.target.value.slice(0, BREED_MAX) });
          }}
          onKeyDown={(e) => e.key === 'Enter' && next()}
        />
        <p id={`${id}-count`} className="text-right text-sm text-muted">
          {draft.breed.length}/{BREED_MAX} characters
        </p>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </StepFrame>
  );
}

export function AgeStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const [error, setError] = useState('');
  const validAge = /^\d{1,3}$/.test(draft.age) && Number(draft.age) <= 100;
  const next = () => {
    if (!draft.ageUnknown && !validAge) {
      setError(STEP_MESSAGES.age.description);
      toast({ title: STEP_MESSAGES.age.title, description: STEP_MESSAGES.age.description, variant: 'destructive' });
      return;
    }
    onNext();
  };
  return (
    <StepFrame
      {...frame}
      title="How old is your pet?"
      hint="In whole years; 0 for a baby under one."
      footer={<NextButton onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Age in years</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          placeholder="e.g. 4"
          disabled={draft.ageUnknown}
          value={draft.age}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => {
            setError('');
            update({ age: e.target.value.replace(/[^\d]/g, '').slice(0, 3), ageUnknown: false });
          }}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-white px-4 shadow-card">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={draft.ageUnknown}
          onChange={(e) => {
            setError('');
            update(
              e.target.checked ? { ageUnknown: true, age: '', birthMonth: '', birthDay: '' } : { ageUnknown: false },
            );
          }}
        />
        <span className="font-semibold">I don&apos;t know my pet&apos;s age</span>
      </label>
      <fieldset className="grid gap-1.5" disabled={draft.ageUnknown}>
        <legend className="mb-1.5 text-sm font-bold">Birthday (optional)</legend>
        <div className="grid grid-cols-[1.4fr_1fr] gap-3">
          <select
            aria-label="Birth month"
            className={selectClass}
            value={draft.birthMonth}
            onChange={(e) => update({ birthMonth: e.target.value })}
          >
            <option value="">Month</option>
            {MONTHS.map((m, i) => (
              <option key={m} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </select>
          <select
            aria-label="Birth day"
            className={selectClass}
            value={draft.birthDay}
            onChange={(e) => update({ birthDay: e.target.value })}
          >
            <option value="">Day</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </StepFrame>
  );
}

export function NameStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const [error, setError] = useState('');
  const photo = usePhotoPicker((dataUrl) => update({ photo: dataUrl }), 'Choose a photo');
  const next = () => {
    if (!draft.name.trim()) return setError(STEP_MESSAGES.name);
    onNext();
  };
  return (
    <StepFrame
      {...frame}
      title="What's your pet's name?"
      hint="Add a photo too, if you like."
      footer={<NextButton onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Pet name</Label>
        <Input
          id={id}
          maxLength={60}
          autoComplete="off"
          placeholder="e.g. Biscuit"
          value={draft.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => {
            setError('');
            update({ name: e.target.value });
          }}
          onKeyDown={(e) => e.key === 'Enter' && next()}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <div className="flex items-center gap-4">
        {draft.photo ? (
          <img
            src={draft.photo}
            alt={`Photo of ${draft.name || 'your pet'}`}
            className="size-24 rounded-full object-cover ring-4 ring-primary-soft"
          />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
            <Camera aria-hidden className="size-9" />
          </span>
        )}
        <div className="grid gap-2">
          {photo.input}
          <Button variant="secondary" size="sm" onClick={photo.open}>
            <ImagePlus aria-hidden /> {draft.photo ? 'Change photo' : 'Add a photo'}
          </Button>
          {draft.photo ? (
            <Button variant="ghost" size="sm" onClick={() => update({ photo: null })}>
              <X aria-hidden /> Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      {photo.dialog}
    </StepFrame>
  );
}

export function RescueStep({ frame, draft, update, onNext }: StepProps) {
  const [error, setError] = useState('');
  const next = () => {
    if (!draft.rescue) return setError(STEP_MESSAGES.rescue);
    onNext();
  };
  const name = draft.name.trim() || 'your pet';
  return (
    <StepFrame
      {...frame}
      title={`Is ${name} a rescue?`}
      hint="Adopted from a shelter, rescue or found as a stray."
      footer={<NextButton onClick={next} />}
    >
      <div role="radiogroup" aria-label="Rescue" className="grid grid-cols-2 gap-3">
        {(['yes', 'no'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={draft.rescue === v}
            onClick={() => {
              setError('');
              update({ rescue: v });
            }}
            className={cn(
              'flex min-h-16 items-center justify-center gap-2 rounded-2xl border-2 bg-white text-lg font-extrabold transition-colors',
              draft.rescue === v
                ? 'border-primary bg-primary-soft text-primary-strong'
                : 'border-sand text-ink hover:border-primary-light',
            )}
          >
            {draft.rescue === v ? <Check aria-hidden className="size-5" /> : null}
            {v === 'yes' ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </StepFrame>
  );
}

export function TextStep({
  frame,
  draft,
  update,
  onNext,
  index,
  pending,
}: StepProps & { index: number; pending: boolean }) {
  const id = useId();
  const q = TEXT_QUESTIONS[index]!;
  const value = draft.texts[index] ?? '';
  const last = index === TEXT_QUESTIONS.length - 1;
  return (
    <StepFrame
      {...frame}
      title={withPetName(q.prompt, draft.name)}
      hint={withPetName(q.hint, draft.name)}
      footer={
        <NextButton disabled={pending} onClick={onNext}>
          {pending ? 'Processing...' : last ? 'See My Results' : 'Next'}
        </NextButton>
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Your answer</Label>
        <Textarea
          id={id}
          rows={6}
          maxLength={TEXT_ANSWER_MAX}
          placeholder="In your own words... (you can skip this one)"
          value={value}
          aria-describedby={`${id}-count`}
          onChange={(e) =>
            update({ texts: draft.texts.map((t, i) => (i === index ? e.target.value.slice(0, TEXT_ANSWER_MAX) : t)) })
          }
        />
        <p id={`${id}-count`} className="text-right text-sm text-muted">
          {value.length}/{TEXT_ANSWER_MAX} characters
        </p>
      </div>
    </StepFrame>
  );
}

export function ChoiceStep({
  frame,
  question,
  onNext,
  isLast,
  pending,
}: {
  frame: Frame;
  question: ChoiceQuestion;
  onNext: (optionId: number) => void;
  isLast: boolean;
  pending: boolean;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <StepFrame
      {...frame}
      illustration={question.imageUrl ?? frame.illustration}
      title={question.text}
      hint="A few quick questions help us where the written answers were short."
      footer={
        <NextButton disabled={selected === null || pending} onClick={() => selected !== null && onNext(selected)}>
          {pending ? 'Processing...' : isLast ? 'See My Results' : 'Next'}
        </NextButton>
      }
    >
      <div role="radiogroup" aria-label={question.text} className="grid gap-3">
        {question.options.map((o) => (
          <button
            key={o.id}
            type="button"
            role="radio"
            aria-checked={selected === o.id}
            onClick={() => setSelected(o.id)}
            className={cn(
              'flex min-h-14 items-center gap-3 rounded-2xl border-2 bg-white px-4 py-3 text-left font-semibold transition-colors',
              selected === o.id ? 'border-primary bg-primary-soft' : 'border-sand hover:border-primary-light',
            )}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                selected === o.id ? 'border-primary bg-primary text-white' : 'border-muted/40',
              )}
            >
              {selected === o.id ? <Check aria-hidden className="size-4" /> : null}
            </span>
            {o.text}
          </button>
        ))}
      </div>
    </StepFrame>
  );
}
