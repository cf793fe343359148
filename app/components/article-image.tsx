import { useEffect, useRef, useState } from "react";
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
 * featuredImage (spec §3, §8). Width and height are set so nothing shifts.
 */
export function ArticleImage({ slug, category, featuredImage, title, sizes, priority, className }: Props) {
  const fallback = featuredImageSource(featuredImage, category);
  const hero = heroImage(slug);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const image = hero && !failed ? hero : fallback;

  // An image that failed before hydration never fires onError for React: check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && hero && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [hero]);

  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt || `Illustration for "${title}"`}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={hero && !failed ? () => setFailed(true) : undefined}
      className={className}
    />
  );
}
