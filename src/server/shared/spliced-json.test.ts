import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonText, splicedJson } from './spliced-json';

const ZItem = z.object({
  id: z.number(),
  who: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  text: z.string(),
  list: z.array(z.object({ n: z.number() })),
  cursor: z.string().nullable().optional(),
  when: z.string(),
  mine: z.boolean(),
});

describe('splicedJson', () => {
  const text = splicedJson(ZItem, ['who', 'list', 'cursor', 'mine'], ['list']);
  // The route's serializer (fastify-type-provider-zod): zod's encode, then JSON.stringify.
  const route = (value: unknown) => JSON.stringify(z.encode(ZItem, value as z.output<typeof ZItem>));

  it('writes the text the route writes, keys in the schema order whatever order the fields came in', () => {
    const shared = text.shared({ when: '2026-11-27T10:00:00.000Z', text: 'a "quoted"\nline', id: 7 });
    const own = { mine: true, who: { name: 'Ana', id: 2 }, cursor: 'c1', list: new JsonText('[{"n":1}]') };
    expect(text.write(shared, own)).toBe(
      route({
        id: 7,
        who: { id: 2, name: 'Ana' },
        text: 'a "quoted"\nline',
        list: [{ n: 1 }],
        cursor: 'c1',
        when: '2026-11-27T10:00:00.000Z',
        mine: true,
      }),
    );
  });

  it('leaves out an optional field left undefined, and drops fields the schema does not have', () => {
    const shared = text.shared({ id: 1, text: 'x', when: 'w', extra: 'secret' } as never);
    const written = text.write(shared, { mine: false, who: null, list: new JsonText('[]') });
    expect(written).toBe(route({ id: 1, who: null, text: 'x', list: [], when: 'w', mine: false }));
    expect(written).not.toContain('secret');
  });

  it('refuses a value that does not fit the schema, as the route would', () => {
    expect(() => text.shared({ id: 'x', text: 'x', when: 'w' } as never)).toThrow();
  });
});
