"""The merged site's finishing touches."""

import importlib.machinery
import importlib.util
import pathlib
import tempfile
import unittest

from support import DOCS  # (first: it puts docs/ on the path)


def docs_build():
  loader = importlib.machinery.SourceFileLoader("docs_build", str(DOCS / "build"))
  spec = importlib.util.spec_from_loader("docs_build", loader)
  module = importlib.util.module_from_spec(spec)
  loader.exec_module(module)
  return module


class SiteTests(unittest.TestCase):
  @classmethod
  def setUpClass(cls):
    cls.build = docs_build()

  def test_every_page_loads_the_course_script_once_under_the_hosting_base_path(self):
    page = '<html><head><script src="/js/index.js"></script></head><body></body></html>'
    once = self.build.with_course_script(page, "/RxFromScratch")
    self.assertIn('<script defer="defer" src="/RxFromScratch/js/course-listings.js"></script></head>', once)
    self.assertEqual(self.build.with_course_script(once, "/RxFromScratch"), once)

  def test_with_no_diagrams_a_picture_that_cannot_be_drawn_is_a_placeholder_that_says_so(self):
    build = self.build
    figures = build.figures_mod
    saved = (build.CACHE, build.NO_DIAGRAMS, figures.Drawer.mermaid_js)
    with tempfile.TemporaryDirectory() as tmp:
      try:
        build.CACHE, build.NO_DIAGRAMS = pathlib.Path(tmp) / "cache", True
        figures.Drawer.mermaid_js = lambda self: (_ for _ in ()).throw(figures.FigureError("offline"))
        build.render_diagrams([("bis-step4-types", "flowchart TB\n  A --> B")], pathlib.Path(tmp))
      finally:
        build.CACHE, build.NO_DIAGRAMS, figures.Drawer.mermaid_js = saved
      placeholder = (pathlib.Path(tmp) / "bis-step4-types.svg").read_text()
    self.assertIn("This figure was left out of this build", placeholder)


if __name__ == "__main__":
  unittest.main()
