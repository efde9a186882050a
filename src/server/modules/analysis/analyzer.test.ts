import { describe, it, expect } from 'vitest';
import { TEXT_QUESTIONS, textQuestionIndex } from '#shared/questions.ts';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEXICON_ONLY, analyze, analyzeWithTrace as analyzeFull, type AnalysisInput } from './analyzer.ts';
import { CALIBRATION } from './calibration.ts';
import { TRAIT_KEYS, TRAITS, letterFor, type TraitKey } from '#shared/archetypes.ts';
import { SPECIES, speciesForPetType, type Species } from '#shared/pet-types.ts';
import { choiceQuestions } from '#content/questions.ts';
import { CHECK_FILE, DEVVOICE_FILE, HOLDOUT_FILE, TRAIN_FILE, loadCorpus } from '#eval/corpus.ts';

/**
 * The reading rules' tests read with the lexicon alone: the text model (text-model.ts) adds a learned
 * lean from the words around a cue, which is tested on its own below and on whole profiles.
 */
const analyzeWithTrace = (input: AnalysisInput) => analyzeFull(input, CALIBRATION, LEXICON_ONLY);

/** An answer per text question, blank except the given question indexes. */
function answers(parts: Record<number, string>): string[] {
  return TEXT_QUESTIONS.map((_, i) => parts[i] ?? '');
}

function run(parts: Record<number, string>, species: Species = 'dog', choices?: AnalysisInput['choices']) {
  return analyze({ answers: answers(parts), species, choices });
}

function z(parts: Record<number, string>, trait: TraitKey, species: Species = 'dog'): number {
  return analyzeWithTrace({ answers: answers(parts), species }).trace[trait].z;
}

describe('negation', () => {
  it('reads "not shy at all" as the opposite of "very shy"', () => {
    expect(run({ 4: 'He is not shy at all, he walks up to everyone.' }).scores.confidence).toBeGreaterThanOrEqual(3);
    expect(run({ 4: 'He is very shy and hides behind me.' }).scores.confidence).toBeLessThanOrEqual(2);
  });

  it('reads "doesn\'t mind being alone" as independent', () => {
    expect(
      run({ 5: "She doesn't mind being alone, she just naps on the sofa." }).scores.independence,
    ).toBeGreaterThanOrEqual(3);
    expect(run({ 5: 'She hates being alone and cries at the door.' }).scores.independence).toBeLessThanOrEqual(2);
  });

  it('reads "never hides" as bold, "always hides" as timid', () => {
    expect(z({ 4: 'Never hides from anyone.' }, 'confidence')).toBeGreaterThan(0);
    expect(z({ 4: 'Always hides from anyone.' }, 'confidence')).toBeLessThan(0);
  });

  it('reads a negated refusal as a liking and "never had a problem" as coping', () => {
    expect(z({ 1: "He won't say no to a long hike." }, 'activity')).toBeGreaterThan(0);
    expect(z({ 1: 'He never turns down a long walk.' }, 'activity')).toBeGreaterThan(0);
    expect(z({ 1: 'He says no to long walks.' }, 'activity')).toBeLessThan(0);
    expect(z({ 5: 'Never had a problem.' }, 'independence')).toBeGreaterThan(0.3);
  });

  it('does not let a negated dislike flip the thing disliked', () => {
    // "doesn't like walks" = passive, not "likes not-walks".
    expect(z({ 1: "Doesn't like walks at all, prefers the sofa." }, 'activity')).toBeLessThan(0);
  });
});

describe('contrast and change over time', () => {
  it('weighs the present over the past', () => {
    const r = run({ 0: 'He used to hide from every visitor, but now he greets everyone at the door.' });
    expect(r.scores.confidence).toBeGreaterThanOrEqual(3);
  });

  it('reads "in his prime", "when she was younger" as the past and "since he went deaf" as the present', () => {
    expect(z({ 1: 'He loved fetch in his prime. These days, sleeping by the fire.' }, 'activity')).toBeLessThan(0);
    // Raw sums: the past clause's evidence is weighted down (z also depends on the fitted damping).
    const raw = (text: string) =>
      analyzeWithTrace({ answers: answers({ 0: text }), species: 'dog' }).trace.activity.raw;
    const younger = raw('When she was younger she would run all day.');
    const now = raw('She would run all day.');
    expect(younger).toBeLessThan(now / 2);
    // The present after a change outweighs the past before it.
    expect(
      z({ 5: 'She used to cry at the door. Since she went deaf she does not notice us leaving.' }, 'independence'),
    ).toBeGreaterThan(0.3);
  });

  it('reads what comes before "but now" as the past', () => {
    expect(
      z(
        {
          10: "Quite unsettled at first when we moved, he paced for a few nights, but now he's fine with most changes.",
        },
        'flexibility',
      ),
    ).toBeGreaterThan(0);
  });

  it('lets the "but" clause decide', () => {
    const r = run({ 5: "He's fine for an hour or so but then he howls and scratches at the door the whole time." });
    expect(r.scores.independence).toBeLessThanOrEqual(2);
  });

  it('reads recovery after a wobble as coping', () => {
    const settled = z(
      { 10: 'A bit unsure for an evening, then completely settled and back to normal.' },
      'flexibility',
    );
    const stuck = z({ 10: 'Upset for weeks, she stopped eating and paced every night.' }, 'flexibility');
    expect(settled).toBeGreaterThan(0);
    expect(stuck).toBeLessThan(0);
  });
});

describe('conditions and companions', () => {
  it('reads "ok with her brother" about being alone as far less independent than "ok on her own"', () => {
    const withCompanion = z({ 5: "She's ok with her brother." }, 'independence', 'rabbit');
    const alone = z({ 5: "She's ok on her own." }, 'independence', 'rabbit');
    expect(alone).toBeGreaterThan(0);
    expect(withCompanion).toBeLessThan(alone / 2);
    expect(z({ 5: "They're fine as long as they're together." }, 'independence', 'other')).toBeLessThan(0);
    // Coping with being left is still coping with being left.
    expect(z({ 5: "She's fine with being left." }, 'independence', 'rabbit')).toBeGreaterThan(withCompanion);
  });

  it('reads "fine with change as long as I\'m there" as flexible but reliant', () => {
    const r = run({ 10: "He's fine with change as long as I'm there." });
    expect(r.scores.flexibility).toBeGreaterThanOrEqual(3);
    expect(z({ 10: "He's fine with change as long as I'm there." }, 'independence')).toBeLessThan(0);
    // A condition about a thing, not company, says nothing about independence (only the species prior).
    expect(z({ 10: "He's fine with change as long as his bed comes too." }, 'independence')).toBeCloseTo(
      z({}, 'independence'),
    );
  });
});

describe('whose behaviour it is', () => {
  it('reads the pet as the subject after a when/if clause about someone else', () => {
    // "people come" is the condition; "she" (the pet) hides.
    expect(z({ 4: 'When people come she hides.' }, 'confidence', 'cat')).toBeLessThan(-0.5);
    expect(z({ 3: 'If dogs bark she panics.' }, 'confidence', 'cat')).toBeLessThan(-0.5);
  });
});

describe('multi-pet households', () => {
  it('does not read another animal of the household as the pet', () => {
    expect(
      z({ 4: 'The other cat hides from visitors, Milo goes straight to them.' }, 'confidence', 'cat'),
    ).toBeGreaterThan(0);
    expect(z({ 3: "Our older dog is scared of other dogs, Max isn't bothered at all." }, 'confidence')).toBeGreaterThan(
      0,
    );
    expect(z({ 5: "Our other cat cries when we leave. Luna doesn't care." }, 'independence', 'cat')).toBeGreaterThan(0);
    expect(
      z({ 5: 'Our other cat does not care when we leave. Luna cries at the door.' }, 'independence', 'cat'),
    ).toBeLessThan(0);
  });
});

describe('relative clauses, non-native English, dialect and one-word answers', () => {
  it('reads a who-clause after another animal or a person as about them', () => {
    expect(z({ 3: 'Gets on with our cat, who is terrified of everything.' }, 'confidence')).toBeGreaterThan(0);
    expect(z({ 3: 'She plays with our other dog, who is very nervous.' }, 'confidence')).toBeGreaterThan(0);
    // The pet itself: its own species' noun without "other", or the pet as the relative clause's subject.
    expect(z({ 0: 'Our dog, who is very shy, hides a lot.' }, 'confidence')).toBeLessThan(0);
  });

  it('reads "is not liking", "take him a good hour", "everyone\'s best mate" and a bare "Whenever."', () => {
    expect(z({ 5: 'He is not liking when we go, he make noise all day.' }, 'independence')).toBeLessThan(0);
    expect(z({ 4: 'He loves people, but new people take him a good hour.' }, 'confidence')).toBeLessThan(0.3);
    expect(
      z({ 4: "He barks like mad at the door, but once they are in he is everyone's best mate." }, 'confidence'),
    ).toBeGreaterThan(0);
    expect(z({ 8: 'Whenever.' }, 'flexibility')).toBeGreaterThan(0.3);
    expect(
      z({ 3: 'As a young dog he was nervy around dogs. Now he is completely unbothered.' }, 'confidence'),
    ).toBeGreaterThan(0);
  });
});

describe('the owner as the actor', () => {
  it('reads "me going out" as a least favourite as being left, not as disliking outings', () => {
    expect(z({ 2: 'Me going out.' }, 'activity', 'cat')).toBeCloseTo(z({}, 'activity', 'cat'));
    expect(z({ 2: 'Me going out.' }, 'independence', 'cat')).toBeLessThan(-0.3);
    expect(z({ 2: 'Going out in the rain.' }, 'activity')).toBeLessThan(-0.3);
    expect(z({ 5: "She's asleep when we go and asleep when we're back." }, 'independence', 'cat')).toBeGreaterThan(0.3);
  });
});

describe('everyday idioms', () => {
  it("reads common British / American idioms in their question's sense", () => {
    expect(z({ 5: "Doesn't bat an eyelid." }, 'independence')).toBeGreaterThan(0.3);
    expect(z({ 5: 'Goes to bed.' }, 'independence')).toBeGreaterThan(0.3);
    expect(z({ 7: 'Has to be touching me.' }, 'independence')).toBeLessThan(-0.3);
    expect(z({ 4: 'Makes a beeline for them.' }, 'confidence')).toBeGreaterThan(0.3);
    expect(z({ 4: 'Keeps well out of the way.' }, 'confidence')).toBeLessThan(-0.3);
    expect(z({ 0: 'Bone idle.' }, 'activity')).toBeLessThan(-0.3);
    expect(z({ 10: 'Goes to pieces.' }, 'flexibility')).toBeLessThan(-0.3);
    expect(z({ 10: 'Throws a wobbly.' }, 'flexibility')).toBeLessThan(-0.3);
    expect(z({ 10: "Didn't skip a beat." }, 'flexibility')).toBeGreaterThan(0.3);
  });
});

describe('a fourth vocabulary sweep (the owner as refuge, making up, picky eaters, unflappable)', () => {
  it('reads hiding behind or running back to the owner as both timid and reliant', () => {
    const behind = analyzeWithTrace({ answers: answers({ 3: 'Hides behind my legs and shakes.' }), species: 'dog' });
    expect(behind.trace.independence.z).toBeLessThan(-0.3);
    expect(behind.trace.confidence.z).toBeLessThan(-0.3);
    expect(z({ 3: 'Runs back to me and wants picking up whenever a dog barks.' }, 'independence')).toBeLessThan(-0.3);
    expect(
      z({ 3: 'She is very much afraid from big dogs, she is trying to climb on me.' }, 'independence'),
    ).toBeLessThan(-0.3);
  });

  it('reads coming for a cuddle after a telling-off as reliant, and sauntering off as independent', () => {
    expect(z({ 6: 'Comes straight over for a cuddle to make up.' }, 'independence')).toBeLessThan(-0.3);
    expect(z({ 6: 'He is coming to me and putting his head on my knee.' }, 'independence')).toBeLessThan(-0.3);
    expect(z({ 6: 'Stares at me, flicks her tail and saunters off.' }, 'independence', 'cat')).toBeGreaterThan(0.3);
    expect(z({ 5: "Hasn't a clue we've gone, same spot when we get back." }, 'independence', 'cat')).toBeGreaterThan(
      0.3,
    );
    expect(
      z({ 5: "She's ok for a couple of hours but she chews stuff if we're out longer." }, 'independence'),
    ).toBeLessThan(0);
  });

  it('reads a least-favourites answer that names nothing scary as bold, and bold greetings', () => {
    const unfazed = "Honestly nothing bothers her. Hoover, thunder, vet, she doesn't bat an eyelid.";
    expect(z({ 2: unfazed }, 'confidence', 'cat')).toBeGreaterThan(0.3);
    expect(z({ 2: 'Thunder, the hoover and the vet.' }, 'confidence', 'cat')).toBeLessThan(0);
    expect(z({ 4: 'Straight up to them for a sniff, then sits on their coat.' }, 'confidence', 'cat')).toBeGreaterThan(
      0.3,
    );
    expect(z({ 4: "Barks once at the door then it's all wags and licks." }, 'confidence')).toBeGreaterThan(0.15);
    expect(z({ 4: 'Visitors never even know we have a cat.' }, 'confidence', 'cat')).toBeLessThan(-0.3);
  });

  it('reads picky eaters, slow recoveries, prowling and sleepers in their question', () => {
    expect(z({ 8: 'Turns her nose up at everything but one brand of pouch.' }, 'flexibility', 'cat')).toBeLessThan(
      -0.3,
    );
    expect(
      z({ 8: "Won't touch a new food, took months to get him onto pellets." }, 'flexibility', 'bird'),
    ).toBeLessThan(-0.3);
    expect(z({ 10: 'Took him weeks to get over us going back to the office.' }, 'flexibility')).toBeLessThan(-0.3);
    expect(
      z({ 7: 'Sleeps somewhere different every night, no pattern at all.' }, 'flexibility', 'cat'),
    ).toBeGreaterThan(0.3);
    expect(
      z({ 7: 'Prowls around all night and only naps for an hour here and there.' }, 'activity', 'cat'),
    ).toBeGreaterThan(0.3);
    expect(z({ 7: 'Kips most of the day, only wakes up for food.' }, 'activity')).toBeLessThan(-0.3);
  });
});

describe('short behaviours from the train misses', () => {
  it('reads running from dogs as timid, coming to sniff as bold, and watching first as mild caution', () => {
    expect(z({ 3: 'Runs from dogs instantly.' }, 'confidence', 'cat')).toBeLessThan(-0.3);
    expect(z({ 3: "Plays with our other cat, runs from the neighbour's dog." }, 'confidence', 'cat')).toBeLessThan(0);
    expect(z({ 4: 'Comes to sniff.' }, 'confidence', 'other')).toBeGreaterThan(0.3);
    const watches = z({ 4: 'Watches.' }, 'confidence', 'cat');
    const hides = z({ 4: 'Hides.' }, 'confidence', 'cat');
    expect(watches).toBeLessThan(0);
    expect(hides).toBeLessThan(watches);
    expect(Math.abs(z({ 4: 'Watches and sniffs after a while.' }, 'confidence', 'cat'))).toBeLessThan(0.3);
  });

  it('reads "a one-woman bird" and waiting while home alone as reliant', () => {
    expect(z({ 0: 'Very clever, very dramatic, a one-woman bird.' }, 'independence', 'bird')).toBeLessThan(-0.3);
    expect(z({ 5: "He's ok, he sits on his perch and waits." }, 'independence', 'bird')).toBeLessThan(
      z({ 5: "He's ok, he sits on his perch." }, 'independence', 'bird') - 0.3,
    );
  });
});

describe('what a verdict is about', () => {
  it('reads "fine and plays" about other animals as about them, not as exercise', () => {
    const text = "He's a bit reactive to other dogs on lead, lunges and barks, but off lead he's fine and plays.";
    const before = analyzeWithTrace({ answers: answers({ 3: text.split(', but')[0] + '.' }), species: 'dog' });
    const after = analyzeWithTrace({ answers: answers({ 3: text }), species: 'dog' });
    expect(after.trace.confidence.raw).toBeGreaterThan(before.trace.confidence.raw + 0.5);
    expect(after.trace.confidence.contributions.some((c) => c.cueId === 'fine' && c.w > 0)).toBe(true);
  });

  it('reads "likes to sleep where he can see me" as the behaviour, not as liking being alone', () => {
    const t = analyzeWithTrace({
      answers: answers({ 5: "He's fine but likes to sleep where he can see me." }),
      species: 'cat',
    });
    expect(t.trace.independence.contributions.some((c) => c.cueId === 'likes')).toBe(false);
    expect(t.trace.independence.raw).toBeLessThan(0);
    // A liking with no behaviour after it still counts.
    expect(z({ 5: 'She likes the peace and quiet.' }, 'independence', 'cat')).toBeGreaterThan(0);
  });
});

describe('species and non-native idioms', () => {
  it('reads birds, rabbits, horses and non-native phrasing', () => {
    expect(z({ 4: 'Flies straight onto their shoulder.' }, 'confidence', 'bird')).toBeGreaterThan(0.15);
    expect(z({ 8: 'Refuses anything new, only sunflower seeds.' }, 'flexibility', 'bird')).toBeLessThan(-0.15);
    expect(z({ 4: 'Hops over and nudges their feet.' }, 'confidence', 'rabbit')).toBeGreaterThan(0.15);
    expect(z({ 10: 'Box walks and sweats up if his routine changes.' }, 'flexibility', 'other')).toBeLessThan(-0.15);
    expect(z({ 10: 'He is accepting all changes without problem.' }, 'flexibility')).toBeGreaterThan(0.15);
    expect(z({ 8: 'He eat every time same hour, if late he is nervous.' }, 'flexibility')).toBeLessThan(-0.15);
    expect(z({ 10: 'Gets his nose out of joint for a day.' }, 'flexibility')).toBeLessThan(-0.15);
  });
});

describe('cats: flight, approach and distance', () => {
  it('reads running upstairs as flight but not "run up and down" in play', () => {
    expect(z({ 4: 'Runs upstairs the second the doorbell goes.' }, 'confidence', 'cat')).toBeLessThan(-0.15);
    expect(z({ 1: 'They run up and down the garden for ages.' }, 'confidence')).toBeGreaterThanOrEqual(0);
    expect(z({ 4: 'Trots up, tail high.' }, 'confidence', 'cat')).toBeGreaterThan(0.15);
    expect(z({ 4: 'Demands attention from anyone new.' }, 'confidence', 'cat')).toBeGreaterThan(0.15);
    expect(z({ 5: 'Carries on as normal.' }, 'independence', 'cat')).toBeGreaterThan(0.15);
    expect(z({ 7: 'In her own bed in the spare room.' }, 'independence', 'cat')).toBeGreaterThan(0.15);
  });
});

describe('sarcasm', () => {
  it('reads a word in scare quotes or followed by "(not)" as its opposite', () => {
    expect(z({ 0: "Our 'brave' guard dog, he barks at leaves then hides." }, 'confidence')).toBeLessThan(-0.5);
    expect(z({ 0: 'A "brave" little soldier who hides from the postman.' }, 'confidence')).toBeLessThan(-0.5);
    expect(z({ 1: 'Our athlete (not). Sleeps 20 hours.' }, 'activity', 'cat')).toBeLessThan(-0.5);
    // A quoted -ing word is a joke about something the pet really does.
    expect(z({ 0: "He loves 'helping' me fold the laundry." }, 'independence', 'cat')).toBeLessThan(0);
  });
});

describe('intensity', () => {
  it('gives "extremely" more weight than "a little"', () => {
    const mild = z({ 0: 'She is a little nervous.' }, 'confidence');
    const strong = z({ 0: 'She is extremely nervous.' }, 'confidence');
    expect(mild).toBeLessThan(0);
    expect(strong).toBeLessThan(mild);
  });

  it('softens a verdict hedged after the fact ("fine, I suppose", "sleeps mostly I think")', () => {
    expect(z({ 10: 'Fine, I suppose, though she does sulk for a day or two.' }, 'flexibility')).toBeLessThan(
      z({ 10: 'Fine, though she does sulk for a day or two.' }, 'flexibility'),
    );
    expect(z({ 5: 'She sleeps mostly I think.' }, 'independence')).toBeLessThan(
      z({ 5: 'She sleeps.' }, 'independence'),
    );
  });

  it('reaches the extremes only with strong, consistent evidence', () => {
    const r = run({
      0: 'Fearless and bold, nothing scares him.',
      3: 'Marches straight up to dogs twice his size and never backs down.',
      4: 'Greets every visitor and climbs onto their laps.',
      6: 'Stares me down and does it again.',
    });
    expect(r.scores.confidence).toBe(4);
    expect(run({ 4: 'A bit wary at first.' }).scores.confidence).toBe(2);
  });
});

describe('blank and malformed answers', () => {
  it('returns a valid, low-confidence result for blank answers', () => {
    const r = run({});
    for (const k of TRAIT_KEYS) {
      expect([1, 2, 3, 4]).toContain(r.scores[k]);
      expect(r.traits[k].confidence).toBeLessThan(0.2);
      expect(r.traits[k].evidence).toEqual([]);
      expect(r.traits[k].closeCall).toBe(true);
    }
    expect(r.code).toMatch(/^[RI][CT][AP][FS]$/);
    expect(r.closeCalls).toHaveLength(4);
  });

  it('survives missing, short and non-string answers', () => {
    const weird = { answers: ['   ', null, 42, undefined] as unknown as string[], species: 'dog' as Species };
    expect(() => analyze(weird)).not.toThrow();
    expect(() => analyze({ answers: undefined as unknown as string[], species: 'lizard' as Species })).not.toThrow();
    expect(analyze({ answers: [], species: 'cat' }).code).toMatch(/^[RI][CT][AP][FS]$/);
  });

  it('copes with very long and odd text', () => {
    const long = 'He runs and runs! '.repeat(400) + '😂🐶 \u0000 — “quoted” ‘text’';
    expect(() => run({ 1: long })).not.toThrow();
  });
});

describe('species-specific behaviour', () => {
  it('reads rabbit binkies and zoomies as active', () => {
    expect(
      run({ 1: 'Binkies and zoomies every evening, racing laps round the sofa.' }, 'rabbit').scores.activity,
    ).toBeGreaterThanOrEqual(3);
    expect(
      run(
        {
          0: 'A tiny ball of energy.',
          1: 'Binkies, zoomies, racing laps round the sofa.',
          7: 'Mad at dusk, hardly naps.',
        },
        'rabbit',
      ).scores.activity,
    ).toBe(4);
  });

  it('reads a bird screaming and plucking when left as reliant', () => {
    const r = run({ 5: 'Screams for us the whole time and has started plucking her feathers.' }, 'bird');
    expect(r.scores.independence).toBeLessThanOrEqual(2);
  });

  it('reads a cat under the bed with visitors as timid', () => {
    expect(
      run({ 4: 'Disappears under the bed the moment the doorbell rings.' }, 'cat').scores.confidence,
    ).toBeLessThanOrEqual(2);
  });

  it('reads a velcro dog as reliant and an aloof cat as independent', () => {
    expect(run({ 0: 'A total velcro dog, follows me from room to room.' }).scores.independence).toBeLessThanOrEqual(2);
    expect(
      run({ 0: 'Aloof, keeps to herself, affection strictly on her terms.' }, 'cat').scores.independence,
    ).toBeGreaterThanOrEqual(3);
  });

  it('reads a thumping rabbit differently by question', () => {
    expect(z({ 4: 'Thumps and stays in her hidey.' }, 'confidence', 'rabbit')).toBeLessThan(0);
    expect(z({ 8: 'Thumps at the gate if her greens are late.' }, 'flexibility', 'rabbit')).toBeLessThan(0);
  });
});

describe('question context', () => {
  it('reads "fine" about home alone as independence and about change as flexibility', () => {
    const r5 = analyzeWithTrace({ answers: answers({ 5: 'Totally fine.' }), species: 'dog' }).trace;
    const r10 = analyzeWithTrace({ answers: answers({ 10: 'Totally fine.' }), species: 'dog' }).trace;
    expect(r5.independence.z).toBeGreaterThan(0);
    expect(r5.flexibility.z).toBeCloseTo(0.05); // only the species prior
    expect(r10.flexibility.z).toBeGreaterThan(0);
    expect(r10.independence.raw).toBeCloseTo(-0.05);
  });

  it('treats favourites as liked and least favourites as disliked', () => {
    expect(z({ 1: 'Long walks and running.' }, 'activity')).toBeGreaterThan(0);
    expect(z({ 2: 'Long walks and running.' }, 'activity')).toBeLessThan(0);
  });
});

describe('typos and texting style', () => {
  it('reads missing apostrophes, lowercase and elongations like the clean text', () => {
    const messy = run({
      5: 'doesnt care when we leave lol, sooo chill',
      4: 'hes not scared of anyone, goes str8 up to ppl',
    });
    const clean = run({
      5: "Doesn't care when we leave, so chill.",
      4: "He's not scared of anyone, goes straight up to people.",
    });
    expect(messy.scores.independence).toBe(clean.scores.independence);
    expect(messy.scores.independence).toBeGreaterThanOrEqual(3);
    expect(messy.scores.confidence).toBeGreaterThanOrEqual(3);
  });

  it('handles curly apostrophes and shouting', () => {
    expect(run({ 10: 'She HATES it. Won’t eat for days.' }).scores.flexibility).toBeLessThanOrEqual(2);
  });
});

describe('multiple-choice deltas', () => {
  it('moves scores with chosen options', () => {
    expect(run({}, 'dog', [{ independence: 2 }, { independence: 2 }]).scores.independence).toBeGreaterThanOrEqual(3);
    expect(run({}, 'dog', [{ independence: -2 }, { independence: -1 }]).scores.independence).toBeLessThanOrEqual(2);
  });

  it('adds to the text evidence and tips a close call', () => {
    const parts = { 10: 'Mostly fine, a bit unsettled for a day.' };
    const base = analyzeWithTrace({ answers: answers(parts), species: 'cat' }).trace.flexibility.raw;
    const up = analyzeWithTrace({ answers: answers(parts), species: 'cat', choices: [{ flexibility: 2 }] }).trace
      .flexibility.raw;
    expect(up).toBeGreaterThan(base);
  });

  it('clamps out-of-range deltas and ignores junk', () => {
    const clamped = run({}, 'dog', [{ activity: 50 }]);
    const two = run({}, 'dog', [{ activity: 2 }]);
    expect(clamped.scores.activity).toBe(two.scores.activity);
    expect(() =>
      run({}, 'dog', [null, { confidence: Number.NaN }, 'x'] as unknown as AnalysisInput['choices']),
    ).not.toThrow();
  });
});

describe('determinism', () => {
  it('gives the same output for the same input, whatever ran before', () => {
    const input: AnalysisInput = {
      answers: answers({ 0: 'Shy but sweet.', 5: 'Cries a bit, then sleeps.', 10: 'Takes a few days to settle.' }),
      species: 'cat',
      choices: [{ confidence: -1 }],
    };
    const first = analyze(input);
    run({ 1: 'Zoomies!!!' }, 'rabbit');
    expect(analyze(input)).toEqual(first);
    expect(JSON.stringify(analyze(structuredClone(input)))).toBe(JSON.stringify(first));
  });
});

describe('evidence', () => {
  const input: AnalysisInput = {
    answers: answers({
      0: 'Biscuit is a big soft lab who thinks everyone is her best friend.',
      4: 'Runs straight up to visitors, tail going, and rolls over for belly rubs from whoever walks in.',
      5: "She howls the whole time we're out, the neighbours have complained, and she waits at the door until we get back.",
      7: 'Sleeps most of the day after a long walk.',
      10: 'We moved house last year and she settled in straight away.',
    }),
    species: 'dog',
  };
  const r = analyze(input);

  it('quotes the owner verbatim, with the right question', () => {
    for (const k of TRAIT_KEYS) {
      const ev = r.traits[k].evidence;
      expect(ev.length).toBeLessThanOrEqual(3);
      for (const e of ev) {
        expect(e.trait).toBe(k);
        expect(e.phrase.length).toBeGreaterThan(0);
        expect(e.phrase.length).toBeLessThanOrEqual(120);
        expect(e.source.kind).toBe('answer');
        if (e.source.kind === 'answer')
          expect(input.answers[textQuestionIndex(e.source.questionId)]).toContain(e.phrase);
        expect(e.phrase).toBe(e.phrase.trim());
        expect(e.weight).toBeGreaterThan(0);
      }
      const weights = ev.filter((e) => e.direction === ev[0]?.direction).map((e) => e.weight);
      expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    }
  });

  it('points the strongest evidence the way the score went', () => {
    const ind = r.traits.independence;
    expect(r.scores.independence).toBeLessThanOrEqual(2);
    expect(ind.evidence[0]?.source).toEqual({ kind: 'answer', questionId: 'home-alone' });
    expect(ind.evidence[0]?.direction).toBe('down');
    expect(r.traits.confidence.evidence[0]?.direction).toBe('up');
    expect(r.traits.confidence.evidence[0]?.source).toEqual({ kind: 'answer', questionId: 'new-people' });
  });

  it('keeps long clauses under 120 characters', () => {
    const long = `${'She is a lovely girl and '.repeat(6)}she hides under the bed whenever anyone comes round to visit us at home.`;
    const ev = run({ 4: long }).traits.confidence.evidence;
    expect(ev.length).toBeGreaterThan(0);
    for (const e of ev) {
      expect(e.phrase.length).toBeLessThanOrEqual(120);
      expect(long).toContain(e.phrase);
    }
  });
});

describe('result shape', () => {
  it('derives the code from the scores and lists close calls', () => {
    const r = run({ 0: 'Very independent, fearless, full of beans, takes everything in his stride.' });
    const code = TRAITS.map((t) => letterFor(t, r.scores[t.key])).join('');
    expect(r.code).toBe(code);
    expect(r.closeCalls).toEqual(TRAIT_KEYS.filter((k) => r.traits[k].closeCall));
    for (const k of TRAIT_KEYS) {
      expect(r.traits[k].score).toBe(r.scores[k]);
      expect(r.traits[k].confidence).toBeGreaterThanOrEqual(0);
      expect(r.traits[k].confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('seeded multiple-choice questions', () => {
  it('cover every pet type and all four traits, with deltas in range', () => {
    for (const id of [1, 2, 3, 4, 5] as const) {
      const qs = choiceQuestions[id];
      expect(qs.length).toBeGreaterThanOrEqual(4);
      expect(qs.length).toBeLessThanOrEqual(5);
      expect(new Set(qs.map((q) => q.order)).size).toBe(qs.length);
      const covered = new Set<string>();
      for (const q of qs) {
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.options.length).toBeLessThanOrEqual(4);
        expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
        for (const o of q.options) {
          for (const [k, v] of Object.entries(o.traitScores)) {
            expect(TRAIT_KEYS).toContain(k);
            expect(Number.isInteger(v) && v >= -2 && v <= 2).toBe(true);
            covered.add(k);
          }
          // The server stores the deltas as JSON text and feeds them back as choices.
          expect(JSON.parse(JSON.stringify(o.traitScores))).toEqual(o.traitScores);
        }
      }
      expect([...covered].sort()).toEqual([...TRAIT_KEYS].sort());
    }
  });

  it('feed the analyser: the most independent option of every question raises independence', () => {
    const chosen = Object.values(choiceQuestions)
      .flat()
      .map((q) => q.options[0]?.traitScores ?? {})
      .filter((t) => (t.independence ?? 0) > 0);
    expect(run({}, 'other', chosen).scores.independence).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------------
// The labelled dev set (outside the repository, never fitted on since docs/decisions/0054): the floor
// the analyser must keep where it is present. Unseen by the in-repo fit: letters 0.995, codes 0.979, MAE 0.240.

const DEV_SET = fileURLToPath(new URL('../../../../../shared/eval/pets-dev.json', import.meta.url));
const haveDevSet = existsSync(DEV_SET);

interface LabelledPet {
  answers: string[];
  expected: Record<TraitKey, number>;
}

/** Letters right, exact codes, MAE, share of traits flagged and letters right among unflagged ones. */
function scoreSet<T extends LabelledPet>(items: T[], speciesOf: (item: T) => Species) {
  let letters = 0;
  let codes = 0;
  let err = 0;
  const unflagged = { n: 0, right: 0 };
  for (const item of items) {
    const r = analyze({ answers: item.answers, species: speciesOf(item) });
    let allMatch = true;
    for (const t of TRAITS) {
      const want = item.expected[t.key];
      const ok = letterFor(t, r.scores[t.key]) === letterFor(t, want);
      letters += ok ? 1 : 0;
      allMatch &&= ok;
      err += Math.abs(r.scores[t.key] - want);
      if (!r.traits[t.key].closeCall) {
        unflagged.n++;
        unflagged.right += ok ? 1 : 0;
      }
    }
    codes += allMatch ? 1 : 0;
  }
  const traits = items.length * 4;
  return {
    letters: letters / traits,
    codes: codes / items.length,
    mae: err / traits,
    flagged: 1 - unflagged.n / traits,
    unflagged: unflagged.right / unflagged.n,
  };
}

interface DevItem extends LabelledPet {
  petType?: string;
  petTypeId?: number;
}

describe('dev set floor', () => {
  if (!haveDevSet) {
    it.skip(`skipped: labelled dev set not found at ${DEV_SET}`, () => {});
    return;
  }

  it('keeps letters >= 0.97, codes >= 0.90 and MAE <= 0.30', () => {
    const items = JSON.parse(readFileSync(DEV_SET, 'utf8')) as DevItem[];
    const f = scoreSet(items, (it) =>
      it.petType && SPECIES.includes(it.petType as Species)
        ? (it.petType as Species)
        : speciesForPetType(it.petTypeId ?? 5),
    );
    expect(f.letters).toBeGreaterThanOrEqual(0.97);
    expect(f.codes).toBeGreaterThanOrEqual(0.9);
    expect(f.mae).toBeLessThanOrEqual(0.3);
  });
});

// ---------------------------------------------------------------------------------------------
// The train split (eval/pets-train.json): the in-repo set the text model and the calibration are
// fitted on, so this floor runs on a fresh checkout, where the dev set's floor above skips itself.
// Set under the figures of the model fitted on train + dev (letters 0.978, codes 0.915, MAE 0.255,
// unflagged letters 0.998; record 0028); the in-repo fit on 652 train pets reaches 0.980, 0.925, 0.247,
// 0.998 (record 0054).

describe('train split floor', () => {
  it('keeps letters >= 0.96, codes >= 0.88, MAE <= 0.28 and unflagged letters >= 0.99', () => {
    const f = scoreSet(loadCorpus(TRAIN_FILE), (it) => speciesForPetType(it.petTypeId));
    expect(f.letters).toBeGreaterThanOrEqual(0.96);
    expect(f.codes).toBeGreaterThanOrEqual(0.88);
    expect(f.mae).toBeLessThanOrEqual(0.28);
    expect(f.unflagged).toBeGreaterThanOrEqual(0.99);
  }, 60_000); // 612 pets on a shared machine
});

// ---------------------------------------------------------------------------------------------
// The check set (eval/pets-check.json, the third one, k001-k040): never tuned on (eval/README.md); this
// floor only guards against a regression. It is the second check set's floor, kept as it was (set under
// that set's first figures 0.931 / 0.775 / 0.338); the third set first scored letters 0.969, codes
// 0.875, MAE 0.212 (with the model fitted on train + dev, and the same with the in-repo fit: record 0054).

describe('check set floor', () => {
  it('keeps letters >= 0.91, codes >= 0.72 and MAE <= 0.38', () => {
    const f = scoreSet(loadCorpus(CHECK_FILE), (it) => speciesForPetType(it.petTypeId));
    expect(f.letters).toBeGreaterThanOrEqual(0.91);
    expect(f.codes).toBeGreaterThanOrEqual(0.72);
    expect(f.mae).toBeLessThanOrEqual(0.38);
  });
});

// ---------------------------------------------------------------------------------------------
// The dev-voice check set (eval/pets-devvoice.json): never tuned on; a floor against regression,
// under the figures first reached with the text model (letters 0.953, codes 0.833, MAE 0.266; the
// lexicon alone reached 0.9375 / 0.750 / 0.271).

describe('dev-voice check set floor', () => {
  it('keeps letters >= 0.94, codes >= 0.79, MAE <= 0.30 and unflagged letters >= 0.97', () => {
    const f = scoreSet(loadCorpus(DEVVOICE_FILE), (it) => speciesForPetType(it.petTypeId));
    expect(f.letters).toBeGreaterThanOrEqual(0.94);
    expect(f.codes).toBeGreaterThanOrEqual(0.79);
    expect(f.mae).toBeLessThanOrEqual(0.3);
    expect(f.unflagged).toBeGreaterThanOrEqual(0.97);
  });
});

// ---------------------------------------------------------------------------------------------
// The holdout split (eval/pets-holdout.json): never tuned on; this floor only guards against a
// regression. Set at the figures first reached (see docs/decisions/0005-embedded-analyser.md) minus a
// small margin (first reached: letters 0.949, codes 0.828, MAE 0.231). The close-call flag fitted
// on train + dev (closeCallMargin) first reached on the holdout: 13.3% of traits flagged, unflagged
// letters right 0.982, flagged 0.735; with issue 13's reading rules and cross-validated margin (its
// third scoring): letters 0.945, codes 0.813, MAE 0.219, 14.8% flagged, unflagged 0.991, flagged 0.684;
// with the text model of record 0026 (its fourth): letters 0.973, codes 0.891, MAE 0.254, 12.1% flagged,
// unflagged 0.991, flagged 0.839.

const HOLDOUT_FLOOR = { letters: 0.93, codes: 0.78, mae: 0.26, maxFlagged: 0.18, unflagged: 0.98 };

describe('holdout split floor', () => {
  it(`keeps letters >= ${HOLDOUT_FLOOR.letters}, codes >= ${HOLDOUT_FLOOR.codes}, MAE <= ${HOLDOUT_FLOOR.mae}, flagged <= ${HOLDOUT_FLOOR.maxFlagged} with unflagged letters >= ${HOLDOUT_FLOOR.unflagged}`, () => {
    const f = scoreSet(loadCorpus(HOLDOUT_FILE), (it) => speciesForPetType(it.petTypeId));
    expect(f.letters).toBeGreaterThanOrEqual(HOLDOUT_FLOOR.letters);
    expect(f.codes).toBeGreaterThanOrEqual(HOLDOUT_FLOOR.codes);
    expect(f.mae).toBeLessThanOrEqual(HOLDOUT_FLOOR.mae);
    expect(f.flagged).toBeLessThanOrEqual(HOLDOUT_FLOOR.maxFlagged);
    expect(f.unflagged).toBeGreaterThanOrEqual(HOLDOUT_FLOOR.unflagged);
  });
});
