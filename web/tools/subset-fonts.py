#!/usr/bin/env python3
"""Splits the site's Open Sans faces (web/tools/fonts, the whole fonts) into the files served at
/brand/fonts/: for each weight, a Latin file (what an English-language page prints: Basic Latin,
Latin-1, Latin Extended-A, general punctuation, the euro and trade mark signs), which every
page preloads, and a file of every other character the font has (Greek, Cyrillic, Vietnamese,
symbols), which a browser fetches only for a page that prints one of them (the CSS declares
each file's unicode-range: web/src/styles/base.css). Layout features (kerning, ligatures) are
kept; nothing of the font is lost, it is only cut in two. Licence (Apache 2.0):
web/public/brand/fonts/OPEN-SANS-LICENSE.txt.

Run once when the fonts change, with fontTools and Brotli (Debian: python3-fonttools and
python3-brotli): /usr/bin/python3 web/tools/subset-fonts.py. It writes the four files and prints
the unicode-ranges base.css must declare: web/test/document-fonts.test.tsx checks that the Latin
faces declare LATIN below, and that no character is in both files' ranges.
"""
import pathlib
import subprocess
import sys

from fontTools.ttLib import TTFont

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "public" / "brand" / "fonts"
WEIGHTS = ("regular", "semibold")
# Google Fonts' "latin" subset, with Latin Extended-A (names such as Dvořák, Łódź, Erdoğan).
LATIN = (
    "U+0000-00FF,U+0100-017F,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,"
    "U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
)


def code_points(spec):
    points = set()
    for part in spec.split(","):
        first, _, last = part[2:].partition("-")
        points.update(range(int(first, 16), int(last or first, 16) + 1))
    return points


def unicode_range(points):
    ordered = sorted(points)
    spans = []
    start = previous = ordered[0]
    for point in ordered[1:]:
        if point != previous + 1:
            spans.append((start, previous))
            start = point
        previous = point
    spans.append((start, previous))
    return ",".join(
        f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in spans
    )


def subset(source, unicodes, target):
    subprocess.run(
        [sys.executable, "-m", "fontTools.subset", str(source), f"--unicodes={unicodes}",
         "--layout-features=*", "--flavor=woff2", f"--output-file={target}"],
        check=True,
    )


def main():
    ranges = set()
    for weight in WEIGHTS:
        source = HERE / "fonts" / f"open-sans-{weight}.woff2"
        rest = set(TTFont(source).getBestCmap()) - code_points(LATIN)
        ranges.add(unicode_range(rest))
        subset(source, LATIN, OUT / f"open-sans-latin-{weight}.woff2")
        subset(source, unicode_range(rest), OUT / f"open-sans-ext-{weight}.woff2")
    if len(ranges) != 1:
        sys.exit("the weights cover different characters: declare a range for each")
    print(f"latin: {LATIN}\next: {ranges.pop()}")


if __name__ == "__main__":
    main()
