"""The figures: what makes a drawing unreadable, and the cache that spares a browser."""

import pathlib
import shutil
import struct
import tempfile
import unittest
import zlib

import support  # noqa: F401  (it puts docs/ on the path)
import figures


def png(width, height):
  """A blank PNG of that many pixels."""
  def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
  rows = b"".join(b"\0" + b"\xff" * 3 * width for _ in range(height))
  return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
          + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


class Chapter:
  name = "04-sink"
  path = pathlib.Path("chapters/04-sink.md")
  title = "4. The Sink"


SOURCE = "flowchart TB\n  accTitle: A caption\n  accDescr: A description.\n  A --> B"


class FiguresTests(unittest.TestCase):
  def setUp(self):
    self.tmp = pathlib.Path(tempfile.mkdtemp())
    self.fig = figures.Figure(Chapter(), figures.chapter_label(Chapter()), 2, SOURCE, 10)

  def tearDown(self):
    shutil.rmtree(self.tmp)

  def test_a_figure_is_numbered_in_its_chapter_and_captioned_from_its_block(self):
    self.assertEqual((self.fig.label, self.fig.name, self.fig.where), ("4.2", "04-sink-figure-2", "chapters/04-sink.md:10"))
    self.assertEqual((self.fig.caption, self.fig.description), ("A caption", "A description."))

  def test_a_drawing_wider_than_the_column_shows_below_three_quarters_fails(self):
    problems = figures.Drawer.check(self.fig, 1200, {"lines": [], "broken": []})
    self.assertEqual(len(problems), 1)
    self.assertIn("1200 px wide: the 720 px column would show it at 60%", problems[0])
    self.assertEqual(figures.Drawer.check(self.fig, 960, {"lines": [], "broken": []}), [])

  def test_a_word_mermaid_hyphenated_or_broke_fails(self):
    drawn = {"lines": [["Subscrip-", "tion"]], "broken": ["SinkDisposer"]}
    problems = figures.Drawer.check(self.fig, 500, drawn)
    self.assertEqual(len(problems), 2)
    self.assertIn("hyphenated «Subscrip-»", problems[0])
    self.assertIn("«SinkDisposer» is broken across two lines", problems[1])

  def test_a_cached_figure_is_copied_in_both_themes_without_a_browser(self):
    store = self.tmp / "cache" / "figures"
    store.mkdir(parents=True)
    for suffix, _, _ in figures.THEMES:
      (store / f"{self.fig.key(suffix)}.png").write_bytes(png(800, 300))
    dest = self.tmp / "catalog"
    dest.mkdir()
    figures.Drawer(self.tmp / "cache", lambda msg: None).draw([self.fig], dest)
    self.assertEqual(sorted(p.name for p in dest.iterdir()), ["04-sink-figure-2@2x.png", "04-sink-figure-2~dark@2x.png"])
    self.assertEqual((self.fig.drawn, self.fig.size), (True, (400.0, 150.0)))

  def test_the_dark_drawing_is_cached_apart_from_the_light_one(self):
    self.assertNotEqual(self.fig.key(""), self.fig.key("~dark"))

  def test_with_leave_out_a_figure_that_cannot_be_drawn_is_left_out(self):
    drawer = figures.Drawer(self.tmp / "cache", lambda msg: None)
    drawer.mermaid_js = lambda: (_ for _ in ()).throw(figures.FigureError("offline"))
    drawer.draw([self.fig], self.tmp, leave_out=True)
    self.assertFalse(self.fig.drawn)
    with self.assertRaises(figures.FigureError):
      drawer.draw([self.fig], self.tmp)


if __name__ == "__main__":
  unittest.main()
