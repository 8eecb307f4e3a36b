// Where the mix's time goes: each call of the drawn traffic measured alone, at the same 50 connections, costs the
// API about 1 / its req/s a request (the API's event loop is the narrowest resource under them all). Weighted by the
// mix's shares, those costs predict the mix; replacing one of them by a bare request's cost tells what that call
// stands for in the mix's ratio to bare Fastify.
import type { Measure } from "./measure.js";

type MixCost = {
  call: string;
  /** Percent of the mix's requests. */
  share: number;
  /** Microseconds a request, measured alone (1 / req/s). */
  micros: number;
  /** Percent of the mix's time this call takes. */
  timeShare: number;
  /** The mix's ratio to bare (percent) if this call cost a bare request. */
  mixIfBare: number;
};

const micros = (rps: number) => 1_000_000 / rps;

/**
 * The costs of the calls of a mix (`shares` in percent, `alone` the req/s of each call measured alone), next to the
 * bare route's req/s: each call's share of the mix's time, the mix those costs predict, and what the mix would be
 * if one call cost only what a bare request costs, or if every call cost what `product` costs.
 */
export function mixCosts(shares: Record<string, number>, alone: Record<string, number>, bareRps: number) {
  const total = Object.values(shares).reduce((sum, share) => sum + share, 0);
  const weighted = Object.entries(shares).map(([call, share]) => ({ call, share, micros: micros(alone[call]!) }));
  const mixMicros = weighted.reduce((sum, { share, micros: each }) => sum + (share / total) * each, 0);
  const bareMicros = micros(bareRps);
  const percentOfBare = (micros: number) => Math.round((bareMicros / micros) * 100);
  const calls: MixCost[] = weighted.map(({ call, share, micros: each }) => ({
    call,
    share,
    micros: Math.round(each),
    timeShare: Math.round(((share / total) * each * 100) / mixMicros),
    mixIfBare: percentOfBare(mixMicros - (share / total) * (each - bareMicros)),
  }));
  return {
    calls,
    predictedRps: Math.round(1_000_000 / mixMicros),
    predictedPercent: percentOfBare(mixMicros),
    /** The mix's ratio to bare if every call cost what a product page costs. */
    ceilingPercent: percentOfBare(micros(alone.product!)),
  };
}

export function printMixCosts(shares: Record<string, number>, rows: Measure[], baseline: Measure, mix: Measure, label: (call: string) => string) {
  const alone = Object.fromEntries(Object.keys(shares).map((call) => [call, rows.find((row) => row.name === label(call))!.rps]));
  const costs = mixCosts(shares, alone, baseline.rps);
  console.log("\nWhere the warm mix's time goes (each call alone at 50 connections: 1 / its req/s a request)");
  console.log("call".padEnd(10) + "share".padStart(7) + "µs a request".padStart(14) + "of the mix's time".padStart(19) + "mix if it cost a bare request".padStart(31));
  for (const row of costs.calls) {
    console.log(
      row.call.padEnd(10) +
        `${row.share} %`.padStart(7) +
        String(row.micros).padStart(14) +
        `${row.timeShare} %`.padStart(19) +
        `${row.mixIfBare} % of bare`.padStart(31),
    );
  }
  console.log(`bare Fastify ${"".padEnd(9)}${String(Math.round(micros(baseline.rps))).padStart(14)}`);
  const measured = Math.round((mix.rps / baseline.rps) * 100);
  console.log(`mix predicted from the calls: ${costs.predictedRps} req/s (${costs.predictedPercent} % of bare); measured ${mix.rps} (${measured} %)`);
  console.log(`every call as cheap as a product page (${Math.round(micros(alone.product!))} µs): the mix at ${costs.ceilingPercent} % of bare`);
}
