// Tenancy per decisions.md "Tenancy and accounts": the shop is the first label of the Host header
// ("alpha.example.com", "alpha.localhost:3000" → "alpha"), lowercased, port stripped. IP literals,
// bare "localhost" and empty hosts name no shop; a label must be a valid DNS label. normalizeHost
// gives the form used to look up a custom domain (lowercase, no port, no trailing dot).

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Lowercase, port and trailing dot stripped; IPv6 literals keep their brackets. '' → null. */
export function normalizeHost(host: string | null | undefined): string | null {
  const text = (host ?? '').trim().toLowerCase();
  const name = text.startsWith('[') ? text.slice(0, text.indexOf(']') + 1) : text.split(':')[0];
  const bare = name.replace(/\.+$/, '');
  return bare === '' ? null : bare;
}

/** The shop slug named by a Host header, or null when it names none. */
export function shopSlugFromHost(host: string | null | undefined): string | null {
  const name = normalizeHost(host);
  if (name === null || name.startsWith('[') || IPV4.test(name) || name === 'localhost') return null;
  const label = name.split('.')[0];
  return DNS_LABEL.test(label) ? label : null;
}
