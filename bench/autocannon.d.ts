/** The part of autocannon's API that bench/load.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
