"""The course's pages as DocC articles: the chapters (chapters/*.md), the exercises' and the
build-along's READMEs, a page per exercise (docs/pages.py) and a page per repository file a page
names. The chapters are written for GitHub and stay the single source: this converts them.

A listing's caption becomes its file's path; a link to a chapter's heading a link to its section; an
aside a DocC aside; a `<details>` hint a "Hint" aside; the contents list two columns of links; a
Mermaid block its drawing (docs/figures.py), numbered and captioned; a code span that names a symbol
of the chapter's modules a link to its page. The chapter format (headings, anchors, fences, markers,
regions) is read by docs/chapterformat.py, never here.
"""

import os
import re

import chapterformat as cf
import figures as figures_mod
import pages
import tutorials
from common import ROOT, DocsError
from symbols import TEST_LIBRARIES, SymbolIndex, chapter_index

COURSE = "RxFromScratch"  # the chapters' archive: /documentation/rxfromscratch
COURSE_ID = "rxfromscratch.course"
# A chapter's frame (CONTRIBUTING.md): sections that name the chapter's symbols without building them.
FRAME = {"What you will learn", "Run it", "How RxSwift really does it", "What you built", "Exercises",
         "Further reading"}
SOURCE_URL = os.environ.get("DOCS_SOURCE_URL", "").rstrip("/")
BASE = ""  # the hosting base path, "" or "/name": docs/build sets it from --hosting-base-path
# Code blocks wrap inside DocC's column rather than scroll sideways (docc's experimental code block
# annotations): a width of more characters than the column holds wraps at the column's edge. A
# listing has no copy button (it would cover the end of a long first line); a command keeps it,
# with a narrower width that leaves the button its corner.
LISTING = "nocopy, wrap=100"
COMMAND = "wrap=62"
SHELLS = {"sh", "bash", "shell", "console", "zsh"}


def strip_inline(md):
  """Markdown inline text as plain text."""
  md = re.sub(r"\[((?:[^\[\]]|\[[^\]]*\])*)\]\([^)]*\)", r"\1", md)
  return re.sub(r"[`*_]", "", md).strip()


def docc_anchor(heading):
  """DocC's anchor for a heading's Markdown (the chapter format's)."""
  return cf.docc_anchor(heading)


def snippet_ranges(path):
  """region name -> (marker line, end line), 1-based, of the `// snippet: NAME` regions of a file."""
  return {name: (r.marker, r.end) for name, r in cf.regions_of(path).items()}


class Chapter:
  """A Markdown page of the repository that becomes an article: a chapter, or a README."""

  def __init__(self, path, name=None):
    self.path = path
    self.rel = str(path.relative_to(ROOT))  # chapters/04-sink.md
    self.name = name or path.stem  # the article's name: doc:04-sink
    self.text = path.read_text()
    first = self.text.split("\n", 1)[0]
    self.title = re.sub(r"^#\s+", "", first).strip()
    m = re.match(r"(\d+[a-z]?)\.", self.title)
    self.number = m.group(1) if m else None
    doc = cf.markdown(self.text)
    self.headings = {h.anchor: h.docc for h in doc.headings}  # GitHub anchor -> DocC anchor
    self.sections = [(h.docc, h.text) for h in doc.headings if h.level == 2]  # the ## sections, in order
    self.listings = []  # (section, file, region) of every listing of a region
    for m in doc.markers:
      if m.kind == "snippet" and m.region:
        before = [h for h in doc.headings if h.level == 2 and h.line < m.line]
        section = (before[-1].docc, before[-1].text) if before else None
        self.listings.append((section, m.path, m.region))
    self.modules = []
    for _, f, _ in self.listings:
      m = re.match(r"Sources/([^/]+)/", f)
      if m and m.group(1) not in self.modules:
        self.modules.append(m.group(1))


class Paths:
  """Where a path of the repository opens in the site: a page of its own, or a page that shows the
  file; or, when DOCS_SOURCE_URL is set, the file in that copy of the repository."""

  def __init__(self):
    self.pages = {}  # repository path -> (article, anchor or None): what always opens in the site
    self.folders = {}  # repository folder -> (article, anchor or None), for a folder a page names
    self.files = {}  # repository file -> the name of the page that shows it, as pages name them
    self.missing = []  # (page, path): named, and nowhere to open

  def target(self, path, where, required=True):
    """The Markdown link target for `path`, or None when the path is nothing of the repository, or
    a folder with no page (a link to one fails the build; a folder named in code text stays text)."""
    path = path.rstrip("/")
    if path in self.pages:
      article, anchor = self.pages[path]
      return f"<doc:{article}#{anchor}>" if anchor else f"<doc:{article}>"
    full = ROOT / path
    if not full.exists():
      return None
    if SOURCE_URL:
      return f"{SOURCE_URL}/{path}"
    if full.is_file():
      self.files.setdefault(path, pages.file_page_name(path))
      return f"<doc:{self.files[path]}>"
    for folder, (article, anchor) in sorted(self.folders.items(), key=lambda x: -len(x[0])):
      if path == folder or path.startswith(folder + "/"):
        return f"<doc:{article}#{anchor}>" if anchor else f"<doc:{article}>"
    m = re.match(r"Sources/([^/]+)$", path)
    if m:
      return f"<doc:/documentation/{m.group(1)}>"
    if required:
      self.missing.append((where, path))
    return None


class Converter:
  """Turns one page's GitHub Markdown (a chapter, a README) into a DocC article."""

  def __init__(self, chapter, chapters, index, root_name, figures, paths, exercises=None):
    self.ch = chapter
    self.chapters = chapters  # repository path -> Chapter, for every page of the site
    self.index = index
    self.root_name = root_name
    self.figures = figures  # this page's Figures, in order
    self.paths = paths
    self.exercises = exercises or {}  # (hints file, number) -> Exercise
    self.mentions = []  # (symbol, section anchor, section heading)
    self.section = None
    self.linked = set()
    self.source = chapter.path  # the file whose Markdown is being converted: links are relative to it

  # Links --------------------------------------------------------------------------------------

  def repo_path(self, target):
    """A relative link target as a path from the repository's root."""
    folder = os.path.dirname(str(self.source.relative_to(ROOT)))
    return os.path.normpath(os.path.join(folder, target))

  def repo_link(self, text, target):
    path = self.repo_path(target.split("#")[0])
    to = self.paths.target(path, self.ch.rel)
    if to is None:
      return f"{text} (`{path}`)"
    return f"[{text}]({to})"

  def link(self, m):
    text, target = m.group(1), m.group(2)
    if re.match(r"^[a-z]+:", target):
      return m.group(0)
    tutorial = tutorials.site_link(self.ch.path, target)
    if tutorial:
      return f"[{text}](<{tutorial}>)"
    page, _, frag = target.partition("#")
    if page == "":
      chapter = self.ch if self.source == self.ch.path else None
    else:
      path = self.repo_path(page)
      ex = self.exercises.get((path, frag))
      if ex is not None:
        return f"[{text}](<doc:{ex.page}>)"
      chapter = self.chapters.get(path)
      if chapter is None:
        return self.repo_link(text, target)
    if chapter is None:
      raise DocsError(f"{self.source.relative_to(ROOT)}: a link to #{frag} on a page that is not in the site")
    article = chapter.name if chapter.name != "README" else self.root_name
    if frag:
      anchor = chapter.headings.get(frag)
      if anchor is None:
        raise DocsError(f"{self.ch.path.name}: no heading for the anchor #{frag} in {chapter.path.name}")
      return f"[{text}](<doc:{article}#{anchor}>)"
    return f"[{text}](<doc:{article}>)"

  def code_span(self, m, before=""):
    code = m.group(1)
    # "RxSwift's `Bag`" is RxSwift's, not this package's: no link.
    if re.search(r"RxSwift['’]s[\s>]+(?:own[\s>]+)?$", before):
      return m.group(0)
    if re.fullmatch(r"(Sources|Tests|chapters|docs)/[\w./+-]*", code) and (ROOT / code.rstrip("/")).exists():
      to = self.paths.target(code, self.ch.rel, required=False)
      return f"[{m.group(0)}]({to})" if to else m.group(0)
    sym = self.index.resolve(code) if self.index else None
    if sym is None:
      return m.group(0)
    if isinstance(sym, str):
      return f"``{sym}``"
    key = (sym.link, self.section[0] if self.section else None)
    if self.section:
      self.mentions.append((sym, self.section))
    if key in self.linked:
      return m.group(0)
    self.linked.add(key)
    return f"``{sym.link}``"

  def inline(self, line, symbols=True):
    # Split off code spans first so that links inside code stay code, and code inside links
    # stays text.
    out = []
    pos = 0
    pattern = re.compile(r"\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]+)\)|(`+)(.+?)\3")
    for m in pattern.finditer(line):
      out.append(line[pos : m.start()])
      if m.group(2) is not None:
        out.append(self.link(m))
      elif symbols and len(m.group(3)) == 1:
        out.append(self.code_span(re.match(r"`(.*)`", m.group(0)), line[max(0, m.start() - 20) : m.start()]))
      else:
        out.append(m.group(0))
      pos = m.end()
    out.append(line[pos:])
    return "".join(out)

  # Blocks -------------------------------------------------------------------------------------

  def convert(self, text=None, source=None):
    """The page as a DocC article; or, given text, that Markdown (written in the file source)."""
    if source is not None:
      self.source = source
    out = []
    chunk = []  # lines whose inline Markdown is converted together: a link may span two lines

    def flush():
      if chunk:
        out.extend(self.inline("\n".join(chunk)).split("\n"))
        chunk.clear()

    in_comment = False
    details = None  # the indentation of an open <details>, if any
    pending = None  # the aside's name, until the first line of the <details> body
    contents = None  # the lines of the contents list, while it is read
    figure = 0
    doc = cf.markdown(self.ch.text if text is None else text)
    lines = doc.lines
    index = 0
    while index < len(lines):
      block = doc.block_at.get(index + 1)
      if block:
        flush()
        index = block.close  # the line after the closing fence
        if block.language == "mermaid":
          figure += 1
          out.extend(self.figure(figure))
          continue
        prefix = details if details is not None else ""
        out.append(f"{prefix}{block.indent}```{fence_info(block.language)}")
        out.extend(f"{prefix}{pages.shown(line, block.language)}" for line in doc.block_body(block))
        out.append(f"{prefix}{block.indent}```")
        continue
      line = lines[index]
      heading = doc.heading_at.get(index + 1)
      index += 1
      # HTML comments (listing markers, output markers) have no place in the site; a comment is
      # a line that starts with one (inside a code span, `<!-- … -->` is text).
      if in_comment:
        if "-->" in line:
          in_comment = False
        continue
      if line.lstrip().startswith("<!--"):
        in_comment = "-->" not in line
        continue
      if contents is not None:
        if line.startswith(">"):
          contents.append(line)
          continue
        out.extend(self.contents(contents))
        contents = None
      if line.startswith("> **Contents**"):
        flush()
        contents = [line]
        continue
      if heading:
        flush()
        if heading.level == 2:
          self.section = (heading.docc, heading.text)
        out.append(f"{'#' * heading.level} {self.inline(heading.text, symbols=False)}")
        continue
      d = re.match(r"^(\s*)<details>\s*<summary>(.*?)</summary>\s*$", line)
      if d:
        indent, summary = d.group(1), d.group(2).strip()
        details = indent + "> "
        # DocC shows an aside's name as its title: "Hint" stays "Hint".
        pending = f"{summary}: " if re.fullmatch(r"[A-Za-z]+", summary) else f"Tip: **{summary}** "
        continue
      if details is not None:
        if re.match(r"^\s*</details>\s*$", line):
          details = None
          continue
        body = line[len(details) - 2 :] if line.startswith(details[:-2]) else line.lstrip()
        if pending:
          if not body.strip():
            continue
          body, pending = pending + body, None
        chunk.append((details + body).rstrip())
        continue
      a = re.match(r"^(\s*)> \*\*Aside: (.)(.*?)\*\*(.*)$", line)
      if a:
        indent = a.group(1)
        line = f"{indent}> Aside: **{a.group(2).upper()}{a.group(3)}**{a.group(4)}"
      chunk.append(line)
    if contents is not None:
      out.extend(self.contents(contents))
    flush()
    text = "\n".join(out)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.rstrip() + "\n"

  def contents(self, lines):
    """The chapter's contents list (a blockquote on GitHub) as two columns of links to its sections."""
    items = [self.inline(re.sub(r"^>\s*-\s+", "", x), symbols=False) for x in lines if re.match(r"^>\s*-\s+", x)]
    half = (len(items) + 1) // 2
    out = ["", "**Contents**", "", "@Row {"]
    for column in (items[:half], items[half:]):
      out += ["  @Column {"] + [f"    - {item}" for item in column] + ["  }"]
    return out + ["}", ""]

  def figure(self, n):
    """A Mermaid block becomes its drawing, captioned and numbered, with a link to the full size."""
    if n > len(self.figures):
      raise DocsError(f"{self.ch.rel}: a Mermaid block that was not collected as a figure")
    fig = self.figures[n - 1]
    caption = f"Figure {fig.label}: {fig.caption}."
    if not fig.drawn:
      return ["", f"> Note: {caption} (Left out of this build: `docs/build --no-diagrams`.) {fig.description}", ""]
    alt = fig.description.replace('"', "'")
    # (DocC's renderer puts the hosting base path in front of a /documentation link, not of this one.)
    full = f"{BASE}/images/{COURSE_ID}/{fig.name}@2x.png"
    return ["", f'@Image(source: "{fig.name}", alt: "{alt}") {{', f"  {caption} [Full size]({full})", "}", ""]


def fence_info(info):
  """A fence's info string with the annotations that keep it inside DocC's column."""
  lang = info or "text"
  return f"{lang}, {COMMAND}" if lang in SHELLS else f"{lang}, {LISTING}"


# ---------------------------------------------------------------------------------------------
# Figures: collected from the chapters, drawn by docs/figures.py.


def collect_figures(chapters):
  """chapter name -> its Figures, numbered in order; a block with no caption or description fails."""
  result = {}
  for ch in chapters:
    label = figures_mod.chapter_label(ch)
    found = []
    doc = cf.markdown(ch.text)
    for block in doc.blocks:
      if block.language != "mermaid":
        continue
      lines = "\n".join(doc.block_body(block)).rstrip("\n").split("\n")
      indent = min((len(x) - len(x.lstrip()) for x in lines if x.strip()), default=0)
      fig = figures_mod.Figure(ch, label, len(found) + 1, "\n".join(x[indent:] for x in lines), block.open)
      if not fig.caption or not fig.description:
        raise DocsError(f"{fig.where}: Figure {fig.label} needs `accTitle: caption` and `accDescr: description` lines")
      found.append(fig)
    result[ch.name] = found
  return result


def load_chapters():
  """The chapters by path, and their keys in the course's order: the map in chapters/README.md
  first, then the rest."""
  chapter_dir = ROOT / "chapters"
  chapters = {f"chapters/{p.name}": Chapter(p) for p in sorted(chapter_dir.glob("*.md"))}
  readme = chapters.get("chapters/README.md")
  if readme is None:
    raise DocsError("chapters/README.md, the course's front page, is missing")
  order = []
  for target in re.findall(r"\]\(([^)#\s]+\.md)\)", readme.text):
    key = os.path.normpath(os.path.join("chapters", target))
    if key in chapters and key not in order and key != "chapters/README.md":
      order.append(key)
  order += [k for k in chapters if k not in order and k != "chapters/README.md"]
  return chapters, order


# The package's other pages in the site, by the README that writes them, and their article names.
PRACTICE = {"chapters/exercises/README.md": "exercises", "chapters/build-along/README.md": "build-along"}


def practice_pages(chapters, order, paths):
  """The exercises of every chapter, and the pages of the exercises' and the build-along's READMEs;
  registers where their files and folders open. Returns (exercises by chapter name, index for links)."""
  for rel, name in PRACTICE.items():
    if (ROOT / rel).exists():
      chapters[rel] = Chapter(ROOT / rel, name)
      paths.folders[os.path.dirname(rel)] = (name, None)
  by_chapter, index = {}, {}
  for key in order:
    ch = chapters[key]
    found = pages.parse_exercises(ch, figures_mod.chapter_label(ch))
    by_chapter[ch.name] = found
    for ex in found:
      if ex.hint_link:
        index[(ex.hint_file, ex.hint_link.split("#")[1])] = ex
        paths.pages.setdefault(ex.hint_file, (ch.name, "Exercises"))
      for f in (ex.starter, ex.solution, ex.tests):
        if f and (ROOT / f).exists():
          paths.pages[f] = (ex.page, None)
          paths.folders.setdefault(os.path.dirname(f), (ch.name, "Exercises"))
  return by_chapter, index


def write_articles(course, chapters, order, symbols, modules, figures, paths, exercises, exercise_index):
  """Every chapter as an article. Returns what symbol pages link back to: symbol link -> [(chapter,
  section)], the sections whose listings declare each symbol, and module -> [(chapter, section,
  [symbols])]."""
  mentions = {}
  declared_in = {}  # symbol link -> the first (chapter, section) whose listing declares it
  by_module_sections = {m: [] for m in modules}
  for key in [*order, "chapters/README.md"]:
    ch = chapters[key]
    # A chapter names its own modules' symbols, and those of the modules they import.
    index = chapter_index(ch.modules, symbols, modules)
    if index is None and key == "chapters/README.md":
      index = SymbolIndex([], modules)  # the front page links the modules it names
    conv = Converter(ch, chapters, index, COURSE, figures.get(ch.name, []), paths, exercise_index)
    text = conv.convert()
    if key == "chapters/README.md":
      text = root_article(text, [chapters[k] for k in order], [n for r, n in PRACTICE.items() if r in chapters],
                          bool(paths.files))
      (course / f"{COURSE}.md").write_text(text)
    else:
      if exercises.get(ch.name):
        text += "\n## Topics\n\n### Exercises\n\n" + "".join(f"- <doc:{ex.page}>\n" for ex in exercises[ch.name])
      (course / f"{ch.name}.md").write_text(text)
    # What each section builds: the symbols its listings declare, then those it names.
    declared = section_declarations(ch, symbols)
    for sec in ch.sections:
      for s in declared.get(sec, []):
        declared_in.setdefault(s.link, (ch, sec))
      found = list(declared.get(sec, []))
      if strip_inline(sec[1]) not in FRAME:
        found += [s for s, where in conv.mentions if where == sec and s not in found]
      for s in found:
        mentions.setdefault(s.link, [])
        if (ch, sec) not in mentions[s.link]:
          mentions[s.link].append((ch, sec))
      for m in ch.modules:
        if m in by_module_sections:
          by_module_sections[m].append((ch, sec, [s for s in found if s.module == m]))
  return mentions, declared_in, by_module_sections


def write_practice_pages(course, chapters, order, symbols, modules, paths, exercises, exercise_index):
  """The exercises' pages, and the pages of the exercises' and the build-along's READMEs."""
  for rel, name in PRACTICE.items():
    if rel in chapters:
      conv = Converter(chapters[rel], chapters, None, COURSE, [], paths, exercise_index)
      (course / f"{name}.md").write_text(conv.convert())
  for key in order:
    ch = chapters[key]
    index = chapter_index(ch.modules, symbols, modules)
    found = exercises.get(ch.name, [])
    for ex in found:
      conv = Converter(ch, chapters, index, COURSE, [], paths, exercise_index)

      def convert(markdown, source, conv=conv):
        conv.linked.clear()
        return conv.convert(markdown, source).rstrip("\n")

      def repo_link(path, ch=ch, ex=ex):
        # The exercise's own files are on this page: a link only to the repository's copy.
        if SOURCE_URL:
          return f"[`{path}`]({SOURCE_URL}/{path})"
        to = paths.target(path, ch.rel)
        return f"[`{path}`]({to})" if to and to != f"<doc:{ex.page}>" else f"`{path}`"

      chapter_link = f"[{strip_inline(ch.title)}](<doc:{ch.name}#Exercises>)"
      (course / f"{ex.page}.md").write_text(pages.exercise_page(ex, ROOT, convert, chapter_link, repo_link, len(found)))


def write_file_pages(course, paths, modules, chapters, exercise_index):
  """A page for every repository file that a page names (when no DOCS_SOURCE_URL is set): a
  Markdown file as an article, any other file as a listing."""
  done = set()
  while len(done) < len(paths.files):
    for path, name in list(paths.files.items()):
      if path in done:
        continue
      done.add(path)
      if path.endswith(".md"):
        conv = Converter(Chapter(ROOT / path, name), chapters, None, COURSE, [], paths, exercise_index)
        (course / f"{name}.md").write_text(conv.convert())
        continue
      m = re.match(r"(Sources|Tests)/([^/]+)/", path)
      module = m.group(2).removesuffix("Tests") if m else None
      link = f" of ``/{module}``" if module in modules else (f" of `{m.group(2)}`" if m else "")
      (course / f"{name}.md").write_text(pages.file_page(path, ROOT, link))
  if paths.files:
    (course / "files.md").write_text(pages.files_index(paths.files))


def root_article(text, ordered, practice, files):
  """chapters/README.md as the course's root page, with the chapters in the course's order, the
  pages to practise with, and the reference pages."""
  title, _, body = text.partition("\n")
  lines = [title, "", "@Metadata {", "  @TechnologyRoot", "}", body.strip(), "", "## Topics"]
  groups = [("Chapters", [c.name for c in ordered if c.number]),
            ("Appendices", [c.name for c in ordered if not c.number and c.name.startswith("appendix")]),
            ("Practice", practice),
            ("Reference", [c.name for c in ordered if not c.number and not c.name.startswith("appendix")]
             + (["files"] if files else []))]
  for name, names in groups:
    if names:
      lines += ["", f"### {name}", ""] + [f"- <doc:{n}>" for n in names]
  return "\n".join(lines) + "\n"


def section_declarations(ch, symbols):
  """section -> the symbols declared inside that section's listings, in listing order."""
  result = {}
  cache = {}
  for section, f, region in ch.listings:
    m = re.match(r"Sources/([^/]+)/", f)
    if not m or m.group(1) not in symbols or section is None:
      continue
    path = ROOT / f
    if not path.exists():
      continue
    if f not in cache:
      cache[f] = snippet_ranges(path)
    rng = cache[f].get(region)
    if not rng:
      continue
    real = os.path.realpath(path)
    inside = [s for s in symbols[m.group(1)]
              if s.file == real and rng[0] <= s.line <= rng[1] and not s.ambiguous]
    inside.sort(key=lambda s: s.line)
    listed = result.setdefault(section, [])
    for s in inside:
      if s not in listed:
        listed.append(s)
  return result


class Course:
  """What writing the course's pages found, for the modules' catalogs and docs/check."""

  def __init__(self, paths, exercises, mentions, declared_in, by_module_sections):
    self.paths = paths
    self.exercises = exercises  # chapter name -> its Exercises
    self.mentions = mentions  # symbol link -> [(chapter, section)] that explain it
    self.declared_in = declared_in  # symbol link -> the (chapter, section) whose listing declares it
    self.by_module_sections = by_module_sections  # module -> [(chapter, section, [symbols])]


def write_course(course, chapters, order, symbols, modules, figures, after_articles=None):
  """Every page of the course into the catalog folder `course`: the chapters, then (after
  `after_articles()`, which may read them: the tutorials do) the exercises' and the READMEs' pages,
  and a page per repository file they name. Fails when a page names a path that opens nothing."""
  paths = Paths()
  # The repository's front page: in the site, the course's front page stands for it.
  paths.pages["README.md"] = (COURSE, None)
  exercises, exercise_index = practice_pages(chapters, order, paths)
  mentions, declared_in, by_module_sections = write_articles(
    course, chapters, order, symbols, modules, figures, paths, exercises, exercise_index)
  if after_articles:
    after_articles()
  write_practice_pages(course, chapters, order, symbols, modules, paths, exercises, exercise_index)
  write_file_pages(course, paths, modules, chapters, exercise_index)
  if paths.missing:
    raise DocsError("paths that open nothing in the site:\n  "
                    + "\n  ".join(f"{w}: {p}" for w, p in sorted(set(paths.missing))))
  problems = test_library_links(course, [chapters[k] for k in order])
  if problems:
    raise DocsError("links into a test library from pages that are not about it:\n  " + "\n  ".join(problems))
  return Course(paths, exercises, mentions, declared_in, by_module_sections)


# RxTest's `Subscription.subscribe`, `.unsubscribe` and `Defaults.disposed` are test-time values: a
# page that says `subscribe` or `disposed` means the course's own, never these.
TEST_TIME_WORDS = {"subscribe", "unsubscribe", "disposed", "subscribed"}


def test_library_links(course, chapters):
  """The links into a test library (RxTest) that the pages of `course` (articles and tutorials)
  must not have: one to any of its symbols, from a page that is not about it (a chapter that lists
  none of its files, its exercises, a tutorial), and, from any page, one to a test-time value named
  like the course's own `subscribe` or `disposed`. (The library's own page may be linked from
  anywhere.)"""
  about = {name for ch in chapters for name in [ch.name] if TEST_LIBRARIES & set(ch.modules)}
  problems = []
  for page in sorted(p for p in course.rglob("*") if p.suffix in (".md", ".tutorial")):
    name = page.stem
    owner = re.sub(r"-exercise-\d+$", "", name)
    allowed = owner in about or any(name.startswith(f"file-Sources-{m}-") for m in TEST_LIBRARIES)
    text = page.read_text()
    for m in TEST_LIBRARIES:
      for link in re.findall(rf"``/{m}((?:/[^`]+)?)``|doc:/documentation/{m.lower()}((?:/[^>)\s]+)?)", text, re.I):
        path = [part for part in (link[0] or link[1]).split("/") if part]
        word = path[-1].split("(")[0].lower() if path else ""
        if not path:
          continue  # the module's own page: a page may name the library
        if not allowed:
          problems.append(f"{page.relative_to(course)}: links /{m}/{'/'.join(path)}")
        elif len(path) > 1 and word in TEST_TIME_WORDS:
          problems.append(f"{page.relative_to(course)}: links /{m}/{'/'.join(path)}, a test-time value, "
                          "where the course's own is meant")
  return problems
