// Stripe's request bodies are application/x-www-form-urlencoded with bracket nesting:
// `line_items[0][price_data][unit_amount]=1000`, `metadata[order]=HT-1`, `expand[]=x`. This
// decodes them into nested objects and arrays (an object whose keys are all indexes becomes an
// array in index order) and encodes them back, the way stripe-node does.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export class FormEncodingError extends Error {}

export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, any> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const first = name.indexOf('[');
    const head = first === -1 ? name : name.slice(0, first);
    const rest = first === -1 ? '' : name.slice(first);
    const path = [head];
    const pattern = /\[([^[\]]*)\]/gy;
    let consumed = 0;
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      path.push(m[1]);
      consumed = pattern.lastIndex;
    }
    if (head === '' || consumed !== rest.length) throw new FormEncodingError(`Invalid parameter name: ${name}`);
    let node: Record<string, any> = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i] === '' ? String(Object.keys(node).length) : path[i];
      const next = node[key];
      if (typeof next === 'string') throw new FormEncodingError(`Invalid parameter name: ${name}`);
      node = next ?? (node[key] = {});
    }
    const last = path[path.length - 1];
    const key = last === '' ? String(Object.keys(node).length) : last;
    if (typeof node[key] === 'object') throw new FormEncodingError(`Invalid parameter name: ${name}`);
    node[key] = value;
  }
  return arraysOf(root) as Record<string, FormValue>;
}

function arraysOf(value: any): any {
  if (typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k])]));
  if (keys.length > 0 && keys.every((k) => /^(0|[1-9]\d*)$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  }
  return converted;
}

type Encodable = string | number | boolean | null | undefined | Encodable[] | { [key: string]: Encodable };

/** Encodes nested params with bracket syntax (undefined values are left out). */
export function encodeStripeForm(params: Record<string, Encodable>): string {
  const out = new URLSearchParams();
  const walk = (prefix: string, value: Encodable) => {
    if (value === undefined) return;
    if (value === null) out.append(prefix, '');
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else out.append(prefix, String(value));
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return out.toString();
}
