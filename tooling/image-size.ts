/**
 * An image's size in pixels, read from the file under public/: pages set width and height from it.
 * A phone photo's EXIF orientation is applied (its resized copies are turned upright too).
 */
import sharp from 'sharp';

/** @param where the file and field, for the message: "content/…/x.md: cover.src" */
export async function imageSize(src: string, where: string, ErrorType: new (message: string) => Error = Error) {
  const { width, height } = await sharp(`public${src}`)
    .metadata()
    .then((meta) => meta.autoOrient ?? meta)
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw new ErrorType(`${where}: no image at public${src}`);
  return { width, height };
}
