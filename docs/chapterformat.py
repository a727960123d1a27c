"""The chapter format as the course reads it, for the docs tools: headings and their anchors (GitHub's
and DocC's), fenced blocks and the marker comments above them, the `// snippet:` regions of a
source file, and the `@Test` functions of a test file.

The one implementation is Swift, ChapterFormat (chapters/build-along/Sources/Progress/ChapterFormat),
which the chapters check and the build-along's `progress` compile too. This module asks
`chapter-format serve`, the course's executable built on it, and parses nothing itself:

  import chapterformat as cf
  doc = cf.markdown(text)        # .headings, .blocks, .markers, .fenced, .section(title)
  cf.regions(text, "A.swift")    # {name: Region(marker, end, indent, body)}
  cf.github_anchor("Run it")     # "run-it";  cf.docc_anchor(...), cf.plain_text(...)
  cf.tests(text)                 # [Test(name, display_name, function, types, line)]

The executable is built once into .build/chapter-format (about half a minute) and again only when
its sources change; DOCS_CHAPTER_FORMAT names a binary built elsewhere. One process answers every
question of a run, a line of JSON each way.
"""

from __future__ import annotations

import functools
import json
import os
import pathlib
import subprocess
import threading
from typing import NamedTuple

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build" / "chapter-format"
SOURCES = [ROOT / "chapters" / "build-along" / "Sources" / "Progress" / "ChapterFormat",
           ROOT / "Sources" / "ChapterFormatTool", ROOT / "Package.swift"]


class FormatError(Exception):
  """A file the chapter format cannot read (a region never closed, …), or a tool that cannot run."""


class Heading(NamedTuple):
  line: int  # from 1
  level: int
  text: str  # the heading's Markdown
  anchor: str  # GitHub's, numbered when repeated
  docc: str  # DocC's
  plain: str  # as a reader sees it


class Marker(NamedTuple):
  line: int  # from 1
  kind: str  # "snippet", "output" or "not compiled"
  path: str | None = None
  region: str | None = None
  arguments: list | None = None


class Block(NamedTuple):
  open: int  # the opening fence's line, from 1
  close: int  # the closing fence's line (one past the end when never closed)
  indent: str
  info: str
  language: str
  marker: Marker | None  # the comment just above the opening fence


class Document:
  """A Markdown text as the chapter format reads it."""

  def __init__(self, text, answer):
    self.lines = text.split("\n")
    self.headings = [Heading(**h) for h in answer["headings"]]
    self.blocks = [Block(**{**b, "marker": Marker(**b["marker"]) if b.get("marker") else None})
                   for b in answer["blocks"]]
    self.markers = [Marker(**m) for m in answer["markers"]]
    # The 0-based indices of every line of a fenced block, fences included.
    self.fenced = {i for b in self.blocks for i in range(b.open - 1, min(b.close, len(self.lines)))}
    self.heading_at = {h.line: h for h in self.headings}
    self.block_at = {b.open: b for b in self.blocks}

  def block_body(self, block):
    return self.lines[block.open : block.close - 1]

  def section(self, title):
    """The 0-based line range of the section whose heading's Markdown is `title`, up to the next
    heading of the same or a higher level; None when there is none."""
    for n, h in enumerate(self.headings):
      if h.text == title:
        end = next((x.line for x in self.headings[n + 1 :] if x.level <= h.level), len(self.lines) + 1)
        return range(h.line - 1, end - 1)
    return None


class Region(NamedTuple):
  marker: int  # the line of `// snippet: NAME`, from 1
  end: int  # the line of its `// snippet: end`
  indent: int  # what the listing takes off
  body: list


class Test(NamedTuple):
  name: str
  displayName: str | None
  function: str
  types: list
  line: int


def _stale(binary):
  if not binary.exists():
    return True
  built = binary.stat().st_mtime
  for source in SOURCES:
    files = [source] if source.is_file() else source.rglob("*.swift")
    if any(f.stat().st_mtime > built for f in files):
      return True
  return False


def binary():
  """The chapter-format executable, built first when it is missing or older than its sources."""
  chosen = os.environ.get("DOCS_CHAPTER_FORMAT")
  if chosen:
    return pathlib.Path(chosen)
  path = SCRATCH / "debug" / "chapter-format"
  if _stale(path):
    r = subprocess.run(["swift", "build", "-q", "--product", "chapter-format", "--scratch-path", str(SCRATCH)],
                       cwd=ROOT, text=True, capture_output=True)
    if r.returncode != 0 or not path.exists():
      raise FormatError("`swift build --product chapter-format` failed:\n" + (r.stdout + r.stderr)[-4000:])
    path.touch()  # built from these sources, even when nothing needed relinking
  return path


class _Server:
  def __init__(self):
    self.proc = subprocess.Popen([str(binary()), "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True, encoding="utf-8", bufsize=1)
    self.lock = threading.Lock()

  def ask(self, request):
    with self.lock:
      self.proc.stdin.write(json.dumps(request) + "\n")
      self.proc.stdin.flush()
      line = self.proc.stdout.readline()
    if not line:
      raise FormatError("chapter-format stopped answering")
    answer = json.loads(line)
    if isinstance(answer, dict) and "error" in answer:
      raise FormatError(answer["error"])
    return answer


_server = None
_server_lock = threading.Lock()


def ask(request):
  """One question to `chapter-format serve`, answered as JSON."""
  global _server
  with _server_lock:
    if _server is None:
      _server = _Server()
  return _server.ask(request)


@functools.lru_cache(maxsize=None)
def markdown(text):
  """The Document of a Markdown text."""
  return Document(text, ask({"markdown": text}))


@functools.lru_cache(maxsize=None)
def regions(text, file="(text)"):
  """{name: Region} of a Swift source's `// snippet:` regions; FormatError when its markers are wrong."""
  return {name: Region(**r) for name, r in ask({"regions": text, "file": file})["regions"].items()}


def regions_of(path):
  """The regions of a file: {name: Region}."""
  path = pathlib.Path(path)
  rel = str(path.relative_to(ROOT)) if path.is_absolute() and path.is_relative_to(ROOT) else str(path)
  return regions(path.read_text(), rel)


@functools.lru_cache(maxsize=None)
def _anchors(text):
  return ask({"anchors": [text]})[0]


def github_anchor(heading):
  """GitHub's anchor for a heading's Markdown (not numbered: a Document's headings are)."""
  return _anchors(heading)["github"]


def docc_anchor(heading):
  """DocC's anchor for a heading's Markdown."""
  return _anchors(heading)["docc"]


def plain_text(heading):
  """A heading's text as a reader sees it: links' text, code without backticks, no emphasis."""
  return _anchors(heading)["plain"]


@functools.lru_cache(maxsize=None)
def tests(text):
  """The `@Test` functions of a Swift source."""
  return [Test(**t) for t in ask({"tests": text})]
