"""The learner's files, stage by stage and step by step: derived from the course's files, the
skeleton as recorded, the stage table and the tutorial's script (docs/tutorial/StepN.md).

Nothing here is a copy of code. For a file a stage writes:

  - the skeleton's text is the recorded one (the git blob id in chapters/build-along/skeleton-ids.txt),
    whatever the working tree holds, so that a learner's own code never leaks into the tutorials;
  - the course's text is Sources/<Module>/<file> without its `// snippet:` markers;
  - a line diff of the two says what the learner writes: a hunk whose two sides are only comments
    (a doc comment worded for the skeleton) keeps the skeleton's words; every other line of the
    course's side is code the learner writes;
  - the script names the pieces of that code, by a few words of the line that starts each piece
    (a declaration, or a block inside one): under `## 4.5`, the piece is written in stage 4.5, and
    its bullet is the step's sentence. A piece reaches from its first line to the end of the block
    that line opens, with the comments and attributes right above it; a piece named inside another
    is its own step;
  - code that no piece names is written by the stage whose section the skeleton's `// TODO` names,
    or else by the first stage that writes the file, in a step of its own.

A state is then the skeleton with the code of every stage (and, within the last, every step) so far
put in: `docs/build` builds and runs `progress` on every stage's state (tutorial_runs.py).
"""

import difflib
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD_ALONG = ROOT / "chapters" / "build-along"
SCRIPTS = ROOT / "docs" / "tutorial"
TRY = "Try it"  # a script's heading for lines the learner adds to the playground
PLAYGROUND = "Playground/main.swift"  # under the build-along's Sources/
MODULES = {3: "Step3_Events", 4: "Step4_Sink", 5: "Step5_Operators", 6: "Step6_Subjects", 7: "Step7_Traits"}


class ScriptError(Exception):
  pass


def stage_key(stage_id):
  return tuple(int(x) for x in stage_id.split("."))


# ---------------------------------------------------------------------------------------------
# The skeleton as recorded.


def recorded_skeleton():
  """{'Step4_Sink/Sink.swift': text} of every skeleton file, from the blob ids skeleton-ids.txt
  records (git keeps every recorded version), not from the working tree."""
  blobs = {}
  for line in (BUILD_ALONG / "skeleton-ids.txt").read_text().splitlines():
    if line.strip() and not line.startswith("#"):
      blob, path = line.split(" ", 1)
      blobs[path.strip()] = blob
  if not blobs:
    raise ScriptError("chapters/build-along/skeleton-ids.txt records no file")
  # One git process for all of them: `cat-file --batch` prints each blob after a header line.
  r = subprocess.run(["git", "cat-file", "--batch"], cwd=ROOT, input=("\n".join(blobs.values()) + "\n").encode(),
                     capture_output=True, text=False)
  if r.returncode != 0:
    raise ScriptError("git cat-file could not read the recorded skeleton: " + r.stderr.decode()[-400:])
  out, texts, pos = r.stdout, {}, 0
  for path, blob in blobs.items():
    end = out.index(b"\n", pos)
    header = out[pos:end].decode().split()
    if len(header) < 3 or header[1] != "blob":
      raise ScriptError(f"git has no blob {blob} for {path}, which skeleton-ids.txt records")
    size = int(header[2])
    texts[path] = out[end + 1 : end + 1 + size].decode()
    pos = end + 1 + size + 1
  return texts


def committed_playground():
  """The playground as the package ships it: git's committed file, whatever a learner has put in the
  working copy (as for the skeleton); the working copy's where git has none."""
  rel = f"chapters/build-along/Sources/{PLAYGROUND}"
  r = subprocess.run(["git", "show", f"HEAD:{rel}"], cwd=ROOT, capture_output=True, text=True)
  return r.stdout if r.returncode == 0 else (ROOT / rel).read_text()


def course_text(path):
  """The course's file (Sources/Step4_Sink/Sink.swift for 'Step4_Sink/Sink.swift') without the
  markers of the chapters' listings."""
  f = ROOT / "Sources" / path
  if not f.exists():
    return None
  return "\n".join(line for line in f.read_text().split("\n") if not re.match(r"^\s*// snippet: \S+\s*$", line))


# ---------------------------------------------------------------------------------------------
# The script: docs/tutorial/StepN.md.


class Piece:
  """One step of the script: a piece of a file's code, and why it is written."""

  def __init__(self, stage, file, start, end, text, where):
    self.stage, self.file, self.start, self.end, self.text, self.where = stage, file, start, end, text, where
    self.lines = set()  # indices of the course file's lines, once located


class Try:
  """A step of a stage's `### Try it`: lines the learner adds at the end of the playground
  (Sources/Playground/main.swift), and why. docs/build runs the playground, so they must compile."""

  def __init__(self, stage, text, code, where):
    self.stage, self.text, self.code, self.where = stage, text, code, where


class Quiz:
  """A question of the script: code whose output a real run decides, its choices and why."""

  KINDS = {"hears": "What does it print?", "order": "In which order does it print?",
           "alive": "What does it print: what is still alive?"}

  def __init__(self, step, title, kind, code, choices, marked, why, where):
    self.step, self.title, self.kind, self.code = step, title, kind, code
    self.choices, self.marked, self.why, self.where = choices, marked, why, where
    self.answer = None  # the index of the right choice, from the run

  def question(self):
    return self.title

  def choice_markdown(self, choice):
    """A choice, its printed lines (written `line / line`) as code, one after the other."""
    return ", then ".join(f"`{part.strip()}`" for part in choice.split(" / "))


class Script:
  def __init__(self, step):
    self.step = step
    self.path = SCRIPTS / f"Step{step}.md"
    self.pieces = []  # in the script's order
    self.parts = []  # [(title, [stage ids])]: the tutorials a step is split into
    self.quizzes = []
    self.tries = {}  # stage id -> [Try], in the script's order
    self.exists = self.path.exists()
    if self.exists:
      self._parse(self.path.read_text())

  def _parse(self, text):
    stage = file = None
    lines = text.split("\n")
    i = 0
    rel = str(self.path.relative_to(ROOT))
    while i < len(lines):
      line = lines[i]
      where = f"{rel}:{i + 1}"
      m = re.match(r"^## (\d+\.\d+)\b", line)
      if m:
        stage, file = m.group(1), None
        i += 1
        continue
      m = re.match(r"^## Part: (.+?) \((\d+\.\d+)[–-](\d+\.\d+)\)\s*$", line)
      if m:
        self.parts.append((m.group(1).strip(), m.group(2), m.group(3)))
        stage = file = None
        i += 1
        continue
      if re.match(r"^## Quiz\s*$", line):
        stage = file = "quiz"
        i += 1
        continue
      m = re.match(r"^### (.+?)\s*$", line)
      if m and stage == "quiz":
        i = self._quiz(lines, i, m.group(1))
        continue
      if re.match(r"^### Try it\s*$", line):
        if stage is None or stage == "quiz":
          raise ScriptError(f"{where}: `### Try it` before any `## N.M` stage")
        file = TRY
        i += 1
        continue
      if file == TRY and line.startswith("- "):
        i = self._try(lines, i, stage)
        continue
      m = re.match(r"^### (\S+\.swift)\s*$", line)
      if m:
        if stage is None:
          raise ScriptError(f"{where}: a file before any `## N.M` stage")
        file = m.group(1)
        i += 1
        continue
      m = re.match(r"^- (`[^`]+`(?:\s*›\s*`[^`]+`)*)(?:\s*…\s*(`[^`]+`(?:\s*›\s*`[^`]+`)*))?\s*$", line)
      if m:
        if file is None or stage == "quiz":
          raise ScriptError(f"{where}: a step before any `### File.swift`")
        body = []
        i += 1
        while i < len(lines) and (lines[i].startswith("  ") or not lines[i].strip()):
          if not lines[i].strip() and (i + 1 >= len(lines) or not lines[i + 1].startswith("  ")):
            break
          body.append(lines[i].strip())
          i += 1
        text = " ".join(x for x in body if x)
        if not text:
          raise ScriptError(f"{where}: the step `{m.group(1)}` says nothing about why")
        self.pieces.append(Piece(stage, file, m.group(1), m.group(2), text, where))
        continue
      i += 1

  def _try(self, lines, i, stage):
    """`- ` why, in words (continued on lines indented two spaces), then an indented ```swift block:
    lines the learner adds at the end of the playground."""
    where = f"{self.path.relative_to(ROOT)}:{i + 1}"
    words, code = [lines[i][2:].strip()], None
    i += 1
    while i < len(lines) and lines[i].startswith("  ") and not lines[i].strip().startswith("```"):
      words.append(lines[i].strip())
      i += 1
    if i < len(lines) and lines[i].strip() == "```swift":
      i += 1
      code = []
      while i < len(lines) and lines[i].strip() != "```":
        code.append(lines[i][2:] if lines[i].startswith("  ") else lines[i].strip())
        i += 1
      i += 1
    if not code or not " ".join(words).strip():
      raise ScriptError(f"{where}: a `Try it` step is `- ` why, then an indented ```swift block")
    self.tries.setdefault(stage, []).append(Try(stage, " ".join(w for w in words if w), "\n".join(code), where))
    return i

  def _quiz(self, lines, i, title):
    """### The question {kind}, a ```swift block, `- ` choices (`- ✓ ` the right one, as the author
    expects it: the run decides), and a `Why:` paragraph."""
    where = f"{self.path.relative_to(ROOT)}:{i + 1}"
    m = re.match(r"^(.*?)\s*\{(\w+)\}$", title)
    kind = m.group(2) if m else "hears"
    title = m.group(1) if m else title
    if kind not in Quiz.KINDS:
      raise ScriptError(f"{where}: a question's kind is one of {', '.join(Quiz.KINDS)}, not {kind}")
    i += 1
    code, choices, marked, why = None, [], None, []
    while i < len(lines) and not lines[i].startswith(("### ", "## ")):
      line = lines[i]
      if line.startswith("```swift"):
        body = []
        i += 1
        while i < len(lines) and not lines[i].startswith("```"):
          body.append(lines[i])
          i += 1
        code = "\n".join(body)
      elif line.startswith("- "):
        choice = line[2:].strip()
        if choice.startswith("✓ "):
          marked, choice = len(choices), choice[2:].strip()
        choices.append(choice)
      elif line.startswith("Why: ") or (why and line.strip()):
        why.append(line.removeprefix("Why: ").strip())
      i += 1
    if code is None or len(choices) < 2 or not why:
      raise ScriptError(f"{where}: a question needs a ```swift block, two choices or more, and a `Why:`")
    self.quizzes.append(Quiz(self.step, title, kind, code, choices, marked, " ".join(why), where))
    return i


# ---------------------------------------------------------------------------------------------
# Pieces of code: where a script's step sits in the course's file.


def _code_part(line):
  """A line without its comment and string literals, for counting braces."""
  line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
  return line.split("//", 1)[0]


def block_end(lines, j):
  """The last line of the statement or declaration that starts at line j: where the braces it
  opens close again, or, with no brace, where the statement ends."""
  depth, opened = 0, False
  k = j
  while k < len(lines):
    code = _code_part(lines[k])
    depth += code.count("{") - code.count("}")
    opened = opened or "{" in code
    nxt = lines[k + 1].strip() if k + 1 < len(lines) else ""
    continues = (code.rstrip().endswith(("(", ",", "->", "=", "&&", "||", ":", "<"))
                 or nxt.startswith((".", "where ", "->", ")", "&&", "||", "?", ":", "{")))
    if depth <= 0 and (opened or not continues):
      return k
    k += 1
  return len(lines) - 1


def locate(piece, lines):
  """The indices of the course file's lines that the piece names. An anchor must name one line:
  `outer › inner` finds `inner` after the line that holds `outer`."""
  def find(anchor, after, first_after=False):
    parts = [a.strip().strip("`") for a in anchor.split("›")]
    at = after
    for part in parts[:-1]:
      hits = [n for n in range(at, len(lines)) if part in lines[n]]
      if not hits:
        raise ScriptError(f"{piece.where}: no line of Sources/…/{piece.file} holds `{part}`")
      at = hits[0]
    hits = [n for n in range(at, len(lines)) if parts[-1] in lines[n]]
    if not hits:
      raise ScriptError(f"{piece.where}: no line of Sources/…/{piece.file} holds `{parts[-1]}`")
    if len(hits) > 1 and len(parts) == 1 and not first_after:
      raise ScriptError(f"{piece.where}: `{parts[-1]}` is on lines {', '.join(str(h + 1) for h in hits[:4])} of "
                        f"{piece.file}: name one (`outer` › `{parts[-1]}`)")
    return hits[0]

  start = find(piece.start, 0)
  last = start
  if piece.end:
    last = find(piece.end, start, first_after=True)  # an end is the first such line after the start
  end = block_end(lines, last)
  first = start
  while first > 0 and re.match(r"^\s*(//|@\w)", lines[first - 1]):
    first -= 1
  return set(range(first, end + 1))


# ---------------------------------------------------------------------------------------------
# A file's hunks: what the learner writes, and when.


def _is_comment_or_blank(line):
  s = line.strip()
  return not s or s.startswith("//")


TODO = re.compile(r'^\s*// TODO: chapter \d+, "(.*)"\s*$')


class Hunk:
  def __init__(self, tag, old, new):
    self.tag = tag  # equal, insert, delete, replace (difflib's)
    self.old = old  # [skeleton lines]
    self.new = new  # [(course line index, text)]
    self.keep_skeleton = tag == "equal" or (tag == "replace" and all(map(_is_comment_or_blank, old))
                                           and all(_is_comment_or_blank(t) for _, t in new))
    todos = [TODO.match(x) for x in old]
    self.todo = next((t.group(1) for t in todos if t), None)


class AutoPiece:
  """Code no step of the script names: one step per hunk, described by what it fills in."""

  def __init__(self, stage, learner_file):
    self.stage, self.lf, self.lines, self.text, self.where = stage, learner_file, set(), "", None
    self.file = learner_file.path.split("/", 1)[1]

  def describe(self):
    lines = self.lf.course
    first = min(self.lines)
    code = [lines[j].strip() for j in sorted(self.lines) if lines[j].strip()]
    # The declaration the hunk sits in: the nearest line above it with less indentation.
    depth = len(lines[first]) - len(lines[first].lstrip())
    owner = None
    for n in range(first - 1, -1, -1):
      s = lines[n]
      if s.strip() and not s.strip().startswith(("//", "}")) and len(s) - len(s.lstrip()) < depth:
        # A signature over several lines: its first line names it.
        while n > 0 and re.match(r"^\s*(\)|where |->|_ |[a-z]\w*:)", lines[n]):
          n -= 1
        owner = lines[n].strip().rstrip("{").rstrip("(").strip()
        break
    # The first comment in the hunk, all its lines: the course's own why.
    said, taking = [], False
    for c in code:
      if c.startswith("//") and not c.startswith("///"):
        said.append(c.lstrip("/ ").strip())
        taking = True
      elif taking:
        break
    said = " ".join(said) or None
    decl = next((c.rstrip("{").strip() for c in code if not c.startswith("//")), "")
    if owner and not re.match(r"^(public |open |final |private |fileprivate |internal )*(class|struct|enum|extension|protocol|actor)\b", owner):
      self.text = f"Fill in `{owner}`."
    else:
      self.text = f"Add `{decl}`." if decl else "Add these lines."
    if said:
      self.text += f" {said[0].upper()}{said[1:]}" + ("" if said.endswith((".", ":", ")")) else ".")


class LearnerFile:
  """One file the learner writes: its skeleton, the course's version, and for every course line
  that is the learner's code, the stage and step that write it."""

  def __init__(self, path, skeleton, course):
    self.path = path  # Step4_Sink/SinkDisposer.swift
    self.skeleton = skeleton.split("\n")
    self.course = course.split("\n")
    matcher = difflib.SequenceMatcher(None, self.skeleton, self.course, autojunk=False)
    self.hunks = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
      self.hunks.append(Hunk(tag, self.skeleton[i1:i2], [(j, self.course[j]) for j in range(j1, j2)]))
    self.written = {}  # course line index -> (stage, step number within the stage)
    self.steps = {}  # stage -> [Piece or None (the rest)], in order

  def code_lines(self):
    return [j for h in self.hunks if not h.keep_skeleton and h.tag != "equal" for j, _ in h.new]

  def assign(self, pieces, default_stage, todo_stage):
    """Gives every code line its stage and step: the innermost piece that holds it, else the stage
    the hunk's TODO names (or the file's first stage) in a step of its own per hunk."""
    owner = {}
    for piece in sorted(pieces, key=lambda p: -len(p.lines)):
      for j in piece.lines:
        owner[j] = piece
    autos = []
    for h in self.hunks:
      if h.keep_skeleton or h.tag == "equal":
        continue
      fallback = todo_stage(h.todo) or default_stage
      auto = None
      for j, _ in h.new:
        piece = owner.get(j)
        if piece is None:
          if auto is None or auto.stage != fallback:
            auto = AutoPiece(fallback, self)
            autos.append(auto)
          auto.lines.add(j)
          piece = auto
        self.written[j] = (piece.stage, piece)
    # A blank line goes with the line after it (a blank line opens the next declaration), or the one
    # before it at the end of a hunk.
    for j in sorted(self.written):
      if self.course[j].strip():
        continue
      after = next((k for k in range(j + 1, len(self.course)) if k in self.written and self.course[k].strip()), None)
      before = next((k for k in range(j - 1, -1, -1) if k in self.written and self.course[k].strip()), None)
      near = after if after is not None and all(k in self.written for k in range(j, after)) else before
      if near is not None:
        stage, owner_piece = self.written[near]
        old_stage, old_piece = self.written[j]
        self.written[j] = (stage, owner_piece)
        old_piece.lines.discard(j)
        owner_piece.lines.add(j)
    autos = [a for a in autos if any(q is a for _, q in self.written.values())]
    # A step of nothing but blank lines, braces or comments joins the step before it (or after).
    def slight(step):
      return all(not self.course[j].strip() or self.course[j].strip() in "{}()" or
                 self.course[j].strip().startswith("//") for j in step.lines if self.written.get(j, (0, step))[1] is step)
    for auto in list(autos):
      if not slight(auto):
        continue
      mine = [j for j, (s, q) in self.written.items() if q is auto]
      others = sorted({q for s, q in self.written.values() if s == auto.stage and q is not auto
                       and not (isinstance(q, AutoPiece) and slight(q))}, key=lambda q: min(q.lines))
      if not others:
        continue
      before = [q for q in others if min(q.lines) < min(mine)]
      into = before[-1] if before else others[0]
      for j in mine:
        self.written[j] = (auto.stage, into)
        into.lines.add(j)
      autos.remove(auto)
    for auto in autos:
      auto.describe()
    for stage in {s for s, _ in self.written.values()}:
      used = {p for s, p in self.written.values() if s == stage}
      # In the file's order: the learner writes from the top down.
      first = {q: min(j for j, (s, x) in self.written.items() if x is q) for q in used}
      self.steps[stage] = sorted(used, key=lambda q: first[q])

  def text(self, upto_stage, upto_step=None):
    """The learner's file once every stage before `upto_stage` is done and, of that stage, its
    first `upto_step` steps (all of them when None)."""
    def included(j):
      stage, piece = self.written[j]
      if stage_key(stage) < stage_key(upto_stage):
        return True
      if stage != upto_stage:
        return False
      return upto_step is None or self.steps[stage].index(piece) < upto_step

    out = []
    for h in self.hunks:
      if h.tag == "equal" or h.keep_skeleton:
        out += h.old
        continue
      new = [t for j, t in h.new if included(j)]
      if not new:
        out += h.old
      elif len(new) < len(h.new):
        # The skeleton's TODO stays while the stage that began replacing it has lines still to come;
        # once a stage has replaced it, lines a later stage adds leave no TODO behind.
        begun_earlier = any(stage_key(self.written[j][0]) < stage_key(upto_stage) for j, _ in h.new)
        to_come_now = any(self.written[j][0] == upto_stage for j, _ in h.new if not included(j))
        keep_todo = to_come_now and not begun_earlier
        out += new + ([x for x in h.old if TODO.match(x)] if keep_todo else [])
      else:
        out += new
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# The whole build-along, at any point.


class Course:
  """The learner's files of Steps 3 to 7 at every stage and step, from the stage table (`progress
  --describe`), the recorded skeleton, the course's files and the scripts."""

  def __init__(self, stages):
    self.stages = stages  # progress --describe's, in order
    self.ids = [s["id"] for s in stages]
    self.skeleton = recorded_skeleton()
    self.scripts = {}
    for s in stages:
      if s["step"] not in self.scripts:
        self.scripts[s["step"]] = Script(s["step"])
    self.files = {}  # 'Step4_Sink/SinkDisposer.swift' -> LearnerFile
    self.playground_base = committed_playground()
    problems = []
    for sc in self.scripts.values():
      for sid, tries in sc.tries.items():
        if sid not in self.ids:
          problems.append(f"{tries[0].where}: no stage {sid} in the stage table")
    for s in stages:
      for f in s["files"]:
        path = self.path(s, f)
        if path in self.files:
          continue
        if path not in self.skeleton:
          problems.append(f"stage {s['id']} names {f}, which the recorded skeleton lacks")
          continue
        course = course_text(path)
        if course is None:
          problems.append(f"stage {s['id']} names {f}, which Sources/{path} lacks")
          continue
        self.files[path] = LearnerFile(path, self.skeleton[path], course)
    for path, lf in self.files.items():
      writers = [s for s in stages if self.path(s, None, path) == path]
      first = writers[0]["id"]

      def todo_stage(section, writers=writers):
        for w in writers:
          if w["section"] == section:
            return w["id"]
        return None

      pieces = [p for sc in self.scripts.values() for p in sc.pieces if self._piece_path(p) == path]
      for p in pieces:
        try:
          p.lines = locate(p, lf.course)
        except ScriptError as e:
          problems.append(str(e))
          continue
        code = set(lf.code_lines())
        if not p.lines & code:
          problems.append(f"{p.where}: `{p.start}` names no line the learner writes in {path}")
        if p.stage not in [w["id"] for w in writers]:
          problems.append(f"{p.where}: stage {p.stage} does not write {path} (the stage table's files)")
      lf.assign([p for p in pieces if p.lines], first, todo_stage)
    if problems:
      raise ScriptError("\n".join(problems))

  def path(self, stage, f, want=None):
    """A stage's file as 'Module/name.swift'; with `want`, that path if the stage writes it."""
    if want is not None:
      return want if any(self.path(stage, x) == want for x in stage["files"]) else None
    return f if "/" in f else f"{MODULES[stage['step']]}/{f}"

  def _piece_path(self, piece):
    step = int(piece.stage.split(".")[0])
    return piece.file if "/" in piece.file else f"{MODULES[step]}/{piece.file}"

  def state(self, upto_stage=None, upto_step=None):
    """Every file of Sources/Step* (path -> text) once the stages before `upto_stage` are done, and
    `upto_step` steps of it (or all of it when None); with no stage, the skeleton."""
    files = dict(self.skeleton)
    if upto_stage is None:
      files[PLAYGROUND] = self.playground(None)
      return files
    for path, lf in self.files.items():
      files[path] = lf.text(upto_stage, upto_step)
    # A stage's playground lines come after its files' steps: all of them once the stage is done.
    files[PLAYGROUND] = self.playground(upto_stage, None if upto_step is None else 0)
    return files

  def tries_of(self, stage_id):
    step = int(stage_id.split(".")[0])
    script = self.scripts.get(step)
    return script.tries.get(stage_id, []) if script else []

  def playground(self, upto_stage, upto_step=None):
    """The playground's text once the stages before `upto_stage` are done and `upto_step` of its own
    `Try it` steps (all of them when None); with no stage, as the package ships it."""
    blocks = []
    if upto_stage is not None:
      for sid in self.ids:
        tries = self.tries_of(sid)
        if sid == upto_stage:
          blocks += tries[: len(tries) if upto_step is None else upto_step]
          break
        blocks += tries
    text, previous = self.playground_base.rstrip("\n"), None
    for t in blocks:  # a blank line before each stage's lines
      text += ("\n\n" if t.stage != previous else "\n") + t.code
      previous = t.stage
    return text + "\n"

  def after(self, stage_id):
    """The state once stage_id is done."""
    return self.state(stage_id, None)

  def before(self, stage_id):
    """The state with every stage before stage_id done."""
    return self.state(stage_id, 0)

  def steps_of(self, stage):
    """[(path, [Piece or None])] of the files a stage changes, in the stage's order of files."""
    result = []
    for f in stage["files"]:
      path = self.path(stage, f)
      lf = self.files.get(path)
      if lf and lf.steps.get(stage["id"]):
        result.append((path, lf.steps[stage["id"]]))
    return result

  def added_lines(self, stage_id):
    """The number of lines of code the stage has the learner write, its playground lines included."""
    tried = sum(1 for t in self.tries_of(stage_id) for x in t.code.split("\n")
                if x.strip() and not x.strip().startswith("//"))
    return tried + sum(1 for lf in self.files.values() for j, (s, _) in lf.written.items()
                       if s == stage_id and lf.course[j].strip() and not lf.course[j].strip().startswith("//"))

  def first_stage_of_line(self):
    """{(path, line text): earliest stage that writes that text} for every line the learner writes,
    for the check that no pane shows a later stage's code."""
    first = {}
    for path, lf in self.files.items():
      for j, (stage, _) in lf.written.items():
        text = lf.course[j].strip()
        if not text or text.startswith("//") or text in ("}", "{", ")", "]"):
          continue
        key = (path, text)
        if key not in first or stage_key(stage) < stage_key(first[key]):
          first[key] = stage
    # A line the skeleton has too is there from the start.
    for path in self.files:
      for text in self.skeleton.get(path, "").split("\n"):
        first.pop((path, text.strip()), None)
    return first
