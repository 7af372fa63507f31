import { describe, expect, it } from 'vitest';
import { dataSaverChoice, dataSaverHref, hintsAskForDataSaver, lightLogo, parseDataSaverChoice, pathWithoutDataSaver, resolveDataSaver } from './data-saver';

const none = { query: null, cookie: null, saveData: null, ect: null };

describe('the data-saver mode', () => {
  it('reads a choice in any case with spaces around, and nothing else', () => {
    expect(parseDataSaverChoice(' ON ')).toBe('on');
    expect(parseDataSaverChoice('off')).toBe('off');
    expect(parseDataSaverChoice('yes')).toBeNull();
    expect(parseDataSaverChoice(['on'])).toBeNull();
    expect(parseDataSaverChoice(undefined)).toBeNull();
  });

  it('is on for Save-Data: on and a slow ECT, off for anything else', () => {
    expect(hintsAskForDataSaver({ saveData: 'on', ect: null })).toBe(true);
    expect(hintsAskForDataSaver({ saveData: ' On', ect: undefined })).toBe(true);
    for (const ect of ['slow-2g', '2g', '3g', ' 3G ']) expect(hintsAskForDataSaver({ saveData: null, ect })).toBe(true);
    expect(hintsAskForDataSaver({ saveData: 'off', ect: '4g' })).toBe(false);
    expect(hintsAskForDataSaver({ saveData: undefined, ect: 'fast' })).toBe(false);
    expect(resolveDataSaver(none)).toBe(false);
  });

  it("lets the shopper's choice win over the hints, both ways; the URL's over the cookie's", () => {
    expect(resolveDataSaver({ ...none, cookie: 'off', saveData: 'on', ect: '2g' })).toBe(false);
    expect(resolveDataSaver({ ...none, cookie: 'on', ect: '4g' })).toBe(true);
    expect(resolveDataSaver({ ...none, query: 'off', cookie: 'on' })).toBe(false);
    expect(resolveDataSaver({ ...none, query: 'bogus', cookie: 'on' })).toBe(true);
    expect(dataSaverChoice({ query: 'bogus', cookie: 'nope' })).toBeNull();
  });

  it('links to this page with the switch set, keeping the other parameters', () => {
    expect(dataSaverHref({ pathname: '/all-products', search: '?page=2&datasaver=off' }, 'on')).toBe('/all-products?page=2&datasaver=on');
    expect(dataSaverHref({ pathname: '/', search: '' }, 'off')).toBe('/?datasaver=off');
  });

  it('keys a page without the switch', () => {
    expect(pathWithoutDataSaver('/')).toBe('/');
    expect(pathWithoutDataSaver('/x?datasaver=on')).toBe('/x');
    expect(pathWithoutDataSaver('/x?page=2&datasaver=on&sort=new')).toBe('/x?page=2&sort=new');
  });
});

describe('lightLogo', () => {
  it('names the 48 px high file of a stored logo, and leaves anything else as it is', () => {
    expect(lightLogo('/uploads/logos/bfa28829794baca7.webp')).toBe('/uploads/logos/h48/bfa28829794baca7.webp');
    expect(lightLogo(null)).toBeNull();
    expect(lightLogo('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(lightLogo('/uploads/logos/h48/bfa28829794baca7.webp')).toBe('/uploads/logos/h48/bfa28829794baca7.webp');
  });
});
