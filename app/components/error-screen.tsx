import { Link } from "react-router";
import { buttonClass } from "./ui/button";

/** The rendering-failure screen of spec §8. */
export function ErrorScreen() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold">Something Went Wrong</h1>
      <p className="mt-2 font-serif text-xl text-primary">The Sacred Path Encountered an Obstacle</p>
      <p className="mt-4 text-muted-foreground">
        An error occurred while showing this page. Please try again; if it keeps happening, return to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass()} data-reload="">
          Try Again
        </button>
        <Link to="/" reloadDocument className={buttonClass("outline")}>
          Return Home
        </Link>
      </div>
    </div>
  );
}
