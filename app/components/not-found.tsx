import { Link } from "react-router";
import { buttonClass } from "./ui/button";

/** The not-found page (spec §8: unknown path). */
export function NotFoundView() {
  return (
    <div className="py-10 text-center">
      <p className="font-serif text-6xl font-semibold text-primary">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold">This Path Does Not Lead Here</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted-foreground">
        The page you asked for does not exist, or has moved. Like the Girivalam road, every path on this site returns to the
        beginning: start again from the home page, or search the articles.
      </p>
      <form action="/articles" method="get" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="nf-search" className="sr-only">Search the site</label>
        <input
          id="nf-search"
          name="search"
          type="search"
          placeholder="Search the site"
          className="h-11 flex-1 rounded-full border border-border bg-card px-4 text-base"
        />
        <button type="submit" className={buttonClass("primary")}>Search</button>
      </form>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("outline")}>Return Home</Link>
        <Link to="/articles" className={buttonClass("outline")}>All articles</Link>
      </div>
    </div>
  );
}
