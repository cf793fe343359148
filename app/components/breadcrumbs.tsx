import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { breadcrumbJsonLd, buildBreadcrumbs } from "~/lib/breadcrumbs";
import { SITE_URL } from "~/config/site";
import { JsonLd } from "./json-ld";

/** Breadcrumbs with BreadcrumbList data; nothing on home or with one level or fewer. */
export function Breadcrumbs({ current }: { current?: string }) {
  const { pathname } = useLocation();
  const items = buildBreadcrumbs(pathname, current);
  if (items.length === 0) return null;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((item, i) => (
            <li key={item.href} className="flex items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden className="h-4 w-4 shrink-0" />}
              {item.current ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-foreground" lang={item.href.startsWith("/te/") ? "te" : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className="hover:text-foreground hover:underline" lang={item.href === "/telugu-topics" ? "te" : undefined}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items, SITE_URL)} />
    </>
  );
}
