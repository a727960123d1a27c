"""The chapters as DocC articles: the fixture course in, the expected catalog out."""

import unittest

from support import EXPECTED, FixtureTestCase, compare_folder  # (first: it puts docs/ on the path)

import articles  # noqa: E402


class ArticlesTests(FixtureTestCase):
  def page(self, name):
    return (self.fixture.course / f"{name}.md").read_text()

  def test_the_catalog_is_the_expected_one(self):
    compare_folder(self, self.fixture.course, EXPECTED / "RxFromScratch.docc")

  def test_headings_link_to_docc_anchors(self):
    self.assertIn("[the run](<doc:01-demo#Run-it>)", self.page("01-demo"))

  def test_a_symbol_is_linked_once_per_section(self):
    section = self.page("01-demo").split("## The sink")[1].split("\n## ")[0]
    self.assertEqual(section.count("``/Demo/Sink``"), 1)

  def test_a_listing_shows_doc_comment_links_as_code(self):
    self.assertIn("/// Forwards to `Observer`, as `Sink` does.", self.page("01-demo"))
    self.assertIn("/// Forwards to `Observer`, as `Sink` does.", self.page("file-Sources-Demo-Sink-swift"))

  def test_rxswifts_name_stays_code(self):
    self.assertIn("RxSwift's `Sink`", self.page("01-demo"))

  def test_a_figure_is_an_image_with_its_caption(self):
    self.assertRegex(self.page("01-demo"), r'@Image\(source: "01-demo-figure-1", alt: "Three boxes')
    self.assertIn("Figure 1.1: A sink between a source and its observer.", self.page("01-demo"))

  def test_a_figure_left_out_of_the_build_is_a_note_with_its_caption_and_description(self):
    ch = self.fixture.chapters["chapters/01-demo.md"]
    figs = self.fixture.figures["01-demo"]
    figs[0].drawn = False
    try:
      lines = articles.Converter(ch, self.fixture.chapters, None, articles.COURSE, figs, articles.Paths()).figure(1)
    finally:
      figs[0].drawn = True
    self.assertEqual(lines[1], "> Note: Figure 1.1: A sink between a source and its observer. (Left out of this "
                     "build: `docs/build --no-diagrams`.) Three boxes in a row: the source, the sink, the observer, "
                     "each arrow an event.")

  def test_an_exercise_has_its_page_with_starter_hint_tests_and_solution(self):
    page = self.page("01-demo-exercise-1")
    for part in ("## The starter", "## Check it", '@Tab("Hint")', '@Tab("Tests")', '@Tab("Solution")'):
      self.assertIn(part, page)

  def test_a_file_a_chapter_names_opens_a_page_that_shows_it(self):
    self.assertIn("[`Sink.swift`](<doc:file-Sources-Demo-Sink-swift>)", self.page("01-demo"))
    self.assertTrue((self.fixture.course / "file-Sources-Demo-Sink-swift.md").exists())

  def test_subscribe_links_the_courses_own_never_the_test_librarys(self):
    # The tour's listing imports RxTest too, whose `Subscription.subscribe` is a test-time value.
    page = self.page("01-demo")
    self.assertIn("call ``/Demo/Sink/subscribe(_:)`` to start one", page)
    self.assertNotIn("/RxTest/", page)

  def test_a_page_about_the_test_library_may_link_its_types(self):
    self.assertIn("``/RxTest/Subscription``", self.page("appendix-testing"))

  def test_a_link_into_the_test_library_from_another_page_fails_the_build(self):
    pages = [self.fixture.course / "01-demo-exercise-1.md", self.fixture.course / "appendix-testing.md"]
    saved = [p.read_text() for p in pages]
    try:
      pages[0].write_text(saved[0] + "\nSee ``/RxTest/Subscription`` in ``/RxTest``.\n")
      pages[1].write_text(saved[1] + "\nAt ``/RxTest/Subscription/subscribe``.\n")
      problems = articles.test_library_links(self.fixture.course, [self.fixture.chapters[k] for k in self.fixture.order])
    finally:
      for page, text in zip(pages, saved):
        page.write_text(text)
    self.assertEqual(problems, [
      "01-demo-exercise-1.md: links /RxTest/Subscription",
      "appendix-testing.md: links /RxTest/Subscription/subscribe, a test-time value, where the course's own is meant"])

if __name__ == "__main__":
  unittest.main()
