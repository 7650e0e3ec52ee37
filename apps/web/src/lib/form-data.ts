/** What one form field may hold on its way to a multipart body. */
type FieldValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly unknown[]
  | { readonly [key: string]: unknown };

/**
 * A typed form's values as multipart text fields, the way the legacy routes read them
 * (apps/server/src/rest/coerce.ts): numbers and booleans as text, lists and objects as JSON,
 * null as an empty field; undefined fields are left out. Pass values typed by the contract
 * (say `FrameFormInput`), so a renamed contract field fails to compile where it is built.
 */
export function toFormData<T extends { readonly [K in keyof T]: FieldValue }>(
  values: T,
  files: Record<string, readonly File[]> = {},
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries<FieldValue>(values)) {
    if (value === undefined) continue;
    if (value === null) body.append(key, '');
    else if (typeof value === 'object') body.append(key, JSON.stringify(value));
    else body.append(key, String(value));
  }
  for (const [field, list] of Object.entries(files)) {
    for (const file of list) body.append(field, file, file.name);
  }
  return body;
}
