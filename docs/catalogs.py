"""The modules' catalogs: a landing page per library module that says where the course is and groups
its symbols by the section of its chapter that builds them; a page per symbol that links back to
the sections that explain it; `.spi.yml`; and the `docc convert` job for each, as the site builds
it and as Xcode and the Swift Package Index build the committed catalogs, from public symbols alone.
"""

import hashlib
import os
import re
import shutil
import textwrap

from articles import COURSE, SOURCE_URL, strip_inline
from common import ROOT, DocsError, log
from symbols import public_graph

WORK = ROOT / ".build" / "docs-work"  # generated catalogs and archives, remade every run


def source_service():
  """The DocC source service that hosts DOCS_SOURCE_URL (DocC then links each symbol to its line), or None."""
  for service in ("github", "gitlab", "bitbucket"):
    if re.match(rf"https?://[^/]*{service}\.", SOURCE_URL):
      return service
  return None


def convert_args(catalog, name, ident, out, extra=()):
  """The arguments of `docc convert` for a catalog: warnings are errors."""
  return (["convert", str(catalog), "--output-path", str(out), "--warnings-as-errors",
           "--enable-experimental-external-link-support", "--fallback-display-name", name,
           "--fallback-bundle-identifier", ident] + list(extra))


def landing_page(module, chapters_of, chapter_symbols, with_links):
  """A module's landing page: where the course is, its chapter, and its symbols grouped in the order
  the chapter builds them. The committed page (Xcode's and the Swift Package Index's view) curates
  public symbols alone; the site's adds links to the chapters and curates internal symbols too."""
  lines = [f"# ``{module}``", ""]
  if chapters_of:
    ch = chapters_of[0]
    title = re.sub(r"^(\d+[a-z]?\.|Appendix [A-Z]:)\s*", "", strip_inline(ch.title))
    lines.append(f"The module that {short(ch)} of the course builds: *{title}*.")
  else:
    lines.append(f"The module `{module}` of the package.")
  lines += ["", "## Overview", ""]
  if with_links:
    lines.append("The course explains this module's code in")
  else:
    lines += textwrap.wrap(
      "This module is one step of RxFromScratch, a course that rebuilds the core of RxSwift one small step at a "
      "time, a module per chapter. The course is in the package's repository: the chapters are Markdown files in "
      "its `chapters` folder, and `docs/build` makes them and every module one documentation site. This module's "
      "code is explained in", 100)
  lines.append("")
  for ch in chapters_of:
    where = (f"[{short(ch)}](/documentation/{COURSE.lower()}/{ch.name})" if with_links
             else f"`chapters/{ch.path.name}`")
    lines.append(f"- {where}: {strip_inline(ch.title)}")
  if not chapters_of:
    lines.append("- no chapter yet.")
  # The committed page curates what every public-only build has: not the members of extensions to
  # other modules' types, whose paths depend on whether extension blocks are emitted (Xcode and the
  # Swift Package Index emit them; `swift package dump-symbol-graph` does not by default).
  groups = [(title, [s for s in syms if with_links or (s.public and not s.extended)]) for title, syms in chapter_symbols]
  groups = [(title, syms) for title, syms in groups if syms]
  if groups:
    lines += ["", "## Topics"]
    for title, syms in groups:
      lines += ["", f"### {title}", ""]
      lines += [f"- ``{s.local}``" for s in syms]
  return "\n".join(lines) + "\n"


def short(ch):
  if ch.number:
    return f"chapter {ch.number}"
  m = re.match(r"Appendix ([A-Z]):", ch.title)
  if m:
    return f"appendix {m.group(1)}"
  return "the " + strip_inline(ch.title).split(":")[0].lower().strip()


def symbol_extension(s, where, declared_in):
  """A symbol's extension page: the sections that explain it, the one that builds it first, and,
  with DOCS_SOURCE_URL, the line that declares it. None when there is nothing to add."""
  ext = [f"# ``{s.local}``", ""]
  first = declared_in.get(s.link)
  where = ([first] if first else []) + [w for w in (where or []) if w != first]
  if where:
    ext += ["## Explained in the course", ""]
    for ch, (anchor, heading) in where[:4]:
      ext.append(f"- [{strip_inline(ch.title)} › {strip_inline(heading)}]"
                 f"(/documentation/{COURSE.lower()}/{ch.name}#{anchor})")
  if SOURCE_URL and not source_service() and s.file and s.file.startswith(str(ROOT) + "/"):
    rel = os.path.relpath(s.file, ROOT)
    ext += ["", "## Source", "", f"Declared in [{rel}, line {s.line}]({SOURCE_URL}/{rel}#L{s.line})."]
  return "\n".join(ext) + "\n" if len(ext) > 2 else None


def write_module_catalogs(modules, symbols, graphs, by_module_sections, mentions, declared_in, update):
  """Each module's catalog for the site (the committed one plus links), its symbol graphs, and the
  docc convert command for it; writes or checks the committed landing pages."""
  jobs, stale = [], []
  for m in modules:
    chapters_of = []
    for ch, _, _ in by_module_sections[m]:
      if ch not in chapters_of:
        chapters_of.append(ch)
    chapters_of.sort(key=lambda c: -sum(1 for _, f, _ in c.listings if f.startswith(f"Sources/{m}/")))
    primary = [x for x in by_module_sections[m] if chapters_of and x[0] is chapters_of[0]]
    groups = curated_groups(m, primary, symbols[m], False, declared_in)
    committed = ROOT / "Sources" / m / f"{m}.docc"
    page = landing_page(m, chapters_of, groups, with_links=False)
    if update:
      committed.mkdir(exist_ok=True)
      (committed / f"{m}.md").write_text(page)
    elif (committed / f"{m}.md").exists() and (committed / f"{m}.md").read_text() != page:
      stale.append(str((committed / f"{m}.md").relative_to(ROOT)))
    elif not (committed / f"{m}.md").exists():
      # A new module still gets its pages in the site; Xcode's catalog waits for --update.
      log(f"note: {m} has no catalog in Sources/{m}; `docs/build --update` writes it")
    catalog = WORK / "modules" / f"{m}.docc"
    if committed.exists():
      shutil.copytree(committed, catalog)
    catalog.mkdir(parents=True, exist_ok=True)
    (catalog / f"{m}.md").write_text(landing_page(m, chapters_of, groups, with_links=True))
    for s in symbols[m]:
      if s.ambiguous:
        continue
      ext = symbol_extension(s, mentions.get(s.link), declared_in)
      if ext:
        fname = re.sub(r"[^A-Za-z0-9]+", "_", s.local)[:120] + "-" + hashlib.sha1(s.link.encode()).hexdigest()[:6]
        (catalog / f"{fname}.md").write_text(ext)
    sg = WORK / "symbolgraphs" / m
    sg.mkdir(parents=True)
    for f in [*graphs.glob(f"{m}.symbols.json"), *graphs.glob(f"{m}@*.symbols.json")]:
      shutil.copy(f, sg)
    out = WORK / "archives" / f"{m}.doccarchive"
    out.parent.mkdir(parents=True, exist_ok=True)
    extra = ["--additional-symbol-graph-dir", str(sg)]
    if source_service():  # DocC links each symbol to the line that declares it
      extra += ["--source-service", source_service(), "--source-service-base-url", SOURCE_URL, "--checkout-path", str(ROOT)]
    jobs.append((m, out, convert_args(catalog, m, f"rxfromscratch.{m}", out, extra)))
  spi = spi_yml(modules)
  if update:
    (ROOT / ".spi.yml").write_text(spi)
  elif not (ROOT / ".spi.yml").exists() or (ROOT / ".spi.yml").read_text() != spi:
    log("note: .spi.yml does not name exactly the library modules; `docs/build --update` rewrites it")
  if stale:
    raise DocsError("these catalogs no longer match the chapters; rewrite them with `docs/build --update`:\n  "
         + "\n  ".join(stale))
  return jobs


def public_catalog_jobs(modules, graphs):
  """Each committed catalog, built from public symbols alone, as Xcode and the Swift Package Index do."""
  jobs = []
  for m in modules:
    sg = WORK / "public-graphs" / m
    sg.mkdir(parents=True)
    for f in [*graphs.glob(f"{m}.symbols.json"), *graphs.glob(f"{m}@*.symbols.json")]:
      public_graph(f, sg / f.name)
    catalog = ROOT / "Sources" / m / f"{m}.docc"
    out = WORK / "public" / f"{m}.doccarchive"
    out.parent.mkdir(parents=True, exist_ok=True)
    args = ["convert", str(catalog), "--output-path", str(out), "--warnings-as-errors",
            "--fallback-display-name", m, "--fallback-bundle-identifier", m, "--additional-symbol-graph-dir", str(sg)]
    jobs.append((f"{m} (public symbols only, as Xcode builds it)", out, args))
  return jobs


def spi_yml(modules):
  """The Swift Package Index's manifest: every library module is a documentation target."""
  return ("# The Swift Package Index builds the documentation of these targets (docs/build --update writes it).\n"
          "version: 1\nbuilder:\n  configs:\n    - documentation_targets:\n"
          + "".join(f"        - {m}\n" for m in modules))


def curated_groups(module, sections, syms, several, declared_in=None):
  """The landing page's topic groups: per section, the symbols it builds whose parent is not listed;
  a symbol that a section's listing declares goes under that section, not one that names it first."""
  declared_in = declared_in or {}
  here = {(ch.name, sec[0]) for ch, sec, _ in sections}
  placed = []
  for _, _, found in sections:
    for s in found:
      if s not in placed:
        placed.append(s)
  paths = {(s.extended, tuple(s.path)) for s in placed}
  groups = []
  taken = set()
  for ch, (anchor, heading), found in sections:
    keep = []
    for s in found:
      parents = [(s.extended, tuple(s.path[:i])) for i in range(1, len(s.path))]
      if s.link in taken or any(p in paths for p in parents):
        continue
      home = declared_in.get(s.link)
      if home and (home[0].name, home[1][0]) in here and (home[0].name, home[1][0]) != (ch.name, anchor):
        continue
      taken.add(s.link)
      keep.append(s)
    title = strip_inline(heading)
    if several and ch.number:
      title = f"{ch.number}. {title}"
    elif several:
      title = f"{strip_inline(ch.title).split(':')[0]}: {title}"
    groups.append((title, keep))
  return groups
