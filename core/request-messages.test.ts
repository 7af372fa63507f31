import { describe, expect, it } from 'vitest';
import { requestMessages, textUnstorableIn } from './request-messages';

describe('requestMessages', () => {
  it('says plainly what could not be read, each refusal in its own words', () => {
    const texts = Object.values(requestMessages);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^[A-Z].{10,}[^.]$/);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('textUnstorableIn', () => {
  it('names the field a page form refused, or none for the form itself', () => {
    expect(textUnstorableIn('name')).toBe(`${requestMessages.textUnstorable} (the field “name”)`);
    expect(textUnstorableIn('$')).toBe(requestMessages.textUnstorable);
  });
});
