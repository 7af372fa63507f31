import { describe, expect, it } from 'vitest';
import { withProductVideos } from './gallery-videos';

const img = (n: string) => ({ type: 'image', videoUrl: null, n });
const vid = (url: string | null | undefined, n: string) => ({ type: 'video', videoUrl: url, n });

describe('withProductVideos', () => {
  it("puts the product's videos after the colour's pictures", () => {
    expect(withProductVideos([img('red1'), img('red2')], [img('p1'), vid('https://v/1', 'v1'), img('p2')]).map((e) => e.n)).toEqual(['red1', 'red2', 'v1']);
  });
  it("does not repeat a video the colour's gallery has", () => {
    expect(withProductVideos([img('red1'), vid('https://v/1', 'rv')], [vid('https://v/1', 'v1'), vid('https://v/2', 'v2')]).map((e) => e.n)).toEqual(['red1', 'rv', 'v2']);
  });
  it('treats a missing video address as empty, and changes nothing without videos', () => {
    expect(withProductVideos([vid(undefined, 'a')], [vid(null, 'b'), vid('x', 'c')]).map((e) => e.n)).toEqual(['a', 'c']);
    expect(withProductVideos([img('a')], [img('b')]).map((e) => e.n)).toEqual(['a']);
  });
});
