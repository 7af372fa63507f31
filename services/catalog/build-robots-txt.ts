// A shop's robots.txt (issue 4 item 7): everything but the customer pages and the API may be
// crawled, and the sitemap is on the shop's own origin.
export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /customer/', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
