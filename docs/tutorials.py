"""The build-along as DocC tutorials: "Build it yourself", one tutorial per step, one section per stage.

docs/build calls generate() to write the tutorials into the course's catalog, and the converter calls
site_link() for the chapters' links to them; docs/check calls check() to load every tutorial in
Chromium. Nothing here is written by hand: each run reads

  - the stage table, each stage's rules and their hints, from `progress --describe`;
  - the skeleton the learner starts from (chapters/build-along/Sources/StepN_Name, as committed) and
    the course's own files (Sources/StepN_Name), shown in the code panes;
  - the chapters as docs/build converted them: the opening prose of a stage's section, its anchor,
    and the regions of source it lists;
  - the symbols each stage's files declare, and their relations, from docs/build's symbol graphs;
  - the output of `progress N.M` for every stage, run against the skeleton (it fails) and against
    the course (it passes); see capture();
  - the mutant kit (chapters/build-along/mutants): each tutorial's questions.
"""

import concurrent.futures
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD_ALONG = ROOT / "chapters" / "build-along"
CAPTURE = ROOT / ".build" / "docs-tutorials"  # scratch copies of the build-along, and the cached runs
MANIFEST = ROOT / ".build" / "docs-work" / "tutorials.json"  # what docs/check expects to find
TOC = "BuildItYourself"  # the table of contents, /tutorials/buildityourself
TITLE = "Build it yourself"
FOLDER = "build-it-yourself"  # the catalog's folder for the code panes' files and the download
DOWNLOAD = "BuildAlong.zip"
# Characters a code pane shows at a 1280 px window (docs/check measures the real pane): progress's
# longer lines are wrapped to it; Swift files are not, and must fit.
PANE_COLUMNS = 90
MINUTES_PER_RULE = 3  # the time estimate: writing and checking one rule, on average
QUESTIONS = 5  # at most, per tutorial
QUESTION_COLUMNS = 100  # characters a question's code shows at a 1280 px window (docs/check measures it)
COMMAND = "swift run --package-path chapters/build-along progress"


def tutorial_name(step):
  return f"Step{step}"


def tutorial_url(step):
  return f"/tutorials/rxfromscratch/{tutorial_name(step).lower()}"


# ---------------------------------------------------------------------------------------------
# The runs of `progress`, captured once per set of inputs.
#
# Two scratch copies of the build-along package under .build/docs-tutorials: one whose Steps are
# the skeleton, as a learner gets it, and one built from the course's own Steps
# (BUILD_ALONG_USE_COURSE=1). Each is built once and stays incremental between runs; then
# `progress --describe` gives the stage table, and `progress N.M` runs each stage alone in both, the
# two copies side by side (about a second a stage). Everything is cached under a key of the inputs,
# so that a docs/build that changed none of them runs nothing.


def _inputs():
  """Every file whose change can change what progress prints, in a stable order."""
  files = [BUILD_ALONG / "Package.swift"]
  for folder in ("Sources/Progress", "Sources/Playground", "Sources/PlaygroundStep3", "Tests", "hints"):
    files += sorted(p for p in (BUILD_ALONG / folder).rglob("*") if p.is_file())
  for folder in sorted((BUILD_ALONG / "Sources").glob("Step[3-7]_*")) + sorted((ROOT / "Sources").glob("Step[3-7]_*")):
    files += sorted(p for p in folder.rglob("*") if p.is_file())
  return files


def _key():
  h = hashlib.sha256()
  version = subprocess.run(["swift", "--version"], text=True, capture_output=True).stdout
  h.update(version.encode())
  for f in _inputs():
    h.update(str(f.relative_to(ROOT)).encode() + b"\0" + f.read_bytes() + b"\0")
  return h.hexdigest()[:20]


def _sync(source, dest):
  """Makes `dest` hold exactly the files of `source`, copying only those that differ, so that the
  scratch builds stay incremental."""
  dest.mkdir(parents=True, exist_ok=True)
  wanted = set()
  for f in source.rglob("*"):
    if f.is_dir() or ".build" in f.relative_to(source).parts:
      continue
    rel = f.relative_to(source)
    wanted.add(rel)
    target = dest / rel
    if not target.exists() or target.read_bytes() != f.read_bytes():
      target.parent.mkdir(parents=True, exist_ok=True)
      shutil.copyfile(f, target)
  for f in list(dest.rglob("*")):
    if f.is_file() and f.relative_to(dest) not in wanted:
      f.unlink()


def _scratch_package(tree):
  """The build-along as a learner gets it, in .build/docs-tutorials/TREE, at the same path from its
  root as in the repository, so that progress prints the paths a learner sees."""
  package = CAPTURE / tree / "chapters" / "build-along"
  package.mkdir(parents=True, exist_ok=True)
  shutil.copyfile(BUILD_ALONG / "Package.swift", package / "Package.swift")
  for folder in ("Sources/Progress", "Sources/Playground", "Sources/PlaygroundStep3", "Tests", "hints"):
    _sync(BUILD_ALONG / folder, package / folder)
  for module in sorted((BUILD_ALONG / "Sources").glob("Step[3-7]_*")):
    _sync(module, package / "Sources" / module.name)
  link = package / "course-sources"
  if not link.is_symlink() or os.readlink(link) != str(ROOT / "Sources"):
    if link.is_symlink() or link.exists():
      link.unlink()
    link.symlink_to(ROOT / "Sources")
  return package


def _environment(tree):
  env = {k: v for k, v in os.environ.items() if not k.startswith(("BUILD_ALONG_", "PROGRESS_"))}
  if tree == "course":
    env["BUILD_ALONG_USE_COURSE"] = "1"
  return env


def _run_tree(tree, stage_ids, build):
  """Builds one scratch copy and runs `progress N.M` there for each stage: {id: [status, output]}."""
  package = _scratch_package(tree)
  env = _environment(tree)
  r = subprocess.run(["swift", "build", "--build-tests", "--package-path", str(package)], env=env, text=True,
                     capture_output=True)
  if r.returncode != 0:
    sys.stderr.write((r.stdout + r.stderr)[-6000:])
    build.fail(f"the build-along with the {tree}'s Steps does not build (in {package.relative_to(ROOT)})")
  binary = pathlib.Path(subprocess.run(["swift", "build", "--show-bin-path", "--package-path", str(package)],
                                       env=env, text=True, capture_output=True).stdout.strip()) / "progress"
  runs = {}
  for stage in stage_ids:
    p = subprocess.run([str(binary), stage], cwd=CAPTURE / tree, env=env, text=True, capture_output=True)
    runs[stage] = [p.returncode, (p.stdout + p.stderr).rstrip("\n")]
  return binary, runs


def capture(build):
  """The stage table (`progress --describe`) and, for every stage, what `progress N.M` prints against
  the skeleton and against the course: {"stages": [...], "runs": {id: {"skeleton": [status, output],
  "course": [...]}}}. Cached under .build/docs-tutorials by a key of every input."""
  key = _key()
  cached = CAPTURE / "progress.json"
  if cached.exists():
    data = json.loads(cached.read_text())
    if data.get("key") == key:
      return data
  started = time.time()
  build.log("running progress for every stage, against the skeleton and the course (once per change)")
  package = _scratch_package("skeleton")
  r = subprocess.run(["swift", "run", "-q", "--package-path", str(package), "progress", "--describe"],
                     env=_environment("skeleton"), text=True, capture_output=True)
  try:
    stages = json.loads(r.stdout)["stages"]
  except (ValueError, KeyError):
    sys.stderr.write((r.stdout + r.stderr)[-6000:])
    build.fail("`progress --describe` did not print the stage table")
  ids = [s["id"] for s in stages]
  with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    futures = {tree: pool.submit(_run_tree, tree, ids, build) for tree in ("skeleton", "course")}
    results = {tree: f.result()[1] for tree, f in futures.items()}
  runs = {i: {tree: results[tree][i] for tree in results} for i in ids}
  for i in ids:
    if runs[i]["skeleton"][0] == 0:
      build.fail(f"`progress {i}` passes against the skeleton; the tutorial needs it to fail:\n"
                 + runs[i]["skeleton"][1])
    if runs[i]["course"][0] != 0:
      build.fail(f"`progress {i}` fails against the course's own Steps:\n" + runs[i]["course"][1])
  data = {"key": key, "stages": stages, "runs": runs}
  cached.write_text(json.dumps(data, indent=1, ensure_ascii=False))
  build.log(f"progress ran {2 * len(ids)} times in {time.time() - started:.0f} s")
  return data


# The one place that reads progress's output: which of a stage's rules it marks as failed. It relies
# on two things only, that a failed rule is printed whole on a line, and that such a line holds ✘.


def failed_rules(output, rules):
  """The rules, in the stage's order, that `output` shows on a line marked ✘."""
  marked = [line for line in output.split("\n") if "✘" in line]
  return [r for r in rules if any(r in line for line in marked)]


# ---------------------------------------------------------------------------------------------
# Text helpers.


def wrap_output(text, width=PANE_COLUMNS):
  """progress's output with each line longer than the pane broken at spaces, its continuation lines
  indented under the text they continue (after a label such as `Note:  ` or a mark such as `· `).
  Returns the text and whether any line was broken."""
  out, wrapped = [], False
  for line in text.split("\n"):
    if len(line) <= width:
      out.append(line)
      continue
    wrapped = True
    m = re.match(r"^(\s*(?:[A-Za-z?]+:\s+|[^\w\s\"]\s+)?)", line)
    indent = " " * min(len(m.group(1)) if m else 0, width // 3)
    rest, first = line, True
    while len(rest) > width:
      cut = rest.rfind(" ", len(indent) + 1 if not first else 1, width + 1)
      if cut <= len(indent):
        cut = width  # one word longer than the pane: break it where the pane ends
      out.append(rest[:cut].rstrip())
      rest = indent + rest[cut:].lstrip()
      first = False
    out.append(rest)
  return "\n".join(out), wrapped


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


# ---------------------------------------------------------------------------------------------
# The chapters: a stage's section, its prose as docs/build converted it, the regions it lists.


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


def listed_regions(chapter_text, section):
  """(file, region) of the listings in a chapter's section, in order."""
  lines = section_lines(chapter_text.split("\n"), lambda h: h.strip() == section)
  found = []
  for line in lines or []:
    m = re.match(r"^\s*<!-- snippet: ([^#\s]+)#(\S+) -->", line)
    if m:
      found.append((m.group(1), m.group(2)))
  return found


# ---------------------------------------------------------------------------------------------
# The mutant kit: mistakes a learner makes, each a patch against the course's Sources/.


class Mutant:
  def __init__(self, path):
    text = path.read_text()
    self.name = path.stem
    self.stage = (re.search(r"^Stage:\s*(\S+)", text, re.M) or [None, ""])[1]
    self.mistake = (re.search(r"^Mistake:\s*(.+)$", text, re.M) or [None, ""])[1].strip()
    self.files = re.findall(r"^\+\+\+ b/(\S+)", text, re.M)
    body = text[text.find("\n--- a/"):] if "\n--- a/" in text else ""
    hunks, current = [], []
    for line in body.split("\n"):
      if line.startswith(("--- ", "+++ ")):
        continue
      if line.startswith("@@"):
        if current:
          hunks.append(current)
        current = []
        continue
      if line.startswith((" ", "-", "+")) or line == "":
        current.append(line)
    if current:
      hunks.append(current)
    self.hunks = [h[: max(i for i, x in enumerate(h) if x) + 1] for h in hunks if any(h)]

  @property
  def step(self):
    return int(self.stage.split(".")[0]) if self.stage else None

  @property
  def file_name(self):
    return os.path.basename(self.files[0]) if self.files else "?"

  def diff(self, context=1):
    """The change, with `context` lines around each run of changed lines, its common indentation
    taken off so that it fits a question's narrower column."""
    parts = []
    for h in self.hunks:
      changed = [i for i, line in enumerate(h) if line[:1] in "+-"]
      keep = sorted({j for i in changed for j in range(i - context, i + context + 1) if 0 <= j < len(h)})
      for n, i in enumerate(keep):
        if parts and (n == 0 or i != keep[n - 1] + 1):
          parts.append(" …")
        parts.append(h[i])
    bodies = [p[1:] for p in parts if p[1:].strip() and p != " …"]
    cut = min((len(b) - len(b.lstrip()) for b in bodies), default=0)
    return "\n".join(p if p == " …" else p[:1] + p[1 + cut:] for p in parts)


def mutants():
  return [Mutant(p) for p in sorted((BUILD_ALONG / "mutants").glob("*.patch"))]


def stage_order(stage_id):
  return tuple(int(x) for x in stage_id.split("."))


def questions(step, kit):
  """Up to QUESTIONS (mutant, [choices], index of the right one) for a step: one mistake per stage
  that has one, spread over the step, each with two other mistakes of the step as wrong answers,
  from its own stage or file where there are some."""
  ofstep = [m for m in kit if m.step == step and m.mistake and m.hunks]
  stages = sorted({m.stage for m in ofstep}, key=stage_order)
  if len(stages) > QUESTIONS:
    stages = [stages[round(i * (len(stages) - 1) / (QUESTIONS - 1))] for i in range(QUESTIONS)]
  result = []
  for n, stage in enumerate(stages):
    right = next((m for m in ofstep if m.stage == stage
                  and max(len(x) for x in m.diff().split("\n")) <= QUESTION_COLUMNS), None)
    if right is None:
      continue
    others = [m for m in ofstep if m is not right and m.mistake != right.mistake]
    others.sort(key=lambda m: (m.stage != stage, m.file_name != right.file_name,
                               abs(stage_order(m.stage)[1] - stage_order(stage)[1]), m.name))
    wrong = others[:2]
    if len(wrong) < 2:
      continue
    choices = list(wrong)
    at = n % 3
    choices.insert(at, right)
    result.append((right, choices, at))
  return result


# ---------------------------------------------------------------------------------------------
# A figure of each step's types, from the symbol graph: what the tutorial's chapter shows.


TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}


def located(module, f):
  """Where a stage's file lives: a name in the step's own module, or `Module/name.swift` in another
  step's module (Step 6's dispatch lives beside the bag, in Step 4)."""
  return tuple(f.split("/", 1)) if "/" in f else (module, f)


def file_key(f):
  """A stage's file as part of a tutorial resource's name, which has no folders."""
  return f.replace("/", "-")


def stage_declarations(graphs, module, file):
  """The names of the types a course file declares or, when it declares none, of the members it adds
  to types declared elsewhere (an operator's method), in the file's order."""
  real = os.path.realpath(ROOT / "Sources" / module / file)
  here = []
  for g in [graphs / f"{module}.symbols.json", *sorted(graphs.glob(f"{module}@*.symbols.json"))]:
    for s in json.loads(g.read_text())["symbols"]:
      loc = s.get("location")
      if loc and "::SYNTHESIZED::" not in s["identifier"]["precise"] \
          and os.path.realpath(re.sub(r"^file://", "", loc["uri"])) == real:
        here.append((loc["position"]["line"], s["kind"]["identifier"], s["pathComponents"]))
  here.sort(key=lambda x: x[0])
  types = [path[0] for _, kind, path in here if kind in TYPE_KINDS and len(path) == 1]
  if types:
    return types
  members = []
  for _, kind, path in here:
    name = re.sub(r"\(.*", "", path[-1])
    if (len(path) == 2 and kind in ("swift.method", "swift.type.method", "swift.init")
        or len(path) == 1 and kind == "swift.func") and name not in members:
      members.append(name)
  return members


def types_figure(graphs, module, stages):
  """Mermaid source of a small figure, a map of the step: its stages in order, in two columns, each
  with what its files declare (the type a file is named for, or else up to three of its
  declarations; in italics a file an earlier stage wrote and this one checks again); and its alt
  text."""
  seen, rows = set(), []
  for stage in stages:
    names = []
    for f in stage["files"]:
      m, fn = located(module, f)
      if not (ROOT / "Sources" / m / fn).exists():
        continue
      stem = fn.rsplit(".", 1)[0]
      found = stage_declarations(graphs, m, fn)
      shown = [stem] if stem in found else found[:3]
      names += [(n, f in seen) for n in shown if (n, f in seen) not in names]
      seen.add(f)
    rows.append((stage["id"], names))
  lines = ["block-beta", "  columns 2"]
  for n, (sid, names) in enumerate(rows):
    wrapped, line, width = [], "", 0
    for name, again in names:
      shown = f"<i>{name}</i>" if again else name
      if line and width + len(name) > 24:
        wrapped.append(line)
        line, width = "", 0
      line, width = (f"{line} · {shown}", width + 3 + len(name)) if line else (shown, len(name))
    wrapped.append(line or "<i>no new code</i>")
    lines.append(f'  s{n}["<b>{sid}</b><br/>' + "<br/>".join(wrapped) + '"]')
  alt = "; ".join(f"{sid}, " + (", ".join(n + (" again" if a else "") for n, a in names) or "no new code")
                  for sid, names in rows)
  return "\n".join(lines), alt


# ---------------------------------------------------------------------------------------------
# The links from the chapters: a chapter's link to the build-along README's section on the site
# becomes, in the site, a link to its step's tutorial (or, from elsewhere, to the table of contents).

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
# The tutorials.


def skeleton_drift():
  """The files of the build-along's Sources/Step* that differ from skeleton-ids.txt, the record of
  the skeleton as shipped that `progress --reset` restores (the same comparison as
  `progress --check-skeleton-ids`): the tutorials show and the download holds Sources/Step* as
  they are, so they must be the skeleton."""
  recorded = {}
  for line in (BUILD_ALONG / "skeleton-ids.txt").read_text().splitlines():
    if line.strip() and not line.startswith("#"):
      blob, path = line.split(" ", 1)
      recorded[path] = blob
  sources = BUILD_ALONG / "Sources"
  paths = sorted(str(f.relative_to(sources)) for m in sources.glob("Step[3-7]_*") for f in m.rglob("*") if f.is_file())
  blobs = subprocess.run(["git", "hash-object", "--", *paths], cwd=sources, text=True, capture_output=True,
                         check=True).stdout.split()
  current = dict(zip(paths, blobs))
  return sorted(p for p in set(recorded) | set(current) if recorded.get(p) != current.get(p))


def _zip(dest):
  """The build-along package as a learner starts it: the skeleton in Sources/, the record of its
  blob ids, the stage tests, the hints and progress; without the maintainers' check and mutant kit.
  The same bytes every run. (Without git, `progress --reset` says to take a file from a fresh
  download: this one.)"""
  entries = []
  for part in ("Package.swift", "README.md", ".gitignore", "skeleton-ids.txt"):
    if (BUILD_ALONG / part).exists():
      entries.append((part, BUILD_ALONG / part))
  folders = ["Sources/Progress", "Sources/Playground", "Sources/PlaygroundStep3", "Tests", "hints"]
  folders += [str(m.relative_to(BUILD_ALONG)) for m in sorted((BUILD_ALONG / "Sources").glob("Step[3-7]_*"))]
  for folder in folders:
    for f in sorted((BUILD_ALONG / folder).rglob("*")):
      if f.is_file():
        entries.append((str(f.relative_to(BUILD_ALONG)), f))
  with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as z:
    for name, f in sorted(entries):
      info = zipfile.ZipInfo(f"build-along/{name}", date_time=(1980, 1, 1, 0, 0, 0))
      info.external_attr = (0o100755 if os.access(f, os.X_OK) else 0o100644) << 16
      info.compress_type = zipfile.ZIP_DEFLATED
      z.writestr(info, f.read_bytes())


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


def pane(name, file, text):
  """What docs/check expects a step's code pane to show."""
  return {"name": name, "file": file, "lines": len(text.rstrip("\n").split("\n"))}


def _file_step(text, name, file, previous=None):
  args = f"name: {attribute(name)}, file: {attribute(file)}"
  if previous:
    args += f", previousFile: {attribute(previous)}"
  return ["@Step {", indent(text, 2), f"  @Code({args})", "}"]


def generate(build, catalog, chapters, symbols, graphs):
  """Writes the tutorial track into the course's catalog; returns the number of tutorials."""
  started = time.time()
  drift = skeleton_drift()
  if drift:
    build.fail(f"chapters/build-along/Sources/{drift[0]} is not the skeleton that skeleton-ids.txt records "
               f"({len(drift)} files differ): restore it, or record it with "
               "`swift run --package-path chapters/build-along progress --write-skeleton-ids`")
  data = capture(build)
  stages = data["stages"]
  runs = data["runs"]
  kit = mutants()
  folder = catalog / FOLDER
  shutil.rmtree(folder, ignore_errors=True)
  folder.mkdir(parents=True)
  files = Writer(folder)
  _zip(folder / DOWNLOAD)
  steps = sorted({s["step"] for s in stages})
  missing = sorted(_linked_steps - set(steps))
  if missing:
    build.fail(f"a chapter links the tutorial of step {missing[0]}, and the build-along has no such step")
  figures, manifest, toc = [], {"toc": f"/tutorials/{TOC.lower()}", "columns": PANE_COLUMNS, "tutorials": []}, []
  for step in steps:
    ofstep = [s for s in stages if s["step"] == step]
    module = ofstep[0]["module"]
    chapter = chapters.get(f"chapters/{ofstep[0]['chapter']}")
    if chapter is None:
      build.fail(f"stage {ofstep[0]['id']} names chapters/{ofstep[0]['chapter']}, which does not exist")
    article = (catalog / f"{chapter.name}.md").read_text()
    title = re.sub(r"^\d+[a-z]?\.\s*", "", build.strip_inline(chapter.title))
    # DocC numbers the chapters itself ("Chapter 1" for Step 3): the names carry the step. The
    # chapter is named for the step, its tutorial for what the learner does in it.
    short, _, rest = title.partition(":")
    name = f"Step {step}: {short.strip()}"
    heading = f"Write Step {step}: {(rest or short).strip()}"
    rules = sum(len(s["rules"]) for s in ofstep)
    minutes = max(5, round(MINUTES_PER_RULE * rules / 5) * 5)
    figure_source, figure_alt = types_figure(graphs, module, ofstep)
    figure = f"bis-step{step}-types"
    figures.append((figure, figure_source))
    toc += [f"  @Chapter(name: {attribute(name)}) {{",
            indent(f"{len(ofstep)} stages and {rules} rules, in `Sources/{module}` of the build-along package: "
                   f"`progress {step}` checks them in order. The chapter to read beside it: <doc:{chapter.name}>.", 4),
            "",
            f"    @Image(source: {attribute(figure)}, alt: "
            + attribute(f"The stages of Step {step} in order, each with the types or methods it builds: "
                        f"{figure_alt}.") + ")",
            "",
            f"    @TutorialReference(tutorial: \"doc:{tutorial_name(step)}\")",
            "  }", ""]
    body, entry = tutorial(build, step, heading, minutes, chapter, article, ofstep, runs, kit, symbols, files)
    (catalog / f"{tutorial_name(step)}.tutorial").write_text(body)
    entry.update({"url": tutorial_url(step), "title": heading})
    manifest["tutorials"].append(entry)
  intro = ("Write Steps 3 to 7 of the course yourself, in the build-along package (download it from any "
           "tutorial). Each tutorial is one step, each of its sections one stage that `progress` checks, in "
           "the chapter's order: what the stage builds and why, its rules as its tests state them, the "
           "skeleton you start from, the check failing and then passing, and last the course's own file to "
           "compare with yours.")
  text = [f"@Tutorials(name: {attribute(TITLE)}) {{", f"  @Intro(title: {attribute(TITLE)}) {{", indent(intro, 4),
          "  }", ""] + toc + ["}"]
  (catalog / f"{TOC}.tutorial").write_text("\n".join(text) + "\n")
  build.render_diagrams(figures, catalog)
  MANIFEST.parent.mkdir(parents=True, exist_ok=True)
  MANIFEST.write_text(json.dumps(manifest, indent=1))
  build.log(f"tutorials: {len(steps)} steps, {len(stages)} stages, in {time.time() - started:.0f} s")
  return len(steps)


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


def tutorial(build, step, heading, minutes, chapter, article, ofstep, runs, kit, symbols, files):
  """One step's tutorial: its text, and what docs/check expects of it."""
  chapter_text = chapter.path.read_text()
  module = ofstep[0]["module"]
  intro = article_intro(article)
  intro = (intro + "\n\n" if intro else "") + (f"In the build-along package you write `Sources/{module}`, stage by stage: each section below is "
            f"one stage of `progress {step}`. Read the chapter beside it: <doc:{chapter.name}>.")
  out = [f"@Tutorial(time: {minutes}, projectFiles: {attribute(f'{FOLDER}/{DOWNLOAD}'.split('/')[-1])}) {{",
         f"  @Intro(title: {attribute(heading)}) {{", indent(intro, 4), "  }", ""]
  entry = {"sections": [], "questions": []}
  seen = {}  # the files an earlier stage of this step has shown, and the first such stage
  for stage in ofstep:
    sid = stage["id"]
    anchor = build.docc_anchor(stage["section"])
    prose = opening_prose(article, anchor, build)
    if prose is None:
      build.fail(f"stage {sid}: no section «{stage['section']}» in {chapter.name}")
    slug = sid.replace(".", "-")
    content = [prose, "",
               f"Read it in the chapter: <doc:{chapter.name}#{anchor}>"
               + "".join(f", and <doc:{chapter.name}#{build.docc_anchor(a)}>" for a in stage["alsoRead"]) + "."]
    builds = []
    for f in stage["files"]:
      links = declared(symbols, *located(module, f))
      builds.append(f"`{'../' + f if '/' in f else f}`" + (f" ({', '.join(links)})" if links else ""))
    if builds:
      content += ["", f"You write, in `Sources/{module}/`: " + sentence_case_join(builds) + "."]
    else:
      content += ["", "This stage adds no file: it checks that what you have written works together."]
    if stage.get("note"):
      content += ["", "> Note: " + stage["note"].replace("\n", " ")]
    content += ["", f"The rules `progress {sid}` checks, as its tests state them:", ""]
    content += [f"- {escape(r)}" for r in stage["rules"]]

    steps_text, step_entries = [], []
    new_files = [f for f in stage["files"] if f not in seen]
    again = [f for f in stage["files"] if f in seen]
    complete = []
    for n, f in enumerate(new_files):
      m, fn = located(module, f)
      skeleton = (BUILD_ALONG / "Sources" / m / fn).read_text()
      course_file = ROOT / "Sources" / m / fn
      name = files.file(f"bis-{slug}-start-{file_key(f)}", skeleton)
      if course_file.exists() and course_file.read_text() == skeleton:
        complete.append(f)
        text = f"`{f}` comes complete: read it, the stage uses it as it is."
      elif n == 0:
        text = (f"Open `chapters/build-along/Sources/{m}/{fn}`: the skeleton. It declares what the stage "
                "needs, with bodies that do nothing useful yet, each marked with the section to read.")
      else:
        text = (f"The skeleton of `{fn}`, in the same folder." if m == module
                else f"The skeleton of `{fn}`, in `chapters/build-along/Sources/{m}/`.")
      steps_text += _file_step(text, f, name)
      step_entries.append(pane(f, name, skeleton))
    status, output = runs[sid]["skeleton"]
    shown, wrapped = wrap_output(output)
    failing = failed_rules(output, stage["rules"])
    text = (f"Write from the rules, then run the stage, from the repository's root: `{COMMAND} {sid}`. "
            "Against the skeleton it fails, and says which rule failed and why.")
    if again:
      text = (f"This stage checks {sentence_case_join(f'`{f}`' for f in again)} again, as you wrote it in an earlier "
              "stage. " + text)
    if wrapped:
      text += " (Long lines are wrapped to fit.)"
    if failing:
      hint = stage["hints"][stage["rules"].index(failing[0])]
      if hint:
        text += (f"\n\nStuck on «{escape(failing[0])}»? `progress --hint` adds its hint: "
                 + " ".join(hint.split()))
    name = files.file(f"bis-{slug}-fails.txt", shown)
    steps_text += _file_step(text, "Terminal", name)
    step_entries.append(pane("Terminal", name, shown))
    status, output = runs[sid]["course"]
    shown, wrapped = wrap_output(output)
    name = files.file(f"bis-{slug}-passes.txt", shown)
    steps_text += _file_step("When your code keeps every rule, the stage passes. Here it runs against the "
                             "course's own code:", "Terminal", name)
    step_entries.append(pane("Terminal", name, shown))
    regions = listed_regions(chapter_text, stage["section"])
    for f in stage["files"]:
      if f in complete:
        continue
      m, fn = located(module, f)
      course_file = ROOT / "Sources" / m / fn
      if not course_file.exists():
        continue
      # The course's file without the markers of its listings' regions, which are for the chapters.
      raw = course_file.read_text().split("\n")
      keep = [i for i, line in enumerate(raw, 1) if not re.match(r"^\s*// snippet: \S+\s*$", line)]
      finished = "\n".join(raw[i - 1] for i in keep)
      done = files.file(f"bis-{m}-{fn}", finished)
      before = f"bis-{seen.get(f, slug)}-start-{file_key(f)}"
      text = (f"Compare with the course's `{f}`. The highlighted lines are those it adds to the skeleton: "
              "read why the course wrote them as it did where yours differ.")
      if f in seen:
        # Shown in an earlier stage: highlight the regions this section lists, by diffing against
        # the file without them, when they are only a part of it.
        ranges = build.snippet_ranges(course_file)
        drop = set()
        for path, region in regions:
          if path == f"Sources/{m}/{fn}" and region in ranges:
            drop.update(range(ranges[region][0], ranges[region][1] + 1))
        rest = [i for i in keep if i not in drop]
        if drop and len(rest) >= len(keep) / 2:
          before = files.file(f"bis-{slug}-without-{file_key(f)}", "\n".join(raw[i - 1] for i in rest))
          text = f"The course's `{f}` once more: highlighted, the code this section explains."
        else:
          text = (f"The course's `{f}` once more, with what it adds to the skeleton highlighted, as in stage "
                  f"{seen[f].replace('-', '.')}" + (": this section shows most of it." if drop else "."))
      steps_text += _file_step(text, f, done, before)
      step_entries.append(pane(f, done, finished))
    for f in stage["files"]:
      seen.setdefault(f, slug)
    out += [f"  @Section(title: {attribute(f'{sid} ' + build.strip_inline(stage['section']))}) {{",
            "    @ContentAndMedia {", indent("\n".join(content), 6), "    }", "", "    @Steps {",
            indent("\n".join(steps_text), 6), "    }", "  }", ""]
    entry["sections"].append({"id": sid, "steps": step_entries})

  asked = questions(step, kit)
  if asked:
    out.append("  @Assessments {")
    for right, choices, _ in asked:
      where = right.file_name
      out += ["    @MultipleChoice {",
              indent(f"This change to the course's `{where}` is a mistake a learner makes, and `progress` "
                     f"catches it by stage {right.stage}. Which mistake is it?", 6), "",
              "      ```diff", indent(right.diff(), 6), "      ```", ""]
      for c in choices:
        if c is right:
          reaction, why = "That's it.", (f"{c.mistake} The build-along's mutant kit makes this mistake in "
                                         f"`{c.name}.patch`, and shows that `progress` catches it.")
        else:
          place = "another mistake in" if c.file_name == where else "another mistake, in"
          reaction, why = "Not this one.", (f"That is {place} `{c.file_name}`, which stage {c.stage} catches; "
                                            "it changes other lines. Read again what the change removes (-) "
                                            "and adds (+).")
        out += [f"      @Choice(isCorrect: {'true' if c is right else 'false'}) {{", indent(escape_choice(c.mistake), 8),
                "", f"        @Justification(reaction: {attribute(reaction)}) {{", indent(why, 10), "        }",
                "      }", ""]
      out.append("    }")
    out.append("  }")
    entry["questions"] = [{"wrong": next(i for i, c in enumerate(choices) if c is not right), "right": at,
                           "mutant": right.name} for right, choices, at in asked]
  out.append("}")
  return "\n".join(out) + "\n", entry


def escape_choice(text):
  return re.sub(r"([\\*_\[\]<>#|])", r"\\\1", text)


# ---------------------------------------------------------------------------------------------
# docs/check: every tutorial loaded in Chromium, every step's code pane looked at.

# Where DocC's tutorial page makes a step the current one: when it crosses this line of the window.
FOCUS_LINE = 0.35

RENDERED_TOC = """(() => {
  const h = document.querySelector('.tutorials-overview h1, main h1, h1');
  const chapters = document.querySelectorAll('.volume .chapter, .chapter');
  return h && chapters.length ? {title: h.textContent.trim(), chapters: chapters.length} : null;
})()"""

RENDERED_TUTORIAL = """(() => {
  const sections = document.querySelectorAll('.sections > .section');
  return sections.length ? {sections: sections.length,
    steps: [...sections].map(s => s.querySelectorAll('.step').length)} : null;
})()"""

# The code pane of section `s` after its step `i` is made current: its file's name, its lines, and
# the lines that do not fit its width.
PANE = """((s, i) => {
  const section = document.querySelectorAll('.sections > .section')[s];
  const step = section.querySelectorAll('.step')[i];
  const r = step.getBoundingClientRect();
  window.scrollBy(0, r.top + Math.min(r.height, 40) / 2 - %(focus)s * window.innerHeight);
  return true;
})(%(s)d, %(i)d)"""

MEASURE = """((s, i) => {
  const section = document.querySelectorAll('.sections > .section')[s];
  const step = section.querySelectorAll('.step')[i];
  const pane = section.querySelector('.code-preview');
  if (!pane || !step.classList.contains('focused')) return null;
  const name = pane.querySelector('.filename');
  const lines = [...pane.querySelectorAll('.code-line-container')];
  const box = pane.querySelector('.container-general') || pane;
  const right = box.getBoundingClientRect().right;
  const clipped = [];
  lines.forEach((l, n) => {
    const code = l.querySelector('.code-line');
    if (!code) return;
    const range = document.createRange();
    range.selectNodeContents(code);
    const end = range.getBoundingClientRect().right;
    if (end > right + 0.5) clipped.push([n + 1, Math.round(end - right), code.textContent]);
  });
  return {name: name ? name.textContent.trim() : '', lines: lines.length, clipped,
          highlighted: pane.querySelectorAll('.highlighted').length,
          scroll: box.scrollWidth > box.clientWidth};
})(%(s)d, %(i)d)"""


def check(b, site, problems, shots=None, log=print, base=""):
  """Loads the table of contents and every tutorial that docs/build generated (its manifest says
  which), and fails on a missing chapter, section or step, a code pane that does not show its
  file, a line a code pane clips, a missing question, an image that did not load, a script error."""
  if not MANIFEST.exists():
    problems.append(f"{MANIFEST.relative_to(ROOT)} is missing: docs/build writes it with the tutorials")
    return
  manifest = json.loads(MANIFEST.read_text())
  started = time.time()
  b.navigate(site + manifest["toc"])
  state = b.wait_for(RENDERED_TOC, timeout=30)
  toc = manifest["toc"]
  before = len(problems)
  if not state:
    problems.append(f"{toc}: the table of contents did not render")
  else:
    if state["chapters"] != len(manifest["tutorials"]):
      problems.append(f"{toc}: {state['chapters']} chapters shown, {len(manifest['tutorials'])} expected")
    links = b.evaluate("[...document.querySelectorAll('a')].map(a => a.getAttribute('href') || '')")
    for t in manifest["tutorials"]:
      if not any(h.split("#")[0].rstrip("/").removeprefix(base) == t["url"] for h in links):
        problems.append(f"{toc}: no link to {t['url']}")
    _images(b, toc, problems)
  for e in b.script_errors():
    problems.append(f"{toc}: script error: {e[:300]}")
  log(f"  {'ok  ' if len(problems) == before else 'FAIL'} {toc}")
  panes = clipped_lines = 0
  for t in manifest["tutorials"]:
    before = len(problems)
    b.navigate(site + t["url"])
    state = b.wait_for(RENDERED_TUTORIAL, timeout=30)
    if not state:
      problems.append(f"{t['url']}: the tutorial did not render")
      log(f"  FAIL {t['url']}")
      continue
    expected = [len(s["steps"]) for s in t["sections"]]
    if state["steps"] != expected:
      problems.append(f"{t['url']}: steps per section {state['steps']}, expected {expected} "
                      f"(stages {', '.join(s['id'] for s in t['sections'])})")
    for s, section in enumerate(t["sections"][: state["sections"]]):
      for i, want in enumerate(section["steps"][: state["steps"][s] if s < len(state["steps"]) else 0]):
        b.evaluate(PANE % {"s": s, "i": i, "focus": FOCUS_LINE})
        seen = b.wait_for(f"(() => {{ const m = {MEASURE % {'s': s, 'i': i}}; "
                          f"return m && m.name === {json.dumps(want['name'])} && m.lines === {want['lines']} ? m : null; }})()",
                          timeout=10)
        panes += 1
        where = f"{t['url']}, stage {section['id']}, step {i + 1} ({want['file']})"
        if not seen:
          last = b.evaluate(MEASURE % {"s": s, "i": i})
          shows = f"{last['name']!r}, {last['lines']} lines" if last else "no code pane"
          problems.append(f"{where}: the code pane does not show its file ({want['name']!r}, {want['lines']} lines); "
                          f"it shows {shows}")
          continue
        for n, by, text in seen["clipped"]:
          clipped_lines += 1
          problems.append(f"{where}: line {n} is clipped by {by} px: {text.strip()[:80]}")
    count = b.evaluate("(() => { const t = document.querySelector('.assessments .quiz .title, .assessments p.title');"
                       " const m = t && t.textContent.match(/of\\s+(\\d+)/); return m ? +m[1] : 0; })()")
    if count != len(t["questions"]):
      problems.append(f"{t['url']}: {count} questions shown, {len(t['questions'])} expected")
    else:
      for n, q in enumerate(t["questions"]):
        clipped_lines += _question(b, t["url"], n, q, problems)
    _images(b, t["url"], problems)
    for e in b.script_errors():
      problems.append(f"{t['url']}: script error: {e[:300]}")
    log(f"  {'ok  ' if len(problems) == before else 'FAIL'} {t['url']}  ({t['title']}: "
        f"{len(t['sections'])} stages, {sum(expected)} steps, {len(t['questions'])} questions)")
  log(f"  tutorials: {len(manifest['tutorials'])} loaded, {panes} code panes looked at, "
      f"{clipped_lines} clipped lines, in {time.time() - started:.0f} s")
  if shots:
    screenshots(b, site, manifest, shots, log)


QUESTION = """(() => {
  const quiz = document.querySelector('.assessments .quiz');
  const code = quiz && quiz.querySelector('.question-content pre, pre');
  if (!code) return null;
  const box = code.closest('.code-listing') || code;
  const right = box.getBoundingClientRect().right;
  const lines = code.textContent.split('\\n');
  const range = document.createRange();
  range.selectNodeContents(code);
  const widest = [...range.getClientRects()].reduce((m, r) => Math.max(m, r.right), 0);
  const counter = document.querySelector('.assessments p.title');
  return {title: counter ? counter.textContent.trim() : '', over: Math.round(widest - right),
          widest: lines.reduce((m, l) => l.length > m.length ? l : m, '')};
})()"""


def _question(b, url, n, q, problems):
  """Looks at question n: its code must fit its column; then answers it right and moves on.
  Returns 1 when its code is clipped."""
  state = b.wait_for(f"(() => {{ const s = {QUESTION}; return s && / {n + 1} of /.test(' ' + s.title) ? s : null; }})()",
                     timeout=10)
  if not state:
    problems.append(f"{url}: question {n + 1} did not show its code")
    return 0
  clipped = state["over"] > 0
  if clipped:
    problems.append(f"{url}: question {n + 1} ({q['mutant']}) clips its code by {state['over']} px: "
                    f"{state['widest'].strip()[:70]}")
  b.evaluate(f"document.querySelectorAll('.assessments .choices .choice')[{q['right']}].click()")
  b.evaluate("document.querySelector('.assessments .controls .check').click()")
  b.wait_for("(() => { const n = document.querySelector('.assessments .controls .next');"
             " return n && !n.disabled; })()", timeout=5)
  b.evaluate("(() => { const n = document.querySelector('.assessments .controls .next'); n && n.click(); })()")
  return 1 if clipped else 0


def _images(b, url, problems):
  broken = b.evaluate("""Promise.all([...document.querySelectorAll('img')].map(i =>
      fetch(i.currentSrc || i.src, {method: 'HEAD'}).then(r => r.ok ? null : i.getAttribute('src'),
                                                         () => i.getAttribute('src'))))
    .then(r => r.filter(x => x))""", await_promise=True)
  for src in broken:
    problems.append(f"{url}: an image did not load: {src}")


def screenshots(b, base, manifest, out, log=print):
  """A stage's last step, the course's file with the lines the stage adds highlighted; its failing
  check; and a question answered wrong, with its justification."""
  b.call("Emulation.setDeviceMetricsOverride", width=1280, height=1000, deviceScaleFactor=1, mobile=False)
  t = next((t for t in manifest["tutorials"] if "4" in t["url"]), manifest["tutorials"][0])
  b.navigate(base + t["url"])
  b.wait_for(RENDERED_TUTORIAL, timeout=30)
  # The stage with the most files to compare: its last step shows a highlighted diff.
  s = next((n for n, sec in enumerate(t["sections"]) if sec["id"].endswith(".6")), 0)
  steps = t["sections"][s]["steps"]
  for i, name in ((len(steps) - 1, "tutorial-diff"), (next(i for i, p in enumerate(steps) if p["name"] == "Terminal"),
                                                       "tutorial-fails")):
    b.evaluate(PANE % {"s": s, "i": i, "focus": FOCUS_LINE})
    b.wait_for(f"(() => {{ const m = {MEASURE % {'s': s, 'i': i}}; return m && m.name === "
               f"{json.dumps(steps[i]['name'])}; }})()", timeout=10)
    time.sleep(0.8)
    b.screenshot(str(out / f"{name}.png"))
  if t["questions"]:
    wrong = t["questions"][0]["wrong"]
    b.evaluate("document.querySelector('.assessments').scrollIntoView({block: 'start'})")
    time.sleep(0.5)
    b.evaluate(f"document.querySelectorAll('.assessments .choices .choice')[{wrong}].click()")
    time.sleep(0.3)
    b.evaluate("document.querySelector('.assessments .controls .check').click()")
    time.sleep(0.8)
    b.evaluate("(() => { const q = document.querySelector('.assessments .quiz'); q.scrollIntoView({block: 'start'});"
               " window.scrollBy(0, -80); })()")
    time.sleep(0.5)
    b.screenshot(str(out / "tutorial-question-wrong.png"))
  b.navigate(base + manifest["toc"])
  b.wait_for(RENDERED_TOC, timeout=30)
  b.evaluate("document.querySelector('.chapter') && document.querySelector('.chapter').scrollIntoView({block: 'start'})")
  time.sleep(0.8)
  b.screenshot(str(out / "tutorials-contents.png"))
  log(f"docs/check: tutorial screenshots in {out}")
