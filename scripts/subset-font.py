#!/usr/bin/env python3
"""Cuts the shop's self-hosted fonts down to what the storefront shows, from the Fontsource packages on npm.

Each font keeps the weights the shop uses (400 to 900: `font-normal` to `font-black`), the characters of its
script and the OpenType features that shaping needs; everything else (other scripts, hinting, the rest of the
weight axis) goes. Run from the repository root, with fontTools and Brotli (Debian: python3-fonttools
python3-brotli; pip: fonttools brotli):

    python3 scripts/subset-font.py            # every font
    python3 scripts/subset-font.py arabic     # one of them

The source package is fetched with `npm pack` at the version pinned below, into a temporary folder: nothing is
added to the workspace's dependencies, and the committed woff2 is what the shop serves.
"""
import hashlib
import io
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
FONTS_DIR = ROOT / "apps" / "web" / "fonts"
PUBLIC_FONTS_DIR = ROOT / "apps" / "web" / "public" / "fonts"

FONTS = {
    "inter": {
        "package": "@fontsource-variable/inter@5.3.0",
        "file": "files/inter-latin-wght-normal.woff2",
        "output": "inter-latin-wght-400-900.woff2",
        # Fontsource's Latin range: French, including œ, the typographic apostrophe and guillemets.
        "unicodes": "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,"
        "U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
        "features": ["calt", "ccmp", "locl", "tnum", "kern", "mark", "mkmk"],
    },
    "arabic": {
        "package": "@fontsource-variable/noto-sans-arabic@5.3.0",
        "file": "files/noto-sans-arabic-arabic-wght-normal.woff2",
        "output": "noto-sans-arabic-wght-400-900.woff2",
        # Served as a public file (loaded and preloaded on Arabic pages only), named by its content.
        "public": True,
        # Arabic letters, harakat, tatweel, punctuation (، ؛ ؟ ٪), the letters Algerian spelling borrows
        # (پ چ ڤ ک گ ی), Arabic-Indic digits for pasted text, and the joiners and direction marks. Latin
        # letters and Western digits are left to Inter, so numbers look the same in both languages.
        "unicodes": "U+0020,U+00A0,U+060C,U+061B-061C,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670-0671,"
        "U+067E,U+0686,U+06A4,U+06A9,U+06AF,U+06CC,U+200C-200F,U+2066-2069,U+FD3E-FD3F",
        # Contextual forms (init, medi, fina), required ligatures (lam-alef), marks above and below letters.
        "features": ["ccmp", "locl", "init", "medi", "fina", "rlig", "liga", "kern", "mark", "mkmk"],
    },
}


def fetch(package: str, member: str, workdir: Path) -> Path:
    subprocess.run(["npm", "pack", package, "--silent", "--pack-destination", str(workdir)], check=True)
    archive = next(workdir.glob("*.tgz"))
    target = workdir / Path(member).name
    with tarfile.open(archive) as tar:
        source = tar.extractfile(f"package/{member}")
        if source is None:
            raise SystemExit(f"{package} has no {member}")
        target.write_bytes(source.read())
    return target


def load(source: Path) -> TTFont:
    # Decompressed to TrueType first: instancing straight from woff2 trips on glyph variations here.
    buffer = io.BytesIO()
    woff2 = TTFont(source)
    woff2.flavor = None
    woff2.save(buffer)
    buffer.seek(0)
    return TTFont(buffer, lazy=False)


def cut(name: str) -> None:
    spec = FONTS[name]
    with tempfile.TemporaryDirectory() as tmp:
        source = fetch(spec["package"], spec["file"], Path(tmp))
        font = instancer.instantiateVariableFont(load(source), {"wght": (400, 900)})
        # Glyphs without variations (spaces, tabular figures) are missing from gvar, where the subsetter
        # expects every glyph: they get an empty entry.
        variations = font["gvar"].variations
        for glyph in font.getGlyphOrder():
            if glyph not in variations.keys():
                variations[glyph] = []
        options = subset.Options()
        options.flavor = "woff2"
        options.layout_features = spec["features"]
        options.hinting = False
        options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # copyright, names, version, licence
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=subset.parse_unicodes(spec["unicodes"]))
        subsetter.subset(font)
        output = FONTS_DIR / spec["output"]
        font.flavor = "woff2"
        font.save(output)
        if spec.get("public"):
            digest = hashlib.sha256(output.read_bytes()).hexdigest()[:8]
            named = PUBLIC_FONTS_DIR / output.name.replace(".woff2", f"-{digest}.woff2")
            output.replace(named)
            output = named
            print("then name it in apps/web/components/layout/arabic-font.ts and apps/web/app/globals.css")
        print(f"{output.relative_to(ROOT)}: {source.stat().st_size} -> {output.stat().st_size} bytes")


if __name__ == "__main__":
    for font_name in sys.argv[1:] or list(FONTS):
        cut(font_name)
