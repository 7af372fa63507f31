// The "Invaild domain" page (no shop, so no shop default) in the visitor's language:
// ?lang= or the lang cookie; English (the spec's text, verbatim) otherwise.
import { describe, expect, it } from 'vitest';
import { invalidDomainHtml, errorPageHtml } from './errors';

describe('pages outside any shop, in two languages', () => {
  it('says Invaild domain in English and ভুল ডোমেইন in Bangla', () => {
    expect(invalidDomainHtml('nope.localhost')).toContain('<html lang="en">');
    expect(invalidDomainHtml('nope.localhost')).toContain('<h1>Invaild domain</h1>');
    const bn = invalidDomainHtml('nope.localhost', 'bn');
    expect(bn).toContain('<html lang="bn">');
    expect(bn).toContain('<h1>ভুল ডোমেইন</h1>');
    expect(bn).toContain('nope.localhost ঠিকানায় কোনো দোকান নেই।');
    expect(invalidDomainHtml('', 'bn')).toContain('এই ঠিকানায় কোনো দোকান নেই।');
    expect(errorPageHtml('কিছু একটা সমস্যা হয়েছে', 500, 'bn')).toContain('হোমে ফিরে যান');
  });
});
