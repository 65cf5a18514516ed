/** Test support: a BR Code's TLV fields by id; templates 26 and 62 are read one level deeper. */
export type EmvFields = Map<string, string>;

export function parseEmv(payload: string): EmvFields {
  const fields = new Map<string, string>();
  let position = 0;
  while (position < payload.length) {
    const id = payload.slice(position, position + 2);
    const length = Number(payload.slice(position + 2, position + 4));
    if (!Number.isInteger(length)) throw new Error(`Bad length at ${position}`);
    fields.set(id, payload.slice(position + 4, position + 4 + length));
    position += 4 + length;
  }
  if (position !== payload.length) throw new Error('Fields overrun the payload');
  return fields;
}
