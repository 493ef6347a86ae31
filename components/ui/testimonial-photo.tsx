import { Picture } from '@/components/ui/picture';
import type { TestimonialPhoto as Photo } from '@/content/types';
import { IMAGE_SIZES } from '@/lib/responsive-images';

/**
 * A student's photo beside their testimonial: a 48 px circle, loaded when it nears the viewport,
 * served as the AVIF and WebP copies the build makes of an upload (components/ui/picture.tsx). The
 * name is written beside it, so the photo adds nothing to read aloud (alt="").
 */
export function TestimonialPhoto({ photo }: { photo: Photo }) {
  return (
    <span className="block h-12 w-12 shrink-0 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
      <Picture {...photo} alt="" sizes={IMAGE_SIZES.avatar} lazy className="h-12 w-12 object-cover" />
    </span>
  );
}
