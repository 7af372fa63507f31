// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram { average: number; p50: number; p99: number; max: number; total: number }
    interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
    type Options = Record<string, unknown>;
  }
  function autocannon(options: autocannon.Options, callback: (err: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
