/**
 * Islands (decision 0014): the interactive parts of a page that otherwise
 * ships no framework JavaScript.
 *
 * On an "islands" page, <Island> wraps the part in a marker element with its
 * name, its props (JSON) and when to wake it; app/islands/client.ts then
 * hydrates it on its own, when it is about to be seen (or at load, or when
 * the browser is idle). On an "app" page, where React Router hydrates the whole
 * document, the part renders as usual. Two kinds:
 * - a React island (`component` + `props`): hydrated with React DOM, for the
 *   parts that need React (the audio player, the calendar);
 * - an enhanced island (`children` + `props`): server-rendered markup that a
 *   small plain module brings to life (a countdown, the next full moons), with
 *   no React in the browser at all. On an app page its module runs from an effect.
 */
import { createContext, useContext, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import type { Delivery } from "~/lib/delivery";
import { ENHANCED_ISLANDS, type EnhancedIslandName, type ReactIslandName, type When } from "./registry";

/** The page's delivery, provided by the root layout. */
export const DeliveryContext = createContext<Delivery>("app");

/** Props travel as JSON in an attribute; "<" is escaped by React like any attribute text. */
function propsAttribute(props: object): string {
  return JSON.stringify(props);
}

interface ReactIslandProps<P extends object> {
  name: ReactIslandName;
  component: ComponentType<P>;
  props: P;
  when?: When;
  className?: string;
}

export function ReactIsland<P extends object>({ name, component: Component, props, when = "visible", className }: ReactIslandProps<P>) {
  const islands = useContext(DeliveryContext) === "islands";
  return (
    <div data-island={islands ? name : undefined} data-when={islands ? when : undefined} data-props={islands ? propsAttribute(props) : undefined} className={className}>
      <Component {...props} />
    </div>
  );
}

interface EnhancedIslandProps<P extends object> {
  name: EnhancedIslandName;
  props: P;
  children: ReactNode;
  when?: When;
  className?: string;
}

export function EnhancedIsland<P extends object>({ name, props, children, when = "visible", className }: EnhancedIslandProps<P>) {
  const delivery = useContext(DeliveryContext);
  const ref = useRef<HTMLDivElement>(null);
  const json = propsAttribute(props);
  useEffect(() => {
    // Hydrated by the app (not an islands page): run the same module here.
    if (delivery === "islands" || !ref.current) return;
    const el = ref.current;
    let stop: (() => void) | void;
    let cancelled = false;
    void ENHANCED_ISLANDS[name]().then((m) => {
      if (!cancelled) stop = m.enhance(el, JSON.parse(json));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [delivery, name, json]);
  return (
    <div ref={ref} data-island={delivery === "islands" ? name : undefined} data-when={delivery === "islands" ? when : undefined} data-props={json} className={className}>
      {children}
    </div>
  );
}
