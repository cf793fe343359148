/** The admin hub's building blocks: its sections, its small status forms, and the add-or-update forms. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";

/** One section of the admin hub, with its icon and heading (`{id}-heading` names the section). */
export function AdminSection({ id, icon: Icon, title, className = "mt-10", children }: { id: string; icon: LucideIcon; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-serif text-2xl font-semibold">
        <Icon aria-hidden className="h-5 w-5" /> {title}
      </h2>
      {children}
    </section>
  );
}

/** A row of buttons that post `intent`, the row's key (`target`) and the chosen value of `field`. */
export function ChoiceButtons({ intent, target, field, choices }: { intent: string; target: [name: string, value: string | number]; field: string; choices: [value: string, label: string][] }) {
  return (
    <Form method="post" className="mt-3 flex flex-wrap gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={target[0]} value={target[1]} />
      {choices.map(([value, label]) => (
        <button key={value} type="submit" name={field} value={value} className="rounded-full border border-border px-3 py-1 text-sm hover:bg-muted">
          {label}
        </button>
      ))}
    </Form>
  );
}

/** Publish or unpublish one house or listing (posts `intent`, `slug` and the new `published`). */
export function PublishToggle({ intent, slug, published }: { intent: string; slug: string; published: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slug" value={slug} />
      <button type="submit" name="published" value={published ? "false" : "true"} className="rounded-full border border-border px-3 py-1 text-sm hover:bg-muted">
        {published ? "Unpublish" : "Publish"}
      </button>
    </Form>
  );
}

/**
 * The "add or update by address name" form of the admin hub: text and number
 * fields, anything extra (e.g. a select), a description and the publish box.
 */
export function EntityForm({ name, intent, summary, fields, numeric, extra, idPrefix }: {
  /** The form's accessible name and the save button's noun, e.g. "House". */
  name: string;
  intent: string;
  summary: string;
  fields: [field: string, label: string][];
  numeric: string[];
  extra?: ReactNode;
  idPrefix: string;
}) {
  return (
    <details className="mt-4 rounded-xl border border-border bg-card p-4">
      <summary className="cursor-pointer font-medium">{summary}</summary>
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={name}>
        <input type="hidden" name="intent" value={intent} />
        {fields.map(([f, label]) => (
          <div key={f}>
            <label htmlFor={`${idPrefix}-${f}`} className="text-sm font-medium">{label}</label>
            <input id={`${idPrefix}-${f}`} name={f} type={numeric.includes(f) ? "number" : "text"} className="mt-1 w-full rounded-lg border border-border bg-card px-3 py-2" />
          </div>
        ))}
        {extra}
        <div className="sm:col-span-2">
          <label htmlFor={`${idPrefix}-description`} className="text-sm font-medium">Description</label>
          <textarea id={`${idPrefix}-description`} name="description" rows={4} className="mt-1 w-full rounded-lg border border-border bg-card px-3 py-2" />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="published" /> Published
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="rounded-full bg-primary px-5 py-2 font-medium text-primary-foreground">Save {name.toLowerCase()}</button>
        </div>
      </Form>
    </details>
  );
}
