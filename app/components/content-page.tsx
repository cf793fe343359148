import { Breadcrumbs } from "./breadcrumbs";

/** A simple editorial page: breadcrumbs, title and sanitised body (the description is for search results). */
export function ContentPageView({ title, html, updated }: { title: string; html: string; updated: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs current={title} />
      <h1 className="font-serif text-4xl font-semibold">{title}</h1>
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="mt-10 text-sm text-muted-foreground">
        Last updated <time dateTime={updated}>{formatDate(updated)}</time>
      </p>
    </div>
  );
}

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
