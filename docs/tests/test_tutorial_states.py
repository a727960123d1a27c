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


SCRIPT = """## 6.3

### Try it

- A handler that subscribes someone new:
  the newcomer hears the next event.
  ```swift
  let echo = PublishSubject<String>()
  echo.onNext("first")
  ```

- Then a late subscriber.
  ```swift
  echo.onCompleted()
  ```

## 6.5

### Try it

- A subject in a chain.
  ```swift
  let taps = PublishSubject<Int>()
  ```
"""


def course_with_tries(text):
  script = tutorial_states.Script(99)  # no such file: parsed from `text` instead
  script._parse(text)
  course = tutorial_states.Course.__new__(tutorial_states.Course)
  course.ids = ["6.2", "6.3", "6.4", "6.5"]
  course.scripts = {6: script}
  course.playground_base = "// the playground\n"
  return course


class TryItTests(unittest.TestCase):
  def test_a_try_it_step_keeps_its_words_and_its_code_without_the_indentation(self):
    first = course_with_tries(SCRIPT).tries_of("6.3")[0]
    self.assertEqual(first.text, "A handler that subscribes someone new: the newcomer hears the next event.")
    self.assertEqual(first.code, 'let echo = PublishSubject<String>()\necho.onNext("first")')

  def test_the_playground_grows_by_each_step_in_order_and_never_shows_a_later_stage(self):
    course = course_with_tries(SCRIPT)
    self.assertEqual(course.playground("6.3", 0), "// the playground\n")
    self.assertEqual(course.playground("6.3", 1),
                     '// the playground\n\nlet echo = PublishSubject<String>()\necho.onNext("first")\n')
    whole = course.playground("6.5")
    self.assertLess(whole.index("echo.onCompleted()"), whole.index("let taps"))
    self.assertNotIn("let taps", course.playground("6.4"))
    self.assertNotIn("let taps", course.playground("6.5", 0))

  def test_a_try_it_step_without_code_is_refused(self):
    with self.assertRaises(tutorial_states.ScriptError):
      course_with_tries("## 6.3\n\n### Try it\n\n- Words only.\n")

  def test_a_stage_counts_its_playground_lines_in_its_time(self):
    course = course_with_tries(SCRIPT)
    course.files = {}
    self.assertEqual(course.added_lines("6.3"), 3)


if __name__ == "__main__":
  unittest.main()
