// A colour's gallery keeps the product's videos (issue 16 item 9): choosing a colour shows that
// colour's pictures (spec §4), and the product's video thumbnails stay after them unless the
// colour's gallery has that video already.
interface GalleryEntry {
  type: string;
  videoUrl?: string | null;
}

export function withProductVideos<T extends GalleryEntry>(colour: readonly T[], product: readonly T[]): T[] {
  const have = new Set(colour.filter((e) => e.type === 'video').map((e) => e.videoUrl ?? ''));
  return [...colour, ...product.filter((e) => e.type === 'video' && !have.has(e.videoUrl ?? ''))];
}
