/** Test data: a valid submission, and real images made with sharp. */
import sharp from 'sharp';

export const TEXT_ANSWERS = [
  'Biscuit is a bouncy, curious little terrier who greets everyone like an old friend.',
  'Fetch in the park, long hikes, and wrestling with the neighbour dog.',
  'Baths and waiting at the vet.',
  'He runs straight up to other dogs and wants to play with all of them.',
  'He is not shy at all: he jumps up to say hello to every visitor.',
  'He naps most of the day and does not mind being alone.',
  'He looks guilty for a second, then tries to make me laugh.',
  'Sleeps through the night at the foot of the bed.',
  'Eats everything fast and begs for more.',
  'He stubbornly plants his feet and ignores me.',
  'Changes do not bother him; he happily goes along with anything new.',
];

/**
 * Biscuit with mixed signals about confidence: the analyser reads ICAF (Voyager) with confidence a
 * close call at 3 "Somewhat Confident" (the only close call); two strongly timid follow-up answers
 * tip it to 2 (ITAF, Wanderer), two mildly confident ones leave it at 3.
 */
export const CLOSE_CALL_ANSWERS = TEXT_ANSWERS.map(
  (a, i) =>
    ({
      0: 'Biscuit is a bouncy little terrier.',
      3: 'He is fine with other dogs.',
      4: 'He is a bit wary of visitors at first but warms up.',
    })[i] ?? a,
);

export function submission(overrides: Record<string, unknown> = {}) {
  return {
    petName: 'Biscuit',
    petTypeId: 1,
    petBreed: 'Jack Russell Terrier',
    petAge: 3,
    petAgeUnknown: false,
    petBirthMonth: 4,
    petBirthDay: 12,
    petIsRescue: true,
    petPhoto: null,
    answers: [],
    textResponses: [...TEXT_ANSWERS],
    ...overrides,
  };
}

/** A second, bolder dog ('Beagle'), used where a test needs another profile than `submission()`. */
export const FRIENDLY_DOG_ANSWERS = [
  'Biscuit is a bold, friendly and curious dog who loves everyone she meets.',
  'Long walks, fetch in the park and exploring new trails.',
  'Baths and waiting at the vet.',
  'She plays happily with other dogs and is gentle with cats.',
  'She runs up to new people with her tail wagging.',
  'She sleeps on the sofa and waits calmly for us to come home.',
  'She looks away and then tries to make up with a cuddle.',
  'She sleeps through the night at the foot of the bed.',
  'She eats quickly and always wants more.',
  'She sits down and refuses until she gets a treat.',
  'She takes changes in her stride and settles quickly.',
];

export function friendlyDogSubmission(overrides: Record<string, unknown> = {}) {
  return submission({
    petBreed: 'Beagle',
    petAge: 4,
    petBirthMonth: 7,
    petBirthDay: 30,
    textResponses: [...FRIENDLY_DOG_ANSWERS],
    ...overrides,
  });
}

export async function pngDataUrl(width = 64, height = 48): Promise<string> {
  const buf = await sharp({ create: { width, height, channels: 4, background: { r: 234, g: 88, b: 12, alpha: 1 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${buf.toString('base64')}`;
}

/** A JPEG carrying EXIF with a GPS position (IFD3), as a phone photo would. */
export async function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .withExif({
      IFD0: { Make: 'PawPhone', Model: 'Test Cam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const asDataUrl = (buf: Buffer, type: string) => `data:${type};base64,${buf.toString('base64')}`;
