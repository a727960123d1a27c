"""The tutorials' links into the chapters (docs/tutorials.py), on the fixture course."""

import unittest

from support import FixtureTestCase  # (first: it puts docs/ on the path)

import articles  # noqa: E402
import common  # noqa: E402
import tutorials  # noqa: E402


class TutorialLinksTests(FixtureTestCase):
  def site(self):
    return tutorials.Site(articles_as_build(), self.fixture.chapters)

  def test_a_section_progress_names_links_to_its_docc_anchor_with_its_title(self):
    self.assertEqual(self.site().section("01-demo.md", "the-sink-subscribe"),
                     "[Chapter 1: The sink: subscribe](<doc:01-demo#The-sink-subscribe>)")

  def test_a_section_the_chapter_lacks_fails_the_build(self):
    with self.assertRaises(SystemExit):
      self.site().section("01-demo.md", "no-such-section")


def articles_as_build():
  """What tutorials.py reads of docs/build: its helpers, as docs/build imports them."""

  class Build:
    fail = staticmethod(common.fail)
    log = staticmethod(common.log)
    strip_inline = staticmethod(articles.strip_inline)
    docc_anchor = staticmethod(articles.docc_anchor)

  return Build


if __name__ == "__main__":
  unittest.main()
