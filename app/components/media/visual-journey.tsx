import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { isPublished } from "~/config/published";
import { heroImage } from "~/content/hero-art";

/** Home: the visual journey teaser (spec §1). It leads to the contemplative journey once that page exists, until then to the article on the hill itself. */
export function VisualJourneyTeaser() {
  const target = isPublished("/going-nowhere")
    ? { href: "/going-nowhere", label: "Begin the journey" }
    : { href: "/articles/arunachala-hill-that-is-shiva", label: "Read: the hill that is Shiva" };
  const art = heroImage("arunachala-hill-that-is-shiva");
  return (
    <section aria-labelledby="visual-journey" className="relative isolate overflow-hidden bg-[#120c22] py-20 text-white">
      {art && (
        <img src={art.src} srcSet={art.srcSet} sizes="100vw" width={art.width} height={art.height} alt="" loading="lazy" decoding="async" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/70 to-black/20" />
      <div className="mx-auto max-w-7xl px-4">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-200 uppercase">A journey in stillness</p>
        <h2 id="visual-journey" className="mt-3 max-w-2xl font-serif text-3xl font-semibold sm:text-4xl">
          Going nowhere: the hill that is not a place to reach
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          Pilgrims come a long way to Arunachala, and the hill&apos;s own teaching turns them back towards where they already are.
          Sri Ramana pointed the seeker not to a destination but to the source of the one who seeks.
        </p>
        <Link to={target.href} className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/95 px-6 py-3 font-medium text-[#5a1d06] shadow-sm hover:bg-white">
          {target.label} <ArrowRight aria-hidden className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}
