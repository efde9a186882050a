/**
 * A deterministic stand-in for a phone photo: a ~320 KB JPEG, 1600x1200 pixels, EXIF orientation 6
 * (a phone held upright), with photo-like texture (fine detail over smooth areas), made with sharp.
 */
import sharp from 'sharp';

export async function phoneJpeg(targetBytes = 320 * 1024): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: 200,
      height: 150,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const fine = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer();
  const img = await sharp(coarse)
    .resize(1600, 1200, { kernel: 'cubic' })
    .blur(2)
    .composite([{ input: fine, blend: 'overlay' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  let best: Buffer | null = null;
  for (let q = 96; q >= 40; q -= 2) {
    best = await sharp(img.data, { raw: img.info }).withMetadata({ orientation: 6 }).jpeg({ quality: q }).toBuffer();
    if (best.length <= targetBytes) break;
  }
  return best!;
}
