import { describe, expect, it } from 'vitest';
import { productImagePath } from './image-path';

describe('productImagePath (spec §9 image paths)', () => {
  it('puts a stored file under the small or the grid folder', () => {
    expect(productImagePath('abc.webp', 'small')).toBe('/uploads/thumnail/small/abc.webp');
    expect(productImagePath('abc.webp', 'grid')).toBe('/uploads/thumnail/thumnail_original/abc.webp');
    expect(productImagePath('a b.webp', 'grid')).toBe('/uploads/thumnail/thumnail_original/a%20b.webp');
  });
  it('keeps URLs and gives null for no image', () => {
    expect(productImagePath('https://cdn.example.com/x.jpg', 'small')).toBe('https://cdn.example.com/x.jpg');
    expect(productImagePath(null, 'grid')).toBeNull();
    expect(productImagePath('', 'grid')).toBeNull();
  });
});
