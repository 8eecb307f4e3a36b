import { describe, expect, it } from "vitest";
import { csvCourierAdapter } from "./csv-adapter.js";
import { CsvSyntaxError, readCsv, readCsvRecords, writeCsv } from "../../lib/csv.js";

describe("CSV files of the couriers", () => {
  it("round-trips cells holding separators, quotes and line breaks, behind a byte-order mark", () => {
    const rows = [
      ["Nom", "Adresse"],
      ["Amina « la rapide »", 'Lot 4; bât. "B"\nAlger'],
    ];
    const text = writeCsv(rows, ";");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(readCsv(text)).toEqual(rows);
  });

  it("writes a text cell a spreadsheet would take for a formula behind an apostrophe, and numbers as they are", () => {
    const rows = [
      ["=HYPERLINK(\"http://exemple.dz\";\"Cliquez\")", "+213 555", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "Rue = 5", 1042, -3],
    ];
    const [cells] = readCsv(writeCsv(rows, ";"));
    expect(cells).toEqual([
      "'=HYPERLINK(\"http://exemple.dz\";\"Cliquez\")",
      "'+213 555",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      "Rue = 5",
      "1042",
      "-3",
    ]);
  });

  it("reads semicolons, commas or tabs, whichever the first line uses, and skips blank lines", () => {
    expect(readCsv("a;b\r\n1;2\r\n\r\n")).toEqual([["a", "b"], ["1", "2"]]);
    expect(readCsv("a,b\n1,2")).toEqual([["a", "b"], ["1", "2"]]);
    expect(readCsv("a\tb\n1\t2\n")).toEqual([["a", "b"], ["1", "2"]]);
  });

  it("takes tracking numbers with or without a header, order numbers as people write them", () => {
    const withHeader = csvCourierAdapter.readTracking("Tracking,Order ID\nYAL-1,#1042\nYAL-2,CMD-1043\n");
    expect(withHeader).toEqual([
      { line: 2, orderNumber: 1042, trackingNumber: "YAL-1", courier: null },
      { line: 3, orderNumber: 1043, trackingNumber: "YAL-2", courier: null },
    ]);
    const bare = csvCourierAdapter.readTracking("1044;ZR-9;ZR Express\ncommande ?;ZR-10;ZR Express\n1045;ZR 11;ZR Express");
    expect(bare).toEqual([
      { line: 1, orderNumber: 1044, trackingNumber: "ZR-9", courier: "ZR Express" },
      { line: 2, orderNumber: null, trackingNumber: "ZR-10", error: "Référence de commande illisible" },
      { line: 3, orderNumber: 1045, trackingNumber: "ZR 11", error: "Numéro de suivi invalide (lettres, chiffres et tirets)" },
    ]);
  });
});

describe("readCsvRecords", () => {
  it("numbers each row by the line it starts on, blank lines and quoted line breaks counted", () => {
    const text = '\uFEFFa;b\r\n\r\n1;"deux\r\nlignes"\r\n3;4\n';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ["1", "deux\r\nlignes"] },
      { line: 5, cells: ["3", "4"] },
    ]);
  });

  it("refuses a file that ends inside a quoted cell, naming the line the quote opened on", () => {
    expect(() => readCsvRecords('a;b\n1;"coupé\n')).toThrow(CsvSyntaxError);
    expect(() => readCsvRecords('a;b\n1;"coupé\n')).toThrow("unclosed quote from line 2");
  });
});
