/**
 * A schematic plan of the Arunachaleswarar (Annamalaiyar) temple, drawn by us
 * from written descriptions (docs/research/guides/temple.md and the sources of
 * content/site/temple-guide.md). Not to scale: only what the sources place is
 * drawn, and the numbered key under the drawing says everything it shows.
 * East (the Raja Gopuram, the way in) is at the bottom, so the walk inwards
 * reads upwards; north is to the right. Server-rendered, no script.
 *
 * Coordinates, in a 400-unit-wide viewBox (text at 13 units stays above 11 px
 * on a 360 px screen):
 *   outer wall (5th prakaram)  x 100-300, y 44-476
 *   4th prakaram wall          x 116-284, y 62-340 (Vallala gopuram, east side)
 *   3rd prakaram wall          x 128-272, y 78-282 (Kili gopuram, east side)
 *   inner enclosure (2nd, 1st) x 160-240, y 98-232 (sanctum on the east-west axis, x 200)
 */

const NUM = "text-[13px] font-bold";
const LABEL = "fill-stone-800 text-[13px] dark:fill-stone-100";

/** A number written in the middle of a shape. */
function Num({ x, y, n, className }: { x: number; y: number; n: number; className: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" dominantBaseline="central" className={`${NUM} ${className}`}>
      {n}
    </text>
  );
}

/** A gateway tower: a block across its wall, its number inside. */
function Gopuram({ x, y, w, h, n }: { x: number; y: number; w: number; h: number; n: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="2" stroke="currentColor" strokeWidth="1.5" className="fill-amber-800 dark:fill-amber-400" />
      <Num x={x + w / 2} y={y + h / 2} n={n} className="fill-white dark:fill-stone-950" />
    </g>
  );
}

/** A stepped tank: an outer edge and an inner water line. */
function Tank({ x, y, w, h, n }: { x: number; y: number; w: number; h: number; n: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} stroke="currentColor" strokeWidth="1.5" className="fill-sky-100 dark:fill-sky-950" />
      <rect x={x + 5} y={y + 5} width={w - 10} height={h - 10} fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="3 2" />
      <Num x={x + w / 2} y={y + h / 2} n={n} className="fill-stone-900 dark:fill-stone-50" />
    </g>
  );
}

// The thousand-pillared hall, drawn with a grid of pillars (decoration only).
const HALL = { x: 218, y: 380, w: 74, h: 78 };
const PILLARS: [number, number][] = [];
for (let px = HALL.x + 6; px <= HALL.x + HALL.w - 4; px += 8) {
  for (let py = HALL.y + 6; py <= HALL.y + HALL.h - 4; py += 8) {
    // Leave the Patala Lingam's corner clear.
    if (px < HALL.x + 25 && py < HALL.y + 25) continue;
    PILLARS.push([px, py]);
  }
}

export function TemplePlan() {
  return (
    <figure className="rounded-2xl border border-border bg-card p-4">
      <svg
        viewBox="-12 0 412 536"
        role="img"
        aria-labelledby="temple-plan-title temple-plan-desc"
        className="mx-auto block h-auto w-full max-w-md text-stone-700 dark:text-stone-300"
      >
        <title id="temple-plan-title">Schematic plan of the Arunachaleswarar temple, Tiruvannamalai (not to scale)</title>
        <desc id="temple-plan-desc">
          East is at the bottom and north to the right. Four nested rectangles are the outer wall of the 5th prakaram, the walls of the 4th
          and 3rd prakarams, and the roofed inner enclosure of the 2nd and 1st prakarams round the sanctum. The Raja Gopuram is in the
          east wall, in line with the sanctum, the Pey Gopuram on the west, the Tirumanjana Gopuram on the south and the Ammani Ammal Gopuram on the
          north. The numbered key below the plan lists every item and where it is.
        </desc>
        <rect width="400" height="536" rx="12" className="fill-amber-50 dark:fill-stone-900" />

        {/* North arrow: north is to the right. */}
        <line x1="322" y1="20" x2="366" y2="20" stroke="currentColor" strokeWidth="2" />
        <path d="M366 13L381 20L366 27Z" fill="currentColor" />
        <text x="392" y="20" textAnchor="middle" dominantBaseline="central" className="fill-stone-800 text-[14px] font-bold dark:fill-stone-100">
          N
        </text>

        {/* The courtyard walls, outermost first. */}
        <rect x="100" y="44" width="200" height="432" fill="none" stroke="currentColor" strokeWidth="3" />
        <rect x="116" y="62" width="168" height="278" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <rect x="128" y="78" width="144" height="204" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="160" y="98" width="80" height="134" stroke="currentColor" strokeWidth="2" className="fill-stone-200 dark:fill-stone-800" />

        {/* Prakaram names, each in its own courtyard. */}
        <text x="200" y="368" textAnchor="middle" className={`${LABEL} italic`}>
          5th prakaram
        </text>
        <text x="230" y="318" textAnchor="middle" className={`${LABEL} italic`}>
          4th prakaram
        </text>
        <text x="200" y="258" textAnchor="middle" className={`${LABEL} italic`}>
          3rd prakaram
        </text>
        <text x="200" y="172" textAnchor="middle" className={`${LABEL} italic`}>
          1st–2nd
        </text>
        <text x="200" y="188" textAnchor="middle" className={`${LABEL} italic`}>
          prakarams
        </text>
        <text x="200" y="204" textAnchor="middle" className={`${LABEL} italic`}>
          (roofed)
        </text>

        {/* 9: the sanctum, on the axis of the Raja Gopuram. */}
        <rect x="186" y="114" width="28" height="28" className="fill-red-800 dark:fill-red-300" />
        <Num x={200} y={128} n={9} className="fill-white dark:fill-stone-950" />

        {/* 10: the Unnamulai Amman shrine, north-west, against the inner enclosure. */}
        <rect x="240" y="100" width="28" height="50" stroke="currentColor" strokeWidth="1.5" className="fill-rose-100 dark:fill-rose-950" />
        <Num x={254} y={125} n={10} className="fill-stone-900 dark:fill-stone-50" />

        {/* 7: Brahma Theertham, 4th prakaram, south-west of the Vallala gopuram. */}
        <Tank x={130} y={292} w={46} h={36} n={7} />

        {/* 2 and 3: the thousand-pillared hall, right of the way in, with the Patala Lingam in its south-west corner. */}
        <rect x={HALL.x} y={HALL.y} width={HALL.w} height={HALL.h} stroke="currentColor" strokeWidth="1.5" className="fill-stone-200 dark:fill-stone-700" />
        {PILLARS.map(([px, py]) => (
          <circle key={`${px}-${py}`} cx={px} cy={py} r="1.3" className="fill-stone-500 dark:fill-stone-400" />
        ))}
        <circle cx="262" cy="424" r="10" stroke="currentColor" strokeWidth="1" className="fill-amber-50 dark:fill-stone-900" />
        <Num x={262} y={424} n={2} className="fill-stone-900 dark:fill-stone-50" />
        <rect x="221" y="383" width="18" height="18" stroke="currentColor" strokeWidth="1.5" strokeDasharray="3 2" className="fill-stone-600 dark:fill-stone-300" />
        <Num x={230} y={392} n={3} className="fill-white dark:fill-stone-950" />

        {/* 4: the Kambathu Ilaiyanar shrine, opposite the hall, on the bank of the tank. */}
        <rect x="150" y="390" width="30" height="30" stroke="currentColor" strokeWidth="1.5" className="fill-orange-100 dark:fill-orange-950" />
        <Num x={165} y={405} n={4} className="fill-stone-900 dark:fill-stone-50" />

        {/* 5: the Sivaganga tank, south of the Murugan shrine. */}
        <Tank x={106} y={380} w={40} h={78} n={5} />

        {/* Gateway towers: the inner ones on the east sides of their walls, the outer four one to a side. */}
        <Gopuram x={187} y={273} w={26} h={18} n={8} />
        <Gopuram x={185} y={330} w={30} h={20} n={6} />
        <Gopuram x={181} y={464} w={38} h={24} n={1} />
        <Gopuram x={185} y={34} w={30} h={20} n={12} />
        <Gopuram x={90} y={245} w={20} h={30} n={11} />
        <Gopuram x={290} y={245} w={20} h={30} n={13} />

        {/* Names of the outer towers. */}
        <text x="200" y="24" textAnchor="middle" className={`${LABEL} font-semibold`}>
          Pey Gopuram (west)
        </text>
        <text x="200" y="506" textAnchor="middle" className={`${LABEL} font-semibold`}>
          Raja Gopuram (east)
        </text>
        <text x="200" y="523" textAnchor="middle" className={LABEL}>
          main entrance
        </text>
        <text x="86" textAnchor="end" className={`${LABEL} font-semibold`}>
          <tspan x="86" y="252">
            Tirumanjana
          </tspan>
          <tspan x="86" y="268">
            Gopuram
          </tspan>
          <tspan x="86" y="284" className="font-normal">
            (south)
          </tspan>
        </text>
        <text x="316" className={`${LABEL} font-semibold`}>
          <tspan x="316" y="244">
            Ammani
          </tspan>
          <tspan x="316" y="260">
            Ammal
          </tspan>
          <tspan x="316" y="276">
            Gopuram
          </tspan>
          <tspan x="316" y="292" className="font-normal">
            (north)
          </tspan>
        </text>
        <text x="6" y="530" className={`${LABEL} italic`}>
          Not to scale
        </text>
      </svg>
      <figcaption className="mt-4 space-y-3 text-[0.95rem] leading-relaxed">
        <p>
          <strong>Schematic, not to scale.</strong> We drew this plan from written descriptions of the temple; the sources are listed at the
          end of the page. East is at the bottom, where you come in by the Raja Gopuram, and north is to the right. The four nested outlines
          are, from the outside in: the outer wall, round the 5th prakaram; the wall of the 4th prakaram; the wall of the 3rd prakaram; and
          the roofed inner enclosure that holds the 2nd and 1st prakarams and the sanctum. Prakarams are numbered from the sanctum outwards.
          The four outer towers are drawn at the middle of their sides because no source we read says where along each wall they stand; the
          sources do put the Raja Gopuram in front of the sanctum, and the two inner gates on the east sides of their walls.
        </p>
        <p>
          Not drawn, because no source we read says where they are: the three smaller inner gateways on the south, west and north sides,
          the flagstaff, the Vaikuntha gate, and the ticket, footwear and prasadam counters. Left out to keep the plan readable: the Nandis
          and the many smaller halls, shrines and offices.
        </p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>Raja Gopuram, the royal tower: the main entrance, in the east wall, in line with the sanctum; 11 tiers, about 66 m (217 ft).</li>
          <li>Thousand-pillared hall: in the 5th prakaram, on your right (the north side) just after you pass the Raja Gopuram.</li>
          <li>Patala Lingam: a small underground shrine in the south-west corner of the thousand-pillared hall, below floor level (dashed outline).</li>
          <li>Kambathu Ilaiyanar shrine (Murugan): opposite the thousand-pillared hall, on the bank of the Sivaganga tank.</li>
          <li>Sivaganga tank: in the 5th prakaram, south of the Murugan shrine; described in 2016 as closed to devotees and used for rituals.</li>
          <li>Vallala Maharaja Gopuram: the gate on the east side of the wall between the 5th and 4th prakarams.</li>
          <li>Brahma Theertham: the tank of the 4th prakaram, on your left (south-west) once through the Vallala Maharaja Gopuram.</li>
          <li>Kili Gopuram, the parrot tower: the gate on the east side of the wall between the 4th and 3rd prakarams.</li>
          <li>
            Sanctum of Annamalaiyar: inside the roofed inner enclosure (the 2nd and 1st prakarams), straight ahead on the line from the Raja
            Gopuram.
          </li>
          <li>
            Unnamulai Amman shrine: in the north-west, on the north side of the main shrine and built against its enclosure. One account puts
            it in the 2nd prakaram, others in the 3rd.
          </li>
          <li>Tirumanjana Gopuram: the south tower, 9 tiers, about 157 ft.</li>
          <li>Pey Gopuram: the west tower, 7 tiers, about 144 ft.</li>
          <li>Ammani Ammal Gopuram: the north tower, about 171 ft by the one source that gives a height.</li>
        </ol>
      </figcaption>
    </figure>
  );
}
