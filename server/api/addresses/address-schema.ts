// Shared by the address book calls: an address as the calls answer it (services/addresses/
// address-view.ts), and the refusal bodies.
import { z } from '@hono/zod-openapi';

export const AddressSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().openapi({ example: '+8801712345678', description: 'Canonical +880 form' }),
    district: z.string().openapi({ description: 'One of the 64 districts, official spelling', example: 'Dhaka' }),
    division: z.string().nullable().openapi({ example: 'Dhaka' }),
    area: z.string().openapi({ description: 'Area or thana' }),
    address: z.string().openapi({ description: 'House, road, village' }),
    note: z.string().nullable(),
    is_default: z.boolean(),
  })
  .openapi('CustomerAddress');

/** The spec's clients send the shop ({host}); the address book is always the Host header's shop's. */
export const shopField = z.string().max(253).optional().openapi({ description: "Sent by the spec clients; the shop is the one the Host header names" });
