/**
 * Reading a posted form (issue 19): a body that is not a web form (JSON,
 * plain text, XML, no content type) is answered with 415, and one that claims
 * to be a form but cannot be parsed (a broken multipart body) with 400, each
 * with a sentence saying why; neither ever reaches a form's rules as a 500.
 */
import { data } from "react-router";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    throw data("This address takes a web form (application/x-www-form-urlencoded or multipart/form-data).", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read: its body is malformed.", { status: 400 });
  }
}

/** The form's text fields (a file sent where text belongs is left out, so the form's rules see it as missing). */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await readForm(request)) if (typeof value === "string") fields[name] = value;
  return fields;
}
