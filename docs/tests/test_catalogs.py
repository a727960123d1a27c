"""The modules' catalogs: the committed landing page, the site's, and the public-only symbol graph."""

import json
import pathlib
import tempfile
import unittest

from support import MODULES, FixtureTestCase  # (first: it puts docs/ on the path)

import catalogs  # noqa: E402
import symbols  # noqa: E402


class CatalogsTests(FixtureTestCase):
  def groups(self, module):
    site = self.fixture.site
    chapters = [ch for ch, _, _ in site.by_module_sections[module]]
    primary = [x for x in site.by_module_sections[module] if x[0] is chapters[0]]
    return chapters, catalogs.curated_groups(module, primary, self.fixture.symbols[module], False, site.declared_in)

  def test_the_committed_landing_page_says_where_the_course_is_and_curates_public_symbols_by_section(self):
    chapters, groups = self.groups("Demo")
    page = catalogs.landing_page("Demo", chapters[:1], groups, with_links=False)
    self.assertTrue(page.startswith("# ``Demo``\n\nThe module that chapter 1 of the course builds: *Demo: a sink, subscribed*."))
    self.assertIn("- `chapters/01-demo.md`: 1. Demo: a sink, subscribed", page)
    self.assertIn("### The sink: subscribe\n\n- ``Demo/Sink``", page)
    self.assertNotIn("disposed", page.split("## Topics")[1])  # internal: not in Xcode's catalog

  def test_the_sites_landing_page_links_the_chapter_and_curates_internal_symbols_too(self):
    chapters, groups = self.groups("Demo")
    page = catalogs.landing_page("Demo", chapters[:1], groups, with_links=True)
    self.assertIn("- [chapter 1](/documentation/rxfromscratch/01-demo): 1. Demo: a sink, subscribed", page)
    self.assertIn("- ``Demo/disposed``", page)

  def test_the_spi_manifest_names_every_library_module(self):
    self.assertEqual(catalogs.spi_yml(MODULES).splitlines()[-2:], ["        - Demo", "        - RxTest"])

  def test_a_public_only_graph_keeps_public_symbols_whose_types_are_public(self):
    with tempfile.TemporaryDirectory() as tmp:
      source, out = pathlib.Path(tmp) / "in.json", pathlib.Path(tmp) / "out.json"
      def sym(path, access, usr):
        return {"pathComponents": path, "kind": {"identifier": "swift.class"}, "identifier": {"precise": usr},
                "accessLevel": access}
      source.write_text(json.dumps({"symbols": [sym(["A"], "public", "a"), sym(["A", "b"], "public", "ab"),
                                                 sym(["C"], "internal", "c"), sym(["C", "d"], "public", "cd")],
                                    "relationships": [{"kind": "memberOf", "source": "ab", "target": "a"},
                                                      {"kind": "memberOf", "source": "cd", "target": "c"}]}))
      symbols.public_graph(source, out)
      data = json.loads(out.read_text())
    self.assertEqual([s["identifier"]["precise"] for s in data["symbols"]], ["a", "ab"])
    self.assertEqual(data["relationships"], [{"kind": "memberOf", "source": "ab", "target": "a"}])


if __name__ == "__main__":
  unittest.main()
