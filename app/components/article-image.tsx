import { featuredImageSource, heroImage } from "~/content/hero-art";
import type { Category } from "~/content/categories";

interface Props {
  slug: string;
  category: Category;
  featuredImage: string;
  title: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * An article's picture: the hero from the slug map when there is one, else
 * the featuredImage; if the hero fails to load it falls back to the
 * featuredImage (spec §3, §8), swapped in by the enhancement module from the
 * data-fallback-src attribute (also for a failure before it ran). Width and
 * height are set so nothing shifts.
 */
export function ArticleImage({ slug, category, featuredImage, title, sizes, priority, className }: Props) {
  const fallback = featuredImageSource(featuredImage, category);
  const hero = heroImage(slug);
  const image = hero ?? fallback;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt || `Illustration for "${title}"`}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      data-fallback-src={hero && hero.src !== fallback.src ? fallback.src : undefined}
      data-fallback-srcset={hero && hero.src !== fallback.src && fallback.srcSet ? fallback.srcSet : undefined}
      className={className}
    />
  );
}
