import { describe, expect, it } from "vitest";
import { createAnswerMemory, type Loaded } from "./answer-memory";

/** A loader that counts its reads and answers `answers` in turn (an Error is thrown). */
function loader<T>(...answers: (Loaded<T> | Error)[]) {
  let reads = 0;
  const load = async () => {
    const answer = answers[Math.min(reads++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { load, reads: () => reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the answers kept in memory", () => {
  it("reads an answer once within its lifetime, and shares one read between renders that wait for it", async () => {
    let clock = 0;
    const memory = createAnswerMemory(1000, () => clock);
    const tree = loader({ value: { title: "Homme" }, bytes: 20 });
    const [first, second] = await Promise.all([memory.get("fr /tree", 60_000, tree.load), memory.get("fr /tree", 60_000, tree.load)]);
    clock = 59_999;
    const third = await memory.get("fr /tree", 60_000, tree.load);
    expect(tree.reads()).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(memory.size()).toEqual({ answers: 1, bytes: 20 });
  });

  it("serves an answer past its lifetime while one read replaces it, then the new one", async () => {
    let clock = 0;
    const memory = createAnswerMemory(1000, () => clock);
    let reads = 0;
    let release = () => {};
    const load = async (): Promise<Loaded<string[]>> => {
      if (reads++ === 0) return { value: ["-10 %"], bytes: 10 };
      await new Promise<void>((resolve) => (release = resolve));
      return { value: ["-20 %"], bytes: 10 };
    };
    await memory.get("fr /offers", 60_000, load);
    clock = 60_000;
    expect(await memory.get("fr /offers", 60_000, load)).toEqual(["-10 %"]);
    expect(await memory.get("fr /offers", 60_000, load)).toEqual(["-10 %"]);
    expect(reads).toBe(2);
    release();
    await settle();
    expect(await memory.get("fr /offers", 60_000, load)).toEqual(["-20 %"]);
    clock = 119_999;
    await memory.get("fr /offers", 60_000, load);
    expect(reads).toBe(2);
  });

  it("keeps no failure, and keeps serving the last answer while the API fails", async () => {
    let clock = 0;
    const memory = createAnswerMemory(1000, () => clock);
    const down = loader<string>(new Error("API injoignable"), { value: "Homme", bytes: 5 }, new Error("API injoignable"));
    await expect(memory.get("fr /c", 1000, down.load)).rejects.toThrow("API injoignable");
    expect(await memory.get("fr /c", 1000, down.load)).toBe("Homme");
    clock = 5000;
    expect(await memory.get("fr /c", 1000, down.load)).toBe("Homme");
    await settle();
    expect(await memory.get("fr /c", 1000, down.load)).toBe("Homme");
    await settle();
    expect(down.reads()).toBe(4);
  });

  it("forgets an answer when a read says it is gone, and never keeps that read", async () => {
    let clock = 0;
    const memory = createAnswerMemory(1000, () => clock);
    const product = loader<{ id: number } | null>({ value: { id: 7 }, bytes: 9 }, { value: null, bytes: null });
    await memory.get("fr /p/7", 1000, product.load);
    clock = 1000;
    await memory.get("fr /p/7", 1000, product.load);
    await settle();
    expect(memory.size()).toEqual({ answers: 0, bytes: 0 });
    expect(await memory.get("fr /p/7", 1000, product.load)).toBeNull();
    expect(product.reads()).toBe(3);
  });

  it("forgets the least recently read answers first past its size, and keeps none larger than it", async () => {
    const memory = createAnswerMemory(100);
    const sized = (bytes: number) => loader({ value: bytes, bytes }).load;
    await memory.get("a", 60_000, sized(40));
    await memory.get("b", 60_000, sized(40));
    await memory.get("a", 60_000, sized(40));
    await memory.get("c", 60_000, sized(40));
    expect(memory.size()).toEqual({ answers: 2, bytes: 80 });
    const again = loader({ value: 0, bytes: 40 });
    await memory.get("a", 60_000, again.load);
    await memory.get("b", 60_000, again.load);
    expect(again.reads()).toBe(1);
    await memory.get("huge", 60_000, sized(101));
    expect(memory.size()).toEqual({ answers: 2, bytes: 80 });
  });

  it("gives every page the same frozen answer: changing it in place throws", async () => {
    const memory = createAnswerMemory(1000);
    const listing = loader({ value: { products: [{ id: 1, colors: [{ colorNo: "2" }] }] }, bytes: 40 });
    const answer = await memory.get("fr /filter", 60_000, listing.load);
    expect(() => answer.products.push({ id: 2, colors: [] })).toThrow(TypeError);
    expect(() => {
      answer.products[0]!.colors[0]!.colorNo = "3";
    }).toThrow(TypeError);
    expect(answer.products[0]!.colors[0]!.colorNo).toBe("2");
  });

  it("gives the answer kept at once, none before its first read, and the kept one while a fresh read is under way", async () => {
    let clock = 0;
    const memory = createAnswerMemory(1000, () => clock);
    const tree = loader({ value: ["Homme"], bytes: 20 }, { value: ["Homme", "Femme"], bytes: 30 });
    expect(memory.peek("fr /tree")).toBeUndefined();
    const reading = memory.get("fr /tree", 60_000, tree.load);
    expect(memory.peek("fr /tree")).toBeUndefined();
    const first = await reading;
    expect(memory.peek("fr /tree")).toBe(first);
    expect(memory.peek("ar /tree")).toBeUndefined();
    clock = 60_000;
    const stale = memory.get("fr /tree", 60_000, tree.load);
    expect(memory.peek("fr /tree")).toBe(first);
    expect(await stale).toBe(first);
    await settle();
    expect(memory.peek("fr /tree")).toEqual(["Homme", "Femme"]);
    expect(tree.reads()).toBe(2);
  });
});
