// A rendered page's body kept beside its Response (services/page-body.ts).
import { describe, expect, it } from 'vitest';
import { bodyOf, bufferedResponse, knownBody } from './page-body';

describe('page body', () => {
  it('hands back the Buffer a page was made with; reads any other Response', async () => {
    const bytes = Buffer.from('<p>দাম ৳১২০</p>');
    const page = bufferedResponse(bytes, { status: 201, headers: { 'content-type': 'text/html' } });
    expect(knownBody(page)).toBe(bytes);
    expect(await bodyOf(page)).toBe(bytes);
    expect(page.status).toBe(201);
    expect(await page.text()).toBe('<p>দাম ৳১২০</p>');
    const other = new Response('plain');
    expect(knownBody(other)).toBeNull();
    expect((await bodyOf(other)).toString()).toBe('plain');
  });
});
