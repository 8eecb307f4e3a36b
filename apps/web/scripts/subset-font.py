#!/usr/bin/env python3
"""
Cuts the storefront's Inter down to what the shop sets, from the Latin file of @fontsource-variable/inter:

- the same characters (fontsource's Latin range, which covers French: accents, œ, « », ’, …, €),
- the weights the styles use, 400 to 900 (normal, semibold, bold, black), instead of 100 to 900,
- the OpenType features the text uses: kerning, contextual alternates, tabular figures, marks and
  composition (fractions, numerators, denominators and proportional figures are dropped).

The result is about 30 KB instead of 48 KB, on every first visit. The output is committed
(apps/web/fonts/inter-latin-wght-400-900.woff2); run this again after upgrading the package:

    apt-get install -y python3-fonttools python3-brotli
    python3 apps/web/scripts/subset-font.py
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
TARGET = ROOT / "apps/web/fonts/inter-latin-wght-400-900.woff2"

# fontsource's "latin" unicode-range, with the arrows ← ↑ → ↓.
UNICODES = (
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,"
    "U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD"
)
FEATURES = ["kern", "calt", "ccmp", "locl", "tnum", "mark", "mkmk"]


def main() -> None:
    font = TTFont(SOURCE)
    options = subset.Options()
    options.layout_features = FEATURES
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {"wght": (400, 900)})
    font.flavor = "woff2"
    font.save(TARGET)
    print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})")


if __name__ == "__main__":
    main()
