// The part of autocannon 9 the benchmark uses (the package ships no types and @types/autocannon is not installed).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Per-request hooks: a body built for each request, the answer seen for each response. */
    requests?: {
      setupRequest?: (req: { method?: string; path?: string; body?: string; headers?: Record<string, string> }) => { method?: string; path?: string; body?: string; headers?: Record<string, string> };
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** Without a callback the returned instance is a promise of the result. */
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
