"""A learner's file at each stage (docs/tutorial_states.py), on a small skeleton and course file."""

import unittest

import support  # noqa: F401  (first: it puts docs/ on the path)

import tutorial_states  # noqa: E402

SKELETON = """func remove() {
  // TODO: chapter 6, "Remove"
}"""

COURSE = """func remove() {
  let removed = take()
  keep(removed)
}"""


def learner_file(stage_of_keep):
  """The file, its first line written by stage 6.1, `keep(removed)` by `stage_of_keep`."""
  lf = tutorial_states.LearnerFile("Step6_Subjects/Demo.swift", SKELETON, COURSE)
  keep = tutorial_states.Piece(stage_of_keep, "Demo.swift", "keep(removed)", None, "why", "test")
  keep.lines = {2}
  lf.assign([keep], "6.1", lambda section: "6.1")
  return lf


class TodoTests(unittest.TestCase):
  def test_a_todo_replaced_by_an_earlier_stage_does_not_come_back(self):
    lf = learner_file("6.2")
    self.assertNotIn("TODO", lf.text("6.2", upto_step=0))
    self.assertNotIn("TODO", lf.text("6.1"))

  def test_a_todo_stays_while_its_own_stage_has_lines_to_come(self):
    lf = learner_file("6.1")
    self.assertIn("TODO", lf.text("6.1", upto_step=1))
    self.assertNotIn("TODO", lf.text("6.1"))


if __name__ == "__main__":
  unittest.main()
