/**
 * A contact message as the demo back end accepts it (docs/requirements.md): exactly the five
 * fields, all required, each within its length limit, without control characters.
 */
export const CONTACT_FIELDS = ['FirstName', 'LastName', 'Email', 'Country', 'Comment'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Readonly<Record<ContactField, string>>;

/** Longest value accepted per field, in characters. */
export const FIELD_LIMITS: Readonly<Record<ContactField, number>> = {
  FirstName: 100,
  LastName: 100,
  Email: 254,
  Country: 100,
  Comment: 5000,
};

export type Validation =
  | { readonly ok: true; readonly message: ContactMessage }
  /** `field`: the faulty field, an unexpected one included; null when the body is no object. */
  | { readonly ok: false; readonly field: string | null; readonly error: string };

// One @, no spaces, a dot in the domain: roughly what type=email requires. Never < > " , or ;:
// in mail headers and staff tools they only serve markup, injection or a second recipient.
const EMAIL = /^[^\s@<>",;]+@[^\s@.<>",;]+(\.[^\s@.<>",;]+)+$/;

// Values end up in mail headers and staff tools: a line break in a name is header injection
// (`Bcc:`), and other control characters are never typed. The Comment is the one multi-line field.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** Checks a parsed JSON body; the error names the first faulty field. */
export function validateContactMessage(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, field: null, error: 'Body must be a JSON object' };
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find(
    (key) => !(CONTACT_FIELDS as readonly string[]).includes(key),
  );
  if (unknown !== undefined) {
    return { ok: false, field: unknown, error: `${unknown} is not a field of a contact message` };
  }
  const message: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') {
      return { ok: false, field, error: `${field} is required` };
    }
    if (value.length > FIELD_LIMITS[field]) {
      const error = `${field} is longer than ${FIELD_LIMITS[field]} characters`;
      return { ok: false, field, error };
    }
    if ((field === 'Comment' ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) {
      const what = field === 'Comment' ? 'control characters' : 'line breaks or control characters';
      return { ok: false, field, error: `${field} must not contain ${what}` };
    }
    message[field] = value.trim();
  }
  if (!EMAIL.test(message.Email ?? '')) {
    return { ok: false, field: 'Email', error: 'Email is not a valid e-mail address' };
  }
  return { ok: true, message: message as ContactMessage };
}
