/**
 * The JSON text of a response object for the read cache (decisions 0032, 0039, 0044, 0081),
 * written from the route's own response schema the way the route's serializer writes it
 * (fastify-type-provider-zod: zod's encode, then JSON.stringify), in two halves: the fields
 * every reader shares, encoded once per cached record, and the reader's own fields, encoded per
 * request and spliced in, every key in the schema's order. The text therefore cannot differ from
 * what the route would send for the same object, and the shared half costs nothing per request.
 */
import { z } from 'zod';

/** The shared half of one object's text: the `"key":value` runs between the reader's fields. */
export type SharedText = { readonly pieces: readonly string[] };

/** An object's JSON text written elsewhere (by another spliced serializer), placed as it is. */
export class JsonText {
  /** @param text the value's JSON text */
  constructor(readonly text: string) {}
}

/**
 * A spliced serializer of one object schema (see the module comment).
 * @param schema the route's response object schema (e.g. ZQuestion)
 * @param readerKeys the fields that depend on who reads (the rest are shared)
 * @param textKeys reader fields whose values come as JsonText, already written (e.g. an answer's
 *   comments, each spliced by its own serializer); they are placed, not encoded again
 * @returns `shared(fields)` encodes the shared fields once; `write(shared, own)` the whole text
 * @throws ZodError from `shared` or `write` when a value does not fit the schema (a defect, as
 *   the route's serializer would throw)
 */
export function splicedJson<S extends z.ZodObject, R extends keyof z.output<S> & string, T extends R = never>(
  schema: S,
  readerKeys: readonly R[],
  textKeys: readonly T[] = [],
) {
  type Out = z.output<S>;
  const keys = Object.keys(schema.shape);
  const reader = new Set<string>(readerKeys);
  const placed = new Set<string>(textKeys);
  /** The schema's fields that `keep` keeps, in its order, with their own schemas (a `pick`). */
  const part = (keep: (key: string) => boolean) => z.object(Object.fromEntries(keys.filter(keep).map((k) => [k, schema.shape[k]])));
  const sharedSchema = part((k) => !reader.has(k));
  const ownSchema = part((k) => reader.has(k) && !placed.has(k));
  /** Each reader key in schema order, with whether its value is placed text. */
  const slots = keys.filter((k) => reader.has(k)).map((k) => ({ key: k, quoted: JSON.stringify(k), placed: placed.has(k) }));

  return {
    /**
     * Encodes the shared fields of one record (once per cached record).
     * @param fields every field of the schema but the reader's
     */
    shared(fields: Omit<Out, R>): SharedText {
      const encoded = z.encode(sharedSchema, fields) as Record<string, unknown>;
      const pieces: string[] = [];
      let piece: string[] = [];
      for (const key of keys) {
        if (reader.has(key)) {
          pieces.push(piece.join(','));
          piece = [];
        } else if (encoded[key] !== undefined) piece.push(`${JSON.stringify(key)}:${JSON.stringify(encoded[key])}`);
      }
      pieces.push(piece.join(','));
      return { pieces };
    },
    /**
     * The whole object's JSON text for one reader.
     * @param shared the record's shared text; own the reader's fields (placed ones as JsonText;
     *   an optional field left undefined is left out, as JSON.stringify leaves it out)
     */
    write(shared: SharedText, own: Omit<Pick<Out, R>, T> & { [K in T]?: JsonText }): string {
      const values = own as Record<string, unknown>;
      const encoded = z.encode(ownSchema, own) as Record<string, unknown>;
      const parts: string[] = [];
      slots.forEach((slot, i) => {
        if (shared.pieces[i]) parts.push(shared.pieces[i]);
        const value = slot.placed ? values[slot.key] : encoded[slot.key];
        if (value === undefined) return;
        parts.push(`${slot.quoted}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
      });
      const last = shared.pieces[slots.length];
      if (last) parts.push(last);
      return `{${parts.join(',')}}`;
    },
  };
}
