import { describe, expect, it } from "vitest";
import { CsvSyntaxError, readCsvRecords } from "./csv.js";

describe("readCsvRecords", () => {
  it.each([
    ["semicolons", "a;b\r\n1;2\r\n"],
    ["commas", "a,b\n1,2\n"],
    ["tabs", "a\tb\n1\t2"],
    ["a byte-order mark", "\uFEFFa;b\n1;2\n"],
  ])("reads %s", (_name, text) => {
    expect(readCsvRecords(text)).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
    ]);
  });

  it("gives each record the line it starts on, quoted line breaks and blank lines counted", () => {
    expect(readCsvRecords('a;b\n"une\nvaleur";"x ""y"""\n\n3;4\n')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["une\nvaleur", 'x "y"'] },
      { line: 5, cells: ["3", "4"] },
    ]);
  });

  it("throws on a quote never closed, naming the line it opens on", () => {
    expect(() => readCsvRecords('a;b\n1;2\n3;"quatre\n5;6\n')).toThrow(new CsvSyntaxError(3));
    expect(() => readCsvRecords('a;b\n1;"deux')).toThrow(/from line 2$/);
  });
});
