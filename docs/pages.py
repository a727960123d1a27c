"""The site's pages that are not chapters: one per exercise, and one per repository file a page names.

A chapter's exercises live in chapters/exercises (a starter, its tests, a solution) and in a hints
file; in the site each becomes a page of its own: the task as the chapter states it, the starter,
the command that checks it, and the hint and the solution folded away in tabs. A path of the
repository that a page names (a test file, a source file, a playground) opens a page that shows
the file, unless DOCS_SOURCE_URL names a browsable copy of the repository to link instead.
"""

import os
import re

import chapterformat as cf


def file_page_name(path):
  """The article name of the page that shows a repository file: `file-` and the path, each run of
  other characters than letters and digits one hyphen (a DocC article's name, not a heading's anchor)."""
  return "file-" + re.sub(r"[^A-Za-z0-9]+", "-", path).strip("-")


def language(path):
  if path.endswith(".swift"):
    return "swift"
  if path.endswith(".md"):
    return "markdown"
  return "text"


def shown(line, lang):
  """A line of code as a listing shows it: in Swift, a doc comment's symbol links (``Sink``, which
  DocC makes links in the API reference but a listing would show with both pairs of backticks) as
  the code text a reader of the source expects (`Sink`)."""
  if lang == "swift" and line.lstrip().startswith("///"):
    return re.sub(r"``([^`\n]+?)``", r"`\1`", line)
  return line


def listing(body, lang, numbers=False):
  """A code listing that wraps in DocC's column instead of scrolling sideways."""
  options = "nocopy, wrap=100" + (", showLineNumbers" if numbers else "")
  fence = "~~~~" if "```" in body else "```"  # DocC reads directives inside a ```` fence that holds ```
  return [f"{fence}{lang}, {options}", *(shown(x, lang) for x in body.rstrip("\n").split("\n")), fence]


class Exercise:
  """One numbered item of a chapter's "## Exercises", with the files and the hint it names."""

  def __init__(self, chapter, label, number, title, lines):
    self.chapter = chapter
    self.number = number
    self.title = title
    self.lines = lines  # the item's Markdown, dedented, the "1. " included
    self.label = f"{label}.{number}" if label else str(number)
    self.page = f"{chapter.name}-exercise-{number}"
    text = "\n".join(lines)
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    self.starter = next((self.path(t) for t in links if re.match(r"exercises/Sources/[^/]+/[^/]+\.swift$", t)), None)
    hint = next((t for t in links if re.match(r"exercises/hints/[^/#]+\.md#exercise-\d+$", t)), None)
    self.hint_link = hint
    self.hint_file = self.path(hint.split("#")[0]) if hint else None
    self.solution = self.tests = None
    if self.starter:
      folder, name = self.starter.split("/")[-2:]
      self.solution = f"chapters/exercises/Solutions/{folder}/{name}"
      self.tests = f"chapters/exercises/Tests/{folder}Tests/{name[:-len('.swift')]}Tests.swift"

  def path(self, target):
    return os.path.normpath(os.path.join("chapters", target))

  def parts(self):
    """The task (without the hint's line, the command and a folded hint), the command (the item's
    first ```sh block), and the hint written in the chapter itself (a <details> block), if any."""
    doc = cf.markdown("\n".join(self.lines))
    shell = next((b for b in doc.blocks if b.language == "sh"), None)
    skipped = set(range(shell.open - 1, shell.close)) if shell else set()
    task, command, details = [], doc.block_body(shell) if shell else [], []
    in_details = False
    for index, line in enumerate(self.lines):
      if index in skipped:
        continue
      if in_details:
        if re.match(r"^\s*</details>\s*$", line):
          in_details = False
        else:
          details.append(line)
        continue
      if re.match(r"^\s*<details>", line):
        in_details = True
        continue
      if re.match(r"^\s*\[(Hint|Answer)\]\(exercises/hints/", line):
        continue
      task.append(line)
    dedent = lambda ls: [x[min_indent(ls):] for x in ls]
    return dedent(task), dedent(command), dedent(details)


def min_indent(lines):
  indents = [len(x) - len(x.lstrip()) for x in lines if x.strip()]
  return min(indents) if indents else 0


def parse_exercises(chapter, label):
  """A chapter's exercises: the numbered items of its "## Exercises" section."""
  doc = cf.markdown(chapter.text)
  section = doc.section("Exercises")
  if section is None:
    return []
  items, current = [], None
  for index in section[1:]:
    line = doc.lines[index]
    m = None if index in doc.fenced else re.match(r"^(\d+)\. \*\*(.+?)\*\*", line)
    if m:
      current = (int(m.group(1)), m.group(2).strip().rstrip(".").strip(), [line])
      items.append(current)
      continue
    if current is None:
      continue
    if index in doc.fenced or not line.strip() or line.startswith("   "):
      current[2].append(line)
    else:
      current = None
  return [Exercise(chapter, label, n, title, body) for n, title, body in items]


def hint_section(root, hint_file, number):
  """The Markdown of `## Exercise N` in a hints file, without its bold title line."""
  text = (root / hint_file).read_text()
  m = re.search(rf"^## Exercise {number}\s*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
  if not m:
    return None
  body = m.group(1).strip("\n").split("\n")
  if body and re.match(r"^\*\*.*\*\*\s*$", body[0]):
    body = body[1:]
  return "\n".join(body).strip("\n")


def exercise_page(ex, root, convert, chapter_link, repo_link, total):
  """The DocC article of one exercise. convert(markdown, path) converts Markdown written in the
  file at path; repo_link(path) is the Markdown that opens a repository file."""
  task, command, details = ex.parts()
  # The item starts "1. **Title.** The task…": the title is the page's, the rest is the task.
  task[0] = re.sub(r"^\d+\.\s+\*\*.+?\*\*\s*", "", task[0])
  task = task if task[0].strip() else task[1:]
  out = [f"# Exercise {ex.label}: {ex.title}", "", abstract(task), "", "## The task", "",
         f"Exercise {ex.number} of {total} in {chapter_link}.", ""]
  out += convert("\n".join(task), ex.chapter.path).split("\n")
  if ex.starter and (root / ex.starter).exists():
    out += ["", "## The starter", "",
            f"Your code goes in {repo_link(ex.starter)}, where the `// TODO` is. The file compiles as it is, "
            "and its tests fail until the exercise is done.", ""]
    out += listing((root / ex.starter).read_text(), "swift", numbers=True)
  if command:
    checked = bool(ex.starter)
    out += ["", "## Check it" if checked else "## Run it", "",
            "From the repository's root:" if checked else "From the repository's root, as the task says:", ""]
    out += ["```sh, wrap=62", *command, "```"]
    if ex.tests and (root / ex.tests).exists():
      out += ["", f"The tests are in {repo_link(ex.tests)}, under the tab below: each is named for the rule "
              "it checks."]
  hint = "\n".join(details) if details else (hint_section(root, ex.hint_file, ex.number) if ex.hint_file else None)
  solution = root / ex.solution if ex.solution else None
  if hint or (solution and solution.exists()):
    out += ["", "## When you are stuck", "",
            "The hint, the tests and the reference solution are folded away: choose a tab to open one.", "",
            "@TabNavigator {", '  @Tab("Try first") {',
            "    Try first, then open the hint; the solution is one way to pass the tests, not the only one.",
            "  }"]
    if hint:
      where = ex.chapter.path if details else root / ex.hint_file
      out += ['  @Tab("Hint") {'] + indent(convert(hint, where)) + ["  }"]
    if ex.tests and (root / ex.tests).exists():
      body = [f"The tests, {repo_link(ex.tests)}:", ""] + listing((root / ex.tests).read_text(), "swift")
      out += ['  @Tab("Tests") {'] + indent("\n".join(body)) + ["  }"]
    if solution and solution.exists():
      body = [f"The reference solution, {repo_link(ex.solution)}:", ""] + listing(solution.read_text(), "swift")
      out += ['  @Tab("Solution") {'] + indent("\n".join(body)) + ["  }"]
    out += ["}"]
  return "\n".join(out) + "\n"


def abstract(task):
  """The task's first sentence, as plain text: the page's summary, shown in lists of pages."""
  text = " ".join(line.strip() for line in task if line.strip() and not line.lstrip().startswith("```"))
  text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
  sentence = re.split(r"(?<=[.!?])\s+(?=[A-Z`(])", text, maxsplit=1)[0]
  return sentence if len(sentence) <= 240 else sentence[:237].rsplit(" ", 1)[0] + "…"


def indent(text, by="    "):
  return [(by + line) if line.strip() else "" for line in text.split("\n")]


def file_page(path, root, module_link):
  """The DocC article that shows one repository file. module_link: how the page names its module."""
  text = (root / path).read_text()
  where = {"Sources": "A source file", "Tests": "A test file"}.get(path.split("/")[0], "A file of the repository")
  intro = f"{where}{module_link}, as it is in the repository."
  return "\n".join([f"# {path}", "", intro, "", *listing(text, language(path), numbers=True)]) + "\n"


def files_index(names):
  """The page that lists every file page, by folder."""
  groups = {}
  for path, page in sorted(names.items()):
    top = path.split("/")[0] if not path.startswith("chapters/") else "/".join(path.split("/")[:2])
    groups.setdefault(top, []).append(page)
  out = ["# Files", "", "The files of the repository that the course names, each as it is in the repository.",
         "", "## Topics"]
  for top, pages in groups.items():
    out += ["", f"### {top}", ""] + [f"- <doc:{p}>" for p in pages]
  return "\n".join(out) + "\n"
