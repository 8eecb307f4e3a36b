import { describe, expect, it } from "vitest";
import {
  colourNumber,
  decodeEntities,
  fold,
  htmlToText,
  optionKind,
  parseDinars,
  parseStock,
  slugify,
} from "./text.js";

describe("option names", () => {
  it.each([
    ["Couleur", "colour"],
    ["COLOR", "colour"],
    ["colour", "colour"],
    ["Coloris", "colour"],
    [" couleur ", "colour"],
    ["Taille", "size"],
    ["SIZE", "size"],
    ["Pointure", "size"],
    ["pointure", "size"],
    ["Tâille", "size"],
    ["Matière", undefined],
    ["Title", undefined],
    ["", undefined],
    ["Couleur du lacet", undefined],
  ])("%j is %j", (name, kind) => expect(optionKind(name)).toBe(kind));
});

describe("prices in dinars", () => {
  it.each([
    ["2500", 2500],
    ["2500.00", 2500],
    ["2500,00", 2500],
    ["2 500,00", 2500],
    ["2\u00a0500", 2500],
    ["2500 DA", 2500],
    ["", null],
    ["  ", null],
    ["2500,50", undefined],
    ["2.500,00", undefined],
    ["-100", undefined],
    ["abc", undefined],
    ["1e5", undefined],
    ["2500.5.0", undefined],
    ["99999999999999999999", undefined],
  ])("%j reads %j", (text, value) => expect(parseDinars(text)).toBe(value));
});

describe("stock", () => {
  it.each([
    ["0", 0],
    ["12", 12],
    ["", null],
    ["-2", undefined],
    ["1.5", undefined],
    ["beaucoup", undefined],
    ["2000000", undefined],
  ])("%j reads %j", (text, value) => expect(parseStock(text)).toBe(value));
});

describe("HTML descriptions become safe text", () => {
  it.each([
    ["<p>Un</p><p>Deux</p>", "Un\n\nDeux"],
    ["Ligne<br>suivante<br/>et<BR />fin", "Ligne\nsuivante\net\nfin"],
    ["<ul><li>Léger</li><li>Chaud</li></ul>", "• Léger\n\n• Chaud"],
    ["Caf&eacute; &amp; th&#233; &#xE9;t&eacute;", "Café & thé été"],
    ["<script>alert(1)</script>Texte", "Texte"],
    ["<style>p{color:red}</style><p>Texte</p>", "Texte"],
    ["Avant<!-- <script>x</script> -->après", "Avantaprès"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;", "<script>alert(1)</script>"],
    ['<img src=x onerror="alert(1)">Photo', "Photo"],
    ['<a href="javascript:alert(1)">lien</a>', "lien"],
    ["<p>Non fermé <b>gras", "Non fermé gras"],
    ["<scr<script>ipt>alert(1)</script>", ""],
    ["Texte &unknown; gardé", "Texte &unknown; gardé"],
    ["nul&#0;&#1;&#x7f;", "nul"],
    ["  espaces   multiples\t ici ", "espaces multiples ici"],
    ["<p>a</p>\r\n\r\n\r\n<p>b</p>", "a\n\nb"],
    ["<iframe src='x'></iframe><svg onload=alert(1)><circle/></svg>Fin", "Fin"],
  ])("%j → %j", (html, text) => expect(htmlToText(html)).toBe(text));

  it("leaves no tag a browser would run", () => {
    const text = htmlToText(
      '<div onclick="x()"><script src="//evil"></script><p>ok</p><object data="x"></object>',
    );
    expect(text).toBe("ok");
  });
});

describe("names", () => {
  it.each([
    ["Survêtement Rafale", "survetement-rafale"],
    ["Short de running & trail", "short-de-running-trail"],
    ["  ", ""],
    ["Été 2025 !", "ete-2025"],
  ])("%j makes the handle %j", (name, handle) => expect(slugify(name)).toBe(handle));
  it("folds case, accents and spaces", () => expect(fold("  ÉTÉ  Homme ")).toBe("ete homme"));
  it("decodes named and numeric references", () =>
    expect(decodeEntities("&laquo;&#8239;x&nbsp;&raquo;")).toBe("«\u202fx »"));
});

describe("colour numbers", () => {
  it("are twelve digits, the same for the same handle and colour whatever the case or accents", () => {
    const number = colourNumber("maillot", "Bleu nuit");
    expect(number).toMatch(/^\d{12}$/);
    expect(colourNumber("maillot", "BLEU  NUIT")).toBe(number);
    expect(colourNumber("maillot", "Rouge")).not.toBe(number);
    expect(colourNumber("short", "Bleu nuit")).not.toBe(number);
  });
});
