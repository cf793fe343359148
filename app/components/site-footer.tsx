import { Link } from "react-router";
import { FOOTER_NAV, visible } from "~/config/navigation";
import { SITE } from "~/config/site";

export function SiteFooter() {
  const groups = FOOTER_NAV.map((g) => ({ ...g, links: visible(g.links) })).filter((g) => g.links.length > 0);
  return (
    <footer className="mt-20 border-t border-border bg-muted/60 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="font-serif text-lg font-semibold">{SITE.name}</p>
          <p className="mt-2 text-sm text-muted-foreground">{SITE.tagline}.</p>
          <p className="mt-4 text-sm text-muted-foreground">
            {SITE.location.city}, {SITE.location.state}, {SITE.location.country}
          </p>
        </div>
        {groups.map((g) => (
          <nav key={g.heading} aria-label={g.heading}>
            <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">{g.heading}</h2>
            <ul className="mt-3 space-y-2">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="text-sm text-muted-foreground hover:text-foreground hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted-foreground">
          Illustrations made for this site. Temple timings and festival arrangements change: confirm locally before you travel.{" "}
          <a href="/feed.xml" className="underline">Article feed</a>
        </p>
      </div>
    </footer>
  );
}
