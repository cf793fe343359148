/**
 * The next full moons without React (an enhanced island, decision 0014): the
 * server renders a year of full-moon cards with all but the first three as of
 * the build hidden; in the browser the first three that can still be walked
 * tonight or later in Tiruvannamalai are shown (spec §4), so a page built days
 * ago is still right. A full moon in force on two nights stays shown until the
 * second, though its card names the night that holds more of it.
 */
import { todayAt } from "~/lib/calendar/format";

export const SHOWN = 3;

export function enhance(el: HTMLElement): void {
  const today = todayAt(Date.now());
  let shown = 0;
  for (const card of el.querySelectorAll<HTMLElement>("[data-last-night]")) {
    const show = (card.dataset.lastNight ?? "") >= today && shown < SHOWN;
    if (show) shown++;
    card.hidden = !show;
  }
}
