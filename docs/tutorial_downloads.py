"""Each tutorial's project files: one zip with the build-along package twice, as the tutorial starts
(every earlier stage done, from the learner's files that tutorial_states.py derives) and as it ends,
each a copy that stands alone wherever it is unzipped:

  NAME/README.md                         where to `cd`, what to run
  NAME/start/chapters/*.md               the chapters, so that progress's `Read:` lines open
  NAME/start/chapters/build-along/       the package: Package.swift, progress, the stage tests, the
                                         hints, the learner's Sources/Step*, and course-sources/,
                                         the course's own Steps (for BUILD_ALONG_USE_COURSE=3,4)
  NAME/finished/…                        the same, as the tutorial ends

The bytes are the same at every build with the same inputs (fixed dates, sorted entries).
docs/check-downloads unzips each one into an empty folder and proves that it works.
"""

import os
import pathlib
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD_ALONG = ROOT / "chapters" / "build-along"
PACKAGE_FILES = ("Package.swift", "README.md", ".gitignore", "skeleton-ids.txt")
PACKAGE_FOLDERS = ("Sources/Progress", "Sources/Playground", "Sources/PlaygroundStep3", "Tests", "hints")
STEPS = ("Step3_Events", "Step4_Sink", "Step5_Operators", "Step6_Subjects", "Step7_Traits")


def readme(name, title, first, last, step, earlier):
  course = ",".join(str(s) for s in earlier)
  lines = [
    f"# {title}",
    "",
    "The build-along package of the course *RxFromScratch*, twice, each copy complete on its own:",
    "",
    f"- `start/`: as the tutorial starts, with every stage before {first} done;",
    f"- `finished/`: as it ends, with stage {last} done, to compare with yours.",
    "",
    "Work in `start/`. From the folder this README is in:",
    "",
    "```sh",
    "cd start/chapters/build-along",
    f"swift run progress {step}          # builds your code, runs Step {step}'s stages, stops at the first that fails",
    "swift run progress --hint        # the same, with a hint in words for the rule that fails",
    "swift test                       # progress's own tests",
    "```",
    "",
    "`progress` says which section of which chapter to read: the chapters are in `start/chapters/`"
    " (`Read:  ../04-sink.md#…` is `start/chapters/04-sink.md`, at that heading).",
  ]
  if earlier:
    lines += [
      "",
      f"To use the course's own Steps {course.replace(',', ', ')} instead of the files in `Sources/` "
      f"(say, to start Step {step} from the course's code):",
      "",
      "```sh",
      f"BUILD_ALONG_USE_COURSE={course} swift run progress {step}",
      "```",
    ]
  lines += ["", "The package needs Swift 6.2 or later and nothing else: no network, no git.", ""]
  return "\n".join(lines)


def _entries(prefix, files):
  """(name in the zip, bytes, executable) of one copy of the package with the learner's `files`."""
  out = []
  for chapter in sorted((ROOT / "chapters").glob("*.md")):
    out.append((f"{prefix}/chapters/{chapter.name}", chapter.read_bytes(), False))
  base = f"{prefix}/chapters/build-along"
  for part in PACKAGE_FILES:
    f = BUILD_ALONG / part
    if f.exists():
      out.append((f"{base}/{part}", f.read_bytes(), os.access(f, os.X_OK)))
  for folder in PACKAGE_FOLDERS:
    for f in sorted((BUILD_ALONG / folder).rglob("*")):
      rel = f.relative_to(BUILD_ALONG)
      # The learner's files come from `files` (the playground too, with its `Try it` lines).
      learners = rel.parts[0] == "Sources" and str(rel.relative_to("Sources")) in files
      if f.is_file() and not learners:
        out.append((f"{base}/{rel}", f.read_bytes(), os.access(f, os.X_OK)))
  for path, text in sorted(files.items()):
    out.append((f"{base}/Sources/{path}", (text if text.endswith("\n") else text + "\n").encode(), False))
  for module in STEPS:
    for f in sorted((ROOT / "Sources" / module).rglob("*")):
      if f.is_file() and not any(x.endswith(".docc") for x in f.relative_to(ROOT / "Sources").parts):
        out.append((f"{base}/course-sources/{f.relative_to(ROOT / 'Sources')}", f.read_bytes(), False))
  return out


def write(folder, name, course, part, ofstep, stages, texts):
  """Writes NAME.zip into the catalog's folder; returns its file name."""
  first, last = part[0]["id"], part[-1]["id"]
  step = part[0]["step"]
  earlier = sorted({s["step"] for s in stages if s["step"] < step})
  title = f"Build it yourself: Step {step}, stages {first}–{last}" if first != last else \
    f"Build it yourself: stage {first}"
  start = course.before(first) if first != stages[0]["id"] else course.state()
  entries = [(f"{name}/README.md", readme(name, title, first, last, step, earlier).encode(), False)]
  entries += _entries(f"{name}/start", start)
  entries += _entries(f"{name}/finished", course.after(last))
  zipname = f"{name}.zip"
  with zipfile.ZipFile(folder / zipname, "w", zipfile.ZIP_DEFLATED) as z:
    for entry, data, executable in sorted(entries):
      info = zipfile.ZipInfo(entry, date_time=(1980, 1, 1, 0, 0, 0))
      info.external_attr = (0o100755 if executable else 0o100644) << 16
      info.compress_type = zipfile.ZIP_DEFLATED
      z.writestr(info, data)
  return zipname
