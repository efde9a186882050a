/** The uploads module's public entry: what other modules may use (docs/architecture.md, zones). */
export { deleteImage, imageFromDataUrl, keyFromImageUrl, processImage, saveImage } from './images.ts';
