"""The real output of `progress` at every point of the tutorials, and the proof that every stage's
state of the learner's files builds and passes that stage.

For every stage, in order, the learner's files once it is done (tutorial_states.py) are written into
a scratch copy of the build-along package under .build/docs-tutorials/learner, built, and run:

  - `progress N.M` there must pass: what the learner sees once the stage is done;
  - `progress N` for the next stage's step must stop at the next stage: what the learner sees
    before writing it, with every earlier stage passed (a stage that adds no code may pass already).

The skeleton's state runs `progress 3` the same way. Each state's runs are cached under a key of its
files and of everything else `progress` reads (.build/docs-tutorials/runs/KEY.json), so that a change
to Step 7 runs only Step 7's states again. The questions' code runs once, in the finished state.
"""

import concurrent.futures
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD_ALONG = ROOT / "chapters" / "build-along"
CAPTURE = ROOT / ".build" / "docs-tutorials"
FORMAT = "2"  # changed when what a run records changes, so that older runs are not reused
SHARED = ("Sources/Progress", "Sources/Playground", "Sources/PlaygroundStep3", "Tests", "hints")


PLAYGROUND_RUN = "@playground"  # a state's command that runs the playground


def _common_key():
  """Everything besides the learner's files that can change what progress prints."""
  h = hashlib.sha256(FORMAT.encode())
  h.update(subprocess.run(["swift", "--version"], text=True, capture_output=True).stdout.encode())
  files = [BUILD_ALONG / "Package.swift"]
  for folder in SHARED:
    files += sorted(p for p in (BUILD_ALONG / folder).rglob("*") if p.is_file())
  for f in files:
    h.update(str(f.relative_to(ROOT)).encode() + b"\0" + f.read_bytes() + b"\0")
  return h.hexdigest()


def _sync(source, dest):
  """Makes `dest` hold exactly the files of `source`, copying only those that differ."""
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


def scratch_package(name):
  """A copy of the build-along package as a learner has it, at the same path from its root as in the
  repository (so that progress prints the paths a learner sees), its Sources/Step* left to write."""
  package = CAPTURE / name / "chapters" / "build-along"
  package.mkdir(parents=True, exist_ok=True)
  shutil.copyfile(BUILD_ALONG / "Package.swift", package / "Package.swift")
  for folder in SHARED:
    _sync(BUILD_ALONG / folder, package / folder)
  return package


def write_state(package, files):
  """Writes the learner's files (path -> text) into the package's Sources/, touching only those
  that differ, and removing any other file of Sources/Step*."""
  sources = package / "Sources"
  wanted = set()
  for path, text in files.items():
    target = sources / path
    wanted.add(target)
    data = text if text.endswith("\n") else text + "\n"
    if not target.exists() or target.read_text() != data:
      target.parent.mkdir(parents=True, exist_ok=True)
      target.write_text(data)
  for module in sources.glob("Step[3-7]_*"):
    for f in module.rglob("*"):
      if f.is_file() and f not in wanted:
        f.unlink()


def environment():
  return {k: v for k, v in os.environ.items() if not k.startswith(("BUILD_ALONG_", "PROGRESS_"))}


def state_key(common, files, commands):
  h = hashlib.sha256(common.encode())
  for path in sorted(files):
    h.update(path.encode() + b"\0" + files[path].encode() + b"\0")
  h.update(json.dumps(commands).encode())
  return h.hexdigest()[:24]


class Runner:
  """Runs the states' commands in a few scratch packages, one at a time in each."""

  def __init__(self, build, workers=2):
    self.build = build
    self.workers = workers
    self.common = _common_key()
    (CAPTURE / "runs").mkdir(parents=True, exist_ok=True)

  def cached(self, key):
    f = CAPTURE / "runs" / f"{key}.json"
    return json.loads(f.read_text()) if f.exists() else None

  def _run_one(self, package, name, files, commands):
    write_state(package, files)
    env = environment()
    r = subprocess.run(["swift", "build", "--build-tests", "--package-path", str(package)], env=env, text=True,
                       capture_output=True)
    if r.returncode != 0:
      lines = [x for x in (r.stdout + r.stderr).split("\n") if ": error: " in x][:6]
      return {"error": f"the learner's files {name} do not build:\n  " + "\n  ".join(lines or [(r.stdout + r.stderr)[-1500:]])}
    binary = pathlib.Path(subprocess.run(["swift", "build", "--show-bin-path", "--package-path", str(package)],
                                         env=env, text=True, capture_output=True).stdout.strip()) / "progress"
    results = {}
    for args in commands:
      # ["@playground"] runs the playground (Sources/Playground/main.swift) instead of progress.
      program = [str(binary.parent / "playground")] if args == [PLAYGROUND_RUN] else [str(binary), *args]
      p = subprocess.run(program, cwd=package.parent.parent, env=env, text=True, capture_output=True, timeout=300)
      results[" ".join(args)] = [p.returncode, (p.stdout + p.stderr).rstrip("\n")]
    return {"runs": results}

  def run(self, jobs, log, quizzes=None):
    """jobs: [(name, files, [[args]])]. Returns {name: {"args": [status, output]}}, and under
    "quizzes" what each question's code printed (quizzes: the finished files and the questions);
    fails the build when a state does not build."""
    todo, results = [], {}
    for name, files, commands in jobs:
      key = state_key(self.common, files, commands)
      hit = self.cached(key)
      if hit is not None:
        results[name] = hit
      else:
        todo.append((name, files, commands, key))
    quiz_key = None
    if quizzes and quizzes[1]:
      programs = quiz_programs(quizzes[1])
      quiz_key = state_key(self.common, {**quizzes[0], **programs}, ["quizzes"])
      hit = self.cached(quiz_key)
      if hit is not None:
        results["quizzes"] = hit
        quiz_key = None
    if not todo and quiz_key is None:
      return results
    started = time.time()
    log(f"building and running the learner's files at {len(todo)} point{'' if len(todo) == 1 else 's'} of the tutorials (once per change)")
    lanes = [todo[i :: self.workers] for i in range(self.workers)]

    def lane(n, items):
      package = scratch_package(f"learner-{n}")
      out = {}
      for name, files, commands, key in items:
        res = self._run_one(package, name, files, commands)
        if "error" not in res:
          (CAPTURE / "runs" / f"{key}.json").write_text(json.dumps(res["runs"], indent=1, ensure_ascii=False))
        out[name] = res
      if n == 0 and quiz_key is not None:
        out["quizzes"] = self._quizzes(package, quizzes[0], programs, quiz_key)
      return out

    with concurrent.futures.ThreadPoolExecutor(max_workers=self.workers) as pool:
      for done in pool.map(lambda x: lane(*x), enumerate(lanes)):
        for name, res in done.items():
          if "error" in res:
            self.build.fail(res["error"])
          results[name] = res["runs"]
    log(f"the learner's files built and ran at {len(todo)} point{'' if len(todo) == 1 else 's'} in {time.time() - started:.0f} s")
    return results

  def _quizzes(self, package, files, programs, key):
    """Runs the questions' programs on the finished files; {index: output}. The programs take the
    playgrounds' place, the finished files' own playground (with its `Try it` lines) included."""
    try:
      res = self._run_one(package, "with the questions' code", {**files, **programs}, [])
      if "error" in res:
        return res
      env = environment()
      outputs = {}
      for product in ("playground", "playground-3"):
        p = subprocess.run(["swift", "run", "-q", "--package-path", str(package), product], env=env, text=True,
                           capture_output=True, timeout=300)
        if p.returncode != 0:
          return {"error": f"the questions' code in {product} failed:\n" + (p.stdout + p.stderr)[-3000:]}
        current = None
        for line in p.stdout.split("\n"):
          m = re.match(r"^=== question (\d+)$", line)
          if m:
            current = m.group(1)
            outputs[current] = []
          elif current is not None and line.strip():
            outputs[current].append(line.rstrip())
      asked = sum(text.count("=== question") for text in programs.values())
      if len(outputs) == asked:  # kept only when every question printed: a broken run is not remembered
        (CAPTURE / "runs" / f"{key}.json").write_text(json.dumps(outputs, indent=1, ensure_ascii=False))
      return {"runs": outputs}
    finally:
      for folder in ("Sources/Playground", "Sources/PlaygroundStep3"):
        _sync(BUILD_ALONG / folder, package / folder)


def quiz_programs(quizzes):
  """The playgrounds' main.swift files that run every question's code, each after a marker line."""
  core = ["import Foundation", "import Step4_Sink", "import Step5_Operators", "import Step6_Subjects",
          "import Step7_Traits", ""]
  step3 = ["import Foundation", "import Step3_Events", ""]
  for n, q in enumerate(quizzes):
    body = ["print(\"=== question %d\")" % n, "do {"] + ["  " + line for line in q.code.split("\n")] + ["}", ""]
    (step3 if q.step == 3 else core).extend(body)
  return {"Playground/main.swift": "\n".join(core), "PlaygroundStep3/main.swift": "\n".join(step3)}


def answer(quizzes, outputs, build):
  """Marks each question's right choice: the one its code really printed."""
  for n, q in enumerate(quizzes):
    printed = outputs.get(str(n))
    if printed is None:
      build.fail(f"{q.where}: the question's code printed nothing (no run)")
    said = " / ".join(printed)
    right = [i for i, c in enumerate(q.choices) if c == said]
    if len(right) != 1:
      build.fail(f"{q.where}: the code prints «{said}», which is not exactly one of its choices")
    if q.marked is not None and q.marked != right[0]:
      build.fail(f"{q.where}: the script marks choice {q.marked + 1} right, but the code prints «{said}»")
    q.answer = right[0]


def describe(build, skeleton):
  """The stage table with rules and hints (`progress --describe`), from the first scratch package."""
  f = CAPTURE / "describe.json"
  key = _common_key()
  if f.exists():
    data = json.loads(f.read_text())
    if data.get("key") == key:
      return data["stages"]
  package = scratch_package("learner-0")
  write_state(package, skeleton)
  r = subprocess.run(["swift", "run", "-q", "--package-path", str(package), "progress", "--describe"],
                     env=environment(), text=True, capture_output=True)
  try:
    stages = json.loads(r.stdout)["stages"]
  except (ValueError, KeyError):
    build.fail("`progress --describe` did not print the stage table:\n" + (r.stdout + r.stderr)[-3000:])
  f.write_text(json.dumps({"key": key, "stages": stages}, ensure_ascii=False))
  return stages
