"""The chapters' figures: Mermaid blocks, drawn as PNGs for the DocC site and checked as drawn.

A figure's caption and its description (the image's alt text) are written in the Mermaid block
itself, in Mermaid's own accessibility lines, which it also puts into the SVG a Markdown viewer
draws:

    ```mermaid
    flowchart TB
      accTitle: One subscription of just(4).filter.map, and who holds whom
      accDescr: Two columns of boxes: the three producers on the left, ...
      ...
    ```

Figures are numbered per chapter (Figure 4.2) and per appendix, with its letter (Figure C.1).
A drawing is as the block is written, as GitHub draws it: no layout is chosen behind the
author's back. It must fit: at most MAX_WIDTH CSS pixels wide, so that DocC's 720 px column
shows it at 75% or more, and with no word that Mermaid broke across two lines.

Each figure is drawn twice: NAME@2x.png in Mermaid's default theme on white, and NAME~dark@2x.png
in its dark theme on the dark page's own colour, which DocC shows instead when the reader's system
is in dark mode (a white drawing would be a glaring box there).

The drawings are cached in .build/docs-cache/figures, keyed by the block, the theme, the pinned
mermaid.js package and the drawing code below: a cached figure needs neither mermaid.js nor a
browser.
"""

import hashlib
import json
import re
import shutil
import struct
import subprocess
import sys
import zipfile

MERMAIDX = "mermaidx==0.10.1"  # the PyPI package that ships the mermaid.js bundle check-diagrams uses
DRAWING = "d7"  # the drawing code's version: change it when the drawing below changes
COLUMN = 720  # DocC's content column at a 1280 px window, in CSS pixels
MAX_WIDTH = 960  # COLUMN / 0.75: wider, and the column shows the figure below 75% of its size
PADDING = 8  # the background around the drawing, in CSS pixels
# The two drawings of a figure: (file suffix, Mermaid theme, background). The dark background is
# DocC's own page colour in dark mode, so that the drawing sits on the page without a frame.
THEMES = [("", "default", "#ffffff"), ("~dark", "dark", "#000000")]


class FigureError(Exception):
  pass


def accessibility(source):
  """The caption (accTitle) and description (accDescr) written in a Mermaid block, or None."""
  title = re.search(r"^\s*accTitle\s*:\s*(.+?)\s*$", source, re.M)
  one_line = re.search(r"^\s*accDescr\s*:\s*(.+?)\s*$", source, re.M)
  block = re.search(r"^\s*accDescr\s*\{(.*?)\}", source, re.M | re.S)
  description = one_line.group(1) if one_line else (" ".join(block.group(1).split()) if block else None)
  return (title.group(1) if title else None), description


class Figure:
  def __init__(self, chapter, label, number, source, line):
    self.name = f"{chapter.name}-figure-{number}"
    self.label = f"{label}.{number}" if label else str(number)
    self.where = f"chapters/{chapter.path.name}:{line}"
    self.source = source
    self.caption, self.description = accessibility(source)
    self.size = None  # (width, height) in CSS pixels, once drawn
    self.drawn = False

  @classmethod
  def named(cls, name, source):
    """A figure that belongs to no chapter (a tutorial's chapter image), named as its file."""
    fig = cls.__new__(cls)
    fig.name = fig.label = fig.where = name
    fig.source = source
    fig.caption, fig.description = accessibility(source)
    fig.size, fig.drawn = None, False
    return fig

  def key(self, theme=""):
    """The cache's name for the drawing in `theme` ("" or "~dark")."""
    return hashlib.sha256("\n".join([self.source, MERMAIDX, DRAWING]).encode()).hexdigest()[:16] + theme


def left_out_svg():
  """What stands in for a figure a build could not draw (docs/build --no-diagrams): a box that says so."""
  return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{COLUMN}" height="96" viewBox="0 0 {COLUMN} 96">'
          f'<rect x="1" y="1" width="{COLUMN - 2}" height="94" fill="#f0f0f0" stroke="#999"/>'
          '<text x="50%" y="44" font-family="sans-serif" font-size="16" text-anchor="middle">'
          "This figure was left out of this build</text>"
          '<text x="50%" y="68" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#555">'
          "docs/build --no-diagrams could not draw it: no browser, or no mermaid.js</text></svg>\n")


def chapter_label(chapter):
  """What a chapter's figures are numbered with: its number, or an appendix's letter."""
  m = re.match(r"(?:(\d+[a-z]?)\.|Appendix ([A-Z]):)", chapter.title)
  if not m:
    return None
  return m.group(1) or m.group(2)


def png_size(path):
  """A PNG's size in CSS pixels: it is drawn at twice that."""
  w, h = struct.unpack(">II", path.read_bytes()[16:24])
  return w / 2, h / 2


class Drawer:
  """Draws figures into a catalog, from the cache where it can."""

  def __init__(self, cache, log):
    self.cache = cache
    self.log = log

  def mermaid_js(self):
    """The pinned mermaid.js, fetched once into the project's cache; raises when it cannot be had."""
    js = self.cache / "mermaid.js"
    if js.exists() and js.stat().st_size > 0 and (self.cache / "mermaid.version").exists() \
        and (self.cache / "mermaid.version").read_text().strip() == MERMAIDX:
      return js
    self.log(f"fetching mermaid.js ({MERMAIDX}, once)")
    tmp = self.cache / "wheel"
    shutil.rmtree(tmp, ignore_errors=True)
    r = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", str(tmp), MERMAIDX],
                       capture_output=True, text=True)
    wheels = list(tmp.glob("*.whl"))
    if r.returncode != 0 or not wheels:
      why = "pip is missing" if "No module named pip" in r.stderr else "no network?"
      shutil.rmtree(tmp, ignore_errors=True)
      raise FigureError(f"cannot fetch mermaid.js (`pip download {MERMAIDX}` failed: {why})")
    js.write_bytes(zipfile.ZipFile(wheels[0]).read("mermaidx/assets/mermaid.js"))
    (self.cache / "mermaid.version").write_text(MERMAIDX + "\n")
    shutil.rmtree(tmp, ignore_errors=True)
    return js

  def draw(self, figures, dest, leave_out=False):
    """Each figure as NAME@2x.png and NAME~dark@2x.png in dest. With leave_out, a figure that is not
    cached and cannot be drawn is left out (figure.drawn stays False) instead of failing."""
    store = self.cache / "figures"
    store.mkdir(parents=True, exist_ok=True)
    todo, problems = [], []
    for fig in figures:
      cached = [store / f"{fig.key(suffix)}.png" for suffix, _, _ in THEMES]
      if all(c.exists() for c in cached):
        for (suffix, _, _), c in zip(THEMES, cached):
          shutil.copy(c, dest / f"{fig.name}{suffix}@2x.png")
        fig.size, fig.drawn = png_size(cached[0]), True
        problems += self.check(fig, fig.size[0], {"lines": [], "broken": []})  # drawn when the limit was other
      else:
        todo.append(fig)
    if problems:
      raise FigureError("figures that a reader could not read:\n  " + "\n  ".join(problems))
    if not todo:
      return
    try:
      js = self.mermaid_js()
      self._draw(todo, js, dest, store)
    except FigureError as e:
      if not leave_out:
        raise FigureError(f"{e}; {len(todo)} of {len(figures)} figures are not cached: connect once, "
                          f"or build without them: docs/build --no-diagrams")
      self.log(f"{e}: {len(todo)} figures left out (--no-diagrams)")

  def _draw(self, todo, js, dest, store):
    from chromium import Browser

    self.log(f"drawing {len(todo)} figures, each in the light and the dark theme")
    page = self.cache / "mermaid.html"
    page.write_text(
      "<html><head><meta charset='utf-8'><script src='mermaid.js'></script></head>"
      f"<body style='margin:0'><div id='out' style='display:inline-block;padding:{PADDING}px'></div></body></html>")
    try:
      browser = Browser()
    except RuntimeError as e:
      raise FigureError(str(e))
    problems = []
    with browser as b:
      b.navigate(page.as_uri())
      if not b.wait_for("typeof mermaid !== 'undefined'"):
        raise FigureError("mermaid.js did not load")
      for suffix, theme, background in THEMES:
        b.evaluate(f"mermaid.initialize({{startOnLoad: false, securityLevel: 'strict', theme: '{theme}'}}); "
                   f"document.body.style.background = document.getElementById('out').style.background = "
                   f"'{background}'")
        for n, fig in enumerate(todo):
          if fig.drawn is None:  # it failed in the first theme
            continue
          try:
            drawn = b.evaluate(f"({DRAW})({json.dumps(fig.source)}, 'g{n}{theme}')", await_promise=True)
          except RuntimeError as e:
            problems.append(f"{fig.where}: Figure {fig.label}: Mermaid could not draw it: {e}")
            fig.drawn = None
            continue
          w, h = drawn["width"], drawn["height"]
          found = self.check(fig, w, drawn) if not suffix else []
          if found:
            problems += found
            fig.drawn = None
            continue
          png = store / f"{fig.key(suffix)}.png"
          b.screenshot(str(png), clip={"x": 0, "y": 0, "width": w, "height": h}, scale=2)
          shutil.copy(png, dest / f"{fig.name}{suffix}@2x.png")
          if not suffix:
            fig.size = png_size(png)
      for fig in todo:
        fig.drawn = fig.drawn is not None
    if problems:
      raise FigureError("figures that a reader could not read:\n  " + "\n  ".join(problems))

  @staticmethod
  def check(fig, width, drawn):
    """What is wrong with a drawing: too wide for the column, or a word broken across lines."""
    problems = []
    if width > MAX_WIDTH:
      problems.append(
        f"{fig.where}: Figure {fig.label} is {width:.0f} px wide: the {COLUMN} px column would show it at "
        f"{100 * COLUMN / width:.0f}%; split it, or lay it out top to bottom, to at most {MAX_WIDTH} px")
    # Mermaid's own wrapping ends a line inside a word with a hyphen the source does not have (each
    # wrapped line is a text element, or a tspan of one).
    text = re.sub(r"<br\s*/?>", " ", fig.source)
    for line in (line for parts in drawn["lines"] for line in parts):
      m = re.search(r"(\S+)-$", line.rstrip())
      if m and m.group(0) not in text:
        problems.append(f"{fig.where}: Figure {fig.label}: Mermaid hyphenated «{m.group(0)}»; "
                        "shorten the label or break it with <br/> between words")
    for word in drawn["broken"]:
      problems.append(f"{fig.where}: Figure {fig.label}: «{word}» is broken across two lines; "
                      "shorten the label or break it with <br/> between words")
    return problems


# Renders one Mermaid source at its natural size; returns the drawing's size, every SVG text
# element's lines (Mermaid's own wrapping makes one tspan per line), and the words of HTML labels
# that the browser broke across two lines.
DRAW = """(src, id) => mermaid.render(id, src).then(r => {
  const o = document.getElementById('out'); o.innerHTML = r.svg;
  const s = o.querySelector('svg'); const vb = s.viewBox.baseVal;
  s.style.maxWidth = 'none'; s.setAttribute('width', vb.width); s.setAttribute('height', vb.height);
  const lines = [...s.querySelectorAll('text')].map(t => {
    const spans = [...t.querySelectorAll('tspan')].filter(x => !x.querySelector('tspan'));
    return spans.length ? spans.map(x => x.textContent) : [t.textContent]; });
  const broken = [];
  for (const fo of s.querySelectorAll('foreignObject')) {
    const walker = document.createTreeWalker(fo, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
  }
  const e = o.getBoundingClientRect();
  return {width: Math.ceil(e.width), height: Math.ceil(e.height), lines, broken}; })"""
