#!/usr/bin/env python3
"""Draws Alibi's app icon: a magnifying glass over a red pin on a night-blue tile.

Writes assets/icons/alibi.svg (scalable, for desktops), assets/icons/alibi.png (256 px, the
menu icon where SVG isn't taken), assets/icons/alibi-64.png (the 64 px menu icon) and its
pixels as assets/icons/alibi-64.rgba (the windows' own icon, 8-bit RGBA rows: the window
keeps its icon decoded in memory, 64 px is what title bars and task switchers draw from
it, and raw pixels spare the start-up a PNG decoder) and assets/icons/alibi.icns (the macOS application's icon, which
scripts/make-app-bundle puts in Alibi.app). Needs Pillow for the PNGs and the ICNS:
`pip install pillow`. The two are drawn from the same numbers below.
"""
from pathlib import Path

SIZE = 256
TILE, GLASS, PIN = "#1d2333", "#f2e6c9", "#c0392b"
LENS = (108, 108, 62)  # centre x, y and radius
RING = 18  # the lens rim's width
HANDLE = ((152, 152), (214, 214), 30)  # from, to, width
DOT = (108, 108, 24)  # the pin in the lens

icons = Path(__file__).resolve().parent.parent / "assets" / "icons"
icons.mkdir(parents=True, exist_ok=True)
(x, y, r), (a, b, w), (dx, dy, dr) = LENS, HANDLE, DOT
(icons / "alibi.svg").write_text(f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">
  <rect width="{SIZE}" height="{SIZE}" rx="48" fill="{TILE}"/>
  <line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke="{GLASS}" stroke-width="{w}" stroke-linecap="round"/>
  <circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="{GLASS}" stroke-width="{RING}"/>
  <circle cx="{dx}" cy="{dy}" r="{dr}" fill="{PIN}"/>
</svg>
""")

from PIL import Image, ImageDraw  # noqa: E402

S = 4  # drawn four times larger, then scaled down: smooth edges
img = Image.new("RGBA", (SIZE * S, SIZE * S), (0, 0, 0, 0))
d = ImageDraw.Draw(img)
d.rounded_rectangle((0, 0, SIZE * S - 1, SIZE * S - 1), radius=48 * S, fill=TILE)
d.line((a[0] * S, a[1] * S, b[0] * S, b[1] * S), fill=GLASS, width=w * S)
for end in (a, b):
    d.ellipse(((end[0] - w / 2) * S, (end[1] - w / 2) * S, (end[0] + w / 2) * S, (end[1] + w / 2) * S), fill=GLASS)
outer, inner = r + RING / 2, r - RING / 2
d.ellipse(((x - outer) * S, (y - outer) * S, (x + outer) * S, (y + outer) * S), fill=GLASS)
d.ellipse(((x - inner) * S, (y - inner) * S, (x + inner) * S, (y + inner) * S), fill=TILE)
d.ellipse(((dx - dr) * S, (dy - dr) * S, (dx + dr) * S, (dy + dr) * S), fill=PIN)
img.resize((SIZE, SIZE), Image.LANCZOS).save(icons / "alibi.png", optimize=True)
img.resize((64, 64), Image.LANCZOS).save(icons / "alibi-64.png", optimize=True)
(icons / "alibi-64.rgba").write_bytes(Image.open(icons / "alibi-64.png").convert("RGBA").tobytes())
# The macOS icon: Pillow writes every size of the ICNS (16 to 512 px, and their double-density
# twins) from the 1,024 px raster.
img.save(icons / "alibi.icns")
