"""The build-along as DocC tutorials: "Build it yourself", a chapter of the table of contents per step,
tutorials of at most about 45 minutes, a section per stage.

docs/build calls generate() to write the tutorials into the course's catalog and finish() on the
built site; the converter calls site_link() for the chapters' links to them; docs/check calls check()
(tutorial_check.py). `docs/tutorials.py --write-chapters` rewrites the chapters' build-along boxes and
the README's table of times. The parts, each in a module of its own:

  - tutorial_states.py: the learner's files at every stage and step, derived from the course's files,
    the recorded skeleton, the stage table and the scripts in docs/tutorial/StepN.md;
  - tutorial_runs.py: every stage's state built and run with `progress` (the panes' output, and the
    proof that each state passes its stage), and the questions' code run;
  - tutorial_downloads.py: a project to start from and a finished one, per tutorial;
  - tutorial_check.py: docs/check's part, and the check that no pane shows a later stage's code.

Each section: the opening prose of the stage's section in the chapter, the time it takes, its rules;
then steps beside a code pane: `progress` stopping at the stage (run on the learner's files with every
earlier stage done), the file written a few lines at a time (the script's steps, each with why),
or for a stage that checks what is written already, lines tried in the playground and its output,
`progress` passing, and the file as the stage leaves it, to compare with yours.
"""

import json
import math
import os
import pathlib
import re
import shutil
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import chapterformat as cf  # noqa: E402
import tutorial_downloads  # noqa: E402
import tutorial_runs  # noqa: E402
import tutorial_states  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD_ALONG = ROOT / "chapters" / "build-along"
MANIFEST = ROOT / ".build" / "docs-work" / "tutorials.json"  # what docs/check expects to find
TOC = "BuildItYourself"  # the table of contents, /tutorials/buildityourself
HINTS = "build-it-yourself-hints"  # the hints' article, one section per stage
TITLE = "Build it yourself"
FOLDER = "build-it-yourself"  # the catalog's folder for the code panes' files and the downloads
COMMAND = "swift run --package-path chapters/build-along progress"
PLAYGROUND_COMMAND = "swift run --package-path chapters/build-along playground"
# The time a section takes (see CONTRIBUTING, "The documentation site"): the section's prose read at
# READING words a minute, each line of code the learner writes at LINE minutes, and RUNS minutes to
# run `progress` twice and compare with the answer; rounded up to whole minutes. A tutorial is at most
# LONGEST minutes: a step longer than that is split.
READING = 180
LINE = 0.4
RUNS = 3
LONGEST = 45


def tutorial_name(step, part=1):
  return f"Step{step}" if part == 1 else f"Step{step}-{part}"


def tutorial_url(name):
  return f"/tutorials/rxfromscratch/{name.lower()}"


def escape(text):
  """Plain text (a rule, a hint) as Markdown that shows it as written."""
  return re.sub(r"([\\`*_\[\]<>#|])", r"\\\1", text)


def indent(text, n):
  pad = " " * n
  return "\n".join(pad + line if line.strip() else "" for line in text.split("\n"))


def attribute(text):
  """A directive's string argument."""
  return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def sentence_case_join(items):
  items = list(items)
  if len(items) <= 1:
    return "".join(items)
  return ", ".join(items[:-1]) + " and " + items[-1]




def section_lines(lines, heading_matches):
  """The lines of the first section whose heading matches, from the heading to the next heading of
  the same or a higher level (outside code fences); None when there is none."""
  fence = None
  start = level = None
  for i, line in enumerate(lines):
    f = re.match(r"^\s*(```+|~~~+)", line)
    if f:
      fence = None if fence and line.strip().startswith(fence) else (fence or f.group(1))
      continue
    if fence:
      continue
    h = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
    if not h:
      continue
    if start is None:
      if heading_matches(h.group(2)):
        start, level = i, len(h.group(1))
    elif len(h.group(1)) <= level:
      return lines[start:i]
  return lines[start:] if start is not None else None


def opening_prose(article, anchor, build):
  """The paragraphs that open the converted article's section `anchor`, up to its first table,
  listing, figure, aside or list (at most two; one that introduces what follows it with a colon is
  left out unless it is the only one); or the first paragraph after them when the section opens
  with one: what the stage builds and why. None when there is no such section."""
  lines = section_lines(article.split("\n"), lambda h: build.docc_anchor(h) == anchor)
  if lines is None:
    return None
  blocks, block, fence, directive = [], [], None, 0  # ("prose" | "other", text)

  def flush():
    if block:
      blocks.append(("prose", "\n".join(block)))
      block.clear()

  for line in lines[1:]:
    s = line.strip()
    if fence:
      fence = None if s.startswith(fence) else fence
      continue
    if directive:
      directive += s.count("{") - s.count("}")
      continue
    f = re.match(r"^(```+|~~~+)", s)
    if f or s.startswith(("|", "@", "Filename:", ">", "- ", "* ")) or re.match(r"^\d+\. ", s):
      flush()
      if not blocks or blocks[-1][0] != "other":
        blocks.append(("other", ""))
      if f:
        fence = f.group(1)
      elif s.startswith("@"):
        directive = s.count("{") - s.count("}")
      continue
    if not s:
      flush()
      continue
    block.append(s)
  flush()
  first = next((i for i, (kind, _) in enumerate(blocks) if kind == "prose"), None)
  if first is None:
    return None
  opening = []
  for kind, text in blocks[first:]:
    if kind != "prose" or len(opening) == 2:
      break
    opening.append(text)
  if len(opening) > 1 and opening[-1].rstrip().endswith(":"):
    opening.pop()
  return re.sub(r":\s*$", ".", "\n\n".join(opening))




README_SECTION = "build-along/README.md#in-the-documentation-site"
_linked_steps = set()


def site_link(chapter_path, target):
  """The site's link for a Markdown link `target` written in `chapter_path`, or None to convert it as
  usual: `doc:StepN` from chapter N, `doc:BuildItYourself` from anywhere else."""
  page, _, fragment = target.partition("#")
  here = pathlib.Path(chapter_path).resolve().parent
  resolved = (here / page).resolve() if page else pathlib.Path(chapter_path).resolve()
  readme, _, section = README_SECTION.partition("#")
  if resolved != (ROOT / "chapters" / readme).resolve() or fragment != section:
    return None
  m = re.match(r"(\d+)-", pathlib.Path(chapter_path).name)
  if m and here == (ROOT / "chapters").resolve():
    _linked_steps.add(int(m.group(1)))
    return f"doc:{tutorial_name(int(m.group(1)))}"
  return f"doc:{TOC}"



# ---------------------------------------------------------------------------------------------
# How long a section takes.


def prose_words(chapter_text, sections):
  """The words of the chapter's sections' main line: prose only, without code, tables, asides,
  captions, comments or headings."""
  words = 0
  for section in sections:
    lines = section_lines(chapter_text.split("\n"), lambda h, s=section: h.strip() == s) or []
    fence = comment = False
    for line in lines[1:]:
      s = line.strip()
      if re.match(r"^(```+|~~~+)", s):
        fence = not fence
        continue
      if fence:
        continue
      if comment or s.startswith("<!--"):
        comment = "-->" not in s
        continue
      if s.startswith(("|", ">", "#", "Filename:")) or not s:
        continue
      words += len(re.sub(r"\]\([^)]*\)", "]", s).split())
  return words


def section_minutes(stage, chapter_text, course):
  words = prose_words(chapter_text, [stage["section"]] + stage.get("alsoRead", []))
  return math.ceil(words / READING + course.added_lines(stage["id"]) * LINE + RUNS)


def parts_of(stages, minutes):
  """A step's stages cut into tutorials of at most LONGEST minutes, in order: as few as can be, and
  of those cuts the one whose longest tutorial is shortest. [[stage]]."""
  n = len(stages)
  best = [(0, 0, [])] + [None] * n  # for the first i stages: (tutorials, longest, cut points)
  for i in range(1, n + 1):
    for j in range(i):
      if best[j] is None:
        continue
      length = sum(minutes[s["id"]] for s in stages[j:i])
      if length > LONGEST and i - j > 1:
        continue
      count, longest, cuts = best[j]
      candidate = (count + 1, max(longest, length), cuts + [j])
      if best[i] is None or candidate[:2] < best[i][:2]:
        best[i] = candidate
  cuts = best[n][2] + [n]
  return [stages[a:b] for a, b in zip(cuts, cuts[1:])]


def plan(stages, chapters_text, course):
  """{step: [(tutorial name, [stages], minutes)]} and {stage id: minutes}."""
  minutes = {}
  for s in stages:
    minutes[s["id"]] = section_minutes(s, chapters_text[s["chapter"]], course)
  result = {}
  for step in sorted({s["step"] for s in stages}):
    ofstep = [s for s in stages if s["step"] == step]
    result[step] = [(tutorial_name(step, n), part, sum(minutes[s["id"]] for s in part))
                    for n, part in enumerate(parts_of(ofstep, minutes), 1)]
  return result, minutes


# ---------------------------------------------------------------------------------------------
# The chapters' and the README's part: a box before a stage's answer, and the table of times.

BOX = re.compile(r"^<!-- build-along: stage (\d+\.\d+) -->\n(?:\|.*\n)+", re.M)


def box(stage, minutes):
  sid = stage["id"]
  return (f"<!-- build-along: stage {sid} -->\n"
          f"| [Build it yourself](build-along/README.md#how-to-work): stage {sid}, about {minutes} minutes |\n"
          "|---|\n"
          f"| Write it from the rules and the prose above, then run `progress {stage['step']}`; read on once "
          "the stage passes: the listings below are the answer. |\n")


def answer_line(lines, start, stage, module):
  """Where a stage's box goes in its section (lines from its heading): before the first listing of a
  file the stage writes, or at the section's end when it lists none."""
  files = {f"Sources/{f}" if "/" in f else f"Sources/{module}/{f}" for f in stage["files"]}
  for n, line in enumerate(lines):
    m = re.match(r"^\s*<!-- snippet: ([^#\s]+)#", line)
    if m and m.group(1) in files:
      # Above the listing's caption.
      k = n
      while k > 0 and lines[k - 1].startswith("Filename:"):
        k -= 1
      return start + k
  end = len(lines)
  while end > 1 and not lines[end - 1].strip():
    end -= 1
  return start + end


def chapter_with_boxes(text, stages, minutes):
  """The chapter's text with a box before each of its stages' answers, at the minutes given."""
  text = BOX.sub("", text)
  text = re.sub(r"\n{3,}", "\n\n", text)
  lines = text.split("\n")
  inserts = []
  for s in stages:
    found = None
    fence = False
    for i, line in enumerate(lines):
      if line.startswith("```"):
        fence = not fence
      h = None if fence else re.match(r"^(#{2,6})\s+(.*?)\s*$", line)
      if h and h.group(2) == s["section"]:
        found = i
        break
    if found is None:
      continue
    section = section_lines(lines[found:], lambda h: True)
    at = answer_line(section, found, s, tutorial_states.MODULES[s["step"]])
    inserts.append((at, box(s, minutes[s["id"]]).rstrip("\n").split("\n")))
  for at, block in sorted(inserts, key=lambda x: -x[0]):
    before = [""] if at > 0 and lines[at - 1].strip() else []
    after = [""] if at < len(lines) and lines[at].strip() else []
    lines[at:at] = before + block + after
  return "\n".join(lines)


README_TIMES = re.compile(r"(<!-- build-along: times -->\n)(?:.*\n)*?(<!-- build-along: end -->)", re.M)


def readme_times(steps_plan):
  rows = ["| Step | Tutorial | Stages | Time |", "|---|---|---|---|"]
  for step, parts in steps_plan.items():
    for n, (name, part, mins) in enumerate(parts, 1):
      label = f"part {n} of {len(parts)}" if len(parts) > 1 else "the whole step"
      rows.append(f"| {step} | {label} | {part[0]['id']}–{part[-1]['id']} | about {mins} minutes |"
                  if len(part) > 1 else f"| {step} | {label} | {part[0]['id']} | about {mins} minutes |")
  total = sum(m for parts in steps_plan.values() for _, _, m in parts)
  rows.append(f"| | all | | about {total} minutes |")
  return "\n".join(rows) + "\n"


def chapter_texts(stages):
  return {s["chapter"]: (ROOT / "chapters" / s["chapter"]).read_text() for s in stages}


def rewritten_chapters(stages, steps_plan, minutes):
  """{path: new text} for every chapter and README whose boxes or times differ."""
  out = {}
  for chapter in sorted({s["chapter"] for s in stages}):
    path = ROOT / "chapters" / chapter
    text = path.read_text()
    new = chapter_with_boxes(text, [s for s in stages if s["chapter"] == chapter], minutes)
    if new != text:
      out[path] = new
  readme = BUILD_ALONG / "README.md"
  text = readme.read_text()
  m = README_TIMES.search(text)
  if m:
    new = text[: m.start()] + m.group(1) + readme_times(steps_plan) + m.group(2) + text[m.end():]
    if new != text:
      out[readme] = new
  else:
    out[readme] = None  # no place for the table: a problem to report
  return out


# ---------------------------------------------------------------------------------------------
# Reading progress's output.


def failed_rules(output, rules):
  """The rules, in the stage's order, that `output` shows on a line marked ✘."""
  marked = [line for line in output.split("\n") if "✘" in line]
  return [r for r in rules if any(r in line for line in marked)]


def read_lines(output):
  """The chapter sections of the output's `Read:` line and the lines that continue it:
  [(chapter file, GitHub anchor)]."""
  found, reading = [], False
  for line in output.split("\n"):
    m = re.match(r"^(Read:)?\s+(?:\S*/)?([\w.-]+\.md)#(\S+)\s*$", line)
    if line.startswith("Read:") or (reading and m and not line.startswith(("Write:", "Note:"))):
      reading = bool(m)
      if m:
        found.append((m.group(2), m.group(3)))
      continue
    reading = False
  return found


class Site:
  """What a tutorial's text links to: chapter sections by their GitHub anchors, and the hints."""

  def __init__(self, build, chapters):
    self.build = build
    self.chapters = {k.split("/")[-1]: ch for k, ch in chapters.items() if re.fullmatch(r"chapters/[^/]+\.md", k)}
    self.titles = {}  # (chapter, GitHub anchor) -> the heading's Markdown, from the chapter format's parser
    for name, ch in self.chapters.items():
      for h in cf.markdown(ch.text).headings:
        self.titles.setdefault((name, h.anchor), h.text)

  def section(self, chapter, slug):
    ch = self.chapters.get(chapter)
    if ch is None or slug not in ch.headings:
      self.build.fail(f"progress sends the learner to {chapter}#{slug}, which the site does not have")
    title = self.build.strip_inline(self.titles.get((chapter, slug), slug))
    short = f"Chapter {ch.number}" if ch.number else self.build.strip_inline(ch.title)
    return f"[{short}: {escape(title)}](<doc:{ch.name}#{ch.headings[slug]}>)"


# ---------------------------------------------------------------------------------------------
# The tutorials.


class Writer:
  """The resources of one catalog folder: each file once, named uniquely."""

  def __init__(self, folder):
    self.folder = folder
    self.names = {}

  def file(self, name, text):
    if name in self.names and self.names[name] != text:
      raise ValueError(f"two different files named {name}")
    self.names[name] = text
    (self.folder / name).write_text(text if text.endswith("\n") else text + "\n")
    return name


def pane(name, file, text, stage, kind, path=None):
  """What docs/check expects a step's code pane to show."""
  lines = text.rstrip("\n").split("\n")
  return {"name": name, "file": file, "lines": len(lines), "stage": stage, "kind": kind, "path": path,
          "widest": max(len(x) for x in lines)}


def code_step(text, name, file, previous=None):
  args = f"name: {attribute(name)}, file: {attribute(file)}"
  if previous:
    args += f", previousFile: {attribute(previous)}"
  return ["@Step {", indent(text, 2), f"  @Code({args})", "}"]


def step_badge(step, title, stages, minutes):
  """The picture of a step in the table of contents: its number, name, stages and time, drawn at
  the size the page shows it (so that it is never shrunk below three quarters of it)."""
  return f"""<svg xmlns="http://www.w3.org/2000/svg" width="176" height="110" viewBox="0 0 176 110">
  <rect x="1" y="1" width="174" height="108" rx="10" fill="#1d1d1f" stroke="#6cb4ff" stroke-width="2"/>
  <text x="16" y="34" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="15" fill="#cccccc">Step</text>
  <text x="16" y="74" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">{step}</text>
  <text x="72" y="34" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="15" fill="#ffffff">{escape_xml(title)}</text>
  <text x="72" y="58" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="13" fill="#cccccc">{stages} stages</text>
  <text x="72" y="78" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="13" fill="#cccccc">about {minutes} min</text>
</svg>"""


def escape_xml(text):
  return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def hint_anchor(build, stage):
  return build.docc_anchor(f"{stage['id']} {build.strip_inline(stage['section'])}")


def hints_article(build, stages):
  """One page with every hint, a section per stage: the tutorials link it instead of printing a
  hint beside the rule, as the exercises' pages fold theirs."""
  lines = [f"# {TITLE}: hints", "",
           "The hint of each rule, in words, as `progress --hint` prints it for the first rule that fails. "
           "Try the rule on your own first: a hint says what to think about, never what to type.", ""]
  for s in stages:
    lines += [f"## {s['id']} {build.strip_inline(s['section'])}", ""]
    for rule, hint in zip(s["rules"], s["hints"]):
      lines += [f"- term {escape(rule)}: {escape(' '.join(hint.split())) or 'No hint yet.'}"]
    lines.append("")
  return "\n".join(lines)


def generate(build, catalog, chapters, symbols, graphs):
  """Writes the tutorial track into the course's catalog; returns the number of tutorials."""
  started = time.time()
  runner = tutorial_runs.Runner(build)
  skeleton = tutorial_states.recorded_skeleton()
  stages = tutorial_runs.describe(build, skeleton)
  try:
    course = tutorial_states.Course(stages)
  except tutorial_states.ScriptError as e:
    build.fail(f"the tutorials' scripts (docs/tutorial):\n{e}")
  texts = chapter_texts(stages)
  steps_plan, minutes = plan(stages, texts, course)

  # Every stage's state, built and run: the panes' output, and the proof that each passes its stage.
  jobs = [("skeleton", course.state(), [[str(stages[0]["step"])]])]
  for n, s in enumerate(stages):
    commands = [[s["id"]]] + ([[str(stages[n + 1]["step"])]] if n + 1 < len(stages) else [])
    if course.tries_of(s["id"]):
      commands.append([tutorial_runs.PLAYGROUND_RUN])
    jobs.append((s["id"], course.after(s["id"]), commands))
  quizzes = [q for sc in course.scripts.values() for q in sc.quizzes]
  runs = runner.run(jobs, build.log, quizzes=(course.after(stages[-1]["id"]), quizzes))
  # A stage that the state before it passes already (it adds no code, or checks again what an
  # earlier stage wrote): what the learner sees there is `progress N.M` passing.
  already = []
  for n, s in enumerate(stages):
    status, output = runs["skeleton" if n == 0 else stages[n - 1]["id"]][str(s["step"])]
    if status == 0 or f"Stage {s['id']} does not pass yet." not in output:
      if f"✓ {s['id']} " in output:
        already.append((f"{s['id']} already", course.before(s["id"]), [[s["id"]]]))
  if already:
    runs.update(runner.run(already, build.log))
  fails, passes, played, problems = {}, {}, {}, []
  for n, s in enumerate(stages):
    before = runs["skeleton" if n == 0 else stages[n - 1]["id"]][str(s["step"])]
    if f"{s['id']} already" in runs:
      before = runs[f"{s['id']} already"][s["id"]]
    fails[s["id"]] = before
    passes[s["id"]] = runs[s["id"]][s["id"]]
    if passes[s["id"]][0] != 0:
      problems.append(f"stage {s['id']}: the learner's files with every step of the script done do not pass it:\n"
                      + passes[s["id"]][1][-3000:])
    if course.tries_of(s["id"]):
      status, output = runs[s["id"]][tutorial_runs.PLAYGROUND_RUN]
      played[s["id"]] = output
      if status != 0:
        problems.append(f"stage {s['id']}: the playground, with the stage's `Try it` lines, exits with {status}:\n"
                        + output[-3000:])
    if before[0] != 0 and f"Stage {s['id']} does not pass yet." not in before[1]:
      problems.append(f"stage {s['id']}: with every earlier stage done, `progress {s['step']}` does not stop at it:\n"
                      + before[1][-3000:])
  if problems:  # all of them at once: a run of every state takes minutes
    build.fail(f"{len(problems)} of the tutorials' states are wrong:\n\n" + "\n\n".join(problems))
  tutorial_runs.answer(quizzes, runs.get("quizzes", {}), build)

  folder = catalog / FOLDER
  shutil.rmtree(folder, ignore_errors=True)
  folder.mkdir(parents=True)
  files = Writer(folder)
  site = Site(build, chapters)
  (catalog / f"{HINTS}.md").write_text(hints_article(build, stages))
  manifest = {"toc": f"/tutorials/{TOC.lower()}", "tutorials": [], "downloads": [],
              "first_stage": {f"{p}|{t}": s for (p, t), s in course.first_stage_of_line().items()}}
  toc = []
  for step, parts in steps_plan.items():
    ofstep = [s for s in stages if s["step"] == step]
    chapter = chapters.get(f"chapters/{ofstep[0]['chapter']}")
    if chapter is None:
      build.fail(f"stage {ofstep[0]['id']} names chapters/{ofstep[0]['chapter']}, which does not exist")
    article = (catalog / f"{chapter.name}.md").read_text()
    title = re.sub(r"^\d+[a-z]?\.\s*", "", build.strip_inline(chapter.title))
    short, _, rest = title.partition(":")
    total = sum(m for _, _, m in parts)
    toc += [f"  @Chapter(name: {attribute(f'Step {step}: {short.strip()}')}) {{",
            indent(f"{len(ofstep)} stages, in `Sources/{tutorial_states.MODULES[step]}` of the build-along "
                   f"package: about {total} minutes" + (f", in {len(parts)} tutorials" if len(parts) > 1 else "")
                   + f". The chapter to read beside it: <doc:{chapter.name}>.", 4), ""]
    badge = files.file(f"bis-step{step}.svg", step_badge(step, short.strip(), len(ofstep), total))
    toc += [f"    @Image(source: {attribute(badge)}, alt: "
            + attribute(f"Step {step}, {short.strip()}: {len(ofstep)} stages, about {total} minutes.") + ")", ""]
    for n, (name, part, mins) in enumerate(parts, 1):
      toc.append(f"    @TutorialReference(tutorial: \"doc:{name}\")")
      stages_named = (f"stage {part[0]['id']}" if len(part) == 1
                      else f"stages {part[0]['id']}–{part[-1]['id']}")
      heading = (f"Step {step}: {(rest or short).strip()}" if len(parts) == 1
                 else f"Step {step}, {stages_named}: " + build.strip_inline(part[0]["section"]).split(":")[0])
      zipname = tutorial_downloads.write(folder, name, course, part, ofstep, stages, texts)
      manifest["downloads"].append({"zip": zipname, "first": part[0]["id"], "last": part[-1]["id"],
                                    "reads": read_lines(fails[part[0]["id"]][1]),
                                    "step": step, "earlier": sorted({s["step"] for s in stages if s["step"] < step})})
      body, entry = tutorial(build, step, heading, mins, chapter, article, part, course, fails, passes, played,
                             minutes, files, site, zipname, course.scripts[step].quizzes if n == len(parts) else [])
      (catalog / f"{name}.tutorial").write_text(body)
      entry.update({"url": tutorial_url(name), "title": heading, "minutes": mins})
      manifest["tutorials"].append(entry)
    toc += ["  }", ""]
  intro = ("Write Steps 3 to 7 of the course yourself, in the build-along package. Each step is a chapter "
           "here, cut into tutorials of at most about 45 minutes; each section is one stage that `progress` "
           "checks: what it builds and why, its rules, `progress` stopping at it, your file written a few "
           "lines at a time (or, where a stage checks what you have written already, a few lines to try in "
           "the playground), `progress` passing, and the file to compare with yours. Each tutorial offers "
           "its project to download, as it starts and as it ends.")
  text = [f"@Tutorials(name: {attribute(TITLE)}) {{", f"  @Intro(title: {attribute(TITLE)}) {{", indent(intro, 4),
          "  }", ""] + toc + ["}"]
  (catalog / f"{TOC}.tutorial").write_text("\n".join(text) + "\n")
  MANIFEST.parent.mkdir(parents=True, exist_ok=True)
  MANIFEST.write_text(json.dumps(manifest, indent=1, ensure_ascii=False))
  stale = [str(p.relative_to(ROOT)) for p, new in rewritten_chapters(stages, steps_plan, minutes).items()]
  if stale:
    build.fail("the build-along's boxes and times in these files are not those of the tutorials; "
               "rewrite them with `docs/tutorials.py --write-chapters`:\n  " + "\n  ".join(stale))
  build.log(f"tutorials: {len(manifest['tutorials'])} tutorials of {len(steps_plan)} steps, {len(stages)} stages, "
            f"in {time.time() - started:.0f} s")
  return len(manifest["tutorials"])


def declared(symbols, module, file):
  """Links to what a course file declares: its types, or else the members it adds to other types."""
  real = os.path.realpath(ROOT / "Sources" / module / file)
  mine = [s for s in symbols.get(module, []) if s.file == real and not s.ambiguous]
  types = [s for s in mine if s.is_type and len(s.path) == 1]
  if types:
    return [f"``{s.link}``" for s in sorted(types, key=lambda s: s.line)]
  paths = {tuple(s.path) for s in mine}
  members = [s for s in mine if len(s.path) == 2 and (s.path[0],) not in paths]
  return [f"``{s.link}``" for s in sorted(members, key=lambda s: s.line)][:6]


def article_intro(article):
  """The first paragraph of a converted chapter, after its title: what the chapter is about."""
  block = []
  for line in article.split("\n")[1:]:
    s = line.strip()
    if s.startswith(("#", "@", ">", "|", "```", "**Time:**")):
      if block:
        break
      continue
    if not s:
      if block:
        break
      continue
    block.append(s)
  return "\n".join(block)


def tutorial(build, step, heading, total, chapter, article, part, course, fails, passes, played, minutes, files,
             site, zipname, quizzes):
  """One tutorial: its text, and what docs/check expects of it."""
  module = tutorial_states.MODULES[step]
  intro = article_intro(article)
  first = part[0]["id"]
  start = ("the skeleton" if first.endswith(".1") and step == 3
           else f"every stage before {first} done")
  intro = (intro + "\n\n" if intro else "") + (
    f"In the build-along package you write `Sources/{module}`, stage by stage: each section below is one "
    f"stage of `progress {step}`, about {total} minutes in all. Read the chapter beside it: <doc:{chapter.name}>. "
    f"The project to download holds the package as this tutorial starts ({start}) and as it ends; "
    "its README says where to `cd` and what to run.")
  out = [f"@Tutorial(time: {total}, projectFiles: {attribute(zipname)}) {{",
         f"  @Intro(title: {attribute(heading)}) {{", indent(intro, 4), "  }", ""]
  entry = {"sections": [], "questions": []}
  for stage in part:
    sid = stage["id"]
    slug = sid.replace(".", "-")
    anchor = build.docc_anchor(stage["section"])
    prose = opening_prose(article, anchor, build)
    if prose is None:
      build.fail(f"stage {sid}: no section «{stage['section']}» in {chapter.name}")
    content = [prose, "", f"About {minutes[sid]} minutes. Read it in the chapter: <doc:{chapter.name}#{anchor}>"
               + "".join(f", and <doc:{chapter.name}#{build.docc_anchor(a)}>" for a in stage["alsoRead"]) + "."]
    if stage.get("note"):
      content += ["", "> Note: " + stage["note"].replace("\n", " ")]
    content += ["", f"The rules `progress {sid}` checks, as its tests state them:", ""]
    content += [f"- {escape(r)}" for r in stage["rules"]]

    steps_text, step_entries = [], []
    status, output = fails[sid]
    name = files.file(f"bis-{slug}-before.txt", output)
    if status == 0 and course.steps_of(stage):
      text = (f"With every stage before it done, run `{COMMAND} {step}` from the repository's root: stage "
              f"{sid} passes already, in this build. The steps below make what it checks hold in every build, "
              "not by the compiler's leave.")
    elif status == 0:
      text = (f"With every stage before it done, run `{COMMAND} {step}` from the repository's root: stage "
              f"{sid} passes already. It checks that what you have written works together: nothing to add to "
              "your files" + (". Try it in the playground instead." if course.tries_of(sid) else "."))
    else:
      reads = [site.section(c, a) for c, a in read_lines(output)]
      text = (f"With every stage before it done, run `{COMMAND} {step}` from the repository's root: it stops at "
              f"stage {sid}, lists its rules and the first that fails, and says what to read: "
              + sentence_case_join(reads) + ".")
      failing = failed_rules(output, stage["rules"])
      if failing:
        text += (f"\n\nStuck on «{escape(failing[0])}»? `progress --hint` prints its hint, in words; so does "
                 f"<doc:{HINTS}#{hint_anchor(build, stage)}>.")
    steps_text += code_step(text, "Terminal", name)
    step_entries.append(pane("Terminal", name, output, sid, "before"))

    changed = course.steps_of(stage)
    ends = []
    for path, pieces in changed:
      lf = course.files[path]
      shown = path.split("/", 1)[1] if path.startswith(module + "/") else path
      begin = lf.text(sid, 0)
      previous = files.file(f"bis-{slug}-{path.replace('/', '-')}-0", begin)
      for n, piece in enumerate(pieces, 1):
        now = lf.text(sid, n)
        name = files.file(f"bis-{slug}-{path.replace('/', '-')}-{n}", now)
        lead = (f"Open `Sources/{path}`. " if n == 1 else "")
        steps_text += code_step(lead + piece.text, shown, name, previous)
        step_entries.append(pane(shown, name, now, sid, "step", path))
        previous = name
      ends.append((path, shown, begin, lf.text(sid, None)))

    tries = course.tries_of(sid)
    if tries:
      previous = files.file(f"bis-{slug}-playground-0", course.playground(sid, 0))
      for n, t in enumerate(tries, 1):
        now = course.playground(sid, n)
        name = files.file(f"bis-{slug}-playground-{n}", now)
        lead = f"Open `Sources/{tutorial_states.PLAYGROUND}` and add at its end: " if n == 1 else ""
        steps_text += code_step(lead + t.text, "main.swift", name, previous)
        step_entries.append(pane("main.swift", name, now, sid, "try"))
        previous = name
      output = played[sid]
      name = files.file(f"bis-{slug}-playground.txt", output)
      steps_text += code_step(f"Run `{PLAYGROUND_COMMAND}`: your modules, with the lines you added last at "
                              "the end of what it prints.", "Terminal", name)
      step_entries.append(pane("Terminal", name, output, sid, "played"))

    status, output = passes[sid]
    name = files.file(f"bis-{slug}-after.txt", output)
    steps_text += code_step(f"Run `{COMMAND} {sid}`: the stage passes.", "Terminal", name)
    step_entries.append(pane("Terminal", name, output, sid, "after"))
    for path, shown, begin, end in ends:
      base = files.file(f"bis-{slug}-{path.replace('/', '-')}-start", begin)
      name = files.file(f"bis-{slug}-{path.replace('/', '-')}-end", end)
      steps_text += code_step(f"Compare with yours: `{shown}` as stage {sid} leaves it, everything the stage added "
                              "highlighted. Names and comments may differ; the rules are what must hold.",
                              shown, name, base)
      step_entries.append(pane(shown, name, end, sid, "compare", path))
    out += [f"  @Section(title: {attribute(f'{sid} ' + build.strip_inline(stage['section']))}) {{",
            "    @ContentAndMedia {", indent("\n".join(content), 6), "    }", "", "    @Steps {",
            indent("\n".join(steps_text), 6), "    }", "  }", ""]
    entry["sections"].append({"id": sid, "steps": step_entries})

  if quizzes:
    out.append("  @Assessments {")
    for q in quizzes:
      out += ["    @MultipleChoice {", indent(escape(q.question()), 6), "",
              "      ```swift", indent(q.code, 6), "      ```", ""]
      for n, c in enumerate(q.choices):
        right = n == q.answer
        reaction = "That's it." if right else "Not quite."
        out += [f"      @Choice(isCorrect: {'true' if right else 'false'}) {{", indent(q.choice_markdown(c), 8), "",
                f"        @Justification(reaction: {attribute(reaction)}) {{", indent(q.why, 10), "        }",
                "      }", ""]
      out.append("    }")
      entry["questions"].append({"right": q.answer, "wrong": next(i for i in range(len(q.choices)) if i != q.answer),
                                 "title": q.title, "kind": q.kind})
    out.append("  }")
  out.append("}")
  return "\n".join(out) + "\n", entry


# ---------------------------------------------------------------------------------------------
# The built site: code panes that wrap, a table of contents named by steps, links that read.

STYLE = """<style id="build-it-yourself">
/* A tutorial's code pane wraps a long line at its edge instead of clipping it; the script below
   hangs each line's continuation four columns under the line's own indentation. */
.code-preview pre, .code-preview code { white-space: pre-wrap !important; }
.code-preview .code-line-container { display: inline-flex !important; width: 100%; }
.code-preview .code-number { flex: none; }
.code-preview .code-line { flex: 1 1 auto; min-width: 0; white-space: pre-wrap !important; overflow-wrap: anywhere; }
/* The table of contents names each chapter "Step N: ..." itself: DocC's own "Chapter N" goes. */
.tutorials-overview .chapter .name .eyebrow { display: none !important; }
/* Links in the table of contents' text, on its dark background, at a contrast of 4.5:1 or more. */
.tutorials-overview .chapter .content a, .tutorials-overview .chapter p a { color: #7cc0ff !important; }
</style>
<script id="build-it-yourself-hang">
(() => {
  const hang = () => document.querySelectorAll('.code-preview .code-line').forEach(line => {
    const n = line.textContent.match(/^ */)[0].length + 4;
    if (line.dataset.hang !== String(n)) {
      line.dataset.hang = String(n);
      line.style.paddingLeft = n + 'ch';
      line.style.textIndent = -n + 'ch';
    }
  });
  // When a step shows new lines, scroll its code pane to the first of them (and a pane with none to
  // its top): DocC leaves the pane where it was, so a step's lines far down a file were out of sight.
  const reveal = () => document.querySelectorAll('.code-preview').forEach(pane => {
    const lines = [...pane.querySelectorAll('.code-line-container')];
    const first = lines.findIndex(l => l.classList.contains('highlighted'));
    const key = (pane.querySelector('.filename') || {}).textContent + ':' + lines.length + ':' + first;
    if (pane.dataset.revealed === key) return;
    pane.dataset.revealed = key;
    if (first < 0) { pane.scrollTop = 0; return; }  // a new file or output with nothing new: its top
    const top = lines[first].getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
    pane.scrollTop = Math.max(0, top - pane.clientHeight / 4);
  });
  new MutationObserver(() => { hang(); reveal(); })
    .observe(document.documentElement, {childList: true, subtree: true, characterData: true, attributes: true,
                                        attributeFilter: ['class']});
})();
</script>"""


def finish(output):
  """Adds the tutorials' style to every page of the built site (again, if it is there already)."""
  for page in output.rglob("*.html"):
    text = page.read_text()
    if "</head>" not in text:
      continue
    text = re.sub(r'<style id="build-it-yourself">.*?</script>', "", text, flags=re.S)
    page.write_text(text.replace("</head>", STYLE + "</head>", 1))


def check(b, site, problems, shots=None, log=print, base=""):
  import tutorial_check
  tutorial_check.check(b, site, problems, shots, log, base)


def main():
  import argparse
  p = argparse.ArgumentParser(prog="docs/tutorials.py")
  p.add_argument("--write-chapters", action="store_true",
                 help="rewrite the build-along's boxes in the chapters and the table of times in its README")
  args = p.parse_args()
  if not args.write_chapters:
    p.print_help()
    return 2
  cached = tutorial_runs.CAPTURE / "describe.json"
  if not cached.exists():
    print("docs/tutorials.py: run docs/build once first: it records the stage table", file=sys.stderr)
    return 1
  stages = json.loads(cached.read_text())["stages"]
  course = tutorial_states.Course(stages)
  steps_plan, minutes = plan(stages, chapter_texts(stages), course)
  for path, text in rewritten_chapters(stages, steps_plan, minutes).items():
    if text is None:
      print(f"{path.relative_to(ROOT)}: no `<!-- build-along: times -->` … `<!-- build-along: end -->` to fill in")
      continue
    path.write_text(text)
    print(f"wrote {path.relative_to(ROOT)}")
  return 0


if __name__ == "__main__":
  sys.exit(main())
