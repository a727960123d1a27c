"""What the docs tools' tests share: the fixture course (fixtures/course, a small repository in the
course's format with its own symbol graphs) converted as docs/build converts the real one, and the
comparison with the expected output (fixtures/expected). DOCS_UPDATE_FIXTURES=1 rewrites the
expected output instead of comparing: review the diff before committing it."""

import difflib
import os
import pathlib
import shutil
import sys
import tempfile
import unittest

DOCS = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(DOCS))

import articles  # noqa: E402
import symbols  # noqa: E402

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
COURSE = FIXTURES / "course"
EXPECTED = FIXTURES / "expected"
UPDATING = os.environ.get("DOCS_UPDATE_FIXTURES") == "1"
MODULES = ["Demo", "RxTest"]
# As `swift package describe` would say: the tour, an executable, imports every library.
DEPENDENCIES = {"Demo": [], "RxTest": ["Demo"], "Tour": ["Demo", "RxTest"]}


class FixtureSite:
  """The fixture course converted into a temporary catalog: `course` (the folder), `site` (what
  articles.write_course returned), `symbols`, `chapters`, `figures`."""

  def __enter__(self):
    self.tmp = pathlib.Path(tempfile.mkdtemp(prefix="docs-tests-"))
    self.saved_root = articles.ROOT
    articles.ROOT = COURSE
    symbols.DEPENDENCIES.clear()
    symbols.DEPENDENCIES.update(DEPENDENCIES)
    graphs = self.tmp / "graphs"
    graphs.mkdir()
    for f in (COURSE / "symbolgraphs").glob("*.json"):
      (graphs / f.name).write_text(f.read_text().replace("{ROOT}", str(COURSE)))
    self.symbols = symbols.load_symbols(graphs, MODULES)
    self.chapters, self.order = articles.load_chapters()
    self.figures = articles.collect_figures([self.chapters[k] for k in self.order])
    for figs in self.figures.values():
      for fig in figs:  # as drawn, without a browser: the drawing is docs/figures.py's to test
        fig.drawn, fig.size = True, (600.0, 200.0)
    self.course = self.tmp / "RxFromScratch.docc"
    self.course.mkdir()
    self.site = articles.write_course(self.course, self.chapters, self.order, self.symbols, MODULES, self.figures)
    return self

  def __exit__(self, *exc):
    articles.ROOT = self.saved_root
    shutil.rmtree(self.tmp, ignore_errors=True)


class FixtureTestCase(unittest.TestCase):
  """Tests that read the fixture course as converted once for the whole class: `self.fixture`."""

  @classmethod
  def setUpClass(cls):
    cls.fixture = FixtureSite().__enter__()

  @classmethod
  def tearDownClass(cls):
    cls.fixture.__exit__(None, None, None)


def compare_folder(test, made, expected):
  """Every file of `made` is the file of the same name in `expected`, and nothing is missing; with
  DOCS_UPDATE_FIXTURES=1, `expected` becomes a copy of `made`."""
  if UPDATING:
    shutil.rmtree(expected, ignore_errors=True)
    shutil.copytree(made, expected)
    return
  names = sorted(str(p.relative_to(made)) for p in made.rglob("*") if p.is_file())
  wanted = sorted(str(p.relative_to(expected)) for p in expected.rglob("*") if p.is_file())
  test.assertEqual(names, wanted, f"the files made differ from those in {expected.relative_to(DOCS.parent)}")
  for name in names:
    with test.subTest(file=name):
      now, wanted = (made / name).read_text(), (expected / name).read_text()
      if now != wanted:
        diff = difflib.unified_diff(wanted.split("\n"), now.split("\n"), "expected", "made", lineterm="", n=1)
        test.fail(f"{name} differs from {(expected / name).relative_to(DOCS.parent)} "
                  "(DOCS_UPDATE_FIXTURES=1 docs/test rewrites it: review the diff):\n" + "\n".join(diff))
