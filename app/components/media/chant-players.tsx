import bundledChant from "~/assets/audio/om-arunachala-shiva.mp3?url";
import { CHANTS, type Chant } from "~/config/chants";
import { ReactIsland } from "~/islands/island";
import { AudioPlayer } from "./audio-player";

/** Where a chant's file is served: the bundled one from the app's assets, the others from /audio/{id}.mp3 (spec §7). */
export function chantSrc(chant: Chant): string {
  return chant.bundled ? bundledChant : `/audio/${chant.id}.mp3`;
}

export const SYNTH_NOTE =
  "These recordings are synthesised: a computer voice repeating the words over a soft drone, made to help you learn the words and rhythm. They are not recordings of devotees chanting.";

const ARTIST = "Synthesised chant · Arunachala Guide";
const ARTWORK = [{ src: "/icon-512.png", sizes: "512x512", type: "image/png" }];

/** One player per chant, with its words and meaning (the chanting page). */
export function ChantPlayers() {
  return (
    <section aria-labelledby="chant-recordings" className="my-8 space-y-4">
      <h2 id="chant-recordings" className="font-serif text-2xl font-semibold">
        Listen and chant along
      </h2>
      <p className="text-sm text-muted-foreground">{SYNTH_NOTE}</p>
      {CHANTS.map((c) => (
        <div key={c.id}>
          <ReactIsland name="chant-audio" component={AudioPlayer} props={{ src: chantSrc(c), title: c.title, duration: c.seconds, artist: ARTIST, artwork: ARTWORK }} />
          <p className="mt-2 px-1 text-sm">
            <span className="font-medium">{c.text}</span> · {c.meaning}
          </p>
        </div>
      ))}
    </section>
  );
}

/** The home page's chant audio section (spec §1): the bundled chant. */
export function HomeChantAudio() {
  const chant = CHANTS.find((c) => c.bundled)!;
  return (
    <section aria-labelledby="home-chant" className="py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="home-chant" className="font-serif text-3xl font-semibold sm:text-4xl">
          Chant the name of the hill
        </h2>
        <p className="mt-2 text-muted-foreground">{chant.meaning}</p>
        <ReactIsland
          name="chant-audio"
          component={AudioPlayer}
          props={{ src: chantSrc(chant), title: chant.title, duration: chant.seconds, artist: ARTIST, artwork: ARTWORK }}
          className="mt-6"
        />
        <p className="mt-3 text-sm text-muted-foreground">
          {SYNTH_NOTE}{" "}
          <a href="/arunachala-chanting" className="font-medium text-primary underline underline-offset-4">
            How to chant at Arunachala
          </a>
        </p>
      </div>
    </section>
  );
}
